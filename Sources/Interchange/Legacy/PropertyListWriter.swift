/// Writes property lists as Xcode and Foundation do.
///
/// XML: the XML declaration and Apple's DOCTYPE, `<plist version="1.0">`, one tab per level,
/// only `&`, `<` and `>` escaped, a final newline. Dictionary keys are sorted by UTF-16 code
/// unit (CoreFoundation's literal comparison, which is code-point order outside the
/// surrogate range), the order in which compiled `.strings` files list their keys.
public enum PropertyListWriter {
    public static func bytes(_ value: PropertyList, format: PropertyListFormat) -> [UInt8] {
        switch format {
        case .xml: xml(value)
        case .binary: BinaryPropertyListWriter.bytes(value)
        }
    }

    public static func xml(_ value: PropertyList) -> [UInt8] {
        var out = ""
        out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
        out += "<plist version=\"1.0\">\n"
        write(value, indent: 0, into: &out)
        out += "</plist>\n"
        return Array(out.utf8)
    }

    /// Sorts dictionary members the way CoreFoundation writes them.
    static func sorted(_ entries: [PropertyListEntry]) -> [PropertyListEntry] {
        let inOrder: (PropertyListEntry, PropertyListEntry) -> Bool = { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }
        // Compiled tables arrive sorted already: checking is cheaper than sorting again.
        if zip(entries, entries.dropFirst()).allSatisfy({ inOrder($0, $1) }) { return entries }
        return entries.sorted(by: inOrder)
    }

    private static func write(_ value: PropertyList, indent: Int, into out: inout String) {
        let tabs = String(repeating: "\t", count: indent)
        switch value {
        case .string(let text):
            out += "\(tabs)<string>\(escaped(text))</string>\n"
        case .integer(let number):
            out += "\(tabs)<integer>\(number)</integer>\n"
        case .real(let number):
            out += "\(tabs)<real>\(realText(number))</real>\n"
        case .boolean(let flag):
            out += flag ? "\(tabs)<true/>\n" : "\(tabs)<false/>\n"
        case .date(let seconds):
            out += "\(tabs)<date>\(PropertyListDate.iso8601(fromSeconds: seconds))</date>\n"
        case .data(let bytes):
            out += "\(tabs)<data>\n\(tabs)\(Base64.encode(bytes))\n\(tabs)</data>\n"
        case .array(let elements):
            if elements.isEmpty {
                out += "\(tabs)<array/>\n"
            } else {
                out += "\(tabs)<array>\n"
                for element in elements { write(element, indent: indent + 1, into: &out) }
                out += "\(tabs)</array>\n"
            }
        case .dictionary(let entries):
            if entries.isEmpty {
                out += "\(tabs)<dict/>\n"
            } else {
                out += "\(tabs)<dict>\n"
                for entry in sorted(entries) {
                    out += "\(tabs)\t<key>\(escaped(entry.key))</key>\n"
                    write(entry.value, indent: indent + 1, into: &out)
                }
                out += "\(tabs)</dict>\n"
            }
        }
    }

    private static func realText(_ number: Double) -> String {
        if number.isNaN { return "nan" }
        if number.isInfinite { return number > 0 ? "+infinity" : "-infinity" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }

    /// XML text with `&`, `<` and `>` escaped, as CoreFoundation escapes it.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

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
        var stringNumbers: [String: Int] = [:]

        mutating func add(_ value: PropertyList) -> Int {
            switch value {
            case .string(let text):
                if let number = stringNumbers[text] { return number }
                objects.append(.scalar(value))
                stringNumbers[text] = objects.count - 1
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
