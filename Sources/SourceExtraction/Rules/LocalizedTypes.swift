/// The types whose string literals Xcode extracts: a literal the compiler types as one of
/// these becomes a key.
enum LocalizedTypes {
    static let names: Set<String> = ["LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue"]

    /// Whether a declared type (as written, tokens joined) is one of them, optional or not,
    /// with or without its module's name.
    static func isLocalized(_ typeText: String) -> Bool {
        names.contains(bareName(typeText))
    }

    /// Whether a declared type takes a plain string: an overload with it wins for a literal.
    static func isPlainString(_ typeText: String) -> Bool {
        ["String", "Substring", "StringProtocol"].contains(bareName(typeText))
    }

    /// `SwiftUI.LocalizedStringKey?` → `LocalizedStringKey`; `Swift.Int!` → `Int`.
    static func bareName(_ typeText: String) -> String {
        var text = Substring(typeText)
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        if text.hasPrefix("Optional<"), text.hasSuffix(">") { text = text.dropFirst(9).dropLast() }
        for module in ["SwiftUI.", "Foundation.", "Swift."] where text.hasPrefix(module) {
            text = text.dropFirst(module.count)
        }
        return String(text)
    }
}
