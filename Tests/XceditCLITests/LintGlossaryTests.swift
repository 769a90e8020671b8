import Foundation
import Testing
@testable import XceditCLI

/// Lint and stats with the checks across catalogs: consistency and the glossary.
@Suite("xcedit lint and stats: consistency and glossary")
struct LintGlossaryTests {
    static func catalog(_ strings: [(key: String, fr: String)]) -> String {
        let body = strings.map { string in
            """
            "\(string.key)" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "\(string.key)" } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "\(string.fr)" } } } }
            """
        }.joined(separator: ",\n")
        return "{ \"sourceLanguage\" : \"en\", \"strings\" : { \(body) }, \"version\" : \"1.0\" }"
    }

    static let glossary = "term,language,translation,forbidden\nphoto,fr,photo,\nphoto,fr,image,yes\n"

    @Test("--glossary: a forbidden translation is an error (exit 1), in text and JSON")
    func glossaryFlag() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write(Self.catalog([("Share this photo", "Partager cette image"), ("Delete the photo", "Supprimer la photo")]), to: folder + "/Localizable.xcstrings")
        try Scratch.write(Self.glossary, to: folder + "/terms.csv")
        let run = CapturedRun(["lint", folder + "/Localizable.xcstrings", "--glossary", folder + "/terms.csv"])
        #expect(run.status == 1)
        #expect(run.out.contains("error    fr  “image” is a forbidden translation of “photo” (use “photo”) [glossary]"))
        #expect(run.out.contains("warning  fr  “photo” should be translated “photo” in French [glossary]"))
        #expect(!run.out.contains("Delete the photo"))
        let json = CapturedRun(["lint", "--json", folder + "/Localizable.xcstrings", "--glossary", folder + "/terms.csv"])
        #expect(json.out.contains("\"check\" : \"glossary\""))
        let stats = CapturedRun(["stats", "--json", folder + "/Localizable.xcstrings", "--glossary", folder + "/terms.csv"])
        #expect(stats.status == 0)
        #expect(stats.out.contains("\"problems\" : 2"))
    }

    @Test("A glossary that does not read stops lint and stats with its line and column, exit 1")
    func glossaryErrors() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write(Self.catalog([("Share this photo", "Partager cette image")]), to: folder + "/Localizable.xcstrings")
        try Scratch.write("term,language,translation\nphoto,fr\n", to: folder + "/terms.csv")
        let run = CapturedRun(["lint", folder + "/Localizable.xcstrings", "--glossary", folder + "/terms.csv"])
        #expect(run.status == 1)
        #expect(run.out.isEmpty)
        #expect(run.error == "xcedit lint: \(folder)/terms.csv:2:7: error: expected 3 fields as in the header row, found 2\n")
        try Scratch.write("<martif><text>\n<body><termEntry><langSet><tig><term>photo</term></tig></langSet></termEntry></body></text></martif>", to: folder + "/terms.tbx")
        let tbx = CapturedRun(["stats", folder + "/Localizable.xcstrings", "--glossary", folder + "/terms.tbx"])
        #expect(tbx.status == 1)
        #expect(tbx.error == "xcedit stats: \(folder)/terms.tbx:2:18: error: expected an xml:lang attribute on <langSet>\n")
        let other = CapturedRun(["lint", folder + "/Localizable.xcstrings", "--glossary", folder + "/terms.txt"])
        #expect(other.status == 1)
        #expect(other.error == "xcedit lint: \(folder)/terms.txt: error: expected a glossary file ending in .csv or .tbx\n")
        let missing = CapturedRun(["lint", folder + "/Localizable.xcstrings", "--glossary", folder + "/none.csv"])
        #expect(missing.error == "xcedit lint: \(folder)/none.csv: error: cannot read the glossary: no such file\n")
    }

    @Test("The config's glossary, relative to the config's folder; --glossary wins over it")
    func configAndFlag() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write("# team settings\nglossary = terms/team.csv\n", to: folder + "/config/xcedit/config")
        try Scratch.write("term,language,translation\nphoto,fr,photo\n", to: folder + "/config/xcedit/terms/team.csv")
        try Scratch.write("term,language,translation\nalbum,fr,album\n", to: folder + "/mine.csv")
        let environment = ["XDG_CONFIG_HOME": folder + "/config", "HOME": folder]
        let fromConfig = try CrossCatalogChecks.glossary(flag: nil, environment: environment)
        #expect(fromConfig?.entries.map(\.term) == ["photo"])
        let fromFlag = try CrossCatalogChecks.glossary(flag: folder + "/mine.csv", environment: environment)
        #expect(fromFlag?.entries.map(\.term) == ["album"])
        try Scratch.write("glossary = ~/mine.csv\n", to: folder + "/config/xcedit/config")
        #expect(try CrossCatalogChecks.glossary(flag: nil, environment: environment)?.entries.map(\.term) == ["album"])
        #expect(try CrossCatalogChecks.glossary(flag: nil, environment: ["XDG_CONFIG_HOME": folder + "/nothing", "HOME": folder]) == nil)
        // The flag is read even where the config does not read.
        try Scratch.write("glosary = x.csv\n", to: folder + "/config/xcedit/config")
        #expect(throws: CrossCatalogChecks.Failure.self) { try CrossCatalogChecks.glossary(flag: nil, environment: environment) }
        #expect(try CrossCatalogChecks.glossary(flag: folder + "/mine.csv", environment: environment)?.entries.count == 1)
    }

    @Test("Consistency across the catalogs given: each place of a source translated two ways")
    func consistency() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write(Self.catalog([("Save", "Enregistrer")]), to: folder + "/A.xcstrings")
        try Scratch.write(Self.catalog([("Save", "Sauvegarder")]), to: folder + "/B.xcstrings")
        let run = CapturedRun(["lint", folder + "/A.xcstrings", folder + "/B.xcstrings"])
        #expect(run.status == 0)
        #expect(run.out.contains("warning  fr  “Save” is translated 2 ways in French: “Enregistrer” (here), “Sauvegarder” (\(folder)/B.xcstrings \"Save\") [consistency]"))
        #expect(run.out.contains("warning  fr  “Save” is translated 2 ways in French: “Sauvegarder” (here), “Enregistrer” (\(folder)/A.xcstrings \"Save\") [consistency]"))
        #expect(CapturedRun(["lint", folder + "/A.xcstrings"]).out.contains("no problems"))
    }
}
