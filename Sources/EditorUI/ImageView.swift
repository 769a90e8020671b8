import CatalogEditor
import TerminalUI

/// A screenshot drawn in the terminal (`i`, see Reducer+Notes): a pane over the table and
/// the inspector, titled with the note, its inside left blank for the terminal to draw the
/// image on, and the string's frame outlined over the image with box-drawing characters
/// (kitty draws the image under the text). The sidebar and the status line stay.
public enum ImageView {
    /// Where the image goes and the outline, for the state's shown image; nil when none is
    /// measured yet. The runtime places the image with the same numbers.
    public static func placement(_ state: EditorState) -> (image: Region, outline: Region?)? {
        guard let shown = state.shownImage, let measure = shown.measure else { return nil }
        let inside = pane(screenLayout(state))
        let area = Region(x: inside.x + 1, y: inside.y + 1, width: inside.width - 2, height: inside.height - 2)
        let image = ImagePlacement.fit(measure, in: area)
        let outline = shown.kind.outlinesFrame ? shown.file.frame.flatMap { ImagePlacement.outline(of: $0, on: measure, placed: image) } : nil
        return (image, outline)
    }

    /// The panes right of the sidebar, down to the status line.
    static func pane(_ layout: ScreenLayout) -> Region {
        Region(x: layout.table.x, y: 0, width: layout.width - layout.table.x, height: layout.statusLine.y)
    }

    static func draw(_ grid: inout CellGrid, _ state: EditorState) {
        guard let shown = state.shownImage, let (_, outline) = placement(state) else { return }
        let region = pane(screenLayout(state))
        // Blank cells on the terminal's own background: the image shows through them.
        grid.fill(Rect(region))
        grid.box(Rect(region), title: "\(shown.title) · \(shown.file.name)", style: Theme.focusedBorder, titleStyle: Theme.focusedBorder)
        if let outline { grid.box(Rect(outline), style: Theme.outline) }
        grid.cursor = nil
    }
}
