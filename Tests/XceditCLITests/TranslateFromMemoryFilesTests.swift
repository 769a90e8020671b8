import CatalogFiles
import Foundation
import Interchange
import StringCatalogKit
import Testing
import TranslationMemory
@testable import XceditCLI

/// `translate --from-memory`'s memory with a team's TMX and a gettext `.po` named in
/// `memory.paths`, with the memory cache in a folder of the test's own.
@Suite("xcedit translate --from-memory with TMX and .po memory files", .serialized)
struct TranslateFromMemoryFilesTests {
    static let target = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Delete the bird" : {

        },
        "Feed the birds" : {

        },
        "Save the feeder in the garden" : {

        },
        "Something else entirely" : {

        }
      },
      "version" : "1.0"
    }

    """

    static let tmx = """
    <?xml version="1.0" encoding="UTF-8"?>
    <tmx version="1.4"><header srclang="en" datatype="plaintext" segtype="sentence" adminlang="en" o-tmf="x" creationtool="x" creationtoolversion="1"/>
    <body>
      <tu tuid="save"><tuv xml:lang="en"><seg>Save the feeders in the garden</seg></tuv><tuv xml:lang="de"><seg>Futterhäuser im Garten sichern</seg></tuv></tu>
    </body></tmx>
    """

    static let po = """
    msgid ""
    msgstr ""
    "Language: de\\n"
    "Content-Type: text/plain; charset=UTF-8\\n"

    msgid "Feed the birds"
    msgstr "Vögel füttern"

    #, fuzzy
    msgid "Delete the bird"
    msgstr "Vogel entfernen"
    """

    @Test("Exact from the .po, fuzzy from the TMX, the fuzzy .po entry left out; the second run reads the memory from the cache; a broken file is a warning")
    func tmxAndPO() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = folder + "/App/Localizable.xcstrings"
        try Scratch.write(Self.target, to: target)
        try Scratch.write(Self.tmx, to: folder + "/Memory/team.tmx")
        try Scratch.write(Self.po, to: folder + "/Memory/old/de.po")
        try Scratch.write("memory.paths = ../../Memory/team.tmx:../../Memory/old\n", to: folder + "/cfg/xcedit/config")
        // `translate` reads the process's environment: the memory it builds is asked for
        // here with the test's own config and cache (the binary is run in translate.sh).
        let environment = ["XDG_CONFIG_HOME": folder + "/cfg", "XDG_CACHE_HOME": folder + "/cache"]
        var errors = ""
        let console = Console(out: { _ in }, error: { errors += $0 })
        func memory() throws -> (memory: TranslationMemory, catalogs: Int) {
            TranslateCommand.memoryOf([try LanguageScopedFile.open(target, languages: ["de"])], settings: try ProviderSettings.load(environment: environment),
                                      languages: ["de"], environment: environment, console: console)
        }
        for run in ["cold", "cached"] {
            let (built, catalogs) = try memory()
            #expect(catalogs == 3 && built.units.count == 2, "\(run)")
            #expect(errors.isEmpty, "\(errors)")
            let exact = built.matches(for: "Feed the birds", sourceLanguage: "en", targetLanguage: "de")
            #expect(exact.first?.score == 100 && exact.first?.unit.targetText == "Vögel füttern", "\(run)")
            let fuzzy = built.matches(for: "Save the feeder in the garden", sourceLanguage: "en", targetLanguage: "de", minimumScore: 75)
            #expect(fuzzy.first?.unit.targetText == "Futterhäuser im Garten sichern" && fuzzy.first?.unit.origin.catalogPath.hasSuffix("/Memory/team.tmx") == true, "\(run)")
            #expect(built.matches(for: "Delete the bird", sourceLanguage: "en", targetLanguage: "de").isEmpty, "\(run)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/cache/xcedit/memory").count == 2)

        try Scratch.write("msgid \"a\"\nmsgstr \"b\n", to: folder + "/Memory/old/broken.po")
        let (built, _) = try memory()
        #expect(built.units.count == 2)
        #expect(errors.hasPrefix("xcedit translate: warning: memory.paths: ") && errors.contains("/Memory/old/broken.po:2:8: error: a string without its closing quote"), "\(errors)")
    }
}
