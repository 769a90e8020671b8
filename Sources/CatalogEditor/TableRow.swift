/// A row of the string table: a string of one of the open documents. The table shows the
/// strings of one document, or, in a bundle's "all files" view, those of every file of it.
public struct TableRow: Hashable, Sendable {
    /// Index into `EditorState.documents`.
    public var document: Int
    /// Index into that document's catalog's strings.
    public var string: Int

    public init(document: Int, string: Int) {
        self.document = document
        self.string = string
    }
}
