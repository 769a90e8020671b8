/// What a name must look like to be written into Swift source as a declaration.
enum SwiftIdentifier {
    /// Words Swift reserves in declarations and expressions: a member or parameter with one
    /// of these names has to be written between backticks (`` static var `default` ``).
    static let reservedWords: Set<String> = [
        // Declarations.
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// `name` as written in a declaration or a use: reserved words between backticks.
    static func escaped(_ name: String) -> String {
        reservedWords.contains(name) ? "`" + name + "`" : name
    }

    /// Whether `character` may continue an identifier here. Swift takes much more of Unicode
    /// than letters and digits, but these are what names made from keys keep; everything
    /// else in a key separates words.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || (character.isASCII && character.isNumber)
    }

    /// Whether `text` can be written as it is (or between backticks) as a Swift name.
    static func isValid(_ text: String) -> Bool {
        guard let first = text.first, !(first.isASCII && first.isNumber) else { return false }
        return first != "$" && text.allSatisfy { isWordCharacter($0) || $0 == "_" || $0 == "$" }
    }
}
