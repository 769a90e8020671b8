import Foundation
import Testing
@testable import Interchange
import StringCatalog

/// Export from the source catalogs of real Xcode exports, compared byte for byte with the
/// `.xliff` Xcode wrote from the same catalogs (only the `<tool>` lines may differ).
@Suite struct XcodeExportTests {
    static let sourceLanguageExports = [
        "xliff-export/BetterDisplay-27.0/en.xcloc",
        "xliff-export/Kitsune-26.0.1/en.xcloc",
    ]

    @Test(arguments: sourceLanguageExports)
    func sourceLanguageExportMatchesXcode(bundle: String) throws {
        guard let url = InterchangeFixtures.url(bundle) else { return }
        let catalogs = try InterchangeFixtures.catalogs(under: url.appendingPathComponent("Source Contents"))
        let project = LocalizationProject(root: url.path, projectName: nil, developmentRegion: "en", knownRegions: [], catalogs: catalogs.map(\.path))
        let export = ProjectExport(project: project, catalogs: catalogs, tool: InterchangeFixtures.tool)
        let written = String(decoding: XLIFFWriter.bytes(export.document(language: "en")), as: UTF8.self)
        let expected = try InterchangeFixtures.text(url.appendingPathComponent("Localized Contents/en.xliff"))
        let mine = InterchangeFixtures.withoutTool(written), xcode = InterchangeFixtures.withoutTool(expected)
        #expect(mine.count > 100_000 && mine.count == xcode.count)
        if mine != xcode {
            let a = mine.split(separator: "\n", omittingEmptySubsequences: false), b = xcode.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }
            Issue.record("first difference at line \((first?.offset ?? min(a.count, b.count)) + 1): \(first.map { "\($0.element.0)\n vs Xcode \($0.element.1)" } ?? "length \(a.count) vs \(b.count)")")
        }
    }
}
