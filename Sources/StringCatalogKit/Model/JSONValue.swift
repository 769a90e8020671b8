/// A JSON value the model has no type for, kept so that it survives a load and save untouched.
///
/// Numbers keep the text they were written with, so that `1.0` does not come back as `1`.
public indirect enum JSONValue: Equatable, Sendable {
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    case number(String)
    case bool(Bool)
    case null
}

/// One member of a JSON object: its key and value, in the order the file had them.
public struct JSONMember: Equatable, Sendable {
    public var key: String
    public var value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
