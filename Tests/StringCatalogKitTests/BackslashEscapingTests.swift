import Testing
import StringCatalogKit

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
}
