import Foundation
import StringCatalog

/// The development language of the Xcode project around a path (`developmentRegion` in
/// `project.pbxproj`), which a migration makes the catalog's source language.
enum DevelopmentRegion {
    static func ofProject(enclosing path: String) -> String? {
        guard let project = XcodeProject.enclosing(path),
              let text = try? String(contentsOfFile: project.projectFile, encoding: .utf8) else { return nil }
        return inProjectText(text)
    }

    /// Reads `developmentRegion = en;` (the value may be quoted: `"zh-Hans"`).
    static func inProjectText(_ text: String) -> String? {
        guard let range = text.range(of: "developmentRegion = ") else { return nil }
        var value = text[range.upperBound...].prefix { $0 != ";" && $0 != "\n" }
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
        let code = String(value).trimmingCharacters(in: .whitespaces)
        return code.isEmpty ? nil : code
    }
}
