import CatalogEditor
import StringCatalogKit
import TerminalUI

/// The string table: key, source value, translation, markers and state badge.
enum TableView {
    /// Column widths for an inner width: the state column is fixed, markers take four
    /// cells, and key, source and translation share the rest (source and translation a
    /// little more than the key).
    struct Columns {
        var file = 0, key: Int, source: Int, translation: Int, markers: Int, state: Int
        var gap = 1

        /// `showsFile`: the "all files" view, where a file column leads when the table is
        /// wide enough (else the inspector's title names the file). `showsConflicts`: a
        /// catalog git left unmerged, whose narrow state column takes one cell more so that
        /// the badge reads `CONFLICT` whole, as it does in the wide one.
        init(innerWidth: Int, showsTranslation: Bool, showsFile: Bool = false, showsConflicts: Bool = false) {
            state = innerWidth >= 90 ? 15 : (showsConflicts ? Self.conflictBadge.count + 1 : 7)
            markers = 4
            if showsFile && innerWidth >= Self.widthForFile { file = max(12, min(30, innerWidth / 5)) }
            let gaps = (showsTranslation ? 4 : 3) + (file > 0 ? 1 : 0)
            let rest = max(0, innerWidth - file - state - markers - gaps)
            if showsTranslation {
                key = rest * 3 / 10
                source = (rest - key) / 2
                translation = rest - key - source
            } else {
                key = rest * 2 / 5
                source = rest - key
                translation = 0
            }
        }

        /// The table's inner width from which the "all files" view has a file column.
        static let widthForFile = 80

        /// A string with an unresolved merge conflict shows this instead of its state.
        static let conflictBadge = "CONFLICT"

        /// The columns of `state`'s table, `innerWidth` wide.
        init(_ state: EditorState, innerWidth: Int) {
            self.init(innerWidth: innerWidth, showsTranslation: !state.isSourceLanguageSelected, showsFile: state.showsAllFiles,
                      showsConflicts: state.documents.contains { $0.merge != nil })
        }
    }

    /// The table's title, shortened to fit `width`: the language by code alone, then the
    /// catalog's name without `.xcstrings` (a bundle's name before it takes room: `de.xcloc:
    /// Localizable`), then that name cut in the middle, so that the counts and the filter
    /// stay visible.
    static func title(_ state: EditorState, width: Int = .max) -> String {
        // While a large catalog is read, how many strings it has is not known yet.
        var details = [state.reading == nil ? "\(state.visibleRows.count) of \(state.tableStringCount) shown" : "first \(state.visibleRows.count) shown"]
        if !state.filterText.isEmpty || state.isEditingFilter { details.append("/" + state.filterText) }
        if state.stateFilter != .all { details.append(state.stateFilter.title) }
        if state.sort != SortOrder() { details.append("sort: \(state.sort.column.title) \(state.sort.descending ? "↓" : "↑")") }
        if state.markCount > 0 { details.append("\(state.markCount) marked") }
        if let merge = state.document.merge { details.append(merge.unresolvedCount == 0 ? "no conflict left" : count(merge.unresolvedCount, "conflict") + " left") }
        // The modified marker leads, so that it survives every shortening.
        let modified = state.tableIsModified ? "● " : ""
        // A bundle's name before its file's (`de.xcloc: Localizable`), or before "all files".
        let bundle = state.document.exchange.map { $0.inputName + ": " } ?? ""
        // When even the shortest does not fit, the bundle's name goes first.
        let names = state.showsAllFiles ? [bundle + "all files", "all files"]
            : state.document.label.fittingForms.map { bundle + $0 } + (bundle.isEmpty ? [] : [state.document.label.tag])
        let candidates = [[names[0], languageLabel(state.language)] + details] + names.map { [$0, state.language] + details }
        if let fitting = candidates.map({ modified + $0.joined(separator: " · ") }).first(where: { TextWidth.of($0) <= width }) { return fitting }
        // The name stays, as much of it as fits (see `PathLabel.fitted`).
        let rest = ([state.language] + details).joined(separator: " · ")
        let room = width - TextWidth.of(modified) - TextWidth.of(rest) - 3
        guard room >= 8 else { return modified + rest }
        let name = state.showsAllFiles ? names[1] : state.document.label.fitted(toWidth: room)
        return modified + TextWidth.truncateMiddle(name, toWidth: room) + " · " + rest
    }

    static func draw(_ grid: inout CellGrid, _ state: EditorState, in region: Region) {
        let focused = state.focus == .table && state.overlay == nil
        EditorRenderer.paneBox(&grid, region, title: title(state, width: region.width - 4), focused: focused)
        let inner = Rect(region).inset(by: 1)
        guard inner.height >= 2, inner.width > 10 else { return }
        let source = state.document.sourceLanguage
        let showsTranslation = !state.isSourceLanguageSelected
        let columns = Columns(state, innerWidth: inner.width)

        // Header.
        var x = inner.x
        func cell(_ text: String, _ width: Int, _ y: Int, _ style: Style, right: Bool = false) {
            guard width > 0 else { return }
            grid.putPadded(text, x: x, y: y, width: width, style: style, alignRight: right)
            x += width
            if x < inner.maxX {
                grid.put(" ", x: x, y: y, style: style)
                x += columns.gap
            }
        }
        let headerY = inner.y
        cell("FILE", columns.file, headerY, Theme.header)
        cell("KEY", columns.key, headerY, Theme.header)
        cell(Language.displayName(for: source).uppercased(), columns.source, headerY, Theme.header)
        if showsTranslation { cell(Language.displayName(for: state.language).uppercased(), columns.translation, headerY, Theme.header) }
        cell("", columns.markers, headerY, Theme.header)
        cell("STATE", columns.state, headerY, Theme.header)

        if state.visibleRows.isEmpty {
            let text = state.tableStringCount == 0 ? "This catalog has no strings" : "No strings match; Esc clears the filter, f changes the state filter"
            grid.put(text, x: inner.x + 1, y: inner.y + 2, maxWidth: inner.width - 2, style: Theme.dim)
            return
        }
        for offset in 0..<(inner.height - 1) {
            let rowIndex = state.tableScroll + offset
            guard state.visibleRows.indices.contains(rowIndex) else { break }
            let row = state.visibleRows[rowIndex]
            let document = state.documents[row.document]
            let entry = document.catalog.entry(at: row.string)
            let string = entry.string
            let y = inner.y + 1 + offset
            let isSelected = rowIndex == state.selectedRow
            let base = isSelected ? (focused ? Theme.selectedFocused : Theme.selected) : Style.plain
            x = inner.x
            if columns.file > 0 { cell(document.label.fitted(toWidth: columns.file), columns.file, y, isSelected ? base : Theme.dim) }
            let key = VisibleText.key(string.key)
            if state.isMarked(row) {
                // A marked row: "•" before its key (bold, so that it shows without colour).
                cell("• " + shortened(key: key.text, toWidth: columns.key - 2), columns.key, y, isSelected ? base : Theme.mark)
            } else {
                cell(shortened(key: key.text, toWidth: columns.key), columns.key, y, key.isPlaceholder && !isSelected ? Theme.dim : base)
            }
            cell(VisibleText.of(entry.displayValue(in: source) ?? ""), columns.source, y, base)
            if showsTranslation {
                let translation = entry.displayValue(in: state.language)
                cell(translation.map(VisibleText.of) ?? "—", columns.translation, y, translation == nil && !isSelected ? Theme.dim : base)
            }
            cell(markers(string, hasProblems: state.hasProblems(row)), columns.markers, y, isSelected ? base : Theme.marker)
            if document.merge?.hasUnresolved(ofKey: string.key) == true {
                // A merge conflict outranks the state: it is what is left to do.
                cell(Columns.conflictBadge, columns.state, y, isSelected ? base : Theme.conflict)
                continue
            }
            let badge = entry.badge(in: state.language)
            let label = columns.state >= 15 ? badge.label : badge.shortLabel
            cell(label, columns.state, y, isSelected ? base : Theme.badge(badge))
        }
    }

    /// True when screen column `x` falls in the column of values being translated (the
    /// translation, or the source value when the source language is selected).
    static func isValueColumn(x: Int, _ state: EditorState) -> Bool {
        let inner = Rect(screenLayout(state).table).inset(by: 1)
        let showsTranslation = !state.isSourceLanguageSelected
        let columns = Columns(state, innerWidth: inner.width)
        let start = inner.x + (columns.file > 0 ? columns.file + columns.gap : 0) + columns.key + columns.gap
            + (showsTranslation ? columns.source + columns.gap : 0)
        let width = showsTranslation ? columns.translation : columns.source
        return x >= start && x < start + width
    }

    /// A key in `width` columns. A key made like an identifier (no spaces; dots or
    /// underscores between its parts: `navigation.bar.title`) keeps its end, where the
    /// parts that tell keys apart are (`…bar.title`, `…r.subtitle`), where cutting its end
    /// would turn a screen of them into rows of identical `navigation…`; a sentence keeps
    /// its start.
    static func shortened(key: String, toWidth width: Int) -> String {
        guard TextWidth.of(key) > width, isIdentifierLike(key) else { return key }
        return TextWidth.truncateKeepingEnd(key, toWidth: width)
    }

    static func isIdentifierLike(_ key: String) -> Bool {
        !key.contains { $0.isWhitespace } && key.contains { $0 == "." || $0 == "_" }
    }

    /// P plural, D device, S substitutions, ! a problem (error or warning).
    static func markers(_ string: CatalogString, hasProblems: Bool) -> String {
        let kinds = string.variationKinds
        return (kinds.plural ? "P" : " ") + (kinds.device ? "D" : " ") + (kinds.substitutions ? "S" : " ") + (hasProblems ? "!" : " ")
    }
}
