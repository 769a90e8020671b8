@testable import CatalogFiles
import Foundation
import Testing
@testable import Interchange
import StringCatalogKit

/// Export and import read catalogs in Xcode's layout for the languages they handle only
/// (`LanguageScopedFile`); what they write must not depend on that.
@Suite(.needsInterchange) struct LanguageScopedExchangeTests {
    /// Kitsune's Arabic export taken into its source catalogs: a catalog with two languages,
    /// written in Xcode's layout into a temporary project (removed by the caller).
    static func kitsuneProject() throws -> URL {
        let url = try InterchangeFixtures.url("xliff-export/Kitsune-26.0.1/ar.xcloc")
        let document = try XLIFFReader.read(try InterchangeFixtures.bytes(url.appendingPathComponent("Localized Contents/ar.xliff")))
        var catalogs = try InterchangeFixtures.catalogs(under: url.appendingPathComponent("Source Contents"))
        for file in document.files {
            let i = try #require(catalogs.firstIndex { $0.path == file.original })
            _ = CatalogImport(policy: .asWritten).apply(file, language: "ar", to: &catalogs[i].catalog)
        }
        let project = try InterchangeFixtures.temporaryFolder()
        for entry in catalogs {
            let file = project.appendingPathComponent(entry.path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(CatalogWriter.bytes(entry.catalog)).write(to: file)
        }
        return project
    }

    /// Every file under `folder`, by relative path, with its bytes.
    static func files(under folder: URL) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let path = folder.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = try InterchangeFixtures.bytes(URL(fileURLWithPath: path))
            }
        }
        return files
    }

    @Test("An export of named languages reads them only, and writes the same bundle as a whole read")
    func exportOfNamedLanguages() throws {
        let project = try Self.kitsuneProject()
        defer { try? FileManager.default.removeItem(at: project) }
        let opened = try LocalizationProject.open(project.path)
        let catalog = project.appendingPathComponent(try #require(opened.catalogs.first)).path
        #expect(try LanguageScopedFile.open(catalog, languages: ["ar"]).isScoped)
        let out = try InterchangeFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        for (name, languages) in [("whole", nil), ("scoped", ["ar"])] as [(String, [String]?)] {
            let export = try ProjectExport(project: opened, tool: InterchangeFixtures.tool, languages: languages)
            #expect(export.catalogs.count == opened.catalogs.count)
            try export.writeBundle(language: "ar", into: out.appendingPathComponent(name).path)
        }
        let whole = try Self.files(under: out.appendingPathComponent("whole/ar.xcloc"))
        let scoped = try Self.files(under: out.appendingPathComponent("scoped/ar.xcloc"))
        #expect(whole.keys.sorted() == scoped.keys.sorted())
        #expect(whole.count >= 3)
        for (path, bytes) in whole { #expect(scoped[path] == bytes, "\(path)") }
    }

    /// LangGo's import, as `XcodeImportTests` checks it against Xcode's result, once more
    /// with the catalog in another JSON layout: read whole and written in Xcode's layout, it
    /// ends up the same. (In Xcode's layout it is read in part: checked here too.)
    @Test("An import gives the same catalog whether the file was read in part or whole")
    func importEitherWay() throws {
        let folder = try InterchangeFixtures.url("xliff-import/LangGo-16.2")
        let committed = try InterchangeFixtures.bytes(folder.appendingPathComponent("after/LangGo/Localizable.xcstrings"))
        let bundles = ["ja", "ko", "vi", "zh-Hans"].map { folder.appendingPathComponent("xcloc/\($0).xcloc").path }
        for compact in [false, true] {
            let project = try XcodeImportTests.projectFromSourceContents(of: folder)
            defer { try? FileManager.default.removeItem(at: project) }
            let catalog = project.appendingPathComponent("LangGo/Localizable.xcstrings")
            if compact {
                // The same catalog as one line of JSON, as other tools may write it.
                let object = try JSONSerialization.jsonObject(with: Data(contentsOf: catalog))
                try JSONSerialization.data(withJSONObject: object).write(to: catalog)
            }
            #expect(try LanguageScopedFile.open(catalog.path, languages: ["ja"]).isScoped == !compact)
            let inputs = try bundles.map { try ProjectImport.readInput($0) }
            _ = try ProjectImport(project: try LocalizationProject.open(project.path), policy: .xcode).run(inputs, dryRun: false)
            #expect(try InterchangeFixtures.bytes(catalog) == committed, "compact: \(compact)")
        }
    }

    /// The text of the languages an import does not read is checked as UTF-8 while the
    /// translations are merged and written: a catalog that turns out invalid fails the import
    /// with the reader's error, changed or not, dry run or not, and is left as it was.
    @Test("An import into a catalog with invalid text in another language fails with its place and changes nothing")
    func invalidTextElsewhere() throws {
        let folder = try InterchangeFixtures.url("xliff-import/LangGo-16.2")
        let bundle = folder.appendingPathComponent("xcloc/ja.xcloc").path
        for dryRun in [true, false] {
            let project = try XcodeImportTests.projectFromSourceContents(of: folder)
            defer { try? FileManager.default.removeItem(at: project) }
            let catalog = project.appendingPathComponent("LangGo/Localizable.xcstrings")
            // The catalog as it is after all four imports, with a stray byte in a Korean
            // value: a language the Japanese import does not read.
            var bytes = try InterchangeFixtures.bytes(folder.appendingPathComponent("after/LangGo/Localizable.xcstrings"))
            let korean = try #require(bytes.firstRange(of: Array("\"ko\" : {".utf8)))
            let value = try #require(bytes[korean.upperBound...].firstRange(of: Array("\"value\" : \"".utf8)))
            bytes.insert(0xFF, at: value.upperBound)
            try Data(bytes).write(to: catalog)
            #expect(try LanguageScopedFile.open(catalog.path, languages: ["ja"], checkingTextLater: true).isScoped)
            let inputs = [try ProjectImport.readInput(bundle)]
            let importer = ProjectImport(project: try LocalizationProject.open(project.path), policy: .xcode)
            do {
                _ = try importer.run(inputs, dryRun: dryRun)
                Issue.record("an invalid catalog was imported into (dry run: \(dryRun))")
            } catch {
                #expect(error.description.contains("Localizable.xcstrings:"))
                #expect(error.description.contains("invalid UTF-8 in a string"))
            }
            #expect(try InterchangeFixtures.bytes(catalog) == bytes)
            #expect(try FileManager.default.contentsOfDirectory(atPath: catalog.deletingLastPathComponent().path).filter { $0.hasPrefix(".xcedit") } == [])
        }
    }
}
