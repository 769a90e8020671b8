import CatalogEditor
import TerminalUI

/// Every key, generated from the key table so that it cannot go stale.
enum HelpOverlay {
    static func lines() -> [(keys: String, text: String, isHeading: Bool)] {
        var result: [(String, String, Bool)] = []
        var section = ""
        for binding in Keymap.bindings {
            if binding.section != section {
                if !section.isEmpty { result.append(("", "", false)) }
                section = binding.section
                result.append((section, "", true))
            }
            result.append((binding.label, binding.description, false))
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
        result.append(("● title", "the catalog has unsaved changes (Ctrl-S saves)", false))
        return result
    }

    /// The lines as drawn in a box `width` columns wide: a long description continues on
    /// the next rows, under itself.
    static func rows(width: Int) -> [(keys: String, text: String, isHeading: Bool)] {
        let textWidth = max(10, width - textColumn - 1)
        var rows: [(String, String, Bool)] = []
        for line in lines() {
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

    /// The box on a screen of `width` × `height`, and its rows.
    static func geometry(width screenWidth: Int, height screenHeight: Int) -> (box: Rect, rows: [(keys: String, text: String, isHeading: Bool)]) {
        let width = min(screenWidth - 4, 96)
        let all = rows(width: width - 2)
        let height = min(screenHeight - 2, all.count + 2)
        return (Rect(x: (screenWidth - width) / 2, y: max(0, (screenHeight - height) / 2), width: width, height: height), all)
    }

    /// How far help scrolls on a screen of this size: its last row at the bottom.
    static func scrollLimit(_ layout: ScreenLayout) -> Int {
        let (box, all) = geometry(width: layout.width, height: layout.height)
        return max(0, all.count - box.inset(by: 1).height)
    }

    static func draw(_ grid: inout CellGrid, scroll: Int) {
        let (box, all) = geometry(width: grid.width, height: grid.height)
        grid.fill(box, style: Theme.overlay)
        let inner = box.inset(by: 1)
        let maxScroll = max(0, all.count - inner.height)
        let top = min(scroll, maxScroll)
        var title = "Keys"
        if maxScroll > 0 { title += " · \(top + 1)–\(top + inner.height) of \(all.count)" + (top < maxScroll ? " · ↓ more" : " · end") }
        grid.box(box, title: title, style: Theme.overlayBorder, titleStyle: Theme.overlayBorder)
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
