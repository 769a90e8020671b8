import Testing
@testable import StringCatalogKit

@Suite("UTF-8 validation")
struct UTF8ValidationTests {
    /// The first invalid sequence's offset as the standard library's decoder finds it.
    static func reference(_ bytes: [UInt8]) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    @Test("Agrees with the standard library on random text around the word-sized fast paths")
    func agreesWithDecoder() {
        var random = TestRandom(seed: 0x0_7F8)
        let pieces: [[UInt8]] = [Array("a".utf8), Array("é".utf8), Array("中".utf8), Array("😀".utf8), Array("012345678901234567890123456789ab".utf8),
                                 [0x80], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x9F], [0xFF], [0xC3]]
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.below(12) {
                let piece = pieces[random.below(pieces.count)]
                // Mostly valid text, so that an error lands late as often as early.
                if piece.count > 1 || piece[0] < 0x80 || random.below(8) == 0 { bytes += piece }
            }
            let found = bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidByte($0) }
            #expect(found == Self.reference(bytes), "\(bytes)")
        }
    }
}
