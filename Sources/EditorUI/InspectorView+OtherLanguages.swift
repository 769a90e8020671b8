import CatalogEditor
import StringCatalogKit
import TerminalUI

/// The same string in every other language of the catalog, with its state: translators
/// lean on a language they know better than the source, and see how others solved a
/// tricky text. In sidebar order, after everything about the selected language, so that
/// nothing the translator edits moves down.
///
/// One row per language, a long value cut with "…" at the pane's edge ([ ] shows it whole):
/// 40 languages stay a table that reads down, and a frame costs the same whatever the
/// values' length, since only the part that can show is taken.
extension InspectorView {
    static func otherLanguages(_ entry: CatalogEntry, state: EditorState, width: Int, into lines: inout [Line]) {
        let source = state.document.sourceLanguage
        let others = state.document.languages.filter { $0 != source && $0 != state.language }
        guard !others.isEmpty else { return }
        lines.append(Line([]))
        lines.append(Line([("Other languages", Theme.title)]))
        let names = others.map { Language.displayName(for: $0) }
        // Names as wide as the longest, but never more than a third of the pane.
        let labelWidth = min(max(8, width / 3), (names.map { TextWidth.of($0) }.max() ?? 0) + 2) + 2
        // Name, state, value: the states read as a column down the list.
        let badgeWidth = 7
        let valueWidth = max(1, width - labelWidth - badgeWidth)
        for (code, name) in zip(others, names) {
            let label = pad("  " + TextWidth.truncate(name, toWidth: labelWidth - 4), labelWidth)
            let badge = entry.badge(in: code)
            var spans: [(String, Style)] = [(label, Theme.label), (pad(badge.shortLabel, badgeWidth), Theme.badge(badge))]
            if let value = entry.displayValue(in: code) {
                // A cluster takes at least a column: one more than fits is enough for "…".
                spans.append((String(value.prefix(valueWidth + 1)), .plain))
            } else {
                spans.append(("—", Theme.dim))
            }
            lines.append(Line(spans))
        }
    }
}
