import TerminalUI

/// How the rows of the field's pane are shared when there are fewer than its lines want (at
/// 80×24 the pane has six): a translator typing needs the whole source and the developer's
/// comment most, then room for the value as it grows (it scrolls to the cursor's row in
/// one); the key (also the table's selected row) and the placeholders' ticks (their
/// problems show below the field) give way first.
extension FieldView {
    /// The parts of the pane, in the order they are drawn.
    enum Part: CaseIterable {
        /// Lines above the field for targets other than a translation (what a field renames).
        case context
        case key, comment, source, needs, field
        /// The field's problems and error.
        case below
    }

    /// The order in which a translation's field gives rows out: each part up to a number of
    /// rows, then the next; a part later in the list gets rows only when every part before
    /// has what it asked for.
    static let translationFillOrder: [(Part, Int)] = [
        (.field, 1), (.source, 1), (.comment, 1), (.source, .max), (.field, 3), (.below, .max),
        (.comment, 3), (.needs, 1), (.key, 1), (.comment, .max), (.field, .max),
    ]

    /// Other fields: the lines above, the problems, then the value's rows.
    static let otherFillOrder: [(Part, Int)] = [(.field, 1), (.context, .max), (.below, .max), (.field, .max)]

    /// Rows each part gets out of `room`, given the rows it `wants`.
    static func allotment(wants: [Part: Int], room: Int, order: [(Part, Int)]) -> [Part: Int] {
        var given: [Part: Int] = [:]
        var left = max(0, room)
        for (part, upTo) in order where left > 0 {
            let want = min(wants[part] ?? 0, upTo)
            let more = min(max(0, want - (given[part] ?? 0)), left)
            guard more > 0 else { continue }
            given[part, default: 0] += more
            left -= more
        }
        return given
    }

    /// The first `count` of `lines`; when some are left out, the last one shown ends in "…"
    /// within `width` columns of text after its label.
    static func trimmed(_ lines: [InspectorView.Line], to count: Int, width: Int) -> [InspectorView.Line] {
        guard count < lines.count else { return lines }
        var shown = Array(lines.prefix(max(0, count)))
        if var last = shown.last, let text = last.spans.last?.text {
            let marked = TextWidth.of(text) < width ? text + "…" : TextWidth.truncate(text + " ", toWidth: width)
            last.spans[last.spans.count - 1].text = marked
            shown[shown.count - 1] = last
        }
        return shown
    }
}
