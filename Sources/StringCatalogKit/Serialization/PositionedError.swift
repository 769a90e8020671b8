/// Something at a place in a text file, printed the way compilers print diagnostics
/// (`file:line:column: error: message`, or `warning:`), so that editors and CI logs can jump
/// to it.
///
/// The catalog reader's errors, the interchange formats' (XML, `.strings`, `.stringsdict`,
/// property lists, XLIFF warnings) and the source extraction's share this shape: one
/// formatter, one way to name the file.
public protocol PositionedDiagnostic: CustomStringConvertible {
    /// 1-based line.
    var line: Int { get }
    /// 1-based column, counted in characters.
    var column: Int { get }
    /// The file the bytes came from, when known; set by whoever read the file.
    var file: String? { get set }
}

extension PositionedDiagnostic {
    /// `file:line:column: error: what` (or another severity), with `<input>` for a file not known.
    public func diagnostic(_ what: String, severity: String = "error") -> String {
        "\(file ?? "<input>"):\(line):\(column): \(severity): \(what)"
    }

    /// The same diagnostic, naming `file`.
    public func inFile(_ file: String) -> Self {
        var copy = self
        copy.file = file
        return copy
    }
}

/// A `PositionedDiagnostic` that stops a read.
public protocol PositionedError: Error, PositionedDiagnostic {}

/// The line and column of a position in text, worked out only when an error needs them
/// (a failed read costs nothing until someone reads the message).
public struct TextPosition: Equatable, Sendable {
    /// The position itself, clamped to the text.
    public var offset: Int
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in characters.
    public var column: Int
    /// Where the position's line starts, in the same units as `offset`.
    public var lineStart: Int

    public init(offset: Int, line: Int, column: Int, lineStart: Int) {
        self.offset = offset
        self.line = line
        self.column = column
        self.lineStart = lineStart
    }

    /// The position of byte `offset` in UTF-8 `bytes`; lines end at "\n".
    public static func of(_ offset: Int, inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
        let offset = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        for i in 0..<offset where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        let before = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<offset]), as: UTF8.self)
        return TextPosition(offset: offset, line: line, column: before.count + 1, lineStart: lineStart)
    }

    /// The position of byte `offset` in UTF-8 `bytes`; lines end at "\n".
    public static func of(_ offset: Int, inUTF8 bytes: [UInt8]) -> TextPosition {
        bytes.withUnsafeBufferPointer { of(offset, inUTF8: $0) }
    }

    /// The position of scalar `offset` in decoded text; lines end at "\n", "\r\n" or "\r".
    public static func of(_ offset: Int, in scalars: [Unicode.Scalar]) -> TextPosition {
        let end = min(max(offset, 0), scalars.count)
        var line = 1
        var lineStart = 0
        var i = 0
        while i < end {
            if scalars[i] == "\n" || (scalars[i] == "\r" && (i + 1 >= scalars.count || scalars[i + 1] != "\n")) {
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
        var prefix = String.UnicodeScalarView()
        prefix.append(contentsOf: scalars[lineStart..<end])
        return TextPosition(offset: end, line: line, column: String(prefix).count + 1, lineStart: lineStart)
    }
}
