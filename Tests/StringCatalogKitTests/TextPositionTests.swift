import Testing
@testable import StringCatalogKit

@Suite("Positions in text")
struct TextPositionTests {
    @Test("Many positions found in one pass are those found one at a time, in any order")
    func manyAtOnce() {
        let text = Array("<a>é\n<b>👍🏽 <c>\n\n  <d>e\u{301}<e>\r\n<f>".utf8)
        let starts = text.indices.filter { text[$0] == UInt8(ascii: "<") }
        let offsets = starts.reversed() + [starts[1], 0, text.count]
        text.withUnsafeBufferPointer { bytes in
            let many = TextPosition.of(offsets, inUTF8: bytes)
            #expect(many == offsets.map { TextPosition.of($0, inUTF8: bytes) })
            #expect(many.map(\.line) == [5, 4, 4, 2, 2, 1, 2, 1, 5])
        }
    }
}
