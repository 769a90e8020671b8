/// A value of an old-style property list and where it is in the text: the byte range lets an
/// edit replace exactly one value (a project's `knownRegions`) and keep every other byte, and
/// a warning name the line and column of an object.
public struct PropertyListNode: Sendable {
    public enum Value: Sendable {
        case string(String)
        case data([UInt8])
        case array([PropertyListNode])
        case dictionary(PropertyListDictionary)
    }

    public var value: Value
    /// From the value's first byte (a quote, `(`, `{`, `<` or the first character of an
    /// unquoted string) to just past its last.
    public var range: Range<Int>

    public init(_ value: Value, range: Range<Int>) {
        self.value = value
        self.range = range
    }

    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    public var array: [PropertyListNode]? {
        if case .array(let items) = value { return items }
        return nil
    }

    public var dictionary: PropertyListDictionary? {
        if case .dictionary(let dictionary) = value { return dictionary }
        return nil
    }

    /// The strings of an array (its other elements left out).
    public var strings: [String]? {
        array?.compactMap(\.string)
    }

    /// What kind of value this is, for messages ("expected an array, found a string").
    public var kindDescription: String {
        switch value {
        case .string: "a string"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}

/// The entries of a `{ key = value; }` dictionary, in the order of the text. A key written
/// twice has its last value, as in CoreFoundation's reader.
public struct PropertyListDictionary: Sendable {
    public struct Entry: Sendable {
        public var key: String
        public var keyRange: Range<Int>
        public var value: PropertyListNode
    }

    public let entries: [Entry]
    /// Where each key's last entry is, for dictionaries too large to search (a project's
    /// `objects`: one entry per object).
    private let index: [String: Int]?

    /// Dictionaries up to this size are searched entry by entry: hashing every key of every
    /// small dictionary would cost more than it saves.
    static let searchedSize = 12

    public init(_ entries: [Entry]) {
        self.entries = entries
        if entries.count > Self.searchedSize {
            var index: [String: Int] = [:]
            index.reserveCapacity(entries.count)
            for (position, entry) in entries.enumerated() { index[entry.key] = position }
            self.index = index
        } else {
            index = nil
        }
    }

    public var count: Int { entries.count }

    public subscript(key: String) -> PropertyListNode? {
        if let index { return index[key].map { entries[$0].value } }
        return entries.last { $0.key == key }?.value
    }

    /// The entry of `key` (its key's place too).
    public func entry(_ key: String) -> Entry? {
        if let index { return index[key].map { entries[$0] } }
        return entries.last { $0.key == key }
    }
}
