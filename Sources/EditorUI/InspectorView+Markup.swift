import StringCatalogKit
import TerminalUI

/// A value with Markdown or grammar-agreement markup as the app shows it, under the value
/// as written: bold and italic text styled, a link's text underlined with where it goes
/// dimmed after it, `^[%lld bird](inflect: true)` as its text. A translator sees what the
/// asterisks and brackets amount to, and that a translation's markup still reads. Nothing
/// for a value without markup (most of them).
extension InspectorView {
    static func markupPreview(_ value: String, width: Int, labelWidth: Int, into lines: inout [Line]) {
        let shown = shownPart(value)
        let markup = Markup.of(shown)
        guard markup.hasMarkup else { return }
        let runs = markup.displayRuns(of: shown).map { ($0.text, Theme.markup($0.traits)) }
        for (i, row) in wrap(runs, width: max(1, width - labelWidth)).enumerated() {
            lines.append(Line([(label(i == 0 ? "Preview" : "", labelWidth), Theme.label)] + row))
        }
    }
}
