/// An in-memory screen: what a frame looks like, drawn by pure code and written to the
/// terminal by the backend, which sends only the cells that changed.
public struct CellGrid: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]
    /// Where the terminal cursor should be (a text field's caret), or nil to hide it.
    public var cursor: (x: Int, y: Int)? {
        get { cursorX.map { ($0, cursorY) } }
        set { cursorX = newValue?.x; cursorY = newValue?.y ?? 0 }
    }
    private var cursorX: Int?
    private var cursorY = 0

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public static func == (lhs: CellGrid, rhs: CellGrid) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells
            && lhs.cursorX == rhs.cursorX && lhs.cursorY == rhs.cursorY
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// Fills a rectangle (clipped to the grid) with blanks of `style`.
    public mutating func fill(_ rect: Rect, style: Style = .plain, with text: String = " ") {
        for y in max(0, rect.y)..<min(height, rect.maxY) {
            for x in max(0, rect.x)..<min(width, rect.maxX) {
                self[x, y] = Cell(text, style: style)
            }
        }
    }

    /// Writes `text` from (x, y), one cluster per cell (more for wide ones), never beyond
    /// `maxWidth` columns or the grid's edge and never half a wide cluster. Line breaks and
    /// tabs are shown as symbols. Returns the number of columns written.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, maxWidth: Int? = nil, style: Style = .plain, ellipsis: Bool = true) -> Int {
        guard y >= 0, y < height, x < width else { return 0 }
        let limit = min(maxWidth ?? (width - x), width - x)
        guard limit > 0 else { return 0 }
        // One walk over the part that can show (a long value costs what is on screen), each
        // cluster measured once; line breaks and tabs show as symbols, so that a one-line
        // cell never breaks a row. A text that goes on past `limit` ends in "…" when asked,
        // in the last column, after the clusters that leave it free.
        var shown: [(Character, Int)] = []
        shown.reserveCapacity(min(limit, 256))
        var used = 0
        var beforeEllipsis = 0
        var isWhole = true
        for character in text {
            let shownAs: Character = character.isNewline ? "↵" : character == "\t" ? "→" : character
            let w = TextWidth.of(shownAs)
            if used + w > limit {
                isWhole = false
                break
            }
            used += w
            shown.append((shownAs, w))
            if used < limit { beforeEllipsis = shown.count }
        }
        let count = isWhole || !ellipsis ? shown.count : beforeEllipsis
        var column = x
        func place(_ character: Character, width w: Int) {
            if column >= 0 {
                // Overwriting half of a wide cluster leaves the other half blank.
                clearWideNeighbours(column, y, width: w)
                self[column, y] = Cell(String(character), style: style)
                for extra in 1..<w where column + extra < width { self[column + extra, y] = Cell("", style: style) }
            }
            column += w
        }
        for (character, w) in shown[..<count] where w > 0 { place(character, width: w) }
        if !isWhole && ellipsis { place("…", width: 1) }
        return column - x
    }

    /// Writes text padded with blanks of the same style to exactly `width` columns.
    public mutating func putPadded(_ text: String, x: Int, y: Int, width: Int, style: Style = .plain, alignRight: Bool = false) {
        guard width > 0 else { return }
        if alignRight {
            let textWidth = min(TextWidth.of(TextWidth.singleLine(String(TextWidth.visiblePrefix(text, columns: width)))), width)
            fill(Rect(x: x, y: y, width: width - textWidth, height: 1), style: style)
            put(text, x: x + width - textWidth, y: y, maxWidth: textWidth, style: style)
        } else {
            let used = put(text, x: x, y: y, maxWidth: width, style: style)
            fill(Rect(x: x + used, y: y, width: width - used, height: 1), style: style)
        }
    }

    /// One single-column cell, as `put` would write it: nothing outside the grid, and a
    /// wide cluster it cuts into is blanked.
    private mutating func putBorder(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        clearWideNeighbours(x, y, width: 1)
        self[x, y] = cell
    }

    /// Blanks what is left of the clusters that cells x..<x+w cut into: the start of one
    /// that began before x, the continuation cells of one that goes on after.
    private mutating func clearWideNeighbours(_ x: Int, _ y: Int, width w: Int) {
        var start = x
        while start > 0 && self[start, y].text.isEmpty { start -= 1 }
        for column in start..<x { self[column, y] = Cell(" ", style: self[column, y].style) }
        var after = x + w
        while after < width && self[after, y].text.isEmpty {
            self[after, y] = Cell(" ", style: self[after, y].style)
            after += 1
        }
    }

    /// Draws a box with a title in its top edge.
    public mutating func box(_ rect: Rect, title: String = "", style: Style = .plain, titleStyle: Style? = nil) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let right = rect.maxX - 1, bottom = rect.maxY - 1
        // Border cells one by one, without measuring text: a frame draws hundreds.
        let horizontal = Cell("─", style: style), vertical = Cell("│", style: style)
        for x in rect.x...right {
            putBorder(horizontal, x: x, y: rect.y)
            putBorder(horizontal, x: x, y: bottom)
        }
        for y in rect.y...bottom {
            putBorder(vertical, x: rect.x, y: y)
            putBorder(vertical, x: right, y: y)
        }
        putBorder(Cell("┌", style: style), x: rect.x, y: rect.y)
        putBorder(Cell("┐", style: style), x: right, y: rect.y)
        putBorder(Cell("└", style: style), x: rect.x, y: bottom)
        putBorder(Cell("┘", style: style), x: right, y: bottom)
        if !title.isEmpty && rect.width > 4 {
            put(" " + title + " ", x: rect.x + 1, y: rect.y, maxWidth: rect.width - 2, style: titleStyle ?? style)
        }
    }

    /// The grid as text, one line per row with trailing blanks trimmed: what golden tests
    /// compare and what a person reads in a failing test.
    public func text() -> String {
        (0..<height).map { y in
            var line = ""
            for x in 0..<width { line += self[x, y].text }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// One character per cell naming its style, for golden tests of emphasis and colour.
    /// Styles are numbered in order of first appearance ("." for the plain style).
    public func styleMask() -> String {
        var names: [Style: Character] = [.plain: "."]
        let symbols = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var lines: [String] = []
        for y in 0..<height {
            var line = ""
            for x in 0..<width {
                let style = self[x, y].style
                if names[style] == nil { names[style] = symbols[min(names.count - 1, symbols.count - 1)] }
                line.append(names[style]!)
            }
            while line.hasSuffix(".") { line.removeLast() }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
