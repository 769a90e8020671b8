import CatalogEditor
import StringCatalogKit
import TerminalUI

/// The selected string in full: key, comment, management, values, every form the selected
/// language needs with a sample number each, device forms, substitutions and problems.
enum InspectorView {
    /// A line of styled pieces.
    struct Line: Equatable {
        var spans: [(text: String, style: Style)]
        /// The form this line shows, for the inspector's form cursor.
        var form: FormPath?

        init(_ spans: [(String, Style)], form: FormPath? = nil) {
            self.spans = spans.map { (text: $0.0, style: $0.1) }
            self.form = form
        }

        static func == (a: Line, b: Line) -> Bool {
            a.spans.map(\.text) == b.spans.map(\.text) && a.spans.map(\.style) == b.spans.map(\.style) && a.form == b.form
        }
    }

    static func draw(_ grid: inout CellGrid, _ state: EditorState, in region: Region) {
        let focused = state.focus == .inspector && state.overlay == nil
        let inner = Rect(region).inset(by: 1)
        let lines = inner.width > 0 ? content(state, width: inner.width) : []
        let maxScroll = max(0, lines.count - inner.height)
        // The reducer keeps the form cursor in view (from `EditorRenderer.metrics`) and
        // lets g and PgUp scroll away from it: the scroll is drawn as it is.
        let scroll = min(state.inspectorScroll, maxScroll)
        // With the keyboard here, the form cursor is drawn reversed.
        let cursorForm = focused ? state.selectedForm : nil
        var title = "Inspector"
        var after = ""
        if maxScroll > 0 { after += " · \(scroll + 1)–\(min(lines.count, scroll + inner.height)) of \(lines.count)" }
        // Said in the title too: at 80×24 the comparison is below the pane's six rows.
        if case .changed? = state.sourceHistoryFinding, state.sourceHistoryQuestion != nil { after += " · source changed" }
        if let memory = memoryTitle(state) { after += " · " + memory }
        // In the "all files" view, the selected string's file: it costs no row.
        if state.showsAllFiles, let row = state.selectedRowReference {
            let room = region.width - 4 - TextWidth.of(title + " · " + after)
            if room >= 8 { title += " · " + state.documents[row.document].label.fitted(toWidth: room) }
        }
        title += after
        EditorRenderer.paneBox(&grid, region, title: title, focused: focused)
        for row in 0..<inner.height {
            guard lines.indices.contains(scroll + row) else { break }
            var x = inner.x
            let line = lines[scroll + row]
            let isCursor = cursorForm != nil && line.form == cursorForm
            for span in line.spans {
                x += grid.put(span.text, x: x, y: inner.y + row, maxWidth: inner.maxX - x, style: isCursor ? Theme.selectedFocused : span.style)
            }
            if isCursor && x < inner.maxX {
                grid.fill(Rect(x: x, y: inner.y + row, width: inner.maxX - x, height: 1), style: Theme.selectedFocused)
            }
        }
    }

    /// The narrowest label column: "Translate", "Comment" and short language names fit.
    static let labelWidth = 11

    /// The label column for `names` (the languages shown as labels): as wide as the longest
    /// name and a space, at least `labelWidth`, at most a third of `width` so the values
    /// keep room; a longer name is shortened in the column rather than pushing its value.
    static func labelWidth(for names: [String], width: Int) -> Int {
        let longest = names.map { TextWidth.of($0) }.max() ?? 0
        return min(max(labelWidth, longest + 2), max(labelWidth, width / 3))
    }

    /// A label in a column of `width`: padded, or shortened with "…" to leave one space.
    static func label(_ text: String, _ width: Int) -> String {
        pad(TextWidth.of(text) < width ? text : TextWidth.truncate(text, toWidth: width - 1), width)
    }

    /// Every line of the inspector for the selected string, wrapped to `width`.
    static func content(_ state: EditorState, width: Int) -> [Line] {
        guard let index = state.selectedIndex else {
            return [Line([("No string selected", Theme.dim)])]
        }
        let entry = state.catalog.entry(at: index)
        let string = entry.string
        let source = state.document.sourceLanguage
        let language = state.language
        var lines: [Line] = []
        let labelWidth = Self.labelWidth(for: [Language.displayName(for: source), Language.displayName(for: language)], width: width)

        func field(_ labelText: String, _ text: String, _ style: Style = .plain, form: FormPath? = nil) {
            let wrapped = TextWidth.wrap(text.isEmpty ? " " : shownPart(text), width: max(1, width - labelWidth))
            for (i, piece) in wrapped.enumerated() {
                lines.append(Line([(label(i == 0 ? labelText : "", labelWidth), Theme.label), (piece, style)], form: form))
            }
        }
        // The plain value is a form of its own when the string has no variations here.
        let rootForm: FormPath? = state.selectedStringForms.first == .root ? .root : nil

        let shownKey = VisibleText.key(string.key)
        field("Key", shownKey.text, shownKey.isPlaceholder ? Theme.dim : Theme.title)
        conflicts(of: string.key, state: state, width: width, labelWidth: labelWidth, into: &lines)
        if let comment = string.comment { field("Comment", comment + (string.isCommentAutoGenerated == true ? " (generated)" : "")) }
        // An XLIFF does not say how a string is managed; a catalog does.
        if state.document.exchange == nil {
            field("Managed", management(string.extractionState))
            if let symbol = state.symbolReference(ofString: index, document: state.current) { field("Symbol", symbol) }
        }
        if !string.isTranslatable { field("Translate", "no: marked don't translate", Theme.badge(.doNotTranslate)) }
        let sourceValue = entry.displayValue(in: source) ?? ""
        let sourceLines = lines.count
        field(Language.displayName(for: source), VisibleText.of(sourceValue), form: language == source ? rootForm : nil)
        markupPreview(sourceValue, width: width, labelWidth: labelWidth, into: &lines)
        glossary(sourceValue, state: state, sourceLines: sourceLines, labelWidth: labelWidth, into: &lines)
        if language != source {
            let badge = entry.badge(in: language)
            if let value = entry.displayValue(in: language) {
                field(Language.displayName(for: language), VisibleText.of(value), form: rootForm)
                markupPreview(value, width: width, labelWidth: labelWidth, into: &lines)
            } else {
                field(Language.displayName(for: language), "not translated yet", Theme.dim, form: rootForm)
            }
            lines.append(Line([(pad("State", labelWidth), Theme.label), (badge.label, Theme.badge(badge))]))
            sourceHistory(state, width: width, labelWidth: labelWidth, into: &lines)
            memory(state, width: width, labelWidth: labelWidth, into: &lines)
        }
        // After the values: a translator reads those first, at 80×24 in six rows.
        if let usages = codeUsages(state, string: string, width: width - labelWidth) {
            for (i, row) in usages.rows.enumerated() {
                lines.append(Line([(label(i == 0 ? "Used at" : "", labelWidth), Theme.label), (row, usages.style)]))
            }
        }
        notes(state, field: field)

        let problems = state.problems(of: index)
        if !problems.isEmpty {
            lines.append(Line([("Problems", Theme.title)]))
            for problem in problems.sorted(by: { $0.severity < $1.severity }) {
                let form = problem.location.form.description
                let text = (form.isEmpty ? "" : form + "  ") + problem.message
                for (i, piece) in TextWidth.wrap(text, width: max(1, width - 10)).enumerated() {
                    lines.append(Line([(i == 0 ? pad("  " + problem.severity.rawValue, 10) : pad("", 10), Theme.severity(problem.severity)), (piece, .plain)]))
                }
            }
        }
        let localization = string.localization(for: language)
        let sourceLocalization = string.localization(for: source)
        let languageName = Language.displayName(for: language)
        // Plural forms: those the language needs, present or missing, then any it cannot use.
        // A language varied by device has its plural forms under each device instead.
        let plural = localization?.variations?.plural
        if localization?.variations?.device == nil && (plural != nil || sourceLocalization?.variations?.plural != nil) {
            lines.append(Line([]))
            pluralForms(plural, language: language, heading: "Plural forms for \(languageName)", width: width, into: &lines) { FormPath(plural: $0) }
        }
        // Device forms of the language; where only the source varies by device, an empty
        // list, so that the translator sees the forms are still to be made.
        let sourceVariesByDevice = language != source && sourceLocalization?.variations?.device != nil
        if let device = localization?.variations?.device ?? (sourceVariesByDevice ? KeyedList<Localization>() : nil) {
            lines.append(Line([]))
            lines.append(Line([("Device forms for \(languageName)", Theme.title)]))
            if device.isEmpty { lines.append(Line([("  none yet", Theme.dim)])) }
            for form in device.elements {
                if let nested = form.value.variations?.plural {
                    lines.append(Line([("  " + pad(form.key, 12), Theme.label), ("varies by plural:", Theme.dim)]))
                    let device = form.key
                    pluralForms(nested, language: language, heading: nil, indent: "    ", width: width, into: &lines) { FormPath(device: device, plural: $0) }
                } else {
                    formLine("  " + pad(form.key, 12), form.value, width: width, into: &lines, form: FormPath(device: form.key))
                }
            }
            if !device.isEmpty && device["other"] == nil { lines.append(Line([("  other        missing (required)", Theme.problem)])) }
        }
        // Every substitution the translator fills in: the language's own, and those of the
        // source it has not got yet (their forms all missing), in the Tab flow's order.
        let names = entry.substitutionNames(in: language)
        if !names.isEmpty {
            let own = localization?.substitutions
            lines.append(Line([]))
            lines.append(Line([("Substitutions" + (own == nil ? " (from \(Language.displayName(for: source)))" : ""), Theme.title)]))
            for name in names {
                guard let substitution = own?[name] ?? sourceLocalization?.substitutions?[name] else { continue }
                var description = name
                if let argNum = substitution.argNum { description += " · argument \(argNum)" }
                if let specifier = substitution.formatSpecifier { description += " · %" + specifier }
                if own != nil && own?[name] == nil { description += " · not started" }
                lines.append(Line([("  " + description, Theme.label)]))
                pluralForms(own?[name]?.variations?.plural, language: language, heading: nil, indent: "    ", width: width, into: &lines) { FormPath(substitution: name, plural: $0) }
            }
        }
        preview(entry, state: state, width: width, into: &lines)
        otherLanguages(entry, state: state, width: width, into: &lines)
        return lines
    }

    /// What a user reads for each plural category's sample number, so the translator can
    /// check the forms: one table per plural argument.
    static func preview(_ entry: CatalogEntry, state: EditorState, width: Int, into lines: inout [Line]) {
        let language = state.language
        let previews = entry.pluralPreviews(in: language)
        for preview in previews where !preview.rows.isEmpty {
            lines.append(Line([]))
            var heading = "Preview in \(Language.displayName(for: language))"
            if let name = preview.substitution {
                heading += " · \(name)" + (preview.argument.map { " (argument \($0))" } ?? "")
            }
            lines.append(Line([(heading, Theme.title)]))
            let numberWidth = max(4, (preview.rows.map { TextWidth.of($0.sample.number) }.max() ?? 0) + 2)
            for row in preview.rows {
                let label = "  " + pad(row.sample.number, numberWidth) + pad(row.sample.category.rawValue, 6)
                let fallback = row.form != row.sample.category.rawValue
                let wrapped = TextWidth.wrap(row.text.isEmpty ? " " : row.text, width: max(1, width - TextWidth.of(label)))
                for (i, piece) in wrapped.enumerated() {
                    var spans: [(String, Style)] = [(i == 0 ? label : pad("", TextWidth.of(label)), Theme.label), (piece, .plain)]
                    if i == 0 && fallback { spans.append(("  (no \(row.sample.category.rawValue) form: \(row.form))", Theme.warning)) }
                    lines.append(Line(spans))
                }
            }
        }
    }

    static func pluralForms(_ forms: KeyedList<Localization>?, language: String, heading: String?, indent: String = "  ", width: Int, into lines: inout [Line], path: (String) -> FormPath) {
        let rules = PluralRules.cardinal(for: language)
        let needed = rules.categories
        if let heading {
            lines.append(Line([(heading + ": " + needed.map(\.rawValue).joined(separator: " · "), Theme.title)]))
        }
        // The same sample numbers as the preview below: a clear member of each category
        // (Ukrainian many: 5 rather than 0).
        let samples = rules.previewSamples
        for category in needed {
            let sample = samples.first { $0.category == category }?.number ?? rules.samples(for: category).first ?? ""
            let label = indent + pad(category.rawValue, 6) + pad(sample, 9)
            if let form = forms?[category.rawValue] {
                formLine(label, form, width: width, into: &lines, form: path(category.rawValue))
            } else {
                lines.append(Line([(label, Theme.label), ("missing", Theme.badge(.new))], form: path(category.rawValue)))
            }
        }
        for extra in forms?.elements ?? [] where !needed.map(\.rawValue).contains(extra.key) {
            lines.append(Line([(indent + pad(extra.key, 15), Theme.label), ("not used in \(Language.displayName(for: language))", Theme.warning)], form: path(extra.key)))
        }
    }

    static func formLine(_ label: String, _ form: Localization, width: Int, into lines: inout [Line], form path: FormPath) {
        let value = VisibleText.of(form.representativeValue ?? "")
        let badge = Badge(TranslationStatus(of: form))
        let valueWidth = max(1, width - TextWidth.of(label) - badge.label.count - 2)
        let wrapped = TextWidth.wrap(shownPart(value), width: valueWidth)
        for (i, piece) in wrapped.enumerated() {
            var spans: [(String, Style)] = [(i == 0 ? label : pad("", TextWidth.of(label)), Theme.label), (pad(piece, valueWidth), .plain)]
            if i == 0 { spans.append(("  " + badge.label, Theme.badge(badge))) }
            lines.append(Line(spans, form: path))
        }
    }

    /// How much of a value the inspector lays out: wrapping costs the length of the text,
    /// and nobody reads a 50 MB value in a pane; the rest is named by its size.
    static let shownCharacters = 20_000

    static func shownPart(_ text: String) -> String {
        TextWidth.bounded(text, characters: shownCharacters) { " … (cut here: the whole value has \($0) bytes)" }
    }

    static func management(_ state: ExtractionState?) -> String {
        switch state {
        case nil: "automatically, extracted from code"
        case .manual?: "manually"
        case .stale?: "stale: no longer found in code"
        case .extractedWithValue?: "automatically, extracted with a default value"
        case .migrated?: "migrated from .strings"
        case .other(let value)?: value
        }
    }

    static func pad(_ text: String, _ width: Int) -> String {
        let w = TextWidth.of(text)
        return w >= width ? text + " " : text + String(repeating: " ", count: width - w)
    }
}
