import Foundation
import Testing
@testable import ProjectModel

@Suite("Editing knownRegions in project.pbxproj")
struct KnownRegionsTests {
    static let sampleProject = ProjectTestSupport.sampleProject

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
        #expect(regions(added) == ["en", "fr", "de", "uk", "ar", "ja", "zh-Hans", "uk-UA"])

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
            #expect(regions(text).last == code)
        }
    }

    @Test("Removing a region removes only its line")
    func removeOne() throws {
        let original = try Self.sampleText()
        let removed = try #require(remove("fr", original))
        let change = Self.changedLines(original, removed)
        #expect(change.removed == ["\t\t\t\tfr,"])
        #expect(change.inserted.isEmpty)
        #expect(regions(removed) == ["en", "de", "uk", "ar", "ja", "zh-Hans"])
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
        #expect(regions(moved) == ["en", "de", "uk", "ar", "ja", "zh-Hans", "fr"])
    }

    @Test("No knownRegions list: nil; a file that is not a project: an error at its place")
    func noList() throws {
        let text = "developmentRegion = en;"
        #expect(add("fr", text) == nil)
        #expect(remove("fr", text) == nil)
        #expect(regions(text) == [])
        #expect(add("fr", "knownRegions = (en, \"unterminated);") == nil)
        #expect(throws: ProjectError.self) { try KnownRegionsList.adding("fr", to: Array(wrapped("knownRegions = (en, \"unterminated);").utf8), path: "p") }
        do {
            _ = try KnownRegionsList.adding("fr", to: Array("// !$*UTF8*$!\n{\n\tobjects = {\n\t};\n".utf8), path: "App.xcodeproj/project.pbxproj")
            Issue.record("a truncated project file was edited")
        } catch {
            #expect(error.description == "App.xcodeproj/project.pbxproj:5:1: error: expected a key or '}', found the end of the file")
        }
        // A list that is no list of regions.
        #expect(throws: ProjectError.self) { try KnownRegionsList.adding("fr", to: Array(wrapped("knownRegions = en;").utf8), path: "p") }
    }

    @Test("The root object's list is edited, not a 'knownRegions' in a comment, a string or another object before it")
    func onlyTheRootObjectsList() throws {
        let text = """
        // !$*UTF8*$!
        /* knownRegions = ( en, ); */
        {
        	objects = {
        		A = {isa = PBXFileReference; name = "knownRegions = (xx);"; knownRegions = (yy); };
        		ROOT = {
        			isa = PBXProject;
        			knownRegions = (
        				en,
        				Base,
        			);
        		};
        	};
        	rootObject = ROOT;
        }

        """
        let added = try #require(add("fr", text))
        #expect(Self.changedLines(text, added).inserted == ["\t\t\t\tfr,"])
        #expect(Self.changedLines(text, added).removed.isEmpty)
        #expect(regions(added) == ["en", "fr"])
        #expect(try #require(remove("fr", added)) == text)
        #expect(remove("xx", text) == text)
        #expect(remove("yy", text) == text)
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
        #expect(regions("knownRegions = ( 'en', \"zh-Hans\" /* c */, Base );") == ["en", "zh-Hans"])
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

        var project = try #require(try ProjectLanguages.enclosing(folder.appendingPathComponent("Localizable.xcstrings").path))
        #expect(project.knownRegions == ["en", "fr", "de", "uk", "ar", "ja", "zh-Hans"])
        try project.recordLanguageChanges(added: ["pt-BR"], removed: [])
        #expect(project.knownRegions == ["en", "fr", "de", "uk", "ar", "ja", "zh-Hans", "pt-BR"])
        let added = try String(contentsOf: file, encoding: .utf8)
        #expect(Self.changedLines(String(decoding: original, as: UTF8.self), added).inserted == ["\t\t\t\t\"pt-BR\","])
        #expect((try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int) == 0o640)
        #expect(try ProjectLanguages.enclosing(folder.appendingPathComponent("Localizable.xcstrings").path) == project)

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

        // A project without the list, a broken one (nothing written), and one that is gone.
        try Data(wrapped("developmentRegion = en;").utf8).write(to: file)
        #expect(throws: ProjectLanguages.Failure.noKnownRegions(path: file.path)) { try project.recordLanguageChanges(added: ["fr"], removed: []) }
        let broken = Data(wrapped("knownRegions = (en;").utf8)
        try broken.write(to: file)
        #expect(throws: ProjectLanguages.Failure.self) { try project.recordLanguageChanges(added: ["fr"], removed: []) }
        #expect(try Data(contentsOf: file) == broken)
        try FileManager.default.removeItem(at: file)
        #expect(throws: (any Error).self) { try project.recordLanguageChanges(added: ["fr"], removed: []) }
    }
}

/// A project file whose root object holds `fragment` (entries such as `knownRegions = (en);`),
/// for the layouts a list may have. Text that is a whole project already is returned as it is.
private func wrapped(_ fragment: String) -> String {
    fragment.contains("rootObject") ? fragment : wrapperStart + fragment + wrapperEnd
}

private let wrapperStart = "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tROOT = {\n\t\t\tisa = PBXProject;\n"
private let wrapperEnd = "\n\t\t};\n\t};\n\trootObject = ROOT;\n}\n"

/// The fragment back out of an edited wrapped project (nil when the edit touched the wrapper).
private func unwrapped(_ text: String, like original: String) -> String? {
    guard !original.contains("rootObject") else { return text }
    guard text.hasPrefix(wrapperStart), text.hasSuffix(wrapperEnd) else { return nil }
    return String(text.dropFirst(wrapperStart.count).dropLast(wrapperEnd.count))
}

/// `knownRegions` edits of project text (see `KnownRegionsList`): `text` with `code` added,
/// or removed; the text itself when there is nothing to do, nil when it has no list or is
/// no project.
private func add(_ code: String, _ text: String) -> String? {
    guard let edited = try? KnownRegionsList.adding(code, to: Array(wrapped(text).utf8), path: "project.pbxproj") else { return nil }
    return unwrapped(String(decoding: edited, as: UTF8.self), like: text)
}

private func remove(_ code: String, _ text: String) -> String? {
    guard let edited = try? KnownRegionsList.removing(code, from: Array(wrapped(text).utf8), path: "project.pbxproj") else { return nil }
    return unwrapped(String(decoding: edited, as: UTF8.self), like: text)
}

/// The regions of a project file's text (or a fragment of its root object).
private func regions(_ text: String) -> [String] {
    (try? XcodeProjectFile(bytes: Array(wrapped(text).utf8), path: "project.pbxproj").knownRegions) ?? []
}
