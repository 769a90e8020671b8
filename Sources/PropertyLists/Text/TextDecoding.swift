import StringCatalogKit

/// Turns the bytes of a text file into Unicode scalars: UTF-8 (with or without a byte order
/// mark) or UTF-16 in either byte order, as old `.strings` files are often stored.
package enum TextDecoding {
    package enum Encoding: Equatable {
        case utf8
        case utf16BigEndian
        case utf16LittleEndian
    }

    /// Which encoding `bytes` use and how many bytes of byte order mark to skip.
    ///
    /// Without a byte order mark, UTF-16 is recognised by its zero bytes: text files start with
    /// ASCII (a quote, a comment, white space), so one of the first two bytes is zero.
    package static func detect(_ bytes: [UInt8]) -> (Encoding, bomLength: Int) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        if bytes.count >= 2, bytes.count % 2 == 0 {
            if bytes[0] == 0 && bytes[1] != 0 { return (.utf16BigEndian, 0) }
            if bytes[0] != 0 && bytes[1] == 0 { return (.utf16LittleEndian, 0) }
        }
        return (.utf8, 0)
    }

    /// The scalars of `bytes`, or the byte offset of the first invalid sequence.
    static func scalars(of bytes: [UInt8]) -> Result<[Unicode.Scalar], InvalidText> {
        let (encoding, skip) = detect(bytes)
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        switch encoding {
        case .utf8:
            guard let consumed = decode(bytes[skip...].makeIterator(), with: UTF8(), width: UTF8.width, into: &scalars) else {
                return .success(scalars)
            }
            return .failure(InvalidText(offset: skip + consumed, scalarsBefore: scalars, encoding: "UTF-8"))
        case .utf16BigEndian, .utf16LittleEndian:
            if (bytes.count - skip) % 2 != 0 {
                return .failure(InvalidText(offset: bytes.count - 1, scalarsBefore: scalars, encoding: "UTF-16 (odd number of bytes)"))
            }
            let bigEndian = encoding == .utf16BigEndian
            var units: [UInt16] = []
            units.reserveCapacity((bytes.count - skip) / 2)
            var i = skip
            while i + 1 < bytes.count {
                units.append(bigEndian ? UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]) : UInt16(bytes[i + 1]) << 8 | UInt16(bytes[i]))
                i += 2
            }
            guard let consumedUnits = decode(units.makeIterator(), with: UTF16(), width: UTF16.width, into: &scalars) else {
                return .success(scalars)
            }
            return .failure(InvalidText(offset: skip + consumedUnits * 2, scalarsBefore: scalars, encoding: "UTF-16"))
        }
    }

    /// Decodes `units` with `codec` onto `scalars`: nil when every unit was decoded, else how
    /// many code units (`width` per scalar) came before the first invalid sequence.
    private static func decode<Codec: UnicodeCodec, Units: IteratorProtocol>(
        _ units: Units, with codec: Codec, width: (Unicode.Scalar) -> Int, into scalars: inout [Unicode.Scalar]
    ) -> Int? where Units.Element == Codec.CodeUnit {
        var decoder = codec
        var iterator = units
        var consumed = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                consumed += width(scalar)
            case .emptyInput:
                return nil
            case .error:
                return consumed
            }
        }
    }

    /// The UTF-8 bytes of a UTF-16 file (for XML readers that work on UTF-8), or its first
    /// invalid sequence.
    package static func utf8(fromUTF16 bytes: [UInt8]) -> Result<[UInt8], InvalidText> {
        if let text = transcoded(utf16: bytes) { return .success(text) }
        // Only a file with an invalid sequence goes through scalars, which say where it is.
        return scalars(of: bytes).map { scalars in
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            return Array(String(text).utf8)
        }
    }

    /// The UTF-8 of UTF-16 `bytes` (after their byte order mark) written unit by unit, or nil
    /// at an invalid sequence or an odd length: going through an array of scalars and a
    /// string made UTF-16 files several times slower to read than UTF-8 ones.
    static func transcoded(utf16 bytes: [UInt8]) -> [UInt8]? {
        let (encoding, skip) = detect(bytes)
        guard encoding != .utf8, (bytes.count - skip) % 2 == 0 else { return nil }
        let bigEndian = encoding == .utf16BigEndian
        // At most three bytes for each unit (four for a pair of two).
        var valid = true
        let text = [UInt8](unsafeUninitializedCapacity: (bytes.count - skip) / 2 * 3) { out, written in
            bytes.withUnsafeBufferPointer { units in
                @inline(__always) func unit(_ i: Int) -> UInt32 {
                    bigEndian ? UInt32(units[i]) << 8 | UInt32(units[i + 1]) : UInt32(units[i + 1]) << 8 | UInt32(units[i])
                }
                var i = skip, n = 0
                while i < units.count {
                    var scalar = unit(i)
                    i += 2
                    if scalar & 0xF800 == 0xD800 {
                        // A lead surrogate and its trail make one scalar; anything else is invalid.
                        guard scalar < 0xDC00, i < units.count, unit(i) & 0xFC00 == 0xDC00 else {
                            valid = false
                            break
                        }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (unit(i) - 0xDC00)
                        i += 2
                    }
                    if scalar < 0x80 {
                        out[n] = UInt8(scalar)
                        n += 1
                    } else if scalar < 0x800 {
                        out[n] = UInt8(0xC0 | scalar >> 6)
                        out[n + 1] = UInt8(0x80 | scalar & 0x3F)
                        n += 2
                    } else if scalar < 0x10000 {
                        out[n] = UInt8(0xE0 | scalar >> 12)
                        out[n + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
                        out[n + 2] = UInt8(0x80 | scalar & 0x3F)
                        n += 3
                    } else {
                        out[n] = UInt8(0xF0 | scalar >> 18)
                        out[n + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
                        out[n + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
                        out[n + 3] = UInt8(0x80 | scalar & 0x3F)
                        n += 4
                    }
                }
                written = n
            }
        }
        return valid ? text : nil
    }

    /// UTF-8 bytes of a file that may be UTF-16, unchecked (a file with an invalid sequence
    /// is left as it is): for sniffing a file's form, and for positions in a file already read.
    package static func utf8Bytes(of bytes: [UInt8]) -> [UInt8] {
        guard detect(bytes).0 != .utf8 else { return bytes }
        return (try? utf8(fromUTF16: bytes).get()) ?? bytes
    }

    package struct InvalidText: Error {
        var offset: Int
        var scalarsBefore: [Unicode.Scalar]
        var encoding: String

        /// A positioned error: the line and column follow the text decoded before the fault.
        package var readError: InterchangeReadError {
            let position = TextPosition.of(scalarsBefore.count, in: scalarsBefore)
            return InterchangeReadError(message: "invalid \(encoding) at byte \(offset)", line: position.line, column: position.column)
        }
    }
}
