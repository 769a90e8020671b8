/// One place in the code where a localizable string is used, as Xcode's extraction would
/// record it.
public struct ExtractedString: Hashable, Sendable {
    /// The key as Xcode writes it (interpolations as format specifiers).
    public var key: String
    /// The table (`table:`, `tableName:`); nil is `Localizable`.
    public var table: String?
    /// The `comment:` given here, if any.
    public var comment: String?
    /// The source-language value given by `defaultValue:` (or `value:`), in the same form as
    /// the key; the catalog marks such a string `extracted_with_value`.
    public var defaultValue: String?
    public var file: String
    public var position: SourcePosition
    /// The interpolations of the key and of the default value whose type could not be told
    /// (each is also reported as a warning).
    public var guessedInterpolations: [GuessedInterpolation]

    public init(key: String, table: String? = nil, comment: String? = nil, defaultValue: String? = nil,
                file: String, position: SourcePosition, guessedInterpolations: [GuessedInterpolation] = []) {
        self.key = key
        self.table = table
        self.comment = comment
        self.defaultValue = defaultValue
        self.file = file
        self.position = position
        self.guessedInterpolations = guessedInterpolations
    }

    /// The catalog the string goes to: its table, or `Localizable`.
    public var tableName: String { table ?? "Localizable" }

    /// True when some specifier of the key stands for a value of unknown type.
    public var hasGuessedSpecifiers: Bool { guessedInterpolations.contains { !$0.isInDefaultValue } }
}
