import StringCatalogKit

/// Where the lines of a UTF-8 text start, found once, so that many byte offsets become lines
/// and columns without a scan of the text for each: the lines of `.strings` entries and their
/// comments, the places of a project file's objects in warnings.
///
/// A line ends at "\n", "\r\n" or "\r", as old-style property list readers count them. A byte
/// order mark at the very start is not a character of the first line.
public struct TextLines: Sendable {
    /// The offset of each line's first byte, the first line's (0) included.
    private let starts: [Int]

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        var i = 0
        let count = bytes.count
        while i < count {
            let byte = bytes[i]
            i += 1
            if byte == 0x0A {
                starts.append(i)
            } else if byte == 0x0D {
                if i < count, bytes[i] == 0x0A { i += 1 }
                starts.append(i)
            }
        }
        self.starts = starts
    }

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { TextLines($0) }
    }

    /// The 1-based line of the byte at `offset`.
    public func line(of offset: Int) -> Int {
        // The last line start at or before the offset.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The line and column (in characters) of the byte at `offset` of `bytes`, the text these
    /// lines were found in.
    public func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
        let offset = min(max(offset, 0), bytes.count)
        let line = line(of: offset)
        let lineStart = starts[line - 1]
        var from = lineStart
        if from == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { from = min(3, offset) }
        let before = String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<offset]), as: UTF8.self)
        return TextPosition(offset: offset, line: line, column: before.count + 1, lineStart: lineStart)
    }

    public func position(of offset: Int, in bytes: [UInt8]) -> TextPosition {
        bytes.withUnsafeBufferPointer { position(of: offset, in: $0) }
    }
}
