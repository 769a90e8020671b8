/// Writes a catalog byte for byte as Xcode does (`xcstrings-format.md` §2–3): two-space
/// indent, `"key" : value`, empty objects as `{`, a blank line, `}`, `/` and non-ASCII
/// unescaped, no newline at the end, and every object's keys in `KeyCollation` order.
///
/// Foundation's JSON encoders cannot do this on Linux (they sort keys by bytes and escape
/// `/`), hence this writer. Known fields are emitted in their fixed collated order; fields
/// the model does not know are merged in at their collated place.
public enum CatalogWriter {
    /// The file's bytes. `capacity` is a hint (e.g. the size of the file that was read).
    public static func bytes(_ catalog: StringCatalog, capacity: Int = 0) -> [UInt8] {
        var writer = XcodeJSONWriter()
        writer.out.reserveCapacity(max(capacity + capacity / 16, 1024))
        writer.writeCatalog(catalog)
        return writer.out
    }

    /// Writes any JSON value in Xcode's layout (used for generic JSON and in tests).
    public static func bytes(_ value: JSONValue) -> [UInt8] {
        var writer = XcodeJSONWriter()
        writer.writeJSON(value, level: 0)
        return writer.out
    }
}

struct XcodeJSONWriter {
    var out: [UInt8] = []
    /// The last list of keys found in order, so that the same language list repeated over
    /// thousands of strings is checked once.
    private var lastSortedKeys: [String] = []

    // MARK: - Lexical pieces

    private static let spaces = [UInt8](repeating: 0x20, count: 256)

    @inline(__always)
    mutating func newlineAndIndent(_ level: Int) {
        out.append(0x0A)
        var remaining = level * 2
        while remaining > 0 {
            let n = min(remaining, Self.spaces.count)
            Self.spaces.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<n])) }
            remaining -= n
        }
    }

    @inline(__always)
    mutating func raw(_ text: StaticString) {
        out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func writeString(_ string: String) {
        out.append(0x22)
        var string = string
        string.withUTF8 { buffer in
            var runStart = 0
            for i in 0..<buffer.count {
                let c = buffer[i]
                if c >= 0x20 && c != 0x22 && c != 0x5C { continue }
                if runStart < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<i])) }
                appendEscape(c)
                runStart = i + 1
            }
            if runStart < buffer.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart...])) }
        }
        out.append(0x22)
    }

    private mutating func appendEscape(_ c: UInt8) {
        switch c {
        case 0x22: raw("\\\"")
        case 0x5C: raw("\\\\")
        case 0x0A: raw("\\n")
        case 0x0D: raw("\\r")
        case 0x09: raw("\\t")
        case 0x08: raw("\\b")
        case 0x0C: raw("\\f")
        default:
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            raw("\\u00")
            out.append(hex[Int(c >> 4)])
            out.append(hex[Int(c & 0xF)])
        }
    }

    // MARK: - Objects

    /// Tracks one object being written: separators, indentation, and the fields the model
    /// does not know, which are merged in before the first known field that sorts after them.
    struct ObjectState {
        let level: Int
        var count = 0
        var extras: [JSONMember]
        var nextExtra = 0
    }

    mutating func beginObject(level: Int, extras: [JSONMember]) -> ObjectState {
        out.append(UInt8(ascii: "{"))
        let sortedExtras = extras.count > 1
            ? extras.sorted { KeyCollation.areInIncreasingOrder($0.key, $1.key) } : extras
        return ObjectState(level: level, extras: sortedExtras)
    }

    /// Starts the member `key`: writes pending unknown fields that sort before it, the
    /// separator, indentation, key and colon. The caller writes the value.
    @inline(__always)
    mutating func member(_ key: String, _ object: inout ObjectState) {
        if object.nextExtra < object.extras.count { flushExtras(before: key, &object) }
        memberKey(key, &object)
    }

    @inline(__always)
    private mutating func memberKey(_ key: String, _ object: inout ObjectState) {
        if object.count > 0 { out.append(UInt8(ascii: ",")) }
        object.count += 1
        newlineAndIndent(object.level + 1)
        writeString(key)
        raw(" : ")
    }

    private mutating func flushExtras(before key: String?, _ object: inout ObjectState) {
        while object.nextExtra < object.extras.count {
            let extra = object.extras[object.nextExtra]
            if let key, !KeyCollation.areInIncreasingOrder(extra.key, key) { return }
            memberKey(extra.key, &object)
            writeJSON(extra.value, level: object.level + 1)
            object.nextExtra += 1
        }
    }

    mutating func endObject(_ object: inout ObjectState) {
        flushExtras(before: nil, &object)
        if object.count == 0 {
            // Xcode writes an empty object as "{", an empty line, then "}" at the indent.
            out.append(0x0A)
        }
        newlineAndIndent(object.level)
        out.append(UInt8(ascii: "}"))
    }

    /// The order in which to write `keys`, or nil when they are already in collated order
    /// (the usual case for files Xcode wrote).
    mutating func outOfOrderPermutation(_ keys: [String]) -> [Int]? {
        if keys == lastSortedKeys || KeyCollation.isSorted(keys) {
            lastSortedKeys = keys
            return nil
        }
        return keys.indices.sorted { KeyCollation.areInIncreasingOrder(keys[$0], keys[$1]) }
    }

    // MARK: - Generic JSON

    mutating func writeJSON(_ value: JSONValue, level: Int) {
        switch value {
        case .object(let members):
            var object = beginObject(level: level, extras: members)
            endObject(&object)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newlineAndIndent(level + 1)
                writeJSON(element, level: level + 1)
            }
            if elements.isEmpty { out.append(0x0A) }
            newlineAndIndent(level)
            out.append(UInt8(ascii: "]"))
        case .string(let s):
            writeString(s)
        case .number(let text):
            out.append(contentsOf: text.utf8)
        case .bool(let b):
            if b { raw("true") } else { raw("false") }
        case .null:
            raw("null")
        }
    }

    mutating func writeBool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// `"key" : "value"` when there is a value; nothing when it is nil.
    mutating func stringMember(_ key: String, _ value: String?, _ object: inout ObjectState) {
        guard let value else { return }
        member(key, &object)
        writeString(value)
    }

    /// `"key" : true` or `false` when there is a value; nothing when it is nil.
    mutating func boolMember(_ key: String, _ value: Bool?, _ object: inout ObjectState) {
        guard let value else { return }
        member(key, &object)
        writeBool(value)
    }

    // MARK: - The catalog

    mutating func writeCatalog(_ catalog: StringCatalog) {
        var object = beginObject(level: 0, extras: catalog.extraFields)
        member("sourceLanguage", &object)
        writeString(catalog.sourceLanguage)
        member("strings", &object)
        writeStrings(catalog.strings, level: 1)
        stringMember("version", catalog.version, &object)
        endObject(&object)
    }

    mutating func writeStrings(_ strings: [CatalogString], level: Int) {
        var object = beginObject(level: level, extras: [])
        let keys = strings.map(\.key)
        if KeyCollation.isSorted(keys) {
            for string in strings {
                member(string.key, &object)
                writeEntry(string, level: level + 1)
            }
        } else {
            for i in keys.indices.sorted(by: { KeyCollation.areInIncreasingOrder(keys[$0], keys[$1]) }) {
                member(strings[i].key, &object)
                writeEntry(strings[i], level: level + 1)
            }
        }
        endObject(&object)
    }

    mutating func writeEntry(_ entry: CatalogString, level: Int) {
        var object = beginObject(level: level, extras: entry.extraFields)
        stringMember("comment", entry.comment, &object)
        stringMember("extractionState", entry.extractionState?.rawValue, &object)
        boolMember("generatesSymbol", entry.generatesSymbol, &object)
        boolMember("isCommentAutoGenerated", entry.isCommentAutoGenerated, &object)
        if let localizations = entry.localizations {
            member("localizations", &object)
            writeForms(localizations, level: level + 1)
        }
        boolMember("shouldTranslate", entry.shouldTranslate, &object)
        endObject(&object)
    }

    /// `localizations`, `variations.plural`, `variations.device`.
    mutating func writeForms(_ forms: KeyedList<Localization>, level: Int) {
        var object = beginObject(level: level, extras: [])
        if let order = outOfOrderPermutation(forms.keys) {
            for i in order {
                member(forms.elements[i].key, &object)
                writeLocalization(forms.elements[i].value, level: level + 1)
            }
        } else {
            for element in forms.elements {
                member(element.key, &object)
                writeLocalization(element.value, level: level + 1)
            }
        }
        endObject(&object)
    }

    mutating func writeLocalization(_ localization: Localization, level: Int) {
        var object = beginObject(level: level, extras: localization.extraFields)
        if let set = localization.stringSet {
            member("stringSet", &object)
            writeStringSet(set, level: level + 1)
        }
        if let unit = localization.stringUnit {
            member("stringUnit", &object)
            writeStringUnit(unit, level: level + 1)
        }
        if let substitutions = localization.substitutions {
            member("substitutions", &object)
            writeSubstitutions(substitutions, level: level + 1)
        }
        if let variations = localization.variations {
            member("variations", &object)
            writeVariations(variations, level: level + 1)
        }
        endObject(&object)
    }

    mutating func writeStringUnit(_ unit: StringUnit, level: Int) {
        var object = beginObject(level: level, extras: unit.extraFields)
        stringMember("state", unit.state?.rawValue, &object)
        stringMember("value", unit.value, &object)
        endObject(&object)
    }

    mutating func writeStringSet(_ set: StringSet, level: Int) {
        var object = beginObject(level: level, extras: set.extraFields)
        stringMember("state", set.state?.rawValue, &object)
        if let values = set.values {
            member("values", &object)
            writeJSON(.array(values.map(JSONValue.string)), level: level + 1)
        }
        endObject(&object)
    }

    mutating func writeVariations(_ variations: Variations, level: Int) {
        var object = beginObject(level: level, extras: variations.extraFields)
        if let device = variations.device {
            member("device", &object)
            writeForms(device, level: level + 1)
        }
        if let plural = variations.plural {
            member("plural", &object)
            writeForms(plural, level: level + 1)
        }
        endObject(&object)
    }

    mutating func writeSubstitutions(_ substitutions: KeyedList<Substitution>, level: Int) {
        var object = beginObject(level: level, extras: [])
        let order = outOfOrderPermutation(substitutions.keys) ?? Array(substitutions.elements.indices)
        for i in order {
            member(substitutions.elements[i].key, &object)
            writeSubstitution(substitutions.elements[i].value, level: level + 1)
        }
        endObject(&object)
    }

    mutating func writeSubstitution(_ substitution: Substitution, level: Int) {
        var object = beginObject(level: level, extras: substitution.extraFields)
        if let argNum = substitution.argNum {
            member("argNum", &object)
            out.append(contentsOf: String(argNum).utf8)
        }
        stringMember("formatSpecifier", substitution.formatSpecifier, &object)
        if let variations = substitution.variations {
            member("variations", &object)
            writeVariations(variations, level: level + 1)
        }
        endObject(&object)
    }
}
