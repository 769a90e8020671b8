import Testing
@testable import StringCatalogKit

@Suite("Backslash escapes of JSON, .strings and project files")
struct BackslashEscapingTests {
    static let text = "say \"hi\"\\\n\r\t\u{1B}\u{7F}é"

    @Test("The shared escapes, and each format's way with other control characters")
    func otherControls() {
        #expect(BackslashEscaping.escaped(Self.text, otherControls: .json) == "say \\\"hi\\\"\\\\\\n\\r\\t\\u001b\u{7F}é")
        #expect(BackslashEscaping.escaped(Self.text, otherControls: .propertyList) == "say \\\"hi\\\"\\\\\\n\\r\\t\\U001B\\U007Fé")
        #expect(BackslashEscaping.escaped(Self.text, otherControls: .unchanged) == "say \\\"hi\\\"\\\\\\n\\r\\t\u{1B}\u{7F}é")
    }

    @Test("JSONQuoting quotes with the JSON escapes")
    func jsonQuoting() {
        #expect(JSONQuoting.quote("a\u{0}b\"") == "\"a\\u0000b\\\"\"")
    }

    /// One rule for a JSON string, the one of Xcode's writer (docs/xcstrings-format.md §3.6):
    /// backspace and form feed as `\b` and `\f`, the other controls below U+0020 as `\u00xx`
    /// in lowercase, `/` and DEL as they are. A key quoted in a message is spelled as the
    /// catalog writer writes it.
    @Test("JSON strings: \\b and \\f as Xcode writes them, the same in catalogs and in quoted keys")
    func oneRuleForJSON() {
        #expect(JSONQuoting.quote("\u{8}\u{C}\u{1F}") == #""\b\f\u001f""#)
        let every = (0..<0x20).map { String(Unicode.Scalar(UInt8($0))) }.joined() + "\"\\/\u{7F}é"
        var writer = XcodeJSONWriter()
        writer.writeString(every)
        #expect(JSONQuoting.quote(every) == String(decoding: writer.out, as: UTF8.self))
    }
}
