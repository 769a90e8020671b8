import PropertyLists
import StringCatalogKit

/// One `"key" = "value";` of a `.strings` file.
public struct StringsEntry: Equatable, Sendable {
    public var key: String
    public var value: String
    /// The comment written before the entry (or after it on the same line), without its
    /// `/* */` or `//` and surrounding white space; never the file's header.
    public var comment: String?
    /// The 1-based line of the key in a text or XML file (1 in a binary property list).
    public var line: Int

    public init(key: String, value: String, comment: String? = nil, line: Int = 1) {
        self.key = key
        self.value = value
        self.comment = comment
        self.line = line
    }
}

/// How a `.strings` file is stored.
public enum StringsFileFormat: Equatable, Sendable {
    /// Old-style text: `"key" = "value";` with comments (UTF-8 or UTF-16).
    case text
    /// An XML property list (what `xcstringstool compile` writes).
    case xmlPropertyList
    /// A binary property list (what built apps carry).
    case binaryPropertyList
}

/// A `.strings` file: its entries in file order and how it was stored.
///
/// A key written twice stays twice in `entries`; `values` keeps the last, as Foundation does
/// when it loads the file.
public struct StringsFile: Equatable, Sendable {
    public var entries: [StringsEntry]
    public var format: StringsFileFormat
    /// The comment a text file starts with when it describes the file (Xcode's template:
    /// `StringsFileHeader`), without its delimiters: kept for writing the file again, and
    /// no entry's comment.
    public var header: String?

    public init(entries: [StringsEntry], format: StringsFileFormat = .text, header: String? = nil) {
        self.entries = entries
        self.format = format
        self.header = header
    }

    /// Key to value, the last entry winning for a repeated key.
    public var values: [String: String] {
        var values: [String: String] = [:]
        for entry in entries { values[entry.key] = entry.value }
        return values
    }

    /// Reads a `.strings` file in any of its forms; the format is recognised from the bytes.
    public static func read(_ bytes: [UInt8]) throws(InterchangeReadError) -> StringsFile {
        switch PropertyListReader.sniff(bytes) {
        case .binary:
            return try fromPropertyList(BinaryPropertyListReader.read(bytes), format: .binaryPropertyList, bytes: bytes)
        case .xml:
            let text = try XMLPropertyListReader.checkedText(bytes)
            if let entries = XMLStringsEntries.entries(text) { return StringsFile(entries: entries, format: .xmlPropertyList) }
            return try fromXMLTree(text, bytes: bytes)
        case nil:
            let text = try StringsTextReader.read(bytes)
            return StringsFile(entries: text.entries, format: .text, header: text.header)
        }
    }

    /// Reads the file at `path`; errors name the file.
    public static func read(path: String) throws(InterchangeReadError) -> StringsFile {
        try LegacyFileBytes.parse(path, with: read(_:))
    }

    /// The file's bytes in `format`: text is UTF-8 with its header first and each comment
    /// above its entry; the property lists are as `xcstringstool compile` writes them (keys
    /// sorted, no comments).
    public func bytes(format: StringsFileFormat) -> [UInt8] {
        switch format {
        case .text:
            return StringsTextWriter.bytes(entries, header: header)
        case .xmlPropertyList, .binaryPropertyList:
            // A repeated key keeps its last value, as when the file is loaded. Keys repeat
            // when their scalars do: "Café" precomposed and decomposed are two keys.
            var last: [ScalarKey: Int] = [:]
            for (index, entry) in entries.enumerated() { last[ScalarKey(entry.key)] = index }
            var members: [PropertyListEntry] = []
            members.reserveCapacity(last.count)
            for (index, entry) in entries.enumerated() where last[ScalarKey(entry.key)] == index {
                members.append(PropertyListEntry(key: entry.key, value: .string(entry.value)))
            }
            return PropertyListWriter.bytes(.dictionary(members), format: format == .xmlPropertyList ? .xml : .binary)
        }
    }

    /// The file whose checked text (`XMLPropertyListReader.checkedText`) is `text`, read
    /// through the tree of its property list: what `XMLStringsEntries` must agree with.
    static func fromXMLTree(_ text: [UInt8], bytes: [UInt8]) throws(InterchangeReadError) -> StringsFile {
        try fromPropertyList(XMLPropertyListReader.read(checkedText: text), format: .xmlPropertyList, bytes: bytes)
    }

    private static func fromPropertyList(_ list: PropertyList, format: StringsFileFormat, bytes: [UInt8]) throws(InterchangeReadError) -> StringsFile {
        let locate = PropertyListLocator(bytes: bytes, format: format == .xmlPropertyList ? .xml : .binary)
        guard case .dictionary(let members) = list else {
            throw locate.error("expected a dictionary of strings at the top of the property list, found \(list.kindName)", at: nil)
        }
        var entries: [StringsEntry] = []
        entries.reserveCapacity(members.count)
        for member in members {
            guard case .string(let value) = member.value else {
                throw locate.error("the value of \"\(member.key)\" must be a string, found \(member.value.kindName)", at: member.offset)
            }
            entries.append(StringsEntry(key: member.key, value: value, line: locate.line(of: member.offset)))
        }
        return StringsFile(entries: entries, format: format)
    }
}
