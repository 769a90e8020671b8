/// Why a catalog could not be read, with the place in the file.
///
/// Malformed JSON reports what was expected at the line and column where the reader stopped;
/// valid JSON of the wrong shape reports the JSON path of the offending value as well
/// (`strings["Foo"].localizations.fr.stringUnit.state: expected a string, found a number`).
public struct CatalogReadError: PositionedError, Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Not valid JSON (or not UTF-8).
        case syntax
        /// Valid JSON, but not a String Catalog.
        case shape
    }

    public var kind: Kind
    /// What was wrong, e.g. "expected ',' or '}' after an object member".
    public var message: String
    /// JSON path of the value at fault, for shape errors ("" for the top level).
    public var path: String
    /// Byte offset in the file.
    public var offset: Int
    /// 1-based line and column (column counted in characters).
    public var line: Int
    public var column: Int
    /// The line of the file where the error is, shortened around the column.
    public var excerpt: String
    /// The file the bytes came from, when known; set by whoever read the file.
    public var file: String?

    public var description: String {
        diagnostic(path.isEmpty ? message : "\(path): \(message)") + "\n    \(excerpt)"
    }
}

extension CatalogReadError {
    /// Builds an error at `offset` of `bytes`, working out line, column and excerpt.
    /// Runs only on failure, so it may take its time.
    static func at(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>, kind: Kind, message: String, path: String = "") -> CatalogReadError {
        let position = TextPosition.of(offset, inUTF8: bytes)
        let offset = position.offset
        var lineEnd = offset
        while lineEnd < bytes.count && bytes[lineEnd] != 0x0A && bytes[lineEnd] != 0x0D { lineEnd += 1 }
        let before = String(decoding: UnsafeBufferPointer(rebasing: bytes[position.lineStart..<offset]), as: UTF8.self)
        let rest = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<lineEnd]), as: UTF8.self)
        // Keep the excerpt short: some 40 characters either side of the error.
        let shownBefore = before.count > 40 ? "…" + before.suffix(40) : before
        let shownAfter = rest.count > 40 ? rest.prefix(40) + "…" : rest
        let excerpt = (shownBefore + shownAfter).replacingTabs() + "\n    " + String(repeating: " ", count: shownBefore.count) + "^"
        return CatalogReadError(kind: kind, message: message, path: path, offset: offset, line: position.line, column: position.column, excerpt: excerpt)
    }
}

private extension String {
    /// Tabs would misplace the caret under the excerpt.
    func replacingTabs() -> String {
        String(map { $0 == "\t" ? " " : $0 })
    }
}
