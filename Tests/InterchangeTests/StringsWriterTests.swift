import Foundation
@testable import PropertyLists
import Testing
@testable import Interchange

@Suite("Writing .strings files")
struct StringsWriterTests {
    static let entries = [
        StringsEntry(key: "plain", value: "Value", comment: "A comment */ with an end"),
        StringsEntry(key: "quote \" and \\ backslash", value: "line\nbreak\ttab\rcr \u{01} é 😀 \u{7F}"),
        StringsEntry(key: "", value: ""),
    ]

    @Test func textIsReadableAndReadsBack() throws {
        let bytes = StringsFile(entries: Self.entries).bytes(format: .text)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text == """
        /* A comment * / with an end */
        "plain" = "Value";

        "quote \\" and \\\\ backslash" = "line\\nbreak\\ttab\\rcr \\U0001 é 😀 \\U007F";

        "" = "";

        """)
        let back = try StringsFile.read(bytes).entries
        #expect(back.map(\.key) == Self.entries.map(\.key))
        #expect(back.map(\.value) == Self.entries.map(\.value))
        #expect(back[0].comment == "A comment * / with an end")
    }

    @Test(arguments: [StringsFileFormat.xmlPropertyList, .binaryPropertyList])
    func propertyListsReadBack(format: StringsFileFormat) throws {
        let bytes = StringsFile(entries: Self.entries).bytes(format: format)
        let back = try StringsFile.read(bytes)
        #expect(back.format == format)
        #expect(back.values == StringsFile(entries: Self.entries).values)
    }

    @Test func xmlPropertyListHasXcodeLayout() {
        let bytes = StringsFile(entries: [StringsEntry(key: "b", value: "<&>\""), StringsEntry(key: "a", value: "x")]).bytes(format: .xmlPropertyList)
        #expect(String(decoding: bytes, as: UTF8.self) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>a</key>
        \t<string>x</string>
        \t<key>b</key>
        \t<string>&lt;&amp;&gt;"</string>
        </dict>
        </plist>

        """)
    }

    /// Foundation's own property list code on this platform agrees with ours both ways.
    @Test(arguments: [PropertyListFormat.xml, .binary])
    func foundationReadsWhatWeWriteAndWeReadWhatItWrites(format: PropertyListFormat) throws {
        let values = StringsFile(entries: Self.entries).values
        let ours = StringsFile(entries: Self.entries).bytes(format: format == .xml ? .xmlPropertyList : .binaryPropertyList)
        let decoded = try PropertyListSerialization.propertyList(from: Data(ours), options: [], format: nil)
        #expect(decoded as? [String: String] == values)

        let theirs = try PropertyListSerialization.data(fromPropertyList: values, format: format == .xml ? .xml : .binary, options: 0)
        #expect(try StringsFile.read([UInt8](theirs)).values == values)
    }
}
