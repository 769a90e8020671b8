/// A property list value, as Apple's `.strings` and `.stringsdict` files hold them in XML or
/// binary form.
///
/// Dictionaries keep their members in file order (a writer sorts them) and remember where
/// each key was in the file, so that errors found while interpreting a value can point at it.
public indirect enum PropertyList: Equatable, Sendable {
    case string(String)
    case integer(Int64)
    case real(Double)
    case boolean(Bool)
    /// Seconds since 2001-01-01 00:00:00 UTC, as property lists count them.
    case date(Double)
    case data([UInt8])
    case array([PropertyList])
    case dictionary([PropertyListEntry])

    /// The text of a `.string`, else nil.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The members of a `.dictionary`, else nil.
    public var entries: [PropertyListEntry]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }

    /// The value for `key` in a `.dictionary` (the first one, should a file repeat a key).
    public subscript(key: String) -> PropertyList? {
        entries?.first { $0.key == key }?.value
    }

    /// What a value is called in messages ("a string", "a dictionary").
    public var kindName: String {
        switch self {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .boolean: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}

/// One member of a property list dictionary.
public struct PropertyListEntry: Equatable, Sendable {
    public var key: String
    public var value: PropertyList
    /// Where the key is in the file it was read from (a byte offset), if it was read from one.
    public var offset: Int?

    public init(key: String, value: PropertyList, offset: Int? = nil) {
        self.key = key
        self.value = value
        self.offset = offset
    }

    /// Two entries are equal when key and value are; where they came from does not matter.
    public static func == (lhs: PropertyListEntry, rhs: PropertyListEntry) -> Bool {
        lhs.key == rhs.key && lhs.value == rhs.value
    }
}

/// The ways a property list can be stored.
public enum PropertyListFormat: Equatable, Sendable {
    case xml
    case binary
}
