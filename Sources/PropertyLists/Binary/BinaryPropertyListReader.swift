import StringCatalogKit

/// Reads binary property lists (`bplist00`), the form in which built apps carry their
/// `.strings` and `.stringsdict` files.
///
/// Layout: the magic `bplist00`, the objects, a table of object offsets, and a 32-byte
/// trailer giving the offset-table entry size, the object-reference size, the object count,
/// the top object and where the offset table starts. Every offset and length is checked, and
/// an object that contains itself is refused, so a broken or hostile file ends in an error.
public enum BinaryPropertyListReader {
    static let magic: [UInt8] = Array("bplist0".utf8)

    /// Whether `bytes` start like a binary property list.
    public static func isBinaryPropertyList(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 8 && bytes.starts(with: magic)
    }

    public static func read(_ bytes: [UInt8]) throws(InterchangeReadError) -> PropertyList {
        var reader = try BinaryPropertyListDecoder(bytes: bytes)
        return try reader.object(reader.topObject)
    }
}

private struct BinaryPropertyListDecoder {
    let bytes: [UInt8]
    let offsetSize: Int
    let referenceSize: Int
    let objectCount: Int
    let topObject: Int
    let offsetTable: Int
    /// Objects being decoded, to refuse cycles.
    var inProgress = Set<Int>()

    init(bytes: [UInt8]) throws(InterchangeReadError) {
        self.bytes = bytes
        guard bytes.count >= 8 + 32, BinaryPropertyListReader.isBinaryPropertyList(bytes) else {
            throw Self.error("not a binary property list (too short or no bplist header)", at: 0)
        }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        func field(_ at: Int) -> UInt64 {
            (0..<8).reduce(UInt64(0)) { $0 << 8 | UInt64(bytes[at + $1]) }
        }
        let count = field(trailer + 8), top = field(trailer + 16), table = field(trailer + 24)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw Self.error("invalid offset or reference size in the trailer", at: trailer + 6)
        }
        guard count > 0, count < UInt64(bytes.count), top < count, table >= 8,
              table < UInt64(trailer), UInt64(trailer) - table >= count * UInt64(offsetSize) else {
            throw Self.error("invalid object count, top object or offset table in the trailer", at: trailer + 8)
        }
        objectCount = Int(count)
        topObject = Int(top)
        offsetTable = Int(table)
    }

    static func error(_ message: String, at offset: Int) -> InterchangeReadError {
        InterchangeReadError(message: "binary property list: \(message) (byte \(offset))", line: 1, column: offset + 1)
    }

    func unsigned(at offset: Int, size: Int) -> UInt64 {
        (0..<size).reduce(UInt64(0)) { $0 << 8 | UInt64(bytes[offset + $1]) }
    }

    func offset(of object: Int) throws(InterchangeReadError) -> Int {
        guard object >= 0, object < objectCount else { throw Self.error("object reference \(object) out of range", at: offsetTable) }
        let value = unsigned(at: offsetTable + object * offsetSize, size: offsetSize)
        guard value >= 8, value < UInt64(offsetTable) else {
            throw Self.error("offset of object \(object) out of range", at: offsetTable + object * offsetSize)
        }
        return Int(value)
    }

    /// The length that follows a marker: its low nibble, or an integer object when it is 0xF.
    /// Returns the length and where the content starts.
    func length(marker: UInt8, at offset: Int) throws(InterchangeReadError) -> (Int, Int) {
        let nibble = Int(marker & 0x0F)
        if nibble != 0x0F { return (nibble, offset + 1) }
        guard offset + 1 < offsetTable else { throw Self.error("truncated length", at: offset) }
        let intMarker = bytes[offset + 1]
        guard intMarker >> 4 == 0x1 else { throw Self.error("expected an integer length", at: offset + 1) }
        let size = 1 << Int(intMarker & 0x0F)
        guard size <= 8, offset + 2 + size <= offsetTable else { throw Self.error("invalid length", at: offset + 1) }
        let value = unsigned(at: offset + 2, size: size)
        guard value < UInt64(bytes.count) else { throw Self.error("length larger than the file", at: offset + 1) }
        return (Int(value), offset + 2 + size)
    }

    func checkRange(_ start: Int, _ count: Int, at offset: Int) throws(InterchangeReadError) {
        guard count >= 0, start <= offsetTable, count <= offsetTable - start else {
            throw Self.error("object runs past the object area", at: offset)
        }
    }

    mutating func object(_ reference: Int) throws(InterchangeReadError) -> PropertyList {
        let at = try offset(of: reference)
        let marker = bytes[at]
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .boolean(false)
            case 0x09: return .boolean(true)
            default: throw Self.error("unsupported object marker 0x\(String(marker, radix: 16))", at: at)
            }
        case 0x1:
            let size = 1 << Int(marker & 0x0F)
            guard size <= 16 else { throw Self.error("integer too large", at: at) }
            try checkRange(at + 1, size, at: at)
            // 16-byte integers hold 64-bit values in their low half.
            let value = unsigned(at: at + 1 + max(0, size - 8), size: min(size, 8))
            return .integer(Int64(bitPattern: value))
        case 0x2:
            let size = 1 << Int(marker & 0x0F)
            try checkRange(at + 1, size, at: at)
            switch size {
            case 4: return .real(Double(Float(bitPattern: UInt32(unsigned(at: at + 1, size: 4)))))
            case 8: return .real(Double(bitPattern: unsigned(at: at + 1, size: 8)))
            default: throw Self.error("unsupported real size \(size)", at: at)
            }
        case 0x3:
            guard marker == 0x33 else { throw Self.error("unsupported date marker", at: at) }
            try checkRange(at + 1, 8, at: at)
            return .date(Double(bitPattern: unsigned(at: at + 1, size: 8)))
        case 0x4:
            let (count, start) = try length(marker: marker, at: at)
            try checkRange(start, count, at: at)
            return .data(Array(bytes[start..<(start + count)]))
        case 0x5:
            let (count, start) = try length(marker: marker, at: at)
            try checkRange(start, count, at: at)
            guard bytes[start..<(start + count)].allSatisfy({ $0 < 0x80 }) else { throw Self.error("non-ASCII byte in an ASCII string", at: at) }
            return .string(String(decoding: bytes[start..<(start + count)], as: UTF8.self))
        case 0x6:
            let (count, start) = try length(marker: marker, at: at)
            try checkRange(start, count * 2, at: at)
            var units: [UInt16] = []
            units.reserveCapacity(count)
            for i in 0..<count { units.append(UInt16(bytes[start + 2 * i]) << 8 | UInt16(bytes[start + 2 * i + 1])) }
            guard let text = String(validating: units, as: UTF16.self) else { throw Self.error("invalid UTF-16 string", at: at) }
            return .string(text)
        case 0x8:
            let size = Int(marker & 0x0F) + 1
            try checkRange(at + 1, size, at: at)
            // Keyed-archive UIDs do not occur in strings files; keep the number.
            return .integer(Int64(bitPattern: unsigned(at: at + 1, size: size)))
        case 0xA, 0xD:
            guard inProgress.insert(reference).inserted else { throw Self.error("object \(reference) contains itself", at: at) }
            guard inProgress.count <= 512 else { throw Self.error("property list nested too deeply", at: at) }
            defer { inProgress.remove(reference) }
            let (count, start) = try length(marker: marker, at: at)
            let isDictionary = marker >> 4 == 0xD
            let references = isDictionary ? count * 2 : count
            try checkRange(start, references * referenceSize, at: at)
            func child(_ i: Int) -> Int { Int(unsigned(at: start + i * referenceSize, size: referenceSize)) }
            if isDictionary {
                var entries: [PropertyListEntry] = []
                entries.reserveCapacity(count)
                for i in 0..<count {
                    let keyReference = child(i)
                    guard case .string(let key) = try object(keyReference) else {
                        throw Self.error("dictionary key is not a string", at: try offset(of: keyReference))
                    }
                    let value = try object(child(count + i))
                    entries.append(PropertyListEntry(key: key, value: value, offset: try offset(of: keyReference)))
                }
                return .dictionary(entries)
            }
            var elements: [PropertyList] = []
            elements.reserveCapacity(count)
            for i in 0..<count { elements.append(try object(child(i))) }
            return .array(elements)
        default:
            throw Self.error("unsupported object marker 0x\(String(marker, radix: 16))", at: at)
        }
    }
}
