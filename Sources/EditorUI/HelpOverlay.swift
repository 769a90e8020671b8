import CatalogEditor
import TerminalUI

/// Every key, generated from the key table so that it cannot go stale. On a translator's
/// `.xcloc` or `.xliff` (`translatorsFile`), each key says what it does there, and the keys
/// the XLIFF has no room for are listed apart, as refused.
enum HelpOverlay {
    static func lines(translatorsFile: Bool = false) -> [(keys: String, text: String, isHeading: Bool)] {
        var result: [(String, String, Bool)] = []
        var section = ""
        var refused: [KeyBinding] = []
        for binding in Keymap.bindings {
            var text = binding.description
            if translatorsFile {
                switch binding.onTranslatorsFile {
                case .refused?:
                    refused.append(binding)
                    continue
                case .described(let there)?: text = there
                case nil: break
                }
            }
            if binding.section != section {
                if !section.isEmpty { result.append(("", "", false)) }
                section = binding.section
                result.append((section, "", true))
            }
            result.append((binding.label, text, false))
        }
        result.append(("", "", false))
        result.append(("Mouse", "", true))
        result.append(("click", "select a language or a string, focus a pane", false))
        result.append(("click value", "edit a translation: click its cell in the table", false))
        result.append(("wheel", "scroll", false))
        result.append(("", "", false))
        result.append(("Table markers", "", true))
        result.append(("P D S !", "plural, device, substitutions, a problem found by the checks", false))
        result.append(("• key", "marked for a bulk action (Space)", false))
        result.append(("CONFLICT", "a merge conflict to resolve (< ours, > theirs, or edit the value)", false))
        result.append(("● title", "the catalog has unsaved changes (Ctrl-S saves)", false))
        // Last, so that End in help shows them: what a translator's file has no room for.
        if !refused.isEmpty {
            result.append(("", "", false))
            result.append(("Refused in a translator's file: the developer's", "", true))
            for binding in refused { result.append((binding.label, binding.description, false)) }
        }
        return result
    }

    /// The lines that have `search` (ignoring case) in their keys or words, each under its
    /// section's title; a title that has it where none of its lines does keeps its whole
    /// section ("mouse"). Empty search: all.
    static func lines(translatorsFile: Bool = false, matching search: String) -> [(keys: String, text: String, isHeading: Bool)] {
        let all = lines(translatorsFile: translatorsFile)
        let needle = search.lowercased()
        guard !needle.isEmpty else { return all }
        func has(_ text: String) -> Bool { text.lowercased().contains(needle) }
        // Sections: a title and the lines under it.
        var sections: [(heading: (keys: String, text: String, isHeading: Bool)?, lines: [(keys: String, text: String, isHeading: Bool)])] = []
        for line in all {
            if line.isHeading || sections.isEmpty { sections.append((line.isHeading ? line : nil, [])) }
            if !line.isHeading && !(line.keys.isEmpty && line.text.isEmpty) { sections[sections.count - 1].lines.append(line) }
        }
        var result: [(keys: String, text: String, isHeading: Bool)] = []
        for section in sections {
            var kept = section.lines.filter { has($0.keys) || has($0.text) }
            if kept.isEmpty, let heading = section.heading, has(heading.keys) { kept = section.lines }
            guard !kept.isEmpty else { continue }
            if !result.isEmpty { result.append(("", "", false)) }
            if let heading = section.heading { result.append(heading) }
            result += kept
        }
        return result
    }

    /// The lines as drawn in a box `width` columns wide: a long description continues on
    /// the next rows, under itself.
    static func rows(width: Int, translatorsFile: Bool = false, search: String = "") -> [(keys: String, text: String, isHeading: Bool)] {
        let textWidth = max(10, width - textColumn - 1)
        var rows: [(String, String, Bool)] = []
        for line in lines(translatorsFile: translatorsFile, matching: search) {
            if line.isHeading || line.text.isEmpty {
                rows.append(line)
                continue
            }
            for (i, piece) in TextWidth.wrap(line.text, width: textWidth).enumerated() {
                rows.append((i == 0 ? line.keys : "", piece, false))
            }
        }
        return rows
    }

    /// Where descriptions start, from the box's inner left edge.
    static let textColumn = 20

    /// The box on a screen of `width` × `height`, and its rows. The box is sized to all of
    /// help, so that it stays still while a search narrows what it lists.
    static func geometry(width screenWidth: Int, height screenHeight: Int, translatorsFile: Bool, search: String = "")
        -> (box: Rect, rows: [(keys: String, text: String, isHeading: Bool)]) {
        let width = min(screenWidth - 4, 96)
        let all = rows(width: width - 2, translatorsFile: translatorsFile)
        let height = min(screenHeight - 2, all.count + 2)
        let box = Rect(x: (screenWidth - width) / 2, y: max(0, (screenHeight - height) / 2), width: width, height: height)
        return (box, search.isEmpty ? all : rows(width: width - 2, translatorsFile: translatorsFile, search: search))
    }

    private static func geometry(_ state: EditorState) -> (box: Rect, rows: [(keys: String, text: String, isHeading: Bool)]) {
        guard case .help(_, let search, _)? = state.overlay else {
            return geometry(width: state.layout.width, height: state.layout.height, translatorsFile: state.document.exchange != nil)
        }
        return geometry(width: state.layout.width, height: state.layout.height, translatorsFile: state.document.exchange != nil, search: search)
    }

    /// How far help scrolls on a screen of this size: its last row at the bottom.
    static func scrollLimit(_ state: EditorState) -> Int {
        let (box, all) = geometry(state)
        return max(0, all.count - box.inset(by: 1).height)
    }

    /// The rows help shows at once: a page.
    static func pageHeight(_ state: EditorState) -> Int {
        geometry(state).box.inset(by: 1).height
    }

    static func draw(_ grid: inout CellGrid, scroll: Int, search: String = "", isTypingSearch: Bool = false, translatorsFile: Bool) {
        let (box, all) = geometry(width: grid.width, height: grid.height, translatorsFile: translatorsFile, search: search)
        grid.fill(box, style: Theme.overlay)
        let inner = box.inset(by: 1)
        let maxScroll = max(0, all.count - inner.height)
        let top = min(scroll, maxScroll)
        var title = translatorsFile ? "Keys in a translator's file" : "Keys"
        if !search.isEmpty || isTypingSearch { title += " · /" + search }
        let searchEnd = box.x + 2 + TextWidth.of(title)
        if maxScroll > 0 { title += " · \(top + 1)–\(top + inner.height) of \(all.count)" + (top < maxScroll ? " · ↓ more" : " · end") }
        grid.box(box, title: title, style: Theme.overlayBorder, titleStyle: Theme.overlayBorder)
        if isTypingSearch { grid.cursor = (min(searchEnd, box.x + box.width - 2), box.y) }
        if all.isEmpty {
            grid.put("Nothing in help has “\(search)”; Backspace deletes, Esc clears", x: inner.x + 1, y: inner.y, maxWidth: inner.width - 2, style: Theme.dim)
            return
        }
        for row in 0..<inner.height {
            guard all.indices.contains(top + row) else { break }
            let line = all[top + row]
            let y = inner.y + row
            if line.isHeading {
                grid.put(line.keys, x: inner.x + 1, y: y, maxWidth: inner.width - 2, style: Theme.title)
            } else {
                grid.put(line.keys, x: inner.x + 3, y: y, maxWidth: textColumn - 4, style: Theme.label)
                grid.put(line.text, x: inner.x + textColumn, y: y, maxWidth: inner.width - textColumn - 1)
            }
        }
    }
}
