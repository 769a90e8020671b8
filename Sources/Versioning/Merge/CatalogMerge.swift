import StringCatalogKit

/// A three-way merge of String Catalogs (`xcedit merge`, git's merge driver for `.xcstrings`).
///
/// Strings are merged key by key: a string only one side changed is taken from that side, a
/// string both sides changed is merged field by field (`StringEntryMerge`). A string deleted
/// on one side is deleted when the other side left it alone, or only marked it `stale` (Xcode
/// no longer finds it in code); a string one side renamed (deleted and added again under a
/// key that differs in case or spacing, or with at least 80% of the same translations) takes
/// the other side's edits of the old key along to the new one. `version` takes the higher of
/// two changes. Whatever no rule decides is a `MergeConflict`, with ours kept there; the result
/// is always a valid catalog.
public enum CatalogMerge {
    public struct Result: Sendable {
        public var catalog: StringCatalog
        public var conflicts: [MergeConflict]
        /// Keys one side renamed while the other side edited the old key: the edits moved.
        public var renames: [Rename]
    }

    public struct Rename: Equatable, Sendable {
        public var from: String
        public var to: String
        /// The side that renamed.
        public var by: MergeConflict.Side
    }

    /// Translations an entry under a new key must share with the deleted one to count as the
    /// same string renamed.
    static let renameSimilarity = 0.8

    public static func merge(base: StringCatalog, ours: StringCatalog, theirs: StringCatalog) -> Result {
        var conflicts: [MergeConflict] = []
        var merged = StringCatalog(sourceLanguage: ours.sourceLanguage, strings: [], version: ours.version, extraFields: [])

        // The catalog's own fields.
        if bothChanged(base.sourceLanguage, ours.sourceLanguage, theirs.sourceLanguage) {
            conflicts.append(MergeConflict(key: nil, field: "sourceLanguage", kind: .modifyModify))
        } else if ours.sourceLanguage == base.sourceLanguage {
            merged.sourceLanguage = theirs.sourceLanguage
        }
        if bothChanged(base.version, ours.version, theirs.version) {
            merged.version = higherVersion(ours.version, theirs.version)
        } else if ours.version == base.version {
            merged.version = theirs.version
        }
        var rootMerge = StringEntryMerge(key: "")
        if case .object(let members)? = rootMerge.merge(base: .object(base.extraFields), ours: .object(ours.extraFields), theirs: .object(theirs.extraFields)) {
            merged.extraFields = members
        }
        conflicts += rootMerge.conflicts.map { conflict in
            var catalogLevel = conflict
            catalogLevel.key = nil
            return catalogLevel
        }

        let baseIndex = Index(base), oursIndex = Index(ours), theirsIndex = Index(theirs)
        let renamedByOurs = renames(by: oursIndex, other: theirsIndex, base: baseIndex)
        let renamedByTheirs = renames(by: theirsIndex, other: oursIndex, base: baseIndex)
        var renameList: [Rename] = []
        // The new key of each rename, with the old key it takes the other side's edits from.
        var renamedFrom: [ScalarKey: (old: String, by: MergeConflict.Side)] = [:]
        for (old, new) in renamedByOurs {
            renamedFrom[ScalarKey(new)] = (old, .ours)
            renameList.append(Rename(from: old, to: new, by: .ours))
        }
        for (old, new) in renamedByTheirs where renamedFrom[ScalarKey(new)] == nil {
            renamedFrom[ScalarKey(new)] = (old, .theirs)
            renameList.append(Rename(from: old, to: new, by: .theirs))
        }
        let movedAway = Set(renameList.map { ScalarKey($0.from) })

        var strings: [CatalogString] = []
        strings.reserveCapacity(max(ours.strings.count, theirs.strings.count))
        var keys = ours.strings.map(\.key)
        keys += theirs.strings.map(\.key).filter { oursIndex[$0] == nil }
        keys += base.strings.map(\.key).filter { oursIndex[$0] == nil && theirsIndex[$0] == nil }
        for key in keys where !movedAway.contains(ScalarKey(key)) {
            var baseString = baseIndex[key], oursString = oursIndex[key], theirsString = theirsIndex[key]
            if let rename = renamedFrom[ScalarKey(key)] {
                // The renaming side's new entry against the other side's old one, from the old base.
                baseString = baseIndex[rename.old].map { renamed($0, to: key) }
                if rename.by == .ours {
                    theirsString = theirsIndex[rename.old].map { renamed($0, to: key) }
                } else {
                    oursString = oursIndex[rename.old].map { renamed($0, to: key) }
                }
            }
            let (string, found) = mergeString(key: key, base: baseString, ours: oursString, theirs: theirsString, sourceLanguage: merged.sourceLanguage)
            conflicts += found
            if let string { strings.append(string) }
        }
        // Xcode's order: new keys at their collated place (and a parent that was out of order,
        // as a line merge can leave it, put back in order).
        if !KeyCollation.isSorted(strings.map(\.key)) {
            strings.sort { KeyCollation.areInIncreasingOrder($0.key, $1.key) }
        }
        merged.strings = strings
        return Result(catalog: merged, conflicts: conflicts, renames: renameList)
    }

    /// The one string `key` (see the type's description).
    static func mergeString(key: String, base: CatalogString?, ours: CatalogString?, theirs: CatalogString?,
                            sourceLanguage: String) -> (CatalogString?, [MergeConflict]) {
        if ours == theirs { return (ours, []) }
        if ours == base { return (theirs, []) }
        if theirs == base { return (ours, []) }
        if let base {
            // Xcode marking a string stale on one side does not keep it alive against a deletion.
            if ours == nil, let theirs, onlyMarkedStale(base, theirs) { return (nil, []) }
            if theirs == nil, let ours, onlyMarkedStale(base, ours) { return (nil, []) }
        }
        var entryMerge = StringEntryMerge(key: key)
        let merged = entryMerge.merge(base: base.map(StringJSON.object), ours: ours.map(StringJSON.object), theirs: theirs.map(StringJSON.object))
        guard let merged else { return (nil, entryMerge.conflicts) }
        guard let string = StringJSON.string(key: key, object: merged, sourceLanguage: sourceLanguage) else {
            // A combination the catalog format cannot hold: the whole string is the conflict.
            return (ours, [MergeConflict(key: key, kind: base == nil ? .addAdd : .modifyModify)])
        }
        return (string, entryMerge.conflicts)
    }

    /// True when `changed` differs from `base` only by `extractionState: stale`.
    static func onlyMarkedStale(_ base: CatalogString, _ changed: CatalogString) -> Bool {
        guard changed.extractionState == .stale, base.extractionState != .stale else { return false }
        var unmarked = changed
        unmarked.extractionState = base.extractionState
        return unmarked == base
    }

    /// For each key the side deleted while the other side edited it, the key it was renamed
    /// to on that side, if any: a new key on that side, absent from the other, whose name
    /// differs only in case and spacing, or whose translations are at least 80% those of the
    /// old entry.
    static func renames(by side: Index, other: Index, base: Index) -> [(old: String, new: String)] {
        let added = side.catalog.strings.filter { base[$0.key] == nil && other[$0.key] == nil }
        guard !added.isEmpty else { return [] }
        var taken: Set<ScalarKey> = []
        var found: [(old: String, new: String)] = []
        for old in base.catalog.strings where side[old.key] == nil {
            guard let edited = other[old.key], edited != old else { continue }
            let candidates = added.filter { !taken.contains(ScalarKey($0.key)) }
            guard let index = renamedCounterpart(of: old, among: candidates) else { continue }
            let new = candidates[index]
            taken.insert(ScalarKey(new.key))
            found.append((old.key, new.key))
        }
        return found
    }

    /// Which of `candidates` (strings added where `old` was deleted) is `old` renamed: one
    /// whose key differs only in case and spacing, else the one with the most translations
    /// in common, at least 80% of them; nil when none is.
    static func renamedCounterpart(of old: CatalogString, among candidates: [CatalogString]) -> Int? {
        if let byName = candidates.firstIndex(where: { loosely($0.key) == loosely(old.key) }) { return byName }
        return candidates.indices.map { ($0, similarity(old, candidates[$0])) }.filter { $0.1 >= renameSimilarity }.max { $0.1 < $1.1 }?.0
    }

    /// A key compared without case and white space.
    static func loosely(_ key: String) -> String {
        String(key.lowercased().unicodeScalars.filter { !$0.properties.isWhitespace })
    }

    /// The share of the old entry's localizations that the new entry has unchanged (over the
    /// larger of the two lists); 0 when the old entry has none.
    static func similarity(_ old: CatalogString, _ new: CatalogString) -> Double {
        let oldElements = old.localizations?.elements ?? []
        guard !oldElements.isEmpty else { return 0 }
        let same = oldElements.filter { new.localization(for: $0.key) == $0.value }.count
        return Double(same) / Double(max(oldElements.count, new.localizations?.elements.count ?? 0))
    }

    static func renamed(_ string: CatalogString, to key: String) -> CatalogString {
        var copy = string
        copy.key = key
        return copy
    }

    /// True when both sides changed a value, differently.
    static func bothChanged<T: Equatable>(_ base: T, _ ours: T, _ theirs: T) -> Bool {
        ours != base && theirs != base && ours != theirs
    }

    /// `1.1` over `1.0`: versions compared part by part as numbers.
    static func higherVersion(_ a: String?, _ b: String?) -> String? {
        guard let a, let b else { return a ?? b }
        let parts = { (v: String) in v.split(separator: ".").map { Int($0) ?? 0 } }
        return parts(a).lexicographicallyPrecedes(parts(b)) ? b : a
    }

    /// A catalog's strings by key.
    struct Index {
        let catalog: StringCatalog
        private let positions: [ScalarKey: Int]

        init(_ catalog: StringCatalog) {
            self.catalog = catalog
            var positions: [ScalarKey: Int] = [:]
            positions.reserveCapacity(catalog.strings.count)
            for (i, string) in catalog.strings.enumerated() { positions[ScalarKey(string.key)] = i }
            self.positions = positions
        }

        subscript(key: String) -> CatalogString? {
            positions[ScalarKey(key)].map { catalog.strings[$0] }
        }
    }
}
