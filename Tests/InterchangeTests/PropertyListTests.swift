import Foundation
@testable import PropertyLists
import StringCatalogKit
import Testing
@testable import Interchange

@Suite("Property lists")
struct PropertyListTests {
    static let rich: PropertyList = .dictionary([
        PropertyListEntry(key: "string", value: .string("é < & > 😀\nline")),
        PropertyListEntry(key: "empty", value: .string("")),
        PropertyListEntry(key: "integer", value: .integer(-42)),
        PropertyListEntry(key: "big", value: .integer(1 << 40)),
        PropertyListEntry(key: "real", value: .real(2.5)),
        PropertyListEntry(key: "true", value: .boolean(true)),
        PropertyListEntry(key: "false", value: .boolean(false)),
        PropertyListEntry(key: "date", value: .date(0)),
        PropertyListEntry(key: "data", value: .data([0, 1, 2, 255])),
        PropertyListEntry(key: "array", value: .array([.string("a"), .array([]), .dictionary([])])),
        PropertyListEntry(key: "nested", value: .dictionary([PropertyListEntry(key: "k", value: .string("v"))])),
        PropertyListEntry(key: "long", value: .string(String(repeating: "x", count: 300))),
    ])

    /// Dictionaries come back sorted, as the writers sort them.
    static func sorted(_ value: PropertyList) -> PropertyList {
        switch value {
        case .dictionary(let entries): .dictionary(PropertyListWriter.sorted(entries).map { PropertyListEntry(key: $0.key, value: sorted($0.value)) })
        case .array(let elements): .array(elements.map(sorted))
        default: value
        }
    }

    @Test(arguments: [PropertyListFormat.xml, .binary])
    func everyKindOfValueReadsBack(format: PropertyListFormat) throws {
        let bytes = PropertyListWriter.bytes(Self.rich, format: format)
        let (back, readFormat) = try PropertyListReader.read(bytes)
        #expect(readFormat == format)
        #expect(back == Self.sorted(Self.rich))
    }

    @Test(arguments: [PropertyListFormat.xml, .binary])
    func foundationAgrees(format: PropertyListFormat) throws {
        let ours = PropertyListWriter.bytes(Self.rich, format: format)
        let decoded = try #require(try PropertyListSerialization.propertyList(from: Data(ours), options: [], format: nil) as? [String: Any])
        #expect(decoded["string"] as? String == "é < & > 😀\nline")
        #expect(decoded["integer"] as? Int == -42)
        #expect(decoded["big"] as? Int == 1 << 40)
        #expect(decoded["real"] as? Double == 2.5)
        #expect(decoded["true"] as? Bool == true)
        #expect((decoded["date"] as? Date)?.timeIntervalSinceReferenceDate == 0)
        #expect((decoded["data"] as? Data).map { [UInt8]($0) } == [0, 1, 2, 255])
        #expect((decoded["array"] as? [Any])?.count == 3)

        let theirs = try PropertyListSerialization.data(fromPropertyList: decoded, format: format == .xml ? .xml : .binary, options: 0)
        let (back, _) = try PropertyListReader.read([UInt8](theirs))
        #expect(Self.sorted(back) == Self.sorted(Self.rich))
    }

    @Test func xmlReaderAcceptsCommentsCDATAAndReferences() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- a comment -->
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
          <key>a</key><string><![CDATA[<raw & text>]]> &#233;&#x1F600;&quot;&apos;</string>
          <key>b</key><string/>
          <key>c</key><true></true>
        </dict></plist>
        """
        let (value, _) = try PropertyListReader.read(Array(xml.utf8))
        #expect(value["a"] == .string("<raw & text> é😀\"'"))
        #expect(value["b"] == .string(""))
        #expect(value["c"] == .boolean(true))
    }

    @Test(arguments: [
        ("<plist><dict><key>a</key><string>x</string>", 1, 44, "expected <key> or </dict>, found the end of the file"),
        ("<plist>\n<dict>\n<key>a</key>\n<string>x</strin>\n</dict></plist>", 4, 10, "expected </string>, found </strin>"),
        ("<plist><dict><string>x</string></dict></plist>", 1, 14, "expected <key> or </dict>, found <string>"),
        ("<plist><dict><key>a</key></dict></plist>", 1, 26, "expected a value after <key>a</key>"),
        ("<plist><dict><key>a</key><string>a & b</string></dict></plist>", 1, 36, "expected an entity"),
        ("<plist><integer>12x</integer></plist>", 1, 8, "expected an integer"),
        ("<plist><dict/></plist>trailing", 1, 23, "expected the end of the file"),
    ])
    func brokenXMLIsPositioned(xml: String, line: Int, column: Int, message: String) {
        InterchangeTestSupport.expectError(line: line, column: column, message: message) { () throws(InterchangeReadError) in
            _ = try PropertyListReader.read(Array(xml.utf8))
        }
    }

    /// Every truncation and every single-byte change of a binary property list gives a value
    /// or an error, never a crash.
    @Test func damagedBinaryNeverCrashes() {
        let bytes = PropertyListWriter.bytes(Self.rich, format: .binary)
        for count in 0..<bytes.count {
            do {
                _ = try BinaryPropertyListReader.read(Array(bytes.prefix(count)))
            } catch {
                #expect(error.line == 1)
            }
        }
        for index in 8..<bytes.count {
            var damaged = bytes
            damaged[index] ^= 0xFF
            _ = try? BinaryPropertyListReader.read(damaged)
        }
    }

    @Test func binaryCycleIsRefused() {
        // One array (object 0) whose only element is itself.
        var bytes: [UInt8] = Array("bplist00".utf8) + [0xA1, 0x00]
        let offsetTable = bytes.count
        bytes.append(8)
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, UInt8(offsetTable)]
        #expect(throws: InterchangeReadError.self) { try BinaryPropertyListReader.read(bytes) }
    }

    /// An XML property list (a `.stringsdict`, or a `.strings` in that form) whose text is
    /// not UTF-8 or UTF-16 is refused where it goes wrong, never read with U+FFFD.
    static let notUnicode: [(bytes: [UInt8], line: Int, column: Int, message: String)] = [
        (Array("<plist><dict><key>a</key>\n<string>Gr".utf8) + [0xFC, 0xDF] + Array("e</string></dict></plist>".utf8), 2, 11, "invalid UTF-8 at byte 36"),
        (Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<plist><string>x</string></plist>".utf8), 1, 31, "expected encoding=\"UTF-8\", found \"ISO-8859-1\""),
        ([0xFE, 0xFF] + Array("<plist><string>".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } + [0xD8, 0x00, 0x00, 0x41], 1, 16, "invalid UTF-16 at byte 32"),
    ]

    @Test(arguments: 0..<notUnicode.count)
    func textThatIsNotUnicodeIsRefused(index: Int) {
        let (bytes, line, column, message) = Self.notUnicode[index]
        InterchangeTestSupport.expectError(line: line, column: column, message: message) { () throws(InterchangeReadError) in
            _ = try PropertyListReader.read(bytes)
        }
        InterchangeTestSupport.expectError(line: line, column: column, message: message) { () throws(InterchangeReadError) in
            _ = try StringsFile.read(bytes)
        }
    }

    @Test(arguments: [true, false])
    func utf16XMLIsRead(bigEndian: Bool) throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<plist><dict><key>ключ</key><string>Grüße 😀</string></dict></plist>\n"
        let (value, format) = try PropertyListReader.read(InterchangeTestSupport.utf16(text, bigEndian: bigEndian))
        #expect(format == .xml)
        #expect(value["ключ"] == .string("Grüße 😀"))
    }

    @Test func everyTruncationOfXMLEndsWellDefined() {
        let bytes = PropertyListWriter.bytes(Self.rich, format: .xml)
        // Up to the end of "</plist>": only the final newline may be left out.
        for count in stride(from: 0, to: bytes.count - 1, by: 3) {
            #expect(throws: InterchangeReadError.self) { try XMLPropertyListReader.read(Array(bytes.prefix(count))) }
        }
    }
}
