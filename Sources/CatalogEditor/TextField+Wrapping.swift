/// A field wraps its value to the width of the pane instead of scrolling sideways: each
/// line of the value takes as many rows as it needs, broken after a space or beside a wide
/// (CJK) character where one fits, as CJK text breaks between any two characters, else
/// between two clusters. Up and Down then move from row to row, keeping the column.
extension TextField {
    /// One row of the wrapped value: clusters `range` of the text, and whether the row ends
    /// a line of the value (a line break or the end follows it).
    public struct WrappedRow: Equatable, Sendable {
        public var range: Range<Int>
        public var endsLine: Bool
    }

    /// The rows of `text` in `width` columns (at least one row, even for an empty value).
    public static func wrap(_ chars: [Character], width: Int, widthOf: (Character) -> Int) -> [WrappedRow] {
        let width = max(1, width)
        var rows: [WrappedRow] = []
        for line in lineRanges(chars) {
            var start = line.lowerBound
            var column = 0
            // The last place the row may end: after a space, before or after a wide character.
            var breakAt: Int?
            var position = line.lowerBound
            while position < line.upperBound {
                let character = chars[position]
                let w = widthOf(character)
                // A space may hang past the edge (the field keeps a column for the cursor):
                // the row breaks after it rather than starting the next one with a space.
                if column + w > width && position > start && character != " " {
                    let end = breakAt ?? position
                    rows.append(WrappedRow(range: start..<end, endsLine: false))
                    start = end
                    column = 0
                    breakAt = nil
                    for carried in start..<position {
                        let carriedWidth = widthOf(chars[carried])
                        if carriedWidth > 1 && carried > start { breakAt = carried }
                        column += carriedWidth
                        if chars[carried] == " " || carriedWidth > 1 { breakAt = carried + 1 }
                    }
                    continue
                }
                if w > 1 && position > start { breakAt = position }
                column += w
                position += 1
                if character == " " || w > 1 { breakAt = position }
            }
            rows.append(WrappedRow(range: start..<line.upperBound, endsLine: true))
        }
        return rows
    }

    public func wrappedRows(width: Int, widthOf: (Character) -> Int) -> [WrappedRow] {
        Self.wrap(Array(text), width: width, widthOf: widthOf)
    }

    /// The row the cursor is on and its column there. A cursor where a row breaks without
    /// a line break belongs to the start of the next row.
    public func cursorPosition(in rows: [WrappedRow], widthOf: (Character) -> Int) -> (row: Int, x: Int) {
        let chars = Array(text)
        let row = Self.row(of: cursor, in: rows)
        let x = chars[rows[row].range.lowerBound..<min(cursor, chars.count)].reduce(0) { $0 + widthOf($1) }
        return (row, x)
    }

    static func row(of position: Int, in rows: [WrappedRow]) -> Int {
        rows.firstIndex { position < $0.range.upperBound || (position == $0.range.upperBound && $0.endsLine) } ?? rows.count - 1
    }

    /// Up or Down over the wrapped rows, aiming for the same column.
    mutating func moveWrapped(by step: Int, width: Int, widthOf: (Character) -> Int) {
        let chars = Array(text)
        let rows = Self.wrap(chars, width: width, widthOf: widthOf)
        let now = Self.row(of: cursor, in: rows)
        let goal = goalColumn ?? chars[rows[now].range.lowerBound..<cursor].reduce(0) { $0 + widthOf($1) }
        let target = now + step
        guard rows.indices.contains(target) else {
            // Up on the first row goes to the start, Down on the last to the end.
            cursor = step < 0 ? 0 : chars.count
            goalColumn = nil
            return
        }
        let row = rows[target]
        // A row that breaks without a line break cannot hold the cursor at its end: that
        // place is the start of the next row.
        let last = row.endsLine || row.range.isEmpty ? row.range.upperBound : row.range.upperBound - 1
        cursor = Self.position(atColumn: goal, in: row.range.lowerBound..<last, of: chars, widthOf: widthOf)
        goalColumn = goal
    }
}
