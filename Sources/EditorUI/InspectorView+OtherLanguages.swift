import CatalogEditor
import StringCatalog
import TerminalUI

/// The same string in every other language of the catalog, with its state: translators
/// lean on a language they know better than the source, and see how others solved a long
/// or tricky text. In sidebar order, after everything about the selected language, so
/// that nothing the translator edits moves down.
extension InspectorView {
    static func otherLanguages(_ string: CatalogString, state: EditorState, width: Int, into lines: inout [Line]) {
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
            let badge = string.badge(in: code, sourceLanguage: source)
            let state = (pad(badge.shortLabel, badgeWidth), Theme.badge(badge))
            guard let value = string.displayValue(in: code, sourceLanguage: source) else {
                lines.append(Line([(label, Theme.label), state, ("—", Theme.dim)]))
                continue
            }
            for (i, piece) in TextWidth.wrap(value.isEmpty ? " " : value, width: valueWidth).enumerated() {
                lines.append(Line(i == 0 ? [(label, Theme.label), state, (piece, .plain)] : [(pad("", labelWidth + badgeWidth), Theme.label), (piece, .plain)]))
            }
        }
    }
}
