/// A catalog of the folder that could not be read: the editor opens the others and lists
/// this one in the catalog picker with the reason, `file:line:column: error: …`.
public struct UnreadableCatalog: Equatable, Sendable {
    public var path: String
    /// The reader's message, starting with the file and position.
    public var error: String

    public init(path: String, error: String) {
        self.path = path
        self.error = error
    }

    /// The error's first line, `file:line:column: error: …`: what one line (the status
    /// line, the picker's entry) has room for.
    public var headline: String {
        String(error.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    /// The error's other lines: the line of the file where reading stopped and a caret
    /// under the column, which the picker shows under its list when the entry is selected.
    public var excerpt: [String] {
        Array(error.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
            .reversed().drop { $0.allSatisfy(\.isWhitespace) }.reversed())
    }

    /// The file name shown in the picker.
    public var name: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
