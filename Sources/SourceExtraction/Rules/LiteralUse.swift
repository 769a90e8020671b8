/// A string literal that a rule found localizable, with what its call says about it.
struct LiteralUse {
    /// The literal's token index in the file.
    var literal: Int
    var table: String?
    var comment: String?
    /// The token index of a `defaultValue:`/`value:` literal.
    var defaultValue: Int?

    init(literal: Int, table: String? = nil, comment: String? = nil, defaultValue: Int? = nil) {
        self.literal = literal
        self.table = table
        self.comment = comment
        self.defaultValue = defaultValue
    }
}
