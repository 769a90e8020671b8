import Foundation
import Testing
@testable import Interchange
import StringCatalogKit

/// Export from the source catalogs of real Xcode exports, compared byte for byte with the
/// `.xliff` Xcode wrote from the same catalogs (only the `<tool>` lines may differ).
@Suite(.needsInterchange) struct XcodeExportTests {
    static let sourceLanguageExports = [
        "xliff-export/BetterDisplay-27.0/en.xcloc",
        "xliff-export/Kitsune-26.0.1/en.xcloc",
    ]

    @Test(arguments: sourceLanguageExports)
    func sourceLanguageExportMatchesXcode(bundle: String) throws {
        let url = try InterchangeFixtures.url(bundle)
        let catalogs = try InterchangeFixtures.catalogs(under: url.appendingPathComponent("Source Contents"))
        let project = LocalizationProject(root: url.path, projectName: nil, developmentRegion: "en", knownRegions: [], catalogs: catalogs.map(\.path))
        let export = ProjectExport(project: project, catalogs: catalogs, tool: InterchangeFixtures.tool)
        let written = XLIFFWriter.bytes(try export.document(language: "en"))
        let expected = try InterchangeFixtures.bytes(url.appendingPathComponent("Localized Contents/en.xliff"))
        expectSameExport(written, expected)
    }

    static let translatedExports = [
        "xliff-export/Ketchup-15.3/de.xcloc",
        "xliff-export/BetterDisplay-27.0/de.xcloc",
        "xliff-export/Kitsune-26.0.1/ar.xcloc",
    ]

    /// The translations of an Xcode export, taken into the bundle's source catalogs as they
    /// are, and exported again: the same file, unit for unit and byte for byte (ordering,
    /// escaping, states such as needs-review, units without targets).
    @Test(arguments: translatedExports)
    func translatedExportMatchesXcode(bundle: String) throws {
        let url = try InterchangeFixtures.url(bundle)
        let language = url.deletingPathExtension().lastPathComponent
        let xliffBytes = try InterchangeFixtures.bytes(url.appendingPathComponent("Localized Contents/\(language).xliff"))
        let document = try XLIFFReader.read(xliffBytes)
        var catalogs = try InterchangeFixtures.catalogs(under: url.appendingPathComponent("Source Contents"))
        for file in document.files {
            let i = try #require(catalogs.firstIndex { $0.path == file.original })
            let summary = CatalogImport(policy: .asWritten).apply(file, language: language, to: &catalogs[i].catalog)
            #expect(summary.unknownKeys.isEmpty)
            #expect(summary.sourceChanged.isEmpty)
        }
        let project = LocalizationProject(root: url.path, projectName: nil, developmentRegion: "en", knownRegions: [], catalogs: catalogs.map(\.path))
        let export = ProjectExport(project: project, catalogs: catalogs, tool: InterchangeFixtures.tool)
        expectSameExport(XLIFFWriter.bytes(try export.document(language: language)), xliffBytes)
    }

    private func expectSameExport(_ written: [UInt8], _ expected: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let mine = InterchangeFixtures.withoutTool(String(decoding: written, as: UTF8.self))
        let xcode = InterchangeFixtures.withoutTool(String(decoding: expected, as: UTF8.self))
        #expect(xcode.count > 10_000, sourceLocation: sourceLocation)
        guard mine != xcode else { return }
        let a = mine.split(separator: "\n", omittingEmptySubsequences: false), b = xcode.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }
        let detail = first.map { "line \($0.offset + 1):\n  xcedit: \($0.element.0)\n  Xcode:  \($0.element.1)" } ?? "lengths \(a.count) and \(b.count) lines"
        Issue.record("the export differs from Xcode's at \(detail)", sourceLocation: sourceLocation)
    }
}
