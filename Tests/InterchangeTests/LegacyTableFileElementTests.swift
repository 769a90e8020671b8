import Foundation
import Testing
@testable import Interchange

/// The `<file>` element of a legacy table, as Xcode 15.0 and 16.0 write it: `datatype` before
/// the languages when the table has no file in the target language (geteduroam's package
/// table in 18 translations, RevenueCat's untranslated table in ElytraApp's German export),
/// after them everywhere else (the development language's bundle, a language whose `.lproj`
/// file exists, every catalog).
@Suite("A legacy table's <file> attributes in Xcode's order")
struct LegacyTableFileElementTests {
    static let catalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Done\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}"

    /// The `<file …>` lines of the export of `language`.
    static func fileLines(_ root: URL, language: String) throws -> [String] {
        let export = try ProjectExport(project: try LocalizationProject.open(root.path), tool: InterchangeFixtures.tool)
        let text = String(decoding: XLIFFWriter.bytes(try export.document(language: language)), as: UTF8.self)
        return text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("  <file ") }
    }

    @Test("Datatype first only for a table without a file in the exported language")
    func orderFollowsTheLanguagesFile() throws {
        let root = try MigrationTests.folder([
            "App/Localizable.xcstrings": Self.catalog,
            "Package/Sources/Client/Resources/en.lproj/Localizable.strings": "\"Connecting\" = \"Connecting\";\n",
            "Package/Sources/Client/Resources/fr.lproj/Localizable.strings": "\"Connecting\" = \"Connexion\";\n",
            "Package/Sources/Client/Resources/en.lproj/Plurals.stringsdict": MigrationTests.stringsdict(
                MigrationTests.plural("%d files", formatKey: "%#@files@", variables: [("files", "d", [("one", "%d file"), ("other", "%d files")])])),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let table = "Package/Sources/Client/Resources/en.lproj/Localizable.strings"
        let plurals = "Package/Sources/Client/Resources/en.lproj/Plurals.stringsdict"
        #expect(try Self.fileLines(root, language: "en") == [
            #"  <file original="App/Localizable.xcstrings" source-language="en" target-language="en" datatype="plaintext">"#,
            #"  <file original="\#(table)" source-language="en" target-language="en" datatype="plaintext">"#,
            #"  <file original="\#(plurals)" source-language="en" target-language="en" datatype="plaintext">"#,
        ])
        // French has the .strings but not the .stringsdict.
        #expect(try Self.fileLines(root, language: "fr") == [
            #"  <file original="App/Localizable.xcstrings" source-language="en" target-language="fr" datatype="plaintext">"#,
            #"  <file original="\#(table)" source-language="en" target-language="fr" datatype="plaintext">"#,
            #"  <file original="\#(plurals)" datatype="plaintext" source-language="en" target-language="fr">"#,
        ])
        #expect(try Self.fileLines(root, language: "de") == [
            #"  <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">"#,
            #"  <file original="\#(table)" datatype="plaintext" source-language="en" target-language="de">"#,
            #"  <file original="\#(plurals)" datatype="plaintext" source-language="en" target-language="de">"#,
        ])
    }

    @Test("An Xcode file with datatype first is read and written back byte for byte")
    func readAndWrittenBack() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
          <file original="Package/en.lproj/Localizable.strings" datatype="plaintext" source-language="en" target-language="de">
            <header>
              <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.0" build-num="16A242"/>
            </header>
            <body>
              <trans-unit id="Connecting" xml:space="preserve">
                <source>Connecting</source>
                <note>No comment provided by engineer.</note>
              </trans-unit>
            </body>
          </file>
          <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
            <header>
              <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.0" build-num="16A242"/>
            </header>
            <body>
            </body>
          </file>
        </xliff>

        """
        let document = try XLIFFReader.read(Array(text.utf8))
        #expect(document.files.map(\.datatypeFirst) == [true, false])
        #expect(String(decoding: XLIFFWriter.bytes(document), as: UTF8.self) == text)
    }
}
