import CatalogEditor
import TerminalUI

/// A question in a box over the middle of the screen, with its answers as keys.
enum PromptView {
    static func draw(_ grid: inout CellGrid, _ prompt: Prompt) {
        let width = min(grid.width - 4, 72)
        let lines = TextWidth.wrap(prompt.question, width: width - 4)
        let height = lines.count + 4
        let box = Rect(x: (grid.width - width) / 2, y: max(0, (grid.height - height) / 2), width: width, height: height)
        grid.fill(box, style: Theme.overlay)
        grid.box(box, title: "Question", style: Theme.overlayBorder, titleStyle: Theme.overlayBorder)
        for (i, line) in lines.enumerated() {
            grid.put(line, x: box.x + 2, y: box.y + 1 + i, maxWidth: width - 4)
        }
        var x = box.x + 2
        let y = box.y + 2 + lines.count
        for choice in prompt.choices {
            x += grid.put(String(choice.key), x: x, y: y, maxWidth: box.maxX - 1 - x, style: Theme.statusKey)
            x += grid.put(" " + choice.label + "   ", x: x, y: y, maxWidth: box.maxX - 1 - x)
        }
    }
}
