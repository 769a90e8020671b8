import CatalogEditor
import StringCatalogKit
import TerminalUI
import Versioning

/// For a reviewer: the source text as it was when the selected translation was made,
/// above the source now, the words taken out marked in the first and the words put in
/// marked in the second (see Reducer+SourceHistory for where it comes from). Shown only when
/// the source changed since; nothing while the history is looked up or cannot tell.
extension InspectorView {
    static func sourceHistory(_ state: EditorState, width: Int, labelWidth: Int, into lines: inout [Line]) {
        guard case .changed(let then, let commit, let date)? = state.sourceHistoryFinding, let now = state.sourceHistoryQuestion?.source else { return }
        let heading = "changed since translated (\(commit), \(date))"
        for (i, piece) in TextWidth.wrap(heading, width: max(1, width - labelWidth)).enumerated() {
            lines.append(Line([(label(i == 0 ? "Source" : "", labelWidth), Theme.label), (piece, Theme.warning)]))
        }
        let pieces = WordDiff.compare(VisibleText.of(shownPart(then)), VisibleText.of(shownPart(now)))
        for (name, shown, style) in [("then", WordDiff.Change.removed, Theme.removedWords), ("now", .added, Theme.addedWords)] {
            let spans = pieces.filter { $0.change == .kept || $0.change == shown }.map { ($0.text, $0.change == .kept ? Style.plain : style) }
            for (i, row) in wrap(spans, width: max(1, width - labelWidth)).enumerated() {
                lines.append(Line([(label(i == 0 ? "  " + name : "", labelWidth), Theme.label)] + row))
            }
        }
    }

    /// Styled text in rows of at most `width` columns: between words (a space at the break
    /// dropped), after an ideograph, at its own line breaks, or inside a word too long for
    /// a row. (The markup preview wraps with it too.)
    static func wrap(_ spans: [(String, Style)], width: Int) -> [[(String, Style)]] {
        var rows: [[(String, Style)]] = [[]]
        var used = 0
        func put(_ text: String, _ style: Style) {
            rows[rows.count - 1].append((text, style))
            used += TextWidth.of(text)
        }
        func breakRow() {
            rows.append([])
            used = 0
        }
        for (text, style) in spans {
            for token in WordDiff.tokens(text) {
                if token.contains("\n") {
                    for _ in token.filter({ $0 == "\n" }) { breakRow() }
                    continue
                }
                let tokenWidth = TextWidth.of(token)
                if used + tokenWidth <= width {
                    put(token, style)
                } else if token.allSatisfy(\.isWhitespace) {
                    breakRow()
                } else {
                    if used > 0 { breakRow() }
                    var rest = token
                    while TextWidth.of(rest) > width {
                        let piece = TextWidth.truncate(rest, toWidth: width, ellipsis: false)
                        guard !piece.isEmpty else { break }
                        put(piece, style)
                        breakRow()
                        rest = String(rest.dropFirst(piece.count))
                    }
                    put(rest, style)
                }
            }
        }
        return rows
    }
}
