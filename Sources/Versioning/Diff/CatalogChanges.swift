import StringCatalogKit

/// What changed between two versions of a catalog, string by string (`xcedit diff OLD NEW`):
/// strings added, removed and renamed, and for each changed string its comment, flags and
/// each language's values and states, form by form.
public struct CatalogChanges: Sendable {
    public enum Change: Equatable, Sendable {
        case added(CatalogString)
        case removed(CatalogString)
        /// Deleted and added again under a key that differs only in case or spacing, or with
        /// at least 80% of the same translations (as `CatalogMerge` tells renames); `details`
        /// are the changes that came with it.
        case renamed(from: String, to: String, details: [String])
        case changed(key: String, details: [String])
    }

    public var changes: [Change] = []
    /// Catalog-wide changes (`sourceLanguage`, `version`).
    public var catalogChanges: [String] = []

    public var isEmpty: Bool { changes.isEmpty && catalogChanges.isEmpty }

    public init(old: StringCatalog, new: StringCatalog) {
        if old.sourceLanguage != new.sourceLanguage { catalogChanges.append("sourceLanguage: \(old.sourceLanguage) → \(new.sourceLanguage)") }
        if old.version != new.version { catalogChanges.append("version: \(old.version ?? "none") → \(new.version ?? "none")") }
        let oldIndex = CatalogMerge.Index(old), newIndex = CatalogMerge.Index(new)
        let removed = old.strings.filter { newIndex[$0.key] == nil }
        var added = new.strings.filter { oldIndex[$0.key] == nil }
        var renamedFrom: [ScalarKey: CatalogString] = [:]  // by the new key
        var oldKeysRenamed: Set<ScalarKey> = []
        for gone in removed {
            guard let index = CatalogMerge.renamedCounterpart(of: gone, among: added) else { continue }
            renamedFrom[ScalarKey(added[index].key)] = gone
            oldKeysRenamed.insert(ScalarKey(gone.key))
            added.remove(at: index)
        }
        // In the new file's order, removed strings where they were in the old one.
        for string in new.strings {
            if let old = renamedFrom[ScalarKey(string.key)] {
                changes.append(.renamed(from: old.key, to: string.key, details: Self.details(old, string)))
            } else if let before = oldIndex[string.key] {
                let details = Self.details(before, string)
                if !details.isEmpty { changes.append(.changed(key: string.key, details: details)) }
            } else {
                changes.append(.added(string))
            }
        }
        var position = 0
        for string in old.strings where !oldKeysRenamed.contains(ScalarKey(string.key)) && newIndex[string.key] == nil {
            // After the last change whose key comes before it.
            while position < changes.count, KeyCollation.areInIncreasingOrder(Self.key(of: changes[position]), string.key) { position += 1 }
            changes.insert(.removed(string), at: position)
            position += 1
        }
    }

    static func key(of change: Change) -> String {
        switch change {
        case .added(let string), .removed(let string): string.key
        case .renamed(_, let to, _): to
        case .changed(let key, _): key
        }
    }

    /// The changes inside one string, one line each.
    static func details(_ old: CatalogString, _ new: CatalogString) -> [String] {
        var lines: [String] = []
        func compare(_ name: String, _ a: String?, _ b: String?) {
            guard a != b else { return }
            switch (a, b) {
            case (nil, let b?): lines.append("\(name): added \(JSONQuoting.quote(b))")
            case (let a?, nil): lines.append("\(name): removed \(JSONQuoting.quote(a))")
            case (let a?, let b?): lines.append("\(name): \(JSONQuoting.quote(a)) → \(JSONQuoting.quote(b))")
            default: break
            }
        }
        compare("comment", old.comment, new.comment)
        if old.extractionState != new.extractionState {
            lines.append("extractionState: \(old.extractionState?.rawValue ?? "none") → \(new.extractionState?.rawValue ?? "none")")
        }
        if old.shouldTranslate != new.shouldTranslate {
            lines.append(new.shouldTranslate == false ? "marked don't translate" : "marked to translate")
        }
        var languages = (old.localizations?.elements ?? []).map(\.key)
        for language in (new.localizations?.elements ?? []).map(\.key) where !languages.contains(language) { languages.append(language) }
        for language in languages {
            let before = units(old.localization(for: language)), after = units(new.localization(for: language))
            var forms = before.map(\.0)
            for form in after.map(\.0) where !forms.contains(form) { forms.append(form) }
            for form in forms.sorted() {
                let place = form.isRoot ? language : "\(language) \(form)"
                let a = before.first { $0.0 == form }?.1, b = after.first { $0.0 == form }?.1
                switch (a, b) {
                case (nil, let b?): lines.append("\(place): added \(JSONQuoting.quote(b.value ?? "")) (\(b.state?.rawValue ?? "no state"))")
                case (let a?, nil): lines.append("\(place): removed \(JSONQuoting.quote(a.value ?? ""))")
                case (let a?, let b?):
                    if a.value != b.value { lines.append("\(place): \(JSONQuoting.quote(a.value ?? "")) → \(JSONQuoting.quote(b.value ?? ""))") }
                    if a.state != b.state { lines.append("\(place): \(a.state?.rawValue ?? "no state") → \(b.state?.rawValue ?? "no state")") }
                default: break
                }
            }
        }
        if lines.isEmpty && CatalogMerge.renamed(old, to: new.key) != new { lines.append("other fields changed") }
        return lines
    }

    static func units(_ localization: Localization?) -> [(FormPath, StringUnit)] {
        var found: [(FormPath, StringUnit)] = []
        localization?.forEachStringUnit { found.append(($1, $0)) }
        return found
    }

    /// The diff as text: `~` a changed string with its changes indented, `+` added, `-`
    /// removed, `>` renamed.
    public var text: String {
        var lines = catalogChanges
        for change in changes {
            switch change {
            case .added(let string):
                lines.append("+ \(JSONQuoting.quote(string.key))")
                lines += Self.details(CatalogString(key: string.key), string).map { "    " + $0 }
            case .removed(let string):
                lines.append("- \(JSONQuoting.quote(string.key))")
            case .renamed(let from, let to, let details):
                lines.append("> \(JSONQuoting.quote(from)) renamed to \(JSONQuoting.quote(to))")
                lines += details.map { "    " + $0 }
            case .changed(let key, let details):
                lines.append("~ \(JSONQuoting.quote(key))")
                lines += details.map { "    " + $0 }
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
