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
    /// Whether catalogs of `parallelThreshold` strings or more are written on two threads
    /// (off in tests, to compare with one thread).
    var splitsLargeCatalogs = true
    /// Whether plain localizations are written from their fixed parts (off in tests, to
    /// compare with the general path).
    var writesPlainLocalizationsWhole = true
    /// The fixed parts of a plain localization at each level, made when first needed.
    private var plainParts: [PlainLocalizationParts?] = []

    // MARK: - Lexical pieces

    /// A comma, a newline and spaces: a member's separator and indentation are appended
    /// as one slice of it.
    private static let separator = [UInt8](",\n".utf8) + [UInt8](repeating: 0x20, count: 256)

    @inline(__always)
    mutating func newlineAndIndent(_ level: Int, afterComma comma: Bool = false) {
        var remaining = level * 2
        let from = comma ? 0 : 1
        let first = min(remaining, Self.separator.count - 2)
        Self.separator.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[from..<(2 + first)])) }
        remaining -= first
        while remaining > 0 {
            let n = min(remaining, Self.separator.count - 2)
            Self.separator.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[2..<(2 + n)])) }
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
            var i = 0
            while i < buffer.count {
                // Eight bytes at a time while none needs escaping (nearly every text): a
                // test of each byte was most of writing a catalog's values.
                if i + 8 <= buffer.count, JSONTextWord.specialBytes(UnsafeRawPointer(buffer.baseAddress! + i).loadUnaligned(as: UInt64.self)) == 0 {
                    i += 8
                    continue
                }
                let c = buffer[i]
                i += 1
                if c >= 0x20 && c != 0x22 && c != 0x5C { continue }
                if runStart < i - 1 { out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<(i - 1)])) }
                appendEscape(c)
                runStart = i
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
        newlineAndIndent(object.level + 1, afterComma: object.count > 0)
        object.count += 1
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

    /// `outOfOrderPermutation` of a list's keys, without gathering them into an array when
    /// they are the last sorted list again (every string of a catalog with the same
    /// languages): that array was made and freed for each string.
    mutating func outOfOrderPermutation<Value>(of list: KeyedList<Value>) -> [Int]? {
        let elements = list.elements
        if elements.count == lastSortedKeys.count, elements.indices.allSatisfy({ elements[$0].key == lastSortedKeys[$0] }) { return nil }
        return outOfOrderPermutation(list.keys)
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
        // Large catalogs are written on two threads (CatalogWriter+ParallelSplit).
        writeCatalog(catalog) { writer, strings, order, object in writer.writeEntriesSplittingLarge(strings, order: order, into: &object) }
    }

    /// The catalog, the members of `strings` written by `entries` (given the strings, the
    /// order to write them in and the object they go in; see `CatalogWriter+Streaming`).
    mutating func writeCatalog(
        _ catalog: StringCatalog, entries: (inout XcodeJSONWriter, [CatalogString], [Int], inout ObjectState) -> Void
    ) {
        var object = beginObject(level: 0, extras: catalog.extraFields)
        member("sourceLanguage", &object)
        writeString(catalog.sourceLanguage)
        member("strings", &object)
        var strings = beginObject(level: 1, extras: [])
        let keys = catalog.strings.map(\.key)
        let order = KeyCollation.isSorted(keys) ? Array(catalog.strings.indices)
            : keys.indices.sorted(by: { KeyCollation.areInIncreasingOrder(keys[$0], keys[$1]) })
        entries(&self, catalog.strings, order, &strings)
        endObject(&strings)
        stringMember("version", catalog.version, &object)
        endObject(&object)
    }

    /// The members of `strings`, in `order`.
    mutating func writeEntries(_ strings: [CatalogString], order: ArraySlice<Int>, into object: inout ObjectState) {
        for i in order {
            member(strings[i].key, &object)
            writeEntry(strings[i], level: object.level + 1)
        }
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
        if let order = outOfOrderPermutation(of: forms) {
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
        if writesPlainLocalizationsWhole, localization.isPlain, let unit = localization.stringUnit, unit.extraFields.isEmpty, let value = unit.value,
           let state = unit.state, let stateText = Self.plainStateText(state) {
            return writePlainLocalization(state: stateText, value: value, level: level)
        }
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

    /// The states that need no escaping, as written.
    static func plainStateText(_ state: TranslationState) -> StaticString? {
        switch state {
        case .new: "new"
        case .translated: "translated"
        case .needsReview: "needs_review"
        case .other: nil
        }
    }

    /// A localization that is only a string unit with a state and a value, nearly every one
    /// of a catalog: the same bytes as `writeLocalization` writes for it, with the parts
    /// around the state and the value made once per level (`PlainLocalizationParts`)
    /// instead of a dozen pieces appended one by one and an object's bookkeeping for each.
    mutating func writePlainLocalization(state: StaticString, value: String, level: Int) {
        if level >= plainParts.count || plainParts[level] == nil {
            if level >= plainParts.count { plainParts += Array(repeating: nil, count: level + 1 - plainParts.count) }
            plainParts[level] = PlainLocalizationParts(level: level)
        }
        plainParts[level]!.beforeState.withUnsafeBufferPointer { out.append(contentsOf: $0) }
        raw(state)
        plainParts[level]!.beforeValue.withUnsafeBufferPointer { out.append(contentsOf: $0) }
        writeString(value)
        plainParts[level]!.end.withUnsafeBufferPointer { out.append(contentsOf: $0) }
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
        let order = outOfOrderPermutation(of: substitutions) ?? Array(substitutions.elements.indices)
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

/// What a plain localization (`{"stringUnit" : {"state" : …, "value" : …}}`) at one level
/// is made of around its state and value, written by the writer's own pieces so that the
/// bytes are those of the general path.
struct PlainLocalizationParts {
    /// `{`, the `stringUnit` member and its `{`, the `state` member and its opening quote.
    var beforeState: [UInt8]
    /// The state's closing quote, the comma and the `value` member up to its value.
    var beforeValue: [UInt8]
    /// The ends of both objects.
    var end: [UInt8]

    init(level: Int) {
        var writer = XcodeJSONWriter()
        var localization = writer.beginObject(level: level, extras: [])
        writer.member("stringUnit", &localization)
        var unit = writer.beginObject(level: level + 1, extras: [])
        writer.member("state", &unit)
        writer.out.append(0x22)
        beforeState = writer.out
        writer.out.removeAll()
        writer.out.append(0x22)
        writer.member("value", &unit)
        beforeValue = writer.out
        writer.out.removeAll()
        writer.endObject(&unit)
        writer.endObject(&localization)
        end = writer.out
    }
}
