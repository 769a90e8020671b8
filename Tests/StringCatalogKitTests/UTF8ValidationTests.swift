import CatalogFixtures
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
        var random = SplitMix64(seed: 0x0_7F8)
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

    @Test("Long texts (checked a word at a time) agree with the standard library wherever the error falls")
    func longTextsAgreeWithDecoder() {
        var random = SplitMix64(seed: 0x0_16B)
        let pieces: [[UInt8]] = [Array("a".utf8), Array("é".utf8), Array("ж".utf8), Array("中".utf8), Array("😀".utf8), Array("👍🏽".utf8),
                                 Array("0123456789abcdef".utf8), [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x9F, 0xBF], [0xE0, 0xA0, 0x80],
                                 [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
                                 [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xF0, 0x9F], [0xE2, 0x82], [0xFF], [0xC3]]
        var invalid = 0
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<(8 + random.below(80)) {
                let piece = pieces[random.below(pieces.count)]
                // Mostly valid, with at most a few errors, so that they land anywhere in a word.
                if String(validating: piece, as: UTF8.self) != nil || random.below(40) == 0 { bytes += piece }
            }
            let expected = Self.reference(bytes)
            if expected != nil { invalid += 1 }
            let found = bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidByte($0) }
            #expect(found == expected, "\(bytes)")
        }
        // Both answers were exercised (the block check says "valid" only for valid text).
        #expect(invalid > 2_000 && invalid < 18_000)
    }

    @Test("Every two-byte sequence, at every place in a word, is judged as the standard library judges it")
    func everyPairAtEveryOffset() {
        for offset in 0..<20 {
            for first in 0x80...0xFF {
                for second in [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xE0, 0xFF] {
                    // Completed by continuation bytes, so that only the first two decide.
                    let bytes = [UInt8](repeating: 0x61, count: 64 + offset) + [UInt8(first), UInt8(second), 0x80, 0x80] + [UInt8](repeating: 0x62, count: 30)
                    let found = bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidByte($0) }
                    #expect(found == Self.reference(bytes), "\(first) \(second) at \(offset)")
                }
            }
        }
    }

    @Test("A quoted string's text is judged as the standard library judges it, whatever its length and place")
    func quotedText() {
        var random = SplitMix64(seed: 0x0_22)
        let pieces: [[UInt8]] = [Array("a".utf8), Array("é".utf8), Array("中".utf8), Array("👍🏽".utf8), [0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
                                 [0xED, 0xA0, 0x80], [0xE0, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC1, 0x81]]
        for round in 0..<30_000 {
            var text: [UInt8] = []
            // Short texts and long ones, of many words.
            for _ in 0..<random.below(round % 3 == 0 ? 60 : 14) {
                let piece = pieces[random.below(pieces.count)]
                if String(validating: piece, as: UTF8.self) != nil || random.below(6) == 0 { text += piece }
            }
            // Valid text before the string, as in a catalog: the previous line's value and the key.
            let before = Array("  \"ж\" : \"日本\",\n  \"k\" : \"".suffix(3 + random.below(18)).utf8)
            let bytes = before + text + Array("\"\n}".utf8)
            let range = before.count..<(before.count + text.count + 1)
            let valid = bytes.withUnsafeBufferPointer { UTF8Validation.isValidText($0, range) }
            #expect(valid == (Self.reference(text) == nil), "\(text)")
        }
    }

    @Test("In a quoted text, every two-byte sequence at every place of the words is judged as the standard library judges it")
    func everyPairInLongQuotedText() {
        let before = Array("  \"k\" : \"".utf8)
        for offset in 0..<34 {
            for first in 0x80...0xFF {
                for second in [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xE0, 0xFF] {
                    let text = [UInt8](repeating: 0x61, count: offset) + [UInt8(first), UInt8(second), 0x80, 0x80] + Array("жж".utf8)
                    let bytes = before + text + Array("\"\n}".utf8)
                    let range = before.count..<(before.count + text.count + 1)
                    let valid = bytes.withUnsafeBufferPointer { UTF8Validation.isValidText($0, range) }
                    #expect(valid == (Self.reference(text) == nil), "\(first) \(second) at \(offset)")
                }
            }
        }
    }
}
