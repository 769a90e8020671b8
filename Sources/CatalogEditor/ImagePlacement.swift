/// Where an image drawn inline goes, in cells, and where the string's frame is on it: pure
/// geometry shared by the renderer (which outlines the frame) and the runtime (which tells
/// the terminal where to draw), so that the two can never disagree.
public enum ImagePlacement {
    /// A cell's size in pixels when the terminal does not say: most fonts are about twice
    /// as high as wide.
    public static let assumedCell = (width: 10, height: 20)

    /// The cells the image covers: as large as `area` allows with its proportions kept
    /// (on cells of the measured size), centred in it; at least one cell.
    public static func fit(_ measure: ImageMeasure, in area: Region) -> Region {
        let cellWidth = measure.cellWidth > 0 ? measure.cellWidth : assumedCell.width
        let cellHeight = measure.cellHeight > 0 ? measure.cellHeight : assumedCell.height
        guard area.width > 0, area.height > 0, measure.pixelWidth > 0, measure.pixelHeight > 0 else {
            return Region(x: area.x, y: area.y, width: 0, height: 0)
        }
        let scale = min(Double(area.width * cellWidth) / Double(measure.pixelWidth),
                        Double(area.height * cellHeight) / Double(measure.pixelHeight))
        let columns = max(1, min(area.width, Int((Double(measure.pixelWidth) * scale / Double(cellWidth)).rounded())))
        let rows = max(1, min(area.height, Int((Double(measure.pixelHeight) * scale / Double(cellHeight)).rounded())))
        return Region(x: area.x + (area.width - columns) / 2, y: area.y + (area.height - rows) / 2, width: columns, height: rows)
    }

    /// The box that outlines `frame` (in the image's points) on the image drawn over
    /// `placed`: the cells just around the ones the frame covers, kept on the image (at an
    /// edge the box lies on the frame's own cells); nil when the frame is off the image.
    public static func outline(of frame: NoteFrame, on measure: ImageMeasure, placed: Region) -> Region? {
        guard placed.width >= 2, placed.height >= 2, measure.pixelWidth > 0, measure.pixelHeight > 0 else { return nil }
        let scale = Double(max(1, measure.pixelsPerPoint))
        let width = Double(measure.pixelWidth), height = Double(measure.pixelHeight)
        // The frame in pixels, cut to the image.
        let left = max(0, frame.x * scale), right = min(width, (frame.x + frame.width) * scale)
        let top = max(0, frame.y * scale), bottom = min(height, (frame.y + frame.height) * scale)
        guard left < width, top < height, right >= left, bottom >= top, right > 0, bottom > 0 else { return nil }
        func columns(_ pixels: Double) -> Double { pixels / width * Double(placed.width) }
        func rows(_ pixels: Double) -> Double { pixels / height * Double(placed.height) }
        let firstX = placed.x, lastX = placed.x + placed.width - 1
        let firstY = placed.y, lastY = placed.y + placed.height - 1
        var x0 = max(firstX, placed.x + Int(columns(left).rounded(.down)) - 1)
        var x1 = min(lastX, placed.x + Int(columns(right).rounded(.up)))
        var y0 = max(firstY, placed.y + Int(rows(top).rounded(.down)) - 1)
        var y1 = min(lastY, placed.y + Int(rows(bottom).rounded(.up)))
        // A box needs two cells each way.
        if x1 - x0 < 1 { if x1 < lastX { x1 = x0 + 1 } else { x0 = x1 - 1 } }
        if y1 - y0 < 1 { if y1 < lastY { y1 = y0 + 1 } else { y0 = y1 - 1 } }
        return Region(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }
}
