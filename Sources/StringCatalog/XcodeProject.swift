import Foundation

/// The Xcode project around a catalog, where Xcode records the languages a project is
/// localized into (`knownRegions` in `project.pbxproj`).
public struct XcodeProject: Equatable, Sendable {
    /// Path of the `project.pbxproj` file.
    public var projectFile: String
    /// The languages of `knownRegions`, without `Base` (not a language).
    public var knownRegions: [String]

    /// The project enclosing the catalog at `catalogPath`: the nearest folder up the tree
    /// that holds an `.xcodeproj`. nil when there is none, or it cannot be read.
    public static func enclosing(_ catalogPath: String) -> XcodeProject? {
        var folder = URL(fileURLWithPath: catalogPath).standardizedFileURL.deletingLastPathComponent()
        while true {
            if let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) {
                for name in names.sorted() where name.hasSuffix(".xcodeproj") {
                    let file = folder.appendingPathComponent(name).appendingPathComponent("project.pbxproj").path
                    if let text = try? String(contentsOfFile: file, encoding: .utf8) {
                        return XcodeProject(projectFile: file, knownRegions: knownRegions(inProjectText: text))
                    }
                }
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Reads `knownRegions = ( en, Base, "zh-Hans", );` from a project file's text.
    public static func knownRegions(inProjectText text: String) -> [String] {
        guard let range = text.range(of: "knownRegions = (") else { return [] }
        guard let close = text[range.upperBound...].firstIndex(of: ")") else { return [] }
        return text[range.upperBound..<close]
            .split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
            .filter { !$0.isEmpty && $0 != "Base" }
    }
}
