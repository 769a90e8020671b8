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

    /// The file name shown in the picker.
    public var name: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
