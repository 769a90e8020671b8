import StringCatalogKit

/// A string of one of the open documents, by key: what a question about several strings
/// (bulk review across the files of a bundle) names until it is answered.
public struct StringReference: Hashable, Sendable {
    public var document: Int
    public var key: String

    public init(document: Int, key: String) {
        self.document = document
        self.key = key
    }
}

/// Marks and review states: `r`, `R`, their bulk forms and the marks they act on.
extension EditorState {
    /// The keys marked in the current catalog.
    public var marks: Set<ScalarKey> { marksByDocument[current] ?? [] }

    /// Every mark, in whichever file.
    public var markCount: Int { marksByDocument.values.reduce(0) { $0 + $1.count } }

    public func isMarked(_ row: TableRow) -> Bool {
        marksByDocument[row.document]?.contains(ScalarKey(documents[row.document].catalog.strings[row.string].key)) == true
    }

    /// Space: toggles the selected string's mark, then moves the table's selection down one
    /// row, whichever pane has the keyboard (so that Space Space Space marks three rows).
    /// The last row has nowhere to go: Space toggles it and stays, and the status line says
    /// which way it went, so that a second Space there is a visible unmark, not a surprise.
    mutating func toggleMark() {
        guard let row = selectedRowReference else { return }
        let key = ScalarKey(documents[row.document].catalog.strings[row.string].key)
        let marked = marksByDocument[row.document, default: []].remove(key) == nil
        if marked { marksByDocument[row.document, default: []].insert(key) }
        if marksByDocument[row.document]?.isEmpty == true { marksByDocument[row.document] = nil }
        if selectedRow + 1 < visibleRows.count {
            selectedRow += 1
            inspectorScroll = 0
            scrollSelectionIntoView()
        } else {
            message = StatusMessage(marked ? "Marked the last row (Space again unmarks it)" : "Unmarked the last row")
        }
    }

    /// `r` / `R`: the marked strings (asking first when there are several), else the
    /// selected one; Alt-r / Alt-R: the marked ones, else every string shown (in every file
    /// the table lists).
    mutating func review(reviewed: Bool, allShown: Bool) -> [Effect] {
        var strings: [StringReference]
        if markCount > 0 {
            strings = marksByDocument.keys.sorted().flatMap { index in
                documents[index].catalog.strings.map(\.key).filter { marksByDocument[index]!.contains(ScalarKey($0)) }
                    .map { StringReference(document: index, key: $0) }
            }
        } else if allShown {
            strings = visibleRows.map { StringReference(document: $0.document, key: documents[$0.document].catalog.strings[$0.string].key) }
        } else {
            guard let key = selectedString?.key else { return [.bell] }
            strings = [StringReference(document: current, key: key)]
        }
        strings = reviewableStrings(strings)
        guard !strings.isEmpty else { return [.bell] }
        if strings.count == 1 && !allShown {
            applyReview(strings, reviewed: reviewed)
            return []
        }
        // The question names the strings that will change, not all those it looked at.
        let changing = stringsChangedByReview(strings, reviewed: reviewed)
        let waiting = reviewed ? "waiting for review" : "translated"
        let languageName = Language.displayName(for: language)
        guard !changing.isEmpty else {
            let which = strings.count == 1 ? "it has" : "none of the \(count(strings.count, "string")) has"
            message = StatusMessage("Nothing to change: \(which) anything \(waiting) in \(languageName)")
            return [.bell]
        }
        let what = reviewed ? "reviewed" : "for review"
        var question = "Mark \(count(changing.count, "string")) \(what) in \(languageName)"
        let files = Set(changing.map(\.document)).count
        if files > 1 { question += " in \(files) files" }
        question += "?"
        if changing.count < strings.count {
            let others = strings.count - changing.count
            question += " (the other \(count(others, "string")) of the \(strings.count) \(verb(others, "has", "have")) nothing \(waiting))"
        }
        prompt = .confirmation(question, .review(strings: changing, reviewed: reviewed), yes: "mark \(changing.count)")
        return []
    }

    /// The strings among `strings` that `r` (or `R`) would change in the selected language.
    func stringsChangedByReview(_ strings: [StringReference], reviewed: Bool) -> [StringReference] {
        strings.filter { reference in
            let catalog = documents[reference.document].catalog
            guard let i = catalog.index(ofKey: reference.key) else { return false }
            var string = catalog.strings[i]
            if reviewed { string.markReviewed(language: language) } else { string.markForReview(language: language) }
            return string != catalog.strings[i]
        }
    }

    /// Marks `strings` reviewed (or for review): one step, across every file it reaches.
    mutating func applyReview(_ strings: [StringReference], reviewed: Bool) {
        let language = self.language
        let summary = (reviewed ? "Mark reviewed: " : "Mark for review: ") + (strings.count == 1 ? "“\(strings[0].key)”" : count(strings.count, "string"))
        let changes = apply(summary, to: strings) { key, catalog in
            guard let i = catalog.index(ofKey: key) else { return }
            catalog.modifyString(at: i) { string in
                if reviewed { string.markReviewed(language: language) } else { string.markForReview(language: language) }
            }
        }
        marksByDocument = [:]
        let changed = changes.reduce(0) { sum, c in sum + c.keys.filter { c.before[$0] != c.after[$0] }.count }
        let state = reviewed ? verb(changed, "is now translated", "are now translated") : verb(changed, "now needs review", "now need review")
        message = StatusMessage(changed == 0
            ? "Nothing to change: \(strings.count == 1 ? "it is" : "none is") \(reviewed ? "waiting for review" : "translated")"
            : "\(count(changed, "string")) \(state)")
    }
}
