/// One cluster the terminal must be sent: its first cell, its text and style, and the
/// columns it covers in the grid.
public struct CellChange: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var cell: Cell
    /// Columns the cluster covers: 1, or more for a wide one (never past the drawn area).
    public var width: Int

    public init(x: Int, y: Int, cell: Cell, width: Int) {
        self.x = x
        self.y = y
        self.cell = cell
        self.width = width
    }
}

/// What must reach the terminal to turn the screen showing `previous` into `grid`: the
/// decision a backend takes on every frame, kept pure so that it is tested without one.
///
/// - Only clusters whose cells differ are sent, each once, at its first cell, whole (every
///   scalar of the cluster) and with the columns it covers, so the backend can write it on
///   its own at its own position.
/// - A wide cluster counts as changed when any of its cells changed: a narrow cluster that
///   replaced its second half is sent too, which also wipes a glyph the terminal drew wider.
/// - Cells covered by a wide cluster are never sent on their own.
/// - Without `previous`, or when its size differs, every cluster is sent.
public enum CellDiff {
    /// The changes within the top-left `width` × `height` cells (the part of the grid the
    /// terminal shows), row by row, left to right.
    public static func changes(from previous: CellGrid?, to grid: CellGrid, width: Int? = nil, height: Int? = nil) -> [CellChange] {
        let width = min(width ?? grid.width, grid.width)
        let height = min(height ?? grid.height, grid.height)
        let last = previous.flatMap { $0.width == grid.width && $0.height == grid.height ? $0 : nil }
        var changes: [CellChange] = []
        for y in 0..<height {
            var x = 0
            while x < width {
                let cell = grid[x, y]
                if cell.text.isEmpty {
                    // Covered by a cluster that starts off the drawn area or was cut: a blank.
                    if last?[x, y] != cell { changes.append(CellChange(x: x, y: y, cell: Cell(" ", style: cell.style), width: 1)) }
                    x += 1
                    continue
                }
                var span = 1
                while x + span < width && grid[x + span, y].text.isEmpty { span += 1 }
                let changed: Bool
                if let last {
                    changed = (x..<(x + span)).contains { last[$0, y] != grid[$0, y] }
                } else {
                    changed = true
                }
                if changed { changes.append(CellChange(x: x, y: y, cell: cell, width: span)) }
                x += span
            }
        }
        return changes
    }
}
