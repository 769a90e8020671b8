import SourceExtraction

/// A place in a source file where a string is used: what the editor shows as "used at".
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public init(file: String, position: SourcePosition) {
        self.init(file: file, line: position.line, column: position.column)
    }

    /// Where an extracted string's literal starts.
    public init(_ string: ExtractedString) {
        self.init(file: string.file, position: string.position)
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }

    /// `file:line`, as compilers and editors name a line.
    public var description: String { "\(file):\(line)" }
}
