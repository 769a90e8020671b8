import StringCatalogKit

/// Marks and review states: `r`, `R`, their bulk forms and the marks they act on.
extension EditorState {
    mutating func toggleMark() {
        guard let key = selectedString?.key else { return }
        if marks.remove(ScalarKey(key)) == nil { marks.insert(ScalarKey(key)) }
        move(by: 1)
    }

    /// `r` / `R`: the marked strings (asking first when there are several), else the
    /// selected one.
    mutating func review(reviewed: Bool, allShown: Bool) -> [Effect] {
        var keys: [String]
        if !marks.isEmpty {
            keys = catalog.strings.map(\.key).filter { marks.contains(ScalarKey($0)) }
        } else if allShown {
            keys = visibleRows.map { catalog.strings[$0].key }
        } else {
            guard let key = selectedString?.key else { return [.bell] }
            keys = [key]
        }
        keys = reviewableKeys(keys)
        guard !keys.isEmpty else { return [.bell] }
        if keys.count == 1 && !allShown {
            applyReview(keys: keys, reviewed: reviewed)
            return []
        }
        // The question names the strings that will change, not all those it looked at.
        let changing = keysChangedByReview(keys, reviewed: reviewed)
        let waiting = reviewed ? "waiting for review" : "translated"
        let languageName = Language.displayName(for: language)
        guard !changing.isEmpty else {
            let which = keys.count == 1 ? "it has" : "none of the \(count(keys.count, "string")) has"
            message = StatusMessage("Nothing to change: \(which) anything \(waiting) in \(languageName)")
            return [.bell]
        }
        let what = reviewed ? "reviewed" : "for review"
        var question = "Mark \(count(changing.count, "string")) \(what) in \(languageName)?"
        if changing.count < keys.count {
            let others = keys.count - changing.count
            question += " (the other \(count(others, "string")) of the \(keys.count) \(verb(others, "has", "have")) nothing \(waiting))"
        }
        prompt = .confirmation(question, .review(keys: changing, reviewed: reviewed), yes: "mark \(changing.count)")
        return []
    }

    /// The strings among `keys` that `r` (or `R`) would change in the selected language.
    func keysChangedByReview(_ keys: [String], reviewed: Bool) -> [String] {
        keys.filter { key in
            guard let i = catalog.index(ofKey: key) else { return false }
            var string = catalog.strings[i]
            if reviewed { string.markReviewed(language: language) } else { string.markForReview(language: language) }
            return string != catalog.strings[i]
        }
    }

    mutating func applyReview(keys: [String], reviewed: Bool) {
        let language = self.language
        let summary = (reviewed ? "Mark reviewed: " : "Mark for review: ") + (keys.count == 1 ? "“\(keys[0])”" : count(keys.count, "string"))
        let before = keys.count
        let change = apply(summary, keys: keys) { catalog in
            for key in keys {
                guard let i = catalog.index(ofKey: key) else { continue }
                catalog.modifyString(at: i) { string in
                    if reviewed { string.markReviewed(language: language) } else { string.markForReview(language: language) }
                }
            }
        }
        marks = []
        let changed = change.map { c in c.keys.filter { c.before[$0] != c.after[$0] }.count } ?? 0
        let state = reviewed ? verb(changed, "is now translated", "are now translated") : verb(changed, "now needs review", "now need review")
        message = StatusMessage(changed == 0
            ? "Nothing to change: \(before == 1 ? "it is" : "none is") \(reviewed ? "waiting for review" : "translated")"
            : "\(count(changed, "string")) \(state)")
    }
}
