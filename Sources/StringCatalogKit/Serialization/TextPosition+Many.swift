extension TextPosition {
    /// The positions of many byte offsets of UTF-8 `bytes` (in any order), in one pass over
    /// the text up to the last: `of(_:inUTF8:)` for each would scan from the start every
    /// time, quadratic for thousands of positions in a large file.
    ///
    /// Columns are counted a stretch at a time, from one offset to the next on the same line;
    /// that agrees with counting the whole line's characters when each offset starts a
    /// character, as the start of a tag does.
    public static func of(_ offsets: [Int], inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [TextPosition] {
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var positions = [TextPosition?](repeating: nil, count: offsets.count)
        var scanned = 0, line = 1, lineStart = 0
        // The last position found and its column: where counting resumes on its line.
        var mark = 0, markColumn = 1
        for index in order {
            let offset = min(max(offsets[index], 0), bytes.count)
            while scanned < offset {
                if bytes[scanned] == 0x0A {
                    line += 1
                    lineStart = scanned + 1
                }
                scanned += 1
            }
            if mark < lineStart { (mark, markColumn) = (lineStart, 1) }
            let column = markColumn + String(decoding: UnsafeBufferPointer(rebasing: bytes[mark..<offset]), as: UTF8.self).count
            (mark, markColumn) = (offset, column)
            positions[index] = TextPosition(offset: offset, line: line, column: column, lineStart: lineStart)
        }
        return positions.map { $0! }
    }
}
