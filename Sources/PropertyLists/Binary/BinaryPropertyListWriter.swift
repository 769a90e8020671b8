import StringCatalogKit

/// Writes `bplist00` files: every value becomes one object (strings are shared), references
/// and offsets take as few bytes as the file needs.
enum BinaryPropertyListWriter {
    static func bytes(_ root: PropertyList) -> [UInt8] {
        var flattener = Flattener()
        let top = flattener.add(root)
        let objectCount = flattener.objects.count
        let referenceSize = byteCount(for: UInt64(objectCount))

        var out: [UInt8] = Array("bplist00".utf8)
        var offsets: [Int] = []
        offsets.reserveCapacity(objectCount)
        for object in flattener.objects {
            offsets.append(out.count)
            encode(object, referenceSize: referenceSize, into: &out)
        }
        let offsetTable = out.count
        let offsetSize = byteCount(for: UInt64(offsetTable))
        for offset in offsets { appendUnsigned(UInt64(offset), size: offsetSize, to: &out) }
        out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        appendUnsigned(UInt64(objectCount), size: 8, to: &out)
        appendUnsigned(UInt64(top), size: 8, to: &out)
        appendUnsigned(UInt64(offsetTable), size: 8, to: &out)
        return out
    }

    /// A value whose children are object numbers.
    enum FlatObject {
        case scalar(PropertyList)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    struct Flattener {
        var objects: [FlatObject] = []
        /// Strings written once and shared, by scalars: a decomposed "é" is not the
        /// precomposed one's object.
        var stringNumbers: [ScalarKey: Int] = [:]

        mutating func add(_ value: PropertyList) -> Int {
            switch value {
            case .string(let text):
                if let number = stringNumbers[ScalarKey(text)] { return number }
                objects.append(.scalar(value))
                stringNumbers[ScalarKey(text)] = objects.count - 1
                return objects.count - 1
            case .array(let elements):
                let number = objects.count
                objects.append(.array([]))
                let children = elements.map { add($0) }
                objects[number] = .array(children)
                return number
            case .dictionary(let entries):
                let number = objects.count
                objects.append(.dictionary(keys: [], values: []))
                let sorted = PropertyListWriter.sorted(entries)
                let keys = sorted.map { add(.string($0.key)) }
                let values = sorted.map { add($0.value) }
                objects[number] = .dictionary(keys: keys, values: values)
                return number
            default:
                objects.append(.scalar(value))
                return objects.count - 1
            }
        }
    }

    static func byteCount(for value: UInt64) -> Int {
        value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
    }

    static func appendUnsigned(_ value: UInt64, size: Int, to out: inout [UInt8]) {
        for i in stride(from: size - 1, through: 0, by: -1) { out.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(i)))) }
    }

    static func appendMarker(_ kind: UInt8, count: Int, to out: inout [UInt8]) {
        if count < 15 {
            out.append(kind << 4 | UInt8(count))
        } else {
            out.append(kind << 4 | 0x0F)
            let size = byteCount(for: UInt64(count))
            out.append(0x10 | UInt8(size.trailingZeroBitCount))
            appendUnsigned(UInt64(count), size: size, to: &out)
        }
    }

    static func encode(_ object: FlatObject, referenceSize: Int, into out: inout [UInt8]) {
        switch object {
        case .array(let children):
            appendMarker(0xA, count: children.count, to: &out)
            for child in children { appendUnsigned(UInt64(child), size: referenceSize, to: &out) }
        case .dictionary(let keys, let values):
            appendMarker(0xD, count: keys.count, to: &out)
            for child in keys + values { appendUnsigned(UInt64(child), size: referenceSize, to: &out) }
        case .scalar(let value):
            switch value {
            case .string(let text):
                if text.utf8.allSatisfy({ $0 < 0x80 }) {
                    appendMarker(0x5, count: text.utf8.count, to: &out)
                    out += text.utf8
                } else {
                    let units = Array(text.utf16)
                    appendMarker(0x6, count: units.count, to: &out)
                    for unit in units { out += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
                }
            case .integer(let number):
                if number >= 0 && number <= 0xFF { out += [0x10, UInt8(number)] }
                else if number >= 0 && number <= 0xFFFF { out.append(0x11); appendUnsigned(UInt64(number), size: 2, to: &out) }
                else if number >= 0 && number <= 0xFFFF_FFFF { out.append(0x12); appendUnsigned(UInt64(number), size: 4, to: &out) }
                else { out.append(0x13); appendUnsigned(UInt64(bitPattern: number), size: 8, to: &out) }
            case .real(let number):
                out.append(0x23)
                appendUnsigned(number.bitPattern, size: 8, to: &out)
            case .boolean(let flag):
                out.append(flag ? 0x09 : 0x08)
            case .date(let seconds):
                out.append(0x33)
                appendUnsigned(seconds.bitPattern, size: 8, to: &out)
            case .data(let bytes):
                appendMarker(0x4, count: bytes.count, to: &out)
                out += bytes
            case .array, .dictionary:
                break
            }
        }
    }
}
