import CatalogEditor
import StringCatalogKit
import TerminalUI

/// The text field, drawn over the inspector while one is open: what is being edited, the
/// source text and its placeholders (each ticked off as the translation uses it), the field
/// with every line of the value wrapped to its width, and the problems the checks find in it as it is typed.
enum FieldView {
    static func draw(_ grid: inout CellGrid, _ state: EditorState, session: EditSession, in region: Region) {
        let box = Rect(region)
        grid.fill(box.inset(by: 1))
        EditorRenderer.paneBox(&grid, region, title: title(state, session), focused: true)
        let inner = box.inset(by: 1)
        let source = state.document.sourceLanguage
        let fieldLabel = Self.fieldLabel(session.target, source: source)
        // Sized like the inspector's, with room for the field's label and its marker.
        let labelWidth = InspectorView.labelWidth(for: [Language.displayName(for: source), fieldLabel + " ▸"], width: inner.width)
        guard inner.width > labelWidth + 4, inner.height > 0 else { return }
        let fieldWidth = inner.width - labelWidth

        var above: [InspectorView.Line] = []
        var below: [InspectorView.Line] = []
        func field(_ label: String, _ text: String, _ style: Style = .plain) {
            above.append(InspectorView.Line([(InspectorView.label(label, labelWidth), Theme.label), (text, style)]))
        }
        let entry = session.key.flatMap { state.catalog.index(ofKey: $0) }.map { state.catalog.entry(at: $0) }
        switch session.target {
        case .value(let key, let language, let form):
            field("Key", VisibleText.of(key), Theme.title)
            if language != source, let sourceText = entry?.sourceText(for: form) {
                field(Language.displayName(for: source), sourceText)
                if let placeholders = placeholderLine(source: sourceText, typed: session.field.text) {
                    above.append(InspectorView.Line([(InspectorView.pad("Needs", labelWidth), Theme.label)] + placeholders))
                }
            }
            for problem in state.fieldProblems().sorted(by: { $0.severity < $1.severity }) {
                below.append(InspectorView.Line([(InspectorView.pad("  " + problem.severity.rawValue, labelWidth), Theme.severity(problem.severity)), (problem.message, .plain)]))
            }
        case .comment(let key):
            field("Key", VisibleText.of(key), Theme.title)
        case .newKey:
            below.append(InspectorView.Line([(InspectorView.pad("", labelWidth), .plain), ("The key of the new string; it must be new. Enter goes on to its \(Language.displayName(for: source)) value.", Theme.dim)]))
        case .newSourceValue(let key):
            field("Key", VisibleText.of(key), Theme.title)
        case .newComment(let key, let value):
            field("Key", VisibleText.of(key), Theme.title)
            field(Language.displayName(for: source), value)
            below.append(InspectorView.Line([(InspectorView.pad("", labelWidth), .plain), ("Optional: what the string is for, to help translators. Enter adds the string.", Theme.dim)]))
        case .renameKey(let key):
            field("Key", VisibleText.of(key), Theme.title)
        case .substitutionName(let key, let name):
            field("Key", VisibleText.of(key), Theme.title)
            field("Renaming", "the substitution “\(name)”: its key and its %#@\(name)@ tokens in every language")
        case .substitutionArgument(let key, let name):
            field("Key", VisibleText.of(key), Theme.title)
            field("Argument", "which argument of the source value “\(name)” counts (1 is the first)")
        case .substitutionFormat(let key, let name):
            field("Key", VisibleText.of(key), Theme.title)
            field("Format", "how “\(name)” formats its number, without %: lld, d, f, …")
        }
        if let error = session.error {
            below.insert(InspectorView.Line([(InspectorView.pad("  error", labelWidth), Theme.problem), (error, .plain)]), at: 0)
        }

        // The field takes what the other lines leave, at least one row; they give way
        // from the bottom when space is short. The value wraps to the field's width.
        let rows = session.field.wrappedRows(width: max(1, fieldWidth - 1), widthOf: TextWidth.of)
        let cursor = session.field.cursorPosition(in: rows, widthOf: TextWidth.of)
        let chars = Array(session.field.text)
        let fieldRows = max(1, min(rows.count, inner.height - above.count - below.count))
        let aboveShown = Array(above.prefix(max(0, inner.height - fieldRows)))
        var y = inner.y
        for line in aboveShown {
            draw(line, &grid, x: inner.x, y: y, maxX: inner.maxX)
            y += 1
        }
        let firstRow = max(0, min(cursor.row - fieldRows + 1, rows.count - fieldRows))
        for offset in 0..<fieldRows {
            let index = firstRow + offset
            guard y < inner.maxY, rows.indices.contains(index) else { break }
            // The marker always shows: a label too long for the column is shortened before it.
            let label = offset > 0 ? "" : (TextWidth.of(fieldLabel) + 3 <= labelWidth ? fieldLabel : TextWidth.truncate(fieldLabel, toWidth: labelWidth - 3)) + " ▸"
            grid.put(InspectorView.pad(label, labelWidth), x: inner.x, y: y, maxWidth: labelWidth, style: Theme.focusedBorder)
            grid.fill(Rect(x: inner.x + labelWidth, y: y, width: fieldWidth, height: 1), style: Theme.field)
            // "↵" marks where a line of the value ends in a break, so a trailing newline is
            // visible too; a row that only wraps has no mark.
            let row = rows[index]
            let shown = String(chars[row.range]) + (row.endsLine && index < rows.count - 1 ? "↵" : "")
            grid.put(shown, x: inner.x + labelWidth, y: y, maxWidth: fieldWidth, style: Theme.field, ellipsis: false)
            if index == cursor.row { grid.cursor = (inner.x + labelWidth + cursor.x, y) }
            y += 1
        }
        for line in below where y < inner.maxY {
            draw(line, &grid, x: inner.x, y: y, maxX: inner.maxX)
            y += 1
        }
    }

    /// What the field's row is labelled: the language of a value, else what is typed.
    static func fieldLabel(_ target: EditSession.Target, source: String) -> String {
        switch target {
        case .value(_, let language, _): Language.displayName(for: language)
        case .comment, .newComment: "Comment"
        case .newKey: "Key"
        case .newSourceValue: Language.displayName(for: source)
        case .renameKey: "New key"
        case .substitutionName: "New name"
        case .substitutionArgument: "argNum"
        case .substitutionFormat: "Specifier"
        }
    }

    static func title(_ state: EditorState, _ session: EditSession) -> String {
        switch session.target {
        case .value(_, let language, let form):
            "Edit · \(languageLabel(language))" + (form.isRoot ? "" : " · " + label(form)) + samples(form, language)
        case .comment: "Edit the comment"
        case .newKey, .newSourceValue, .newComment: "New string"
        case .renameKey: "Rename"
        case .substitutionName, .substitutionArgument, .substitutionFormat: "Substitution"
        }
    }

    /// "few", "mac · other", "birds · one": the parts of a form path, outermost first.
    static func label(_ form: FormPath) -> String {
        [form.substitution, form.device, form.plural].compactMap { $0 }.joined(separator: " · ")
    }

    /// A plural form's first sample numbers in the language, e.g. " (2, 3, 4, …)" for
    /// Ukrainian few: which numbers the translator is writing for.
    static func samples(_ form: FormPath, _ language: String) -> String {
        guard let category = form.pluralCategory else { return "" }
        let samples = PluralRules.cardinal(for: language).samples(for: category)
        guard !samples.isEmpty else { return "" }
        return " (" + samples.prefix(3).joined(separator: ", ") + (samples.count > 3 ? ", …" : "") + ")"
    }

    static func draw(_ line: InspectorView.Line, _ grid: inout CellGrid, x: Int, y: Int, maxX: Int) {
        var x = x
        for span in line.spans where x < maxX {
            x += grid.put(span.text, x: x, y: y, maxWidth: maxX - x, style: span.style)
        }
    }

    /// The source's placeholders, each ticked when the typed text has a matching one
    /// (same argument and type, same substitution), or nil when the source has none.
    static func placeholderLine(source: String, typed: String) -> [(String, Style)]? {
        let wanted = FormatString(source).tokens.filter(isPlaceholder)
        guard !wanted.isEmpty else { return nil }
        let present = FormatString(typed).tokens.filter(isPlaceholder)
        var spans: [(String, Style)] = []
        for token in wanted {
            let found = present.contains { matches($0, token) }
            spans.append((token.text + (found ? " ✓" : " ✗") + "  ", found ? Theme.done : Theme.problem))
        }
        return spans
    }

    static func isPlaceholder(_ token: FormatToken) -> Bool {
        switch token.kind {
        case .argument, .substitution, .argPlaceholder: true
        case .literalPercent, .invalid: false
        }
    }

    static func matches(_ a: FormatToken, _ b: FormatToken) -> Bool {
        switch (a.kind, b.kind) {
        case (.argument(let x), .argument(let y)): a.argumentNumber == b.argumentNumber && x.type == y.type
        case (.substitution(let x, _), .substitution(let y, _)): x == y
        case (.argPlaceholder, .argPlaceholder): true
        default: false
        }
    }
}
