import Foundation
import Testing
@testable import StringCatalogKit

@Suite("Editing knownRegions in project.pbxproj")
struct KnownRegionsTests {
    static let sampleProject = TestSupport.packageRoot.appendingPathComponent("SampleProject/BackyardBirds.xcodeproj/project.pbxproj")

    static func sampleText() throws -> String {
        try String(contentsOf: sampleProject, encoding: .utf8)
    }

    /// Lines of `b` that are not in `a` and the other way round, by a plain line diff that
    /// suffices here: the same prefix and suffix, the rest differs.
    static func changedLines(_ a: String, _ b: String) -> (removed: [Substring], inserted: [Substring]) {
        let x = a.split(separator: "\n", omittingEmptySubsequences: false)
        let y = b.split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < min(x.count, y.count) && x[prefix] == y[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(x.count, y.count) - prefix && x[x.count - 1 - suffix] == y[y.count - 1 - suffix] { suffix += 1 }
        return (Array(x[prefix..<(x.count - suffix)]), Array(y[prefix..<(y.count - suffix)]))
    }

    @Test("Adding a region inserts exactly one line, at the end of the list, in Xcode's layout")
    func addOne() throws {
        let original = try Self.sampleText()
        let added = try #require(add("uk-UA", original))
        let change = Self.changedLines(original, added)
        #expect(change.removed.isEmpty)
        #expect(change.inserted == ["\t\t\t\t\"uk-UA\","])
        #expect(added.contains("\t\t\t\t\"zh-Hans\",\n\t\t\t\t\"uk-UA\",\n\t\t\t);\n"))
        #expect(XcodeProject.knownRegions(inProjectText: added) == ["en", "fr", "de", "uk", "ar", "ja", "zh-Hans", "uk-UA"])

        let withPolish = try #require(add("pl", original))
        #expect(Self.changedLines(original, withPolish).inserted == ["\t\t\t\tpl,"])
        #expect(withPolish.utf8.count == original.utf8.count + "\t\t\t\tpl,\n".utf8.count)
    }

    @Test("Codes that are not plain identifiers are quoted as Xcode quotes them")
    func quoting() throws {
        let original = try Self.sampleText()
        let added = try #require(add("pt-BR", original))
        #expect(Self.changedLines(original, added).inserted == ["\t\t\t\t\"pt-BR\","])
        #expect(KnownRegionsList.quotedIfNeeded("en") == "en")
        #expect(KnownRegionsList.quotedIfNeeded("zh_CN") == "zh_CN")
        #expect(KnownRegionsList.quotedIfNeeded("Base") == "Base")
        #expect(KnownRegionsList.quotedIfNeeded("zh-Hant-TW") == "\"zh-Hant-TW\"")
        #expect(KnownRegionsList.quotedIfNeeded("es-419") == "\"es-419\"")
        #expect(KnownRegionsList.quotedIfNeeded("a:b") == "\"a:b\"")
        #expect(KnownRegionsList.quotedIfNeeded("a//b") == "\"a//b\"")
        #expect(KnownRegionsList.quotedIfNeeded("a___b") == "\"a___b\"")
        #expect(KnownRegionsList.quotedIfNeeded("say \"hi\"\\") == "\"say \\\"hi\\\"\\\\\"")
        #expect(KnownRegionsList.quotedIfNeeded("é") == "\"é\"")
        // What is quoted reads back as it was.
        for code in ["pt-BR", "say \"hi\"\\", "tab\there"] {
            let text = try #require(add(code, original))
            #expect(XcodeProject.knownRegions(inProjectText: text).last == code)
        }
    }

    @Test("Removing a region removes only its line")
    func removeOne() throws {
        let original = try Self.sampleText()
        let removed = try #require(remove("fr", original))
        let change = Self.changedLines(original, removed)
        #expect(change.removed == ["\t\t\t\tfr,"])
        #expect(change.inserted.isEmpty)
        #expect(XcodeProject.knownRegions(inProjectText: removed) == ["en", "de", "uk", "ar", "ja", "zh-Hans"])
        let quoted = try #require(remove("zh-Hans", original))
        #expect(Self.changedLines(original, quoted).removed == ["\t\t\t\t\"zh-Hans\","])
    }

    @Test("Adding then removing gives back the original bytes; both are idempotent")
    func roundTrip() throws {
        let original = try Self.sampleText()
        for code in ["uk-UA", "pt-BR", "ko", "zh-Hant"] {
            let added = try #require(add(code, original))
            #expect(added != original)
            #expect(add(code, added) == added)
            let back = try #require(remove(code, added))
            #expect(Array(back.utf8) == Array(original.utf8))
            #expect(remove(code, back) == back)
        }
        // Present already, absent already.
        #expect(add("uk", original) == original)
        #expect(add("zh-Hans", original) == original)
        #expect(remove("pl", original) == original)
        // Removing then adding back puts an existing region at the end.
        let moved = try #require(remove("fr", original).flatMap { add("fr", $0) })
        #expect(XcodeProject.knownRegions(inProjectText: moved) == ["en", "de", "uk", "ar", "ja", "zh-Hans", "fr"])
    }

    @Test("No knownRegions list: nil")
    func noList() {
        let text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tdevelopmentRegion = en;\n}\n"
        #expect(add("fr", text) == nil)
        #expect(remove("fr", text) == nil)
        #expect(add("fr", "knownRegions = (en, \"unterminated);") == nil)
        #expect(XcodeProject.knownRegions(inProjectText: text) == [])
    }

    @Test("A list on one line is edited inline, in its own spacing")
    func oneLine() {
        #expect(add("fr", "knownRegions = (en, Base);") == "knownRegions = (en, Base, fr);")
        #expect(add("pt-BR", "knownRegions = (en,Base);") == "knownRegions = (en,Base,\"pt-BR\");")
        #expect(add("fr", "knownRegions = (en, Base, );") == "knownRegions = (en, Base, fr, );")
        #expect(add("fr", "knownRegions = (en,);") == "knownRegions = (en, fr,);")
        #expect(add("fr", "knownRegions = ();") == "knownRegions = (fr);")
        #expect(remove("Base", "knownRegions = (en, Base);") == "knownRegions = (en);")
        #expect(remove("en", "knownRegions = (en, Base);") == "knownRegions = (Base);")
        #expect(remove("Base", "knownRegions = (en, Base,);") == "knownRegions = (en,);")
        #expect(remove("en", "knownRegions = (en);") == "knownRegions = ();")
        #expect(remove("fr", "knownRegions = (en, fr, Base, fr);") == "knownRegions = (en, Base);")
        // Round trips inline too.
        for text in ["knownRegions = (en, Base);", "knownRegions = (en,Base,);", "knownRegions = ();"] {
            #expect(add("uk", text).flatMap { remove("uk", $0) } == text)
        }
    }

    @Test("Other layouts: a missing trailing comma, an empty list, comments, CRLF")
    func otherLayouts() {
        #expect(add("fr", "\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase\n\t\t\t);") == "\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t\tfr,\n\t\t\t);")
        #expect(add("fr", "\t\t\tknownRegions = (\n\t\t\t);") == "\t\t\tknownRegions = (\n\t\t\t\tfr,\n\t\t\t);")
        #expect(add("fr", "\tknownRegions = (\n\t\ten, // English\n\t);") == "\tknownRegions = (\n\t\ten, // English\n\t\tfr,\n\t);")
        #expect(add("fr", "\tknownRegions = (\n\t\ten, /* a\n b */\n\t);") == "\tknownRegions = (\n\t\ten, /* a\n b */\n\t\tfr,\n\t);")
        #expect(add("fr", "\tknownRegions = (\r\n\t\ten,\r\n\t);\r\n") == "\tknownRegions = (\r\n\t\ten,\r\n\t\tfr,\r\n\t);\r\n")
        #expect(remove("fr", "\tknownRegions = (\r\n\t\ten,\r\n\t\tfr,\r\n\t);\r\n") == "\tknownRegions = (\r\n\t\ten,\r\n\t);\r\n")
        #expect(remove("en", "\tknownRegions = (\n\t\ten, /* English */\n\t\tfr,\n\t);") == "\tknownRegions = (\n\t\tfr,\n\t);")
        // Only the key itself, not a longer one or another key's value.
        #expect(add("fr", "myknownRegions = (x); knownRegions = (en);") == "myknownRegions = (x); knownRegions = (en, fr);")
        #expect(XcodeProject.knownRegions(inProjectText: "knownRegions = ( 'en', \"zh-Hans\" /* c */, Base );") == ["en", "zh-Hans"])
    }

    @Test("The project file is edited in place, atomically, keeping its permissions")
    func projectFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcedit-regions-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let projectFolder = folder.appendingPathComponent("BackyardBirds.xcodeproj")
        try FileManager.default.createDirectory(at: projectFolder, withIntermediateDirectories: true)
        let file = projectFolder.appendingPathComponent("project.pbxproj")
        let original = try Data(contentsOf: Self.sampleProject)
        try original.write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)

        var project = try #require(XcodeProject.enclosing(folder.appendingPathComponent("Localizable.xcstrings").path))
        #expect(project.knownRegions == ["en", "fr", "de", "uk", "ar", "ja", "zh-Hans"])
        try project.recordLanguageChanges(added: ["pt-BR"], removed: [])
        #expect(project.knownRegions == ["en", "fr", "de", "uk", "ar", "ja", "zh-Hans", "pt-BR"])
        let added = try String(contentsOf: file, encoding: .utf8)
        #expect(Self.changedLines(String(decoding: original, as: UTF8.self), added).inserted == ["\t\t\t\t\"pt-BR\","])
        #expect((try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int) == 0o640)
        #expect(XcodeProject.enclosing(folder.appendingPathComponent("Localizable.xcstrings").path) == project)

        // Already there: the file is not touched.
        let before = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        try project.recordLanguageChanges(added: ["pt-BR"], removed: [])
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == before)

        try project.recordLanguageChanges(added: [], removed: ["pt-BR"])
        #expect(try Data(contentsOf: file) == original)
        #expect(project.knownRegions == ["en", "fr", "de", "uk", "ar", "ja", "zh-Hans"])
        try project.recordLanguageChanges(added: [], removed: ["fr"])
        #expect(project.knownRegions == ["en", "de", "uk", "ar", "ja", "zh-Hans"])
        // No temporary files left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: projectFolder.path) == ["project.pbxproj"])

        // A project without the list, and one that is gone.
        try Data("// !$*UTF8*$!\n{\n}\n".utf8).write(to: file)
        #expect(throws: XcodeProject.Failure.noKnownRegions(path: file.path)) { try project.recordLanguageChanges(added: ["fr"], removed: []) }
        try FileManager.default.removeItem(at: file)
        #expect(throws: (any Error).self) { try project.recordLanguageChanges(added: ["fr"], removed: []) }
    }
}

/// `knownRegions` edits of project text (see `KnownRegionsList`): `text` with `code` added,
/// or removed; the text itself when there is nothing to do, nil when it has no list.
private func add(_ code: String, _ text: String) -> String? {
    KnownRegionsList.adding(code, to: Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
}

private func remove(_ code: String, _ text: String) -> String? {
    KnownRegionsList.removing(code, from: Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
}
