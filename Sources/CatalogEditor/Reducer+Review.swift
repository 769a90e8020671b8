import StringCatalogKit

/// Marks and review states: `r`, `R`, their bulk forms and the marks they act on.
extension EditorState {
    mutating func toggleMark() {
        guard let key = selectedString?.key else { return }
        if marks.remove(key) == nil { marks.insert(key) }
        move(by: 1)
    }

    /// `r` / `R`: the marked strings (asking first when there are several), else the
    /// selected one.
    mutating func review(reviewed: Bool, allShown: Bool) -> [Effect] {
        let keys: [String]
        if !marks.isEmpty {
            keys = catalog.strings.map(\.key).filter { marks.contains($0) }
        } else if allShown {
            keys = visibleRows.map { catalog.strings[$0].key }
        } else {
            guard let key = selectedString?.key else { return [.bell] }
            keys = [key]
        }
        guard !keys.isEmpty else { return [.bell] }
        if keys.count == 1 && !allShown {
            applyReview(keys: keys, reviewed: reviewed)
            return []
        }
        let what = reviewed ? "reviewed" : "for review"
        prompt = .confirmation("Mark \(count(keys.count, "string")) \(what) in \(Language.displayName(for: language))?",
                               .review(keys: keys, reviewed: reviewed), yes: "mark \(keys.count)")
        return []
    }

    mutating func applyReview(keys: [String], reviewed: Bool) {
        let language = self.language
        let summary = (reviewed ? "Mark reviewed: " : "Mark for review: ") + (keys.count == 1 ? "“\(keys[0])”" : count(keys.count, "string"))
        let before = keys.count
        let change = apply(summary, keys: keys) { catalog in
            for key in keys {
                guard let i = catalog.index(ofKey: key) else { continue }
                if reviewed { catalog.strings[i].markReviewed(language: language) } else { catalog.strings[i].markForReview(language: language) }
            }
        }
        marks = []
        let changed = change.map { c in c.keys.filter { c.before[$0] != c.after[$0] }.count } ?? 0
        let state = reviewed ? "translated" : "needs review"
        message = StatusMessage(changed == 0
            ? "Nothing to change: \(before == 1 ? "it is" : "none is") \(reviewed ? "waiting for review" : "translated")"
            : "\(count(changed, "string")) now \(state)")
    }
}
