import StringCatalogKit

/// Turns the bytes of a text file into Unicode scalars: UTF-8 (with or without a byte order
/// mark) or UTF-16 in either byte order, as old `.strings` files are often stored.
enum TextDecoding {
    enum Encoding: Equatable {
        case utf8
        case utf16BigEndian
        case utf16LittleEndian
    }

    /// Which encoding `bytes` use and how many bytes of byte order mark to skip.
    ///
    /// Without a byte order mark, UTF-16 is recognised by its zero bytes: text files start with
    /// ASCII (a quote, a comment, white space), so one of the first two bytes is zero.
    static func detect(_ bytes: [UInt8]) -> (Encoding, bomLength: Int) {
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
    static func utf8(fromUTF16 bytes: [UInt8]) -> Result<[UInt8], InvalidText> {
        scalars(of: bytes).map { scalars in
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            return Array(String(text).utf8)
        }
    }

    /// UTF-8 bytes of a file that may be UTF-16, unchecked (a file with an invalid sequence
    /// is left as it is): for sniffing a file's form, and for positions in a file already read.
    static func utf8Bytes(of bytes: [UInt8]) -> [UInt8] {
        guard detect(bytes).0 != .utf8 else { return bytes }
        return (try? utf8(fromUTF16: bytes).get()) ?? bytes
    }

    struct InvalidText: Error {
        var offset: Int
        var scalarsBefore: [Unicode.Scalar]
        var encoding: String

        /// A positioned error: the line and column follow the text decoded before the fault.
        var readError: InterchangeReadError {
            let position = TextPosition.of(scalarsBefore.count, in: scalarsBefore)
            return InterchangeReadError(message: "invalid \(encoding) at byte \(offset)", line: position.line, column: position.column)
        }
    }
}
