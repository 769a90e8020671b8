import Testing
@testable import Interchange

/// Issue 34, point 5: the comment Xcode's `.strings` template starts a file with is the file's
/// header, never its first string's comment; every other comment before a key is that key's,
/// a blank line between them or not (Xcode kept a `// MARK: - Common` followed by a blank line
/// as the first key's comment, and dropped a template header written directly above it).
@Suite("The header of a .strings file")
struct StringsFileHeaderTests {
    static let header = "/*\n  Localizable.strings\n  App\n\n  Copyright(c) 2024 Someone. All rights reserved.\n*/\n"
    static let headerText = "Localizable.strings\n  App\n\n  Copyright(c) 2024 Someone. All rights reserved."

    static func read(_ text: String) throws -> StringsFile {
        try StringsFile.read(InterchangeTestSupport.bytes(text))
    }

    @Test func theTemplateHeaderDirectlyAboveTheFirstKeyIsTheFilesNotTheKeys() throws {
        let file = try Self.read(Self.header + "\"a\" = \"A\";\n/* Second */\n\"b\" = \"B\";\n")
        #expect(file.header == Self.headerText)
        #expect(file.entries.map(\.comment) == [nil, "Second"])
    }

    @Test func aFirstCommentThatIsNoHeaderIsTheFirstKeysBlankLineOrNot() throws {
        let detached = try Self.read("// MARK: - Common\n\n\"a\" = \"A\";\n")
        #expect(detached.header == nil)
        #expect(detached.entries.first?.comment == "MARK: - Common")
        let touching = try Self.read("/* A message shown at launch. */\n\"a\" = \"A\";\n")
        #expect(touching.entries.first?.comment == "A message shown at launch.")
        // A section title after an entry, blank lines around it.
        let section = try Self.read("\"a\" = \"A\";\n\n/* MARK: - Settings */\n\n\"b\" = \"B\";\n")
        #expect(section.entries.map(\.comment) == [nil, "MARK: - Settings"])
    }

    @Test func aHeaderFollowedByABlankLineAndAnotherCommentGivesThatComment() throws {
        let file = try Self.read(Self.header + "\n\n// setting\n\"setting\" = \"Settings\";\n")
        #expect(file.header == Self.headerText)
        #expect(file.entries.first?.comment == "setting")
        let alone = try Self.read(Self.header + "\n\"a\" = \"A\";\n")
        #expect(alone.header == Self.headerText)
        #expect(alone.entries.first?.comment == nil)
    }

    @Test func aFileWhoseOnlyCommentIsItsHeader() throws {
        let file = try Self.read(Self.header)
        #expect(file.entries.isEmpty)
        #expect(file.header == Self.headerText)
    }

    /// The Swift template's shape, copied into a `.strings` file: a run of `//` lines.
    @Test func aHeaderOfLineComments() throws {
        let file = try Self.read("//\n//  Localizable.strings\n//  App\n//\n\"a\" = \"A\";\n")
        #expect(file.header == "Localizable.strings\nApp")
        #expect(file.entries.first?.comment == nil)
    }

    /// Only the file's first comment can be its header: a later one naming a file, or one
    /// after the first entry, is a string's.
    @Test func onlyTheFirstCommentIsAHeader() throws {
        let later = try Self.read("/* Greeting */\n\"a\" = \"A\";\n/* Other.strings */\n\"b\" = \"B\";\n")
        #expect(later.header == nil)
        #expect(later.entries.map(\.comment) == ["Greeting", "Other.strings"])
        let second = try Self.read("/* Notes */\n/* Localizable.strings\n  App */\n\"a\" = \"A\";\n")
        #expect(second.header == nil)
        #expect(second.entries.first?.comment == "Localizable.strings\n  App")
    }

    @Test func crlfAndUTF16FilesHaveTheirHeaderToo() throws {
        let text = Self.header + "\"a\" = \"A\";\n"
        let crlf = try Self.read(text.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(crlf.header == Self.headerText.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(crlf.entries.first?.comment == nil)
        for bigEndian in [false, true] {
            let utf16 = try StringsFile.read(InterchangeTestSupport.utf16(text, bigEndian: bigEndian))
            #expect(utf16.header == Self.headerText)
            #expect(utf16.entries.map(\.key) == ["a"])
            #expect(utf16.entries.first?.comment == nil)
        }
    }

    @Test func theTemplatesFirstLineMarksAHeader() {
        #expect(StringsFileHeader.isHeader("Localizable.strings"))
        #expect(StringsFileHeader.isHeader("\n  InfoPlist.strings\n  App"))
        #expect(StringsFileHeader.isHeader("Localizable.STRINGS (English)\nCreated by A on 1/2/20."))
        #expect(!StringsFileHeader.isHeader(".strings"))
        #expect(!StringsFileHeader.isHeader("MARK: - Localizable.strings"))
        #expect(!StringsFileHeader.isHeader("Shown in the strings list"))
        #expect(!StringsFileHeader.isHeader("Created by A on 1/2/20.\nCopyright © 2020 A."))
        #expect(!StringsFileHeader.isHeader(""))
    }

    /// A file written again (an import into a translation's file) keeps its header above its
    /// entries, and it reads back as the header.
    @Test func theHeaderIsWrittenBackFirst() throws {
        let file = try Self.read(Self.header + "/* Greeting */\n\"a\" = \"A\";\n")
        let text = String(decoding: file.bytes(format: .text), as: UTF8.self)
        #expect(text == "/* \(Self.headerText) */\n\n/* Greeting */\n\"a\" = \"A\";\n")
        let again = try StringsFile.read(Array(text.utf8))
        #expect(again.header == file.header)
        #expect(again.entries.map(\.comment) == ["Greeting"])
    }
}
