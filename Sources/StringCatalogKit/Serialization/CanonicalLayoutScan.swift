import ByteSearch
import Foundation
import ParallelWork

/// Confirms that a catalog's bytes are exactly what `CatalogWriter` writes for the catalog
/// they describe (`CatalogWriter.bytes(CatalogReader.read(x)) == x`), and notes where each
/// string and each of its localizations is, so that one language can be changed by
/// splicing bytes instead of reading and writing the whole file (`LanguageScopedCatalog`).
///
/// It builds no model: it checks the layout (Xcode's indentation, `" : "`, empty objects,
/// no final newline), the strings (valid UTF-8, only the escapes the writer makes), keys in
/// strictly increasing `KeyCollation` order in every object (which also rules out
/// duplicates), and every field the reader gives a type (`state` a string, `argNum` a whole
/// number written as the writer writes it, …). Anything it is not sure of makes it answer "no", and the caller reads the
/// file in full: a false "no" costs time, a false "yes" would cost bytes, so it errs on the
/// side of "no". The property is tested by mutating catalogs at random.
package struct CanonicalLayoutScan {
    /// Where one member of `strings` is: the `{ … }` of its value, and its `localizations`
    /// object (if it has one) with the members of that object.
    package struct EntrySpan {
        /// The key's text between its quotes, as written (escaped).
        package var key: Range<Int>
        var valueStart: Int
        package var valueEnd: Int
        /// The `{ … }` of `localizations`, or nil when the string has no such member.
        var localizations: Range<Int>?
        /// The members of `localizations` are `members[firstMember ..< firstMember + memberCount]`.
        var firstMember: Int
        var memberCount: Int
    }

    /// One language of a `localizations` object: its key with the quotes, and the end of its
    /// value (which starts after `" : "`).
    struct MemberSpan {
        var keyStart: Int
        var keyEnd: Int
        var valueEnd: Int
    }

    struct NotCanonical: Error {}

    let bytes: UnsafeBufferPointer<UInt8>
    var pos = 0
    var depth = 0
    package var entries: [EntrySpan] = []
    var members: [MemberSpan] = []
    /// The raw keys of the last `localizations` object found in order: the same language
    /// list repeated over thousands of strings is compared once, by bytes.
    private var lastLanguageKeys: [UInt8] = []
    private var currentLanguageKeys: [UInt8] = []
    /// The key (its content's bytes) of the last entry of `strings`, for the order check (and,
    /// in the second half of a split scan, the first one, checked against the first half's last).
    var firstEntryKey: Range<Int>?
    var lastEntryKey: Range<Int>?

    /// Whether `string` checks that text is valid UTF-8.
    var validatesText = true

    /// Deeper nesting is left to the reader (which refuses beyond its own limit).
    static let maximumDepth = 100

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: - The catalog

    /// Scans the whole file; the entries of `strings` are scanned on two threads when the
    /// file is large. Without `validatingText` the strings' text is not checked as UTF-8: the
    /// caller does that another way (see `LanguageScopedCatalog`).
    package static func scan(_ bytes: UnsafeBufferPointer<UInt8>, validatingText: Bool = true) -> CanonicalLayoutScan? {
        var scan = CanonicalLayoutScan(bytes)
        scan.validatesText = validatingText
        do {
            try scan.catalog()
        } catch {
            return nil
        }
        return scan
    }

    mutating func catalog() throws(NotCanonical) {
        var sawSourceLanguage = false, sawStrings = false
        try fields(Self.catalogFields, level: 0) { (scan, field, level) throws(NotCanonical) in
            switch field {
            case 0:
                sawSourceLanguage = true
                try scan.string()
            case 1:
                sawStrings = true
                try scan.strings()
            default: try scan.string()
            }
        }
        guard sawSourceLanguage, sawStrings, pos == bytes.count else { throw NotCanonical() }
    }

    /// The `strings` object at level 1, split in two halves for large files.
    mutating func strings() throws(NotCanonical) {
        try byte(UInt8(ascii: "{"))
        depth += 1
        if try emptyContainer(level: 1, closing: UInt8(ascii: "}")) { return }
        try newline(indent: 2)
        if bytes.count >= CatalogParser.parallelThreshold, let split = CatalogParser.entryBoundary(in: bytes, after: pos) {
            try entriesInTwoHalves(splitAt: split)
        } else {
            _ = try entries(stoppingAt: nil)
        }
    }

    /// Members of `strings` from the key at `pos` up to the key at `stop` (true when it
    /// stopped there) or through the closing brace (false).
    mutating func entries(stoppingAt stop: Int?) throws(NotCanonical) -> Bool {
        while true {
            if let stop, pos == stop, !entries.isEmpty { return true }
            let key = try string()
            try expectColon()
            try entry(key: key)
            if try endOfContainer(level: 1, closing: UInt8(ascii: "}")) { return false }
            try newline(indent: 2)
        }
    }

    /// The entries after `split` are scanned on another thread meanwhile. If this thread does
    /// not arrive exactly at `split`, the guess was wrong and it has scanned everything.
    mutating func entriesInTwoHalves(splitAt split: Int) throws(NotCanonical) {
        let second = SecondHalf(bytes, at: split, depth: depth, validatesText: validatesText)
        let secondRun = Background { second.run() }
        let stopped: Bool
        do {
            stopped = try entries(stoppingAt: split)
        } catch {
            _ = secondRun.value
            throw error
        }
        _ = secondRun.value
        guard stopped else { return }
        guard second.succeeded, let last = lastEntryKey, let next = second.scan.firstEntryKey,
              try keyOrder(last, next) == .orderedAscending else { throw NotCanonical() }
        let offset = members.count
        entries.append(contentsOf: second.scan.entries.lazy.map { span in
            var span = span
            span.firstMember += offset
            return span
        })
        members.append(contentsOf: second.scan.members)
        lastEntryKey = second.scan.lastEntryKey
        pos = second.scan.pos
        depth = second.scan.depth
    }

    /// The second half's scan, handed between threads: each touches only its own scan, and
    /// the result is read after the group is waited for.
    final class SecondHalf: @unchecked Sendable {
        // Unchecked: only the second thread touches it until the group is waited for.
        var scan: CanonicalLayoutScan
        var succeeded = false

        init(_ bytes: UnsafeBufferPointer<UInt8>, at split: Int, depth: Int, validatesText: Bool) {
            scan = CanonicalLayoutScan(bytes)
            scan.validatesText = validatesText
            scan.pos = split
            scan.depth = depth
        }

        func run() {
            succeeded = (try? scan.entries(stoppingAt: nil)) != nil
        }
    }

    /// One member of `strings`: its key in order after the previous one, and its value.
    mutating func entry(key: Range<Int>) throws(NotCanonical) {
        if let last = lastEntryKey, try keyOrder(last, key) != .orderedAscending { throw NotCanonical() }
        if firstEntryKey == nil { firstEntryKey = key }
        lastEntryKey = key
        var span = EntrySpan(key: key, valueStart: pos, valueEnd: pos, localizations: nil, firstMember: members.count, memberCount: 0)
        try fields(Self.entryFields, level: 2) { (scan, field, level) throws(NotCanonical) in
            switch field {
            case 0, 1: try scan.string()
            case 4:
                let start = scan.pos
                try scan.languages(level: level)
                span.localizations = start..<scan.pos
            default: try scan.bool()
            }
        }
        span.valueEnd = pos
        span.memberCount = members.count - span.firstMember
        entries.append(span)
    }

    /// `localizations`: languages in order, each a localization. A list equal byte for byte
    /// to the last one checked is in order without comparing its keys again. (The walk of
    /// `object`, written out: this loop runs for every language of every string.)
    mutating func languages(level: Int) throws(NotCanonical) {
        let first = members.count
        currentLanguageKeys.removeAll(keepingCapacity: true)
        try byte(UInt8(ascii: "{"))
        depth += 1
        if depth > Self.maximumDepth { throw NotCanonical() }
        if try !emptyContainer(level: level, closing: UInt8(ascii: "}")) {
            repeat {
                try newline(indent: level + 1)
                let key = try string()
                let start = key.lowerBound - 1, end = key.upperBound + 1
                currentLanguageKeys.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                try expectColon()
                try localization(level: level + 1)
                members.append(MemberSpan(keyStart: start, keyEnd: end, valueEnd: pos))
            } while try !endOfContainer(level: level, closing: UInt8(ascii: "}"))
        }
        if currentLanguageKeys == lastLanguageKeys { return }
        for index in (first + 1)..<max(first + 1, members.count) {
            let previous = members[index - 1], member = members[index]
            if try keyOrder(previous.keyStart + 1..<previous.keyEnd - 1, member.keyStart + 1..<member.keyEnd - 1) != .orderedAscending { throw NotCanonical() }
        }
        swap(&lastLanguageKeys, &currentLanguageKeys)
    }

    // MARK: - Localizations and their parts

    /// A language's localization, or a plural or device form.
    mutating func localization(level: Int) throws(NotCanonical) {
        if plainStringUnit(level: level) { return }
        try fields(Self.localizationFields, level: level) { (scan, field, level) throws(NotCanonical) in
            switch field {
            case 0: try scan.stringSet(level: level)
            case 1: try scan.stringUnit(level: level)
            case 2: try scan.keyedObjects(level: level) { (scan, level) throws(NotCanonical) in try scan.substitution(level: level) }
            default: try scan.variations(level: level)
            }
        }
    }

    /// The shape of almost every localization, `{ "stringUnit" : { "state" : …, "value" : … } }`,
    /// matched as one template without the general object walk: true when it was there (and
    /// has been consumed), false with nothing consumed otherwise (`localization` decides).
    @inline(__always)
    mutating func plainStringUnit(level: Int) -> Bool {
        let start = pos
        do throws(NotCanonical) {
            guard depth + 2 <= Self.maximumDepth else { return false }
            try byte(UInt8(ascii: "{"))
            try newline(indent: level + 1)
            guard try literal("\"stringUnit\" : {") else { return fallBack(to: start) }
            try newline(indent: level + 2)
            guard try literal("\"state\" : ") else { return fallBack(to: start) }
            try string()
            try byte(UInt8(ascii: ","))
            try newline(indent: level + 2)
            guard try literal("\"value\" : ") else { return fallBack(to: start) }
            try string()
            try newline(indent: level + 1)
            try byte(UInt8(ascii: "}"))
            try newline(indent: level)
            try byte(UInt8(ascii: "}"))
            return true
        } catch {
            return fallBack(to: start)
        }
    }

    private mutating func fallBack(to start: Int) -> Bool {
        pos = start
        return false
    }

    mutating func stringUnit(level: Int) throws(NotCanonical) {
        try fields(Self.stringUnitFields, level: level) { (scan, _, _) throws(NotCanonical) in try scan.string() }
    }

    mutating func stringSet(level: Int) throws(NotCanonical) {
        try fields(Self.stringSetFields, level: level) { (scan, field, level) throws(NotCanonical) in
            if field == 0 {
                try scan.string()
            } else {
                try scan.array(level: level) { (scan, _) throws(NotCanonical) in try scan.string() }
            }
        }
    }

    mutating func variations(level: Int) throws(NotCanonical) {
        try fields(Self.variationFields, level: level) { (scan, _, level) throws(NotCanonical) in
            try scan.keyedObjects(level: level) { (scan, level) throws(NotCanonical) in try scan.localization(level: level) }
        }
    }

    mutating func substitution(level: Int) throws(NotCanonical) {
        try fields(Self.substitutionFields, level: level) { (scan, field, level) throws(NotCanonical) in
            switch field {
            case 0: try scan.wholeNumber()
            case 1: try scan.string()
            default: try scan.variations(level: level)
            }
        }
    }

    /// An object with known fields: `value` is called with the scan at the value of each
    /// known one (its index in `names`, and the level); unknown ones are kept verbatim by the
    /// reader, so any canonical JSON will do. Keys in strictly increasing order.
    @inline(__always)
    mutating func fields(_ names: [StaticString], level: Int, _ value: (inout CanonicalLayoutScan, Int, Int) throws(NotCanonical) -> Void) throws(NotCanonical) {
        var previous: Field?
        try object(level: level, names: names) { (scan, field, level) throws(NotCanonical) in
            try scan.order(field, after: &previous)
            if field.known < 0 { try scan.anyValue(level: level) } else { try value(&scan, field.known, level) }
        }
    }

    /// An object whose members all have one shape, keys in order (plural and device forms,
    /// substitutions by name).
    mutating func keyedObjects(level: Int, _ value: (inout CanonicalLayoutScan, Int) throws(NotCanonical) -> Void) throws(NotCanonical) {
        var previousKey: Range<Int>?
        try object(level: level) { (scan, field, level) throws(NotCanonical) in
            if let previousKey, try scan.keyOrder(previousKey, field.key) != .orderedAscending { throw NotCanonical() }
            previousKey = field.key
            try value(&scan, level)
        }
    }

    // MARK: - Known fields

    /// A member key: the index of a known field (in the writer's order, which is collated
    /// order), or -1 with the key's range for an unknown one.
    struct Field {
        var known: Int
        var key: Range<Int>
    }

    static let catalogFields: [StaticString] = ["sourceLanguage", "strings", "version"]
    static let entryFields: [StaticString] = ["comment", "extractionState", "generatesSymbol", "isCommentAutoGenerated", "localizations", "shouldTranslate"]
    static let localizationFields: [StaticString] = ["stringSet", "stringUnit", "substitutions", "variations"]
    static let stringUnitFields: [StaticString] = ["state", "value"]
    static let stringSetFields: [StaticString] = ["state", "values"]
    static let variationFields: [StaticString] = ["device", "plural"]
    static let substitutionFields: [StaticString] = ["argNum", "formatSpecifier", "variations"]

    /// The known field whose name, in quotes, is at `pos` (consumed), if any: such names
    /// need no escapes, so they are matched without scanning a string.
    @inline(__always)
    mutating func knownField(_ names: [StaticString]) -> Field? {
        for (i, name) in names.enumerated() {
            let length = name.utf8CodeUnitCount
            guard pos + length + 2 <= bytes.count, bytes[pos] == UInt8(ascii: "\""), bytes[pos + length + 1] == UInt8(ascii: "\""),
                  ByteSearch.equal(bytes.baseAddress! + pos + 1, name.utf8Start, count: length) else { continue }
            let key = pos + 1 ..< pos + 1 + length
            pos += length + 2
            return Field(known: i, key: key)
        }
        return nil
    }

    /// Keys of an object with known fields must come in strictly increasing collated order:
    /// known fields by their rank, anything involving an unknown one by collation.
    @inline(__always)
    mutating func order(_ field: Field, after previous: inout Field?) throws(NotCanonical) {
        defer { previous = field }
        guard let before = previous else { return }
        if before.known >= 0 && field.known >= 0 {
            if before.known >= field.known { throw NotCanonical() }
            return
        }
        if try keyOrder(before.key, field.key) != .orderedAscending { throw NotCanonical() }
    }

    // MARK: - Layout

    /// An object in Xcode's layout (see `container`). `member` is called with the scan at the
    /// value, the key (one of `names`, matched in place, or any string) and the value's level.
    @inline(__always)
    mutating func object(level: Int, names: [StaticString] = [], _ member: (inout CanonicalLayoutScan, Field, Int) throws(NotCanonical) -> Void) throws(NotCanonical) {
        try container(UInt8(ascii: "{"), UInt8(ascii: "}"), level: level) { (scan) throws(NotCanonical) in
            var key: Field
            if let known = scan.knownField(names) { key = known } else { key = Field(known: -1, key: try scan.string()) }
            try scan.expectColon()
            try member(&scan, key, level + 1)
        }
    }

    /// A generic array: elements each on their own line.
    mutating func array(level: Int, _ element: (inout CanonicalLayoutScan, Int) throws(NotCanonical) -> Void) throws(NotCanonical) {
        try container(UInt8(ascii: "["), UInt8(ascii: "]"), level: level) { (scan) throws(NotCanonical) in try element(&scan, level + 1) }
    }

    /// `opening`, then either Xcode's empty container or `element`s each on its own line at
    /// `level + 1`, separated by commas, then `closing` on a line at `level`.
    @inline(__always)
    mutating func container(_ opening: UInt8, _ closing: UInt8, level: Int, _ element: (inout CanonicalLayoutScan) throws(NotCanonical) -> Void) throws(NotCanonical) {
        guard pos < bytes.count, bytes[pos] == opening else { throw NotCanonical() }
        depth += 1
        if depth > Self.maximumDepth { throw NotCanonical() }
        pos += 1
        if try emptyContainer(level: level, closing: closing) { return }
        while true {
            try newline(indent: level + 1)
            try element(&self)
            if try endOfContainer(level: level, closing: closing) { return }
        }
    }

    /// Xcode's empty container: a line break, an empty line, the closing bracket at `level`.
    @inline(__always)
    mutating func emptyContainer(level: Int, closing: UInt8) throws(NotCanonical) -> Bool {
        guard pos + 1 < bytes.count, bytes[pos] == 0x0A, bytes[pos + 1] == 0x0A else { return false }
        pos += 1
        try newline(indent: level)
        try byte(closing)
        depth -= 1
        return true
    }

    /// After a member or element: `,` (another follows) or the closing line.
    @inline(__always)
    mutating func endOfContainer(level: Int, closing: UInt8) throws(NotCanonical) -> Bool {
        guard pos < bytes.count else { throw NotCanonical() }
        if bytes[pos] == UInt8(ascii: ",") {
            pos += 1
            return false
        }
        try newline(indent: level)
        try byte(closing)
        depth -= 1
        return true
    }

    @inline(__always)
    mutating func newline(indent level: Int) throws(NotCanonical) {
        let spaces = level * 2
        guard pos + spaces < bytes.count, bytes[pos] == 0x0A else { throw NotCanonical() }
        // Indentation is most of a catalog's bytes: compared eight at a time.
        let base = UnsafeRawPointer(bytes.baseAddress!)
        var i = pos + 1
        let end = i + spaces
        while i + 8 <= end {
            guard base.loadUnaligned(fromByteOffset: i, as: UInt64.self) == 0x2020_2020_2020_2020 else { throw NotCanonical() }
            i += 8
        }
        while i < end {
            guard bytes[i] == 0x20 else { throw NotCanonical() }
            i += 1
        }
        pos = end
    }

    @inline(__always)
    mutating func byte(_ expected: UInt8) throws(NotCanonical) {
        guard pos < bytes.count, bytes[pos] == expected else { throw NotCanonical() }
        pos += 1
    }

    @inline(__always)
    mutating func expectColon() throws(NotCanonical) {
        guard pos + 3 <= bytes.count, bytes[pos] == 0x20, bytes[pos + 1] == UInt8(ascii: ":"), bytes[pos + 2] == 0x20 else { throw NotCanonical() }
        pos += 3
    }

    // MARK: - Values

    /// A string with only the escapes the writer makes and valid UTF-8 text; returns its
    /// content's range. (Every byte outside strings is matched as ASCII layout, so this
    /// validates the file's text.)
    @discardableResult
    mutating func string() throws(NotCanonical) -> Range<Int> {
        guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else { throw NotCanonical() }
        let start = pos + 1
        var i = start
        let count = bytes.count
        // Eight bytes at a time while none of them ends the string, escapes or is a control
        // character (the classic "has a zero byte" word tests, exact about whether there is one).
        let base = UnsafeRawPointer(bytes.baseAddress!)
        let ones: UInt64 = 0x0101_0101_0101_0101, tops: UInt64 = 0x8080_8080_8080_8080
        // The top bits of every byte seen: text that is all ASCII needs no UTF-8 check.
        var seen: UInt64 = 0
        while true {
            while i + 8 <= count {
                let word = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C)
                let special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
                if special & tops != 0 { break }
                seen |= word
                i += 8
            }
            // The word with something special (or the file's last bytes), a byte at a time.
            let wordEnd = min(i + 8, count)
            guard i < wordEnd else { break }
            while i < wordEnd {
                let c = bytes[i]
                if c == UInt8(ascii: "\"") {
                    // The closing quote is checked with the text: a sequence cut short by it is invalid.
                    if seen & tops != 0, validatesText, !UTF8Validation.isValidText(bytes, start..<i + 1) { throw NotCanonical() }
                    pos = i + 1
                    return start..<i
                }
                if c < 0x20 { throw NotCanonical() }
                seen |= UInt64(c)
                i = c == UInt8(ascii: "\\") ? try escape(at: i) : i + 1
            }
        }
        throw NotCanonical()
    }

    /// The escape at `i` if it is one the writer makes (`\"`, `\\`, `\n`, `\r`, `\t`, `\b`,
    /// `\f`, and `\u00XX` in lower case for the other control characters); the offset after it.
    private func escape(at i: Int) throws(NotCanonical) -> Int {
        guard i + 1 < bytes.count else { throw NotCanonical() }
        switch bytes[i + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "b"), UInt8(ascii: "f"):
            return i + 2
        case UInt8(ascii: "u"):
            guard i + 5 < bytes.count, bytes[i + 2] == UInt8(ascii: "0"), bytes[i + 3] == UInt8(ascii: "0") else { throw NotCanonical() }
            let high = bytes[i + 4], low = bytes[i + 5]
            guard high == UInt8(ascii: "0") || high == UInt8(ascii: "1") else { throw NotCanonical() }
            let lowValue: UInt8
            switch low {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): lowValue = low - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): lowValue = low - UInt8(ascii: "a") + 10
            default: throw NotCanonical()
            }
            let value = (high - UInt8(ascii: "0")) << 4 | lowValue
            // These have short escapes, which the writer uses instead.
            if value == 0x08 || value == 0x09 || value == 0x0A || value == 0x0C || value == 0x0D { throw NotCanonical() }
            return i + 6
        default:
            throw NotCanonical()
        }
    }

    mutating func bool() throws(NotCanonical) {
        if try literal("true") { return }
        guard try literal("false") else { throw NotCanonical() }
    }

    private mutating func literal(_ word: StaticString) throws(NotCanonical) -> Bool {
        let length = word.utf8CodeUnitCount
        guard pos + length <= bytes.count, ByteSearch.equal(bytes.baseAddress! + pos, word.utf8Start, count: length) else { return false }
        pos += length
        return true
    }

    /// A whole number as the writer writes an `Int`: no sign on zero, no leading zeros, no
    /// fraction or exponent, within range.
    mutating func wholeNumber() throws(NotCanonical) {
        let start = pos
        try number()
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self)
        guard let value = Int(text), String(value) == text else { throw NotCanonical() }
    }

    /// A JSON number (kept as written by the reader, so any valid spelling is canonical).
    mutating func number() throws(NotCanonical) {
        func isDigit(_ i: Int) -> Bool { i < bytes.count && bytes[i] &- 0x30 < 10 }
        if pos < bytes.count && bytes[pos] == UInt8(ascii: "-") { pos += 1 }
        guard isDigit(pos) else { throw NotCanonical() }
        if bytes[pos] == UInt8(ascii: "0") {
            pos += 1
            if isDigit(pos) { throw NotCanonical() }
        } else {
            while isDigit(pos) { pos += 1 }
        }
        if pos < bytes.count && bytes[pos] == UInt8(ascii: ".") {
            pos += 1
            guard isDigit(pos) else { throw NotCanonical() }
            while isDigit(pos) { pos += 1 }
        }
        if pos < bytes.count && (bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E")) {
            pos += 1
            if pos < bytes.count && (bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-")) { pos += 1 }
            guard isDigit(pos) else { throw NotCanonical() }
            while isDigit(pos) { pos += 1 }
        }
    }

    /// Any JSON value kept verbatim (an unknown field): the writer writes objects with their
    /// keys collated, so they must already be.
    mutating func anyValue(level: Int) throws(NotCanonical) {
        guard pos < bytes.count else { throw NotCanonical() }
        switch bytes[pos] {
        case UInt8(ascii: "{"):
            var previousKey: Range<Int>?
            try object(level: level) { (scan, field, level) throws(NotCanonical) in
                if let previousKey, try scan.keyOrder(previousKey, field.key) != .orderedAscending { throw NotCanonical() }
                previousKey = field.key
                try scan.anyValue(level: level)
            }
        case UInt8(ascii: "["):
            try array(level: level) { (scan, level) throws(NotCanonical) in try scan.anyValue(level: level) }
        case UInt8(ascii: "\""):
            try string()
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            try bool()
        case UInt8(ascii: "n"):
            guard try literal("null") else { throw NotCanonical() }
        default:
            try number()
        }
    }

    /// Two keys (their contents' ranges) in Xcode's key order: on the raw bytes when neither
    /// has an escape and the fast comparison is sure, else on the decoded keys.
    func keyOrder(_ a: Range<Int>, _ b: Range<Int>) throws(NotCanonical) -> ComparisonResult {
        let rawA = UnsafeBufferPointer(rebasing: bytes[a]), rawB = UnsafeBufferPointer(rebasing: bytes[b])
        if !rawA.contains(UInt8(ascii: "\\")), !rawB.contains(UInt8(ascii: "\\")), let order = KeyCollation.fastCompare(rawA, rawB) {
            return order
        }
        return KeyCollation.compare(try decodedKey(a), try decodedKey(b))
    }

    /// The text of a key whose content range is `range` (escapes decoded by the reader's
    /// own rules).
    func decodedKey(_ range: Range<Int>) throws(NotCanonical) -> String {
        guard let key = CatalogParser.string(at: range.lowerBound - 1, in: bytes) else { throw NotCanonical() }
        return key
    }
}
