import ByteSearch
import StringCatalogKit

/// The merge of three catalogs in Xcode's layout, done on their bytes: a string whose bytes
/// are the same in two versions is never read into the model, and the result is spliced
/// from the inputs' bytes. Reading three 170 MB catalogs into models took most of a merge's
/// time, while a merge of real branches changes a few strings in thousands.
///
/// The result is byte for byte what `merge` on the models followed by `CatalogWriter` gives
/// (tested on real merges and generated catalogs); where this path cannot be sure of that
/// alone, it answers nil and the caller merges the models: an input not in Xcode's layout (or
/// without strings), catalog fields (`sourceLanguage`, `version`, unknown ones) that both
/// sides changed, and a string deleted on one side and changed on the other (which may be a
/// rename, found across the whole catalog).
extension CatalogMerge {
    /// `base`, `ours` and `theirs` without a final newline (the caller handles it).
    public static func mergeInLayout(base: [UInt8], ours: [UInt8], theirs: [UInt8]) -> (bytes: [UInt8], conflicts: [MergeConflict])? {
        guard let base = LayoutPieces(base), let ours = LayoutPieces(ours), let theirs = LayoutPieces(theirs),
              let header = oneSide(base.slice(base.header), ours.slice(ours.header), theirs.slice(theirs.header)) ?? nil,
              let footer = oneSide(base.slice(base.footer), ours.slice(ours.footer), theirs.slice(theirs.footer)) ?? nil else { return nil }
        let sourceLanguage = (try? CatalogReader.read(Array(ours.slice(ours.header)) + Array("}}".utf8)))?.sourceLanguage
        guard let sourceLanguage else { return nil }
        let baseIndex = base.index(), oursIndex = ours.index(), theirsIndex = theirs.index()

        var out: [UInt8] = []
        out.reserveCapacity(max(ours.bytes.count, theirs.bytes.count) + 4096)
        out += header
        var conflicts: [MergeConflict] = []
        var wroteEntry = false
        func emit(_ entry: ArraySlice<UInt8>) {
            if wroteEntry { out += [UInt8(ascii: ","), 0x0A] }
            out += entry
            wroteEntry = true
        }
        // Ours' and theirs' strings walked together in Xcode's key order, in which both are.
        var i = 0, j = 0
        while i < ours.keys.count || j < theirs.keys.count {
            var fromOurs: Int?, fromTheirs: Int?
            if i < ours.keys.count, j < theirs.keys.count, sameBytes(ours.slice(ours.keys[i]), theirs.slice(theirs.keys[j])) {
                (fromOurs, fromTheirs) = (i, j)
                (i, j) = (i + 1, j + 1)
            } else if j >= theirs.keys.count || (i < ours.keys.count && ours.precedes(i, theirs, j)) {
                fromOurs = i
                i += 1
            } else {
                fromTheirs = j
                j += 1
            }
            let key = fromOurs.map { ours.slice(ours.keys[$0]) } ?? theirs.slice(theirs.keys[fromTheirs!])
            let b = baseIndex[key].map { base.slice(base.entries[$0]) }
            let o = fromOurs.map { ours.slice(ours.entries[$0]) }
            let t = fromTheirs.map { theirs.slice(theirs.entries[$0]) }
            if let same = oneSide(b, o, t) {
                if let same { emit(same) }
                continue
            }
            // Both sides changed this string: merged in the model, written by the writer.
            guard let o, let t else { return nil }
            guard let merged = mergeEntries(base: b, ours: o, theirs: t, sourceLanguage: sourceLanguage) else { return nil }
            conflicts += merged.conflicts
            if let entry = merged.entry { emit(entry[...]) }
        }
        // Every base string deleted on a side must still be there unchanged on the other (or
        // deleted too): otherwise it is a deletion against an edit, or a rename.
        for (index, key) in base.keys.enumerated() {
            let o = oursIndex[base.slice(key)], t = theirsIndex[base.slice(key)]
            if (o == nil) != (t == nil) {
                let kept = o.map { ours.slice(ours.entries[$0]) } ?? t.map { theirs.slice(theirs.entries[$0]) }
                if kept.map({ !sameBytes($0, base.slice(base.entries[index])) }) ?? false { return nil }
            }
        }
        guard wroteEntry else { return nil }
        out += footer
        return (out, conflicts)
    }

    /// The version to take when at most one side changed it (the same change on both sides
    /// counts once): `.some(nil)` for "absent", nil when both changed it differently.
    static func oneSide(_ base: ArraySlice<UInt8>?, _ ours: ArraySlice<UInt8>?, _ theirs: ArraySlice<UInt8>?) -> ArraySlice<UInt8>?? {
        func same(_ a: ArraySlice<UInt8>?, _ b: ArraySlice<UInt8>?) -> Bool {
            switch (a, b) {
            case (nil, nil): true
            case (let a?, let b?): sameBytes(a, b)
            default: false
            }
        }
        if same(ours, theirs) || same(theirs, base) { return .some(ours) }
        if same(ours, base) { return .some(theirs) }
        return nil
    }

    /// Byte-for-byte equality, compared a block at a time (most strings are equal in two
    /// versions, and all of them are compared).
    static func sameBytes(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard !a.isEmpty else { return true }
        return a.withUnsafeBytes { x in b.withUnsafeBytes { y in ByteSearch.equal(x.baseAddress!, y.baseAddress!, count: x.count) } }
    }

    /// One string both sides changed, read from its lines and merged as `merge` merges it;
    /// its lines as the writer writes them (nil entry: deleted). Nil when it cannot be read.
    static func mergeEntries(base: ArraySlice<UInt8>?, ours: ArraySlice<UInt8>, theirs: ArraySlice<UInt8>,
                             sourceLanguage: String) -> (entry: [UInt8]?, conflicts: [MergeConflict])? {
        func read(_ entry: ArraySlice<UInt8>?) -> CatalogString?? {
            guard let entry else { return .some(nil) }
            let document = Array(#"{"sourceLanguage":"","strings":{"#.utf8) + entry + Array("}}".utf8)
            guard let string = (try? CatalogReader.read(document))?.strings.first else { return nil }
            return .some(string)
        }
        guard let b = read(base), let o = read(ours), let t = read(theirs), let key = o?.key else { return nil }
        let (merged, conflicts) = mergeString(key: key, base: b, ours: o, theirs: t, sourceLanguage: sourceLanguage)
        guard let merged else { return (nil, conflicts) }
        let written = CatalogWriter.bytes(StringCatalog(sourceLanguage: sourceLanguage, strings: [merged], version: nil))
        guard let pieces = LayoutPieces(written), pieces.entries.count == 1 else { return nil }
        return (Array(pieces.slice(pieces.entries[0])), conflicts)
    }
}

/// A catalog in Xcode's layout cut into pieces: everything before the first string's line
/// (`{`, `sourceLanguage`, `"strings" : {`), each string's lines (from its indentation to
/// its closing brace), and everything after the last one (`}`, `version`, `}`).
struct LayoutPieces {
    let bytes: [UInt8]
    /// Each string's key as written (escaped, without its quotes), in the file's order.
    var keys: [Range<Int>] = []
    var entries: [Range<Int>] = []
    var header = 0..<0
    var footer = 0..<0

    /// Nil when the bytes are not exactly Xcode's layout, or have no strings.
    init?(_ bytes: [UInt8]) {
        self.bytes = bytes
        let spans = bytes.withUnsafeBufferPointer { buffer in CanonicalLayoutScan.scan(buffer).map { $0.entries } }
        guard let spans, let first = spans.first, let last = spans.last else { return nil }
        // "    \"key\" : {": the key's line starts with four spaces and a quote.
        let indent = 5
        guard first.key.lowerBound >= indent else { return nil }
        keys = spans.map(\.key)
        entries = spans.map { ($0.key.lowerBound - indent)..<$0.valueEnd }
        header = 0..<(first.key.lowerBound - indent)
        footer = last.valueEnd..<bytes.count
    }

    func slice(_ range: Range<Int>) -> ArraySlice<UInt8> {
        bytes[range]
    }

    /// The position of each key (as written).
    func index() -> [ArraySlice<UInt8>: Int] {
        var index: [ArraySlice<UInt8>: Int] = [:]
        index.reserveCapacity(keys.count)
        for (position, key) in keys.enumerated() { index[bytes[key]] = position }
        return index
    }

    /// True when this file's key `i` comes before `other`'s key `j` in Xcode's order.
    func precedes(_ i: Int, _ other: LayoutPieces, _ j: Int) -> Bool {
        bytes.withUnsafeBufferPointer { a in
            other.bytes.withUnsafeBufferPointer { b in
                let rawA = UnsafeBufferPointer(rebasing: a[keys[i]]), rawB = UnsafeBufferPointer(rebasing: b[other.keys[j]])
                if !rawA.contains(UInt8(ascii: "\\")), !rawB.contains(UInt8(ascii: "\\")), let order = KeyCollation.fastCompare(rawA, rawB) {
                    return order == .orderedAscending
                }
                let keyA = CatalogParser.string(at: keys[i].lowerBound - 1, in: a) ?? ""
                let keyB = CatalogParser.string(at: other.keys[j].lowerBound - 1, in: b) ?? ""
                return KeyCollation.compare(keyA, keyB) == .orderedAscending
            }
        }
    }
}
