/// The beginning of a catalog: its source language and its first strings, read from the
/// first bytes of a large file so that the editor can show them while the whole file is
/// read. For showing only: it lacks the members after `strings` and every later string, so
/// it is never saved (the catalog read whole is).
public struct CatalogPrefix: Equatable, Sendable {
    public var sourceLanguage: String
    /// The first strings, in the file's order (the table's order by key).
    public var strings: [CatalogString]

    public init(sourceLanguage: String, strings: [CatalogString]) {
        self.sourceLanguage = sourceLanguage
        self.strings = strings
    }

    /// The strings as a catalog, to show them with the editor's usual panes.
    public var catalog: StringCatalog {
        StringCatalog(sourceLanguage: sourceLanguage, strings: strings, version: nil)
    }
}

extension CatalogReader {
    /// The source language and up to `limit` first strings of the catalog whose first bytes
    /// are `buffer` (the file goes on after them). Nil unless these bytes begin a catalog the
    /// way Xcode writes one (`sourceLanguage` before `strings`, an entry of `strings` starting
    /// each line indented by four spaces) and hold at least one whole string: anything else,
    /// errors included, is left to the reading of the whole file, which reports them with
    /// their place.
    public static func readPrefix(_ buffer: UnsafeBufferPointer<UInt8>, upTo limit: Int) -> CatalogPrefix? {
        guard limit > 0, let end = CatalogParser.lastEntryBoundary(in: buffer) else { return nil }
        var parser = CatalogParser(UnsafeBufferPointer(rebasing: buffer[..<end]))
        return try? parser.parsePrefix(upTo: limit)
    }
}

extension CatalogParser {
    /// Where the last entry of `strings` that ends inside `bytes` ends, just after its comma
    /// and line break: `},` then a line that starts with four spaces and a quote (Xcode's
    /// layout; see `entryBoundary`). Cut there, the bytes end between two entries.
    static func lastEntryBoundary(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let pattern = Array("},\n    \"".utf8)
        var i = bytes.count - pattern.count
        while i >= 0 {
            if bytes[i] == pattern[0] && bytes[i + 1] == pattern[1] && (2..<pattern.count).allSatisfy({ bytes[i + $0] == pattern[$0] }) {
                return i + 3
            }
            i -= 1
        }
        return nil
    }

    /// The catalog's source language and its first strings, up to `limit` or to the end of
    /// `bytes`, which must fall between two entries of `strings`.
    mutating func parsePrefix(upTo limit: Int) throws(CatalogReadError) -> CatalogPrefix? {
        skipBOM()
        guard try beginObject("a String Catalog") else { return nil }
        let key = try fieldKey()
        guard field(key, is: "sourceLanguage") else { return nil }
        let sourceLanguage = try stringValue("sourceLanguage")
        guard try nextMember(), field(try fieldKey(), is: "strings") else { return nil }
        path.append(.key("strings"))
        guard try beginObject("an object of strings") else { return nil }
        var prefix = CatalogPrefix(sourceLanguage: sourceLanguage, strings: [])
        var keys = Set<ScalarKey>()
        while prefix.strings.count < limit {
            skipWhitespace()
            if pos == bytes.count { break }
            let key = try memberKey()
            guard keys.insert(ScalarKey(key)).inserted else { return nil }
            path.append(.stringsKey(key))
            prefix.strings.append(try parseEntry(key))
            path.removeLast()
            // The closing brace of `strings`: the file would end here, no prefix of it.
            guard try nextMember() else { return nil }
        }
        return prefix.strings.isEmpty ? nil : prefix
    }
}
