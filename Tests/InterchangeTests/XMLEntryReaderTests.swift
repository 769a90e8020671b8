import Foundation
@testable import PropertyLists
import Testing
@testable import Interchange
import StringCatalogKit

/// The readers that go straight from an XML property list's text to a file's entries
/// (`XMLStringsEntries`, `XMLStringsdictEntries`) against the tree reader they stand in for:
/// whatever they accept, they must read as the tree reader does, and they must accept
/// nothing the tree reader refuses. What they leave (nil) the tree reader reads.
@Suite("Reading XML .strings and .stringsdict without a tree")
struct XMLEntryReaderTests {
    /// What the tests below saw: how many inputs each reader took itself.
    struct Tally {
        var strings = 0
        var stringsdict = 0
    }

    /// Compares both readers on `bytes`, taken both as a `.strings` and as a `.stringsdict`.
    static func expectAgreement(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Tally {
        var tally = Tally()
        // Both readers start from the checked text: a file refused there is refused alike.
        guard let text = try? XMLPropertyListReader.checkedText(bytes) else { return tally }
        let stringsTree = Result { () throws(InterchangeReadError) in try StringsFile.fromXMLTree(text, bytes: bytes) }
        if let entries = XMLStringsEntries.entries(text) {
            tally.strings += 1
            #expect(stringsTree == .success(StringsFile(entries: entries, format: .xmlPropertyList)), sourceLocation: sourceLocation)
        }
        let stringsdictTree = Result { () throws(InterchangeReadError) in try StringsdictFile.fromXMLTree(text, bytes: bytes) }
        if let entries = XMLStringsdictEntries.entries(text) {
            tally.stringsdict += 1
            #expect(stringsdictTree == .success(StringsdictFile(entries: entries, format: .xml)), sourceLocation: sourceLocation)
        }
        // And the public readers give what the tree gives, errors included.
        if PropertyListReader.sniff(bytes) == .xml {
            #expect(Result { () throws(InterchangeReadError) in try StringsFile.read(bytes) } == stringsTree, sourceLocation: sourceLocation)
        }
        if !BinaryPropertyListReader.isBinaryPropertyList(bytes) {
            #expect(Result { () throws(InterchangeReadError) in try StringsdictFile.read(bytes) } == stringsdictTree, sourceLocation: sourceLocation)
        }
        return tally
    }

    /// The compiled files of the sample project's catalogs and of a catalog with every kind
    /// of value (plurals, substitutions, devices, string sets).
    static func compiledFiles() throws -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = []
        for name in CompileTests.sampleCatalogs {
            files += CatalogCompiler.files(CatalogCompiler.compile(try CompileTests.sampleCatalog(name), table: name))
        }
        files += CatalogCompiler.files(CatalogCompiler.compile(CompileTests.catalog, table: "T"))
        return files
    }

    @Test func compiledFilesReadAlike() throws {
        var strings = 0, stringsdict = 0, stringsdictFiles = 0
        for file in try Self.compiledFiles() {
            let tally = Self.expectAgreement(file.bytes)
            strings += tally.strings
            stringsdict += tally.stringsdict
            if file.path.hasSuffix(".stringsdict") { stringsdictFiles += 1 }
        }
        // Every compiled .strings is a dictionary of strings; the .stringsdict of the catalog
        // with a device rule is left to the tree.
        #expect(strings > 10)
        #expect(stringsdict > 0 && stringsdict < stringsdictFiles)
    }

    @Test(.needsInterchange) func realFilesReadAlike() throws {
        let folder = InterchangeTestSupport.interchangeFolder
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var xml = 0, taken = 0
        for case let url as URL in enumerator where ["strings", "stringsdict", "plist"].contains(url.pathExtension) {
            let bytes = try InterchangeTestSupport.fileBytes(url)
            guard PropertyListReader.sniff(bytes) == .xml else { continue }
            xml += 1
            let tally = Self.expectAgreement(bytes)
            taken += tally.strings + tally.stringsdict
        }
        // The real .stringsdict files (ViennaRSS's 21, and the others').
        #expect(xml >= 21)
        #expect(taken >= 21)
    }

    /// Inputs that differ from what a compiler writes in every way the tree reader allows
    /// (or refuses), each wrapped in a document and given in UTF-8 and both UTF-16 forms.
    static let members: [String] = [
        "<key>a</key><string>x</string>",
        "<key>a</key>\n\t<string>x</string>\n<key>b</key><string>y</string>",
        "<key>a &amp; b</key><string>&lt;&gt;&quot;&apos;&#233;&#x1F600;</string>",
        "<key>cdata</key><string><![CDATA[<raw & text>]]> and more</string>",
        "<key>comment</key><!-- between --><string>x<!-- inside -->y</string>",
        "<key/><string/>",
        "<key>spaced end</key><string>x</string ><key>b</key ><string>y</string\n>",
        "<key attr=\"1\">attributes</key><string a='>'>x</string>",
        "<key>same</key><string>1</string><key>same</key><string>2</string>",
        "<key>Café</key><string>1</string><key>Cafe\u{301}</key><string>2</string>",
        "<key>lines\nin\nkey</key>\n\n\n<string>and\nin\nvalue</string>\n<key>next</key><string>z</string>",
        "<key>integer</key><integer>1</integer>",
        "<key>nested</key><dict><key>a</key><string>x</string></dict>",
        "<key>array</key><array><string>x</string></array>",
        "<key>true</key><true/>",
        "<key>a</key><string>unterminated",
        "<key>a</key><strin>x</strin>",
        "<key>a</key><string>x</key>",
        "<key>a</key>",
        "<string>no key</string>",
        "<key>bare & amp</key><string>x</string>",
        "<key>unknown</key><string>&nbsp;</string>",
        "<key>bad scalar</key><string>&#xD800;</string>",
        // Formats, as .stringsdict files hold them.
        "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string><key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>lld</string><key>other</key><string>%lld x</string><key>one</key><string>%lld y</string></dict></dict>",
        "<key>k</key><dict><key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>zero</key><string>none</string><key>extra</key><string>kept</string><key>other</key><string>a</string><key>other</key><string>b</string></dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string><key>NSStringLocalizedFormatKey</key><string>second</string></dict>",
        "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%1$#@a@ %2$#@b@</string><key>a</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string></dict><key>b</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>few</key><string>%d</string></dict></dict>",
        "<key>no spec</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string><key>v</key><dict><key>other</key><string>x</string></dict></dict>",
        "<key>empty var</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string><key>v</key><dict/></dict>",
        "<key>no format</key><dict><key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string></dict></dict>",
        "<key>empty rule</key><dict/>",
        "<key>format not a string</key><dict><key>NSStringLocalizedFormatKey</key><integer>1</integer></dict>",
        "<key>field not a string</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string><key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><true/></dict></dict>",
        "<key>other not a string</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string><key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>extra</key><integer>2</integer></dict></dict>",
        "<key>device</key><dict><key>NSStringDeviceSpecificRuleType</key><dict><key>mac</key><string>Click</string><key>other</key><string>Tap</string></dict></dict>",
        "<key>device later</key><dict><key>NSStringLocalizedFormatKey</key><string>x</string><key>NSStringDeviceSpecificRuleType</key><dict><key>mac</key><string>Click</string></dict></dict>",
        "<key>width</key><dict><key>NSStringVariableWidthRuleType</key><dict><key>1</key><string>S</string><key>20</key><string>Long</string></dict></dict>",
        "<key>top string</key><string>x</string>",
    ]

    static let documents: [@Sendable (String) -> String] = [
        { "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n\t\($0)\n</dict>\n</plist>\n" },
        { "<dict>\($0)</dict>" },
        { "\u{FEFF}<!-- header --><?pi x?><plist><dict>\($0)</dict></plist><!-- trailer -->\n" },
        { "<!DOCTYPE plist [ <!ENTITY x \"y\"> ]><plist version='1.0'>\n<dict>\($0)</dict >\n</plist >" },
        { "<plist><dict>\($0)</dict></plist>trailing" },
        { "<plist><dict>\($0)</dict>" },
        { "<plist><dict>\($0)</dict></dict></plist>" },
        { "<plist><array><dict>\($0)</dict></array></plist>" },
        { "<plist/>\($0)" },
    ]

    @Test func handWrittenInputsReadAlike() {
        var tally = Tally()
        for document in Self.documents {
            for member in Self.members {
                let text = document(member)
                for bytes in [Array(text.utf8), InterchangeTestSupport.utf16(text, bigEndian: true), InterchangeTestSupport.utf16(text, bigEndian: false)] {
                    let seen = Self.expectAgreement(bytes)
                    tally.strings += seen.strings
                    tally.stringsdict += seen.stringsdict
                }
            }
        }
        #expect(tally.strings > 30)
        #expect(tally.stringsdict > 10)
        // Empty dictionaries, and nothing at all.
        for text in ["<plist><dict/></plist>", "<dict></dict>", "", "   ", "<plist></plist>", "<dict/"] {
            _ = Self.expectAgreement(Array(text.utf8))
        }
    }

    /// A small compiled `.strings` and `.stringsdict`, truncated at every byte and with every
    /// byte replaced by each of the bytes that change its meaning most.
    @Test(arguments: ["strings", "stringsdict"])
    func damagedFilesReadAlike(kind: String) throws {
        let files = CatalogCompiler.files(CatalogCompiler.compile(CompileTests.catalog, table: "T")).filter { $0.path == "fr.lproj/T.\(kind)" }
        try #require(files.count == 1)
        let replacements: [UInt8] = [UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: "&"), UInt8(ascii: "!"), UInt8(ascii: "\n"), 0xC3]
        var accepted = 0
        for file in files {
            let bytes = file.bytes
            for count in 0...bytes.count {
                let tally = Self.expectAgreement(Array(bytes.prefix(count)))
                accepted += tally.strings + tally.stringsdict
            }
            for index in bytes.indices {
                for replacement in replacements where bytes[index] != replacement {
                    var damaged = bytes
                    damaged[index] = replacement
                    let tally = Self.expectAgreement(damaged)
                    accepted += tally.strings + tally.stringsdict
                }
            }
        }
        #expect(accepted > 50)
    }

    @Test func linesCountEveryNewlineBeforeEachKey() throws {
        let text = "<plist>\n<dict>\n<key>a</key>\n<string>1\n2\n3</string><key>b</key>\n\n<string/>\r\n<key>c</key><string>x</string>\n</dict>\n</plist>"
        let entries = try #require(XMLStringsEntries.entries(Array(text.utf8)))
        #expect(entries.map(\.line) == [3, 6, 9])
        #expect(entries.map(\.value) == ["1\n2\n3", "", "x"])
    }
}
