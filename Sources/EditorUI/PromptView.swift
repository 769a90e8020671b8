import CatalogEditor
import TerminalUI

/// A question in a box over the middle of the screen, with its answers as keys; answers
/// that do not fit on one line go on to the next.
enum PromptView {
    static func draw(_ grid: inout CellGrid, _ prompt: Prompt) {
        let width = min(grid.width - 4, 72)
        let lines = TextWidth.wrap(prompt.question, width: width - 4)
        // Lay the answers out first, to know how tall the box is.
        var rows: [[Prompt.Choice]] = [[]]
        var used = 0
        for choice in prompt.choices {
            let w = 1 + 1 + TextWidth.of(choice.label) + 3
            if used + w > width - 4 && !rows[rows.count - 1].isEmpty {
                rows.append([])
                used = 0
            }
            rows[rows.count - 1].append(choice)
            used += w
        }
        let height = lines.count + 3 + rows.count
        let box = Rect(x: (grid.width - width) / 2, y: max(0, (grid.height - height) / 2), width: width, height: height)
        grid.fill(box, style: Theme.overlay)
        grid.box(box, title: "Question", style: Theme.overlayBorder, titleStyle: Theme.overlayBorder)
        for (i, line) in lines.enumerated() {
            grid.put(line, x: box.x + 2, y: box.y + 1 + i, maxWidth: width - 4)
        }
        for (r, row) in rows.enumerated() {
            var x = box.x + 2
            let y = box.y + 2 + lines.count + r
            for choice in row {
                x += grid.put(String(choice.key), x: x, y: y, maxWidth: box.maxX - 1 - x, style: Theme.statusKey)
                x += grid.put(" " + choice.label + "   ", x: x, y: y, maxWidth: box.maxX - 1 - x)
            }
        }
    }
}
