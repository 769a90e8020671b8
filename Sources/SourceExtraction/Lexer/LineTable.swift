/// Turns byte offsets into line and column. Tokens are made in source order, so the table
/// remembers where it last looked and walks forward from there: a position costs what lies
/// between it and the previous one, even on a single line of fifty megabytes.
struct LineTable {
    private let bytes: [UInt8]
    private var line = 1
    private var lineStart = 0
    /// The last offset asked for on the current line, and its column.
    private var lastOffset = 0
    private var lastColumn = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func position(of requested: Int) -> SourcePosition {
        let offset = min(requested, bytes.count)
        if offset < lastOffset {
            // Never happens in source order; start again from the top rather than be wrong.
            line = 1
            lineStart = 0
            lastOffset = 0
            lastColumn = 1
        }
        var column = lastColumn
        var index = lastOffset
        while index < offset {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        lastOffset = offset
        lastColumn = column
        return SourcePosition(line: line, column: column)
    }
}
