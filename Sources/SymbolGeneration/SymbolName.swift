import StringCatalogKit

/// The name of a string's symbol, made from its key as Xcode makes it.
///
/// What the generated files Xcode writes show: format specifiers are left out (`%lld MiB` →
/// `miB`); the rest splits into words at anything that is not a letter or digit (`.`, `_`,
/// spaces, `-`, `…`), except apostrophes, which are dropped inside a word (`Snap’s` →
/// `Snaps`), and `$`, which stays as a word of its own (`with ${content}` →
/// `with$Content`) unless the name would start with it. The leading run of capitals of a word is lower-cased (`TITLE` → `title`,
/// `CFBundleName` → `cfbundleName`, `CKAsset` → `ckasset`) while later capitals stay
/// (`InvalidMACAddress`, `iCloud`); then every word but the first starts with a capital.
/// A name that starts with a digit gets a leading underscore (`2023_TRIP_NAME` →
/// `_2023TripName`).
public enum SymbolName {
    /// The member name for `key`; nil when the key has no letters or digits outside its
    /// format specifiers, so that no name can be made.
    public static func member(forKey key: String) -> String? {
        let words = words(in: NamedSpecifiers.strip(key).text)
        guard !words.isEmpty else { return nil }
        var name = lowercasingLeadingCapitals(words[0])
        for word in words.dropFirst() {
            name += capitalizingFirst(lowercasingLeadingCapitals(word))
        }
        return prefixedWhenStartingWithDigit(name)
    }

    /// The name of the enum that holds a table's symbols: the table name itself when Swift
    /// takes it (`InfoPlist`), else its words each with a leading capital.
    public static func namespace(forTable table: String) -> String? {
        if SwiftIdentifier.isValid(table) { return table }
        let words = words(in: table)
        guard !words.isEmpty else { return nil }
        return prefixedWhenStartingWithDigit(words.map(capitalizingFirst).joined())
    }

    /// An argument label from a placeholder's or substitution's name: a member name, so
    /// `item_count` → `itemCount`.
    static func label(from name: String) -> String? {
        member(forKey: name)
    }

    /// The words of `text` with its format specifiers left out.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var copied = text.startIndex
        // Specifiers and `%%` are gaps between words, as punctuation is.
        // A `% d` in prose (“100% off”) is text, as it is to everyone but printf.
        let gaps = FormatString.parse(text)
            .filter { !$0.isInvalid && $0.specifier?.looksLikeProse != true }
            .map(\.range)
        func read(_ part: Substring) {
            for character in part {
                if SwiftIdentifier.isWordCharacter(character) {
                    word.append(character)
                } else if isApostrophe(character) {
                    continue
                } else if character == "$" {
                    // Kept, as a word of its own: Swift takes `$` inside a name.
                    if !word.isEmpty { words.append(word) }
                    words.append("$")
                    word = ""
                } else if !word.isEmpty {
                    words.append(word)
                    word = ""
                }
            }
        }
        for gap in gaps {
            read(text[copied..<gap.lowerBound])
            if !word.isEmpty {
                words.append(word)
                word = ""
            }
            copied = gap.upperBound
        }
        read(text[copied...])
        if !word.isEmpty { words.append(word) }
        // A name may not start with `$`: Swift keeps those for what it synthesizes.
        return Array(words.drop { $0 == "$" })
    }

    private static func isApostrophe(_ character: Character) -> Bool {
        character == "'" || character == "\u{2019}" || character == "\u{02BC}"
    }

    private static func lowercasingLeadingCapitals(_ word: String) -> String {
        let capitals = word.prefix(while: \.isUppercase)
        return capitals.lowercased() + word.dropFirst(capitals.count)
    }

    private static func capitalizingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    private static func prefixedWhenStartingWithDigit(_ name: String) -> String {
        guard let first = name.first, first.isASCII, first.isNumber else { return name }
        return "_" + name
    }
}
