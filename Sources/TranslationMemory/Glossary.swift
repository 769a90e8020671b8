import StringCatalogKit

/// A team's terms: how each source term is translated per language, which translations are
/// forbidden, and which terms stay as they are (names, trademarks).
///
/// Read from a CSV file (`GlossaryCSV`) or a TBX-basic file (Interchange's `TBXGlossary`);
/// the checks of `GlossaryCheck` and the editor's inspector use it.
public struct Glossary: Sendable, Equatable {
    public var entries: [GlossaryEntry]

    public init(entries: [GlossaryEntry]) {
        self.entries = entries
    }

    /// The entries whose term is written in `sourceLanguage` (or in no language in
    /// particular, as in a CSV glossary), each with its term's words made once.
    public func terms(forSourceLanguage sourceLanguage: String) -> [GlossaryTerm] {
        entries.filter { entry in entry.sourceLanguage.map { GlossaryLanguage.applies($0, to: sourceLanguage) } ?? true }
            .map(GlossaryTerm.init)
    }
}

/// One source term and what the glossary says of it.
public struct GlossaryEntry: Sendable, Equatable {
    /// The language the term is written in; nil when the glossary does not say (CSV: the
    /// catalogs' source language, whatever it is).
    public var sourceLanguage: String?
    public var term: String
    /// Whether "Apple" and "apple" are different terms (and translations).
    public var caseSensitive: Bool
    /// The term stays as it is in every translation.
    public var doNotTranslate: Bool
    /// The translations to use, per language code as the glossary writes it.
    public var translations: [String: [String]]
    /// Translations that must not be used, per language.
    public var forbidden: [String: [String]]

    public init(sourceLanguage: String? = nil, term: String, caseSensitive: Bool = false, doNotTranslate: Bool = false,
                translations: [String: [String]] = [:], forbidden: [String: [String]] = [:]) {
        self.sourceLanguage = sourceLanguage
        self.term = term
        self.caseSensitive = caseSensitive
        self.doNotTranslate = doNotTranslate
        self.translations = translations
        self.forbidden = forbidden
    }

    /// The translations to use in catalog language `language` (see `GlossaryLanguage`).
    public func translations(in language: String) -> [String] {
        Self.values(translations, for: language)
    }

    /// The forbidden translations in catalog language `language`.
    public func forbiddenTranslations(in language: String) -> [String] {
        Self.values(forbidden, for: language)
    }

    private static func values(_ table: [String: [String]], for language: String) -> [String] {
        // Sorted by language so that a glossary giving both "fr" and "fr-CA" lists in one order.
        var found: [String] = []
        for code in table.keys.sorted() where GlossaryLanguage.applies(code, to: language) {
            for value in table[code]! where !found.contains(value) { found.append(value) }
        }
        return found
    }
}

/// Which catalog languages a glossary's language code covers.
public enum GlossaryLanguage {
    /// "fr" covers "fr", "fr-CA" and "fr_CA"; "fr-CA" only itself; case is not significant
    /// (BCP 47 codes are case-insensitive): a glossary is often written for the language,
    /// a catalog often has its regions.
    public static func applies(_ glossaryCode: String, to catalogCode: String) -> Bool {
        let wanted = glossaryCode.lowercased().replacingOccurrences(of: "_", with: "-")
        let actual = catalogCode.lowercased().replacingOccurrences(of: "_", with: "-")
        return actual == wanted || actual.hasPrefix(wanted + "-")
    }
}

/// An entry with its term's words, made once for every text it is looked for in.
public struct GlossaryTerm: Sendable {
    public let entry: GlossaryEntry
    let words: TermWords

    public init(_ entry: GlossaryEntry) {
        self.entry = entry
        words = TermWords(entry.term)
    }

    /// Whether the term may occur in `folded` (a text `lowercased`, without fullwidth
    /// letters): its first word is in it somewhere. Most source values have none of a
    /// glossary's terms, and this spares them the tokenizing.
    public func mayOccur(inFolded folded: String) -> Bool {
        guard let first = words.tokens.first?.text else { return false }
        return folded.contains(first)
    }

    /// Where the term occurs in `text` (in Unicode scalars), by whole words, per character in
    /// scripts written without spaces; nothing for a term that has no words.
    public func occurrences(in text: TermText) -> [Range<Int>] {
        words.occurrences(in: text, caseSensitive: entry.caseSensitive)
    }
}

/// A text made ready for looking terms up in: its words (`MatchText`: placeholders and
/// markup masked, a token per character in Chinese, Japanese, Thai…), and its scalars for
/// comparing case where a term asks for it.
public struct TermText: Sendable {
    let match: MatchText
    let scalars: [Unicode.Scalar]

    public init(_ text: String) {
        match = MatchText(text)
        scalars = Array(text.unicodeScalars)
    }

    /// Whether `phrase` occurs in the text (whole words; case as asked).
    public func contains(_ phrase: String, caseSensitive: Bool) -> Bool {
        !TermWords(phrase).occurrences(in: self, caseSensitive: caseSensitive).isEmpty
    }
}

/// A term's words as `MatchText` tokenizes them.
struct TermWords: Sendable {
    let tokens: [MatchText.Token]
    let scalars: [Unicode.Scalar]

    init(_ term: String) {
        tokens = MatchText(term).tokens.filter { $0.text != MatchText.placeholderToken }
        scalars = Array(term.unicodeScalars)
    }

    func occurrences(in text: TermText, caseSensitive: Bool) -> [Range<Int>] {
        let haystack = text.match.tokens
        guard !tokens.isEmpty, haystack.count >= tokens.count else { return [] }
        var found: [Range<Int>] = []
        var start = 0
        while start + tokens.count <= haystack.count {
            var matches = true
            for (offset, token) in tokens.enumerated() {
                let candidate = haystack[start + offset]
                guard candidate.text == token.text,
                      !caseSensitive || text.scalars[candidate.range].elementsEqual(scalars[token.range]) else {
                    matches = false
                    break
                }
            }
            if matches {
                found.append(haystack[start].range.lowerBound..<haystack[start + tokens.count - 1].range.upperBound)
                start += tokens.count
            } else {
                start += 1
            }
        }
        return found
    }
}

/// How glossary files write what they share: texts with surrounding white space, yes/no flags.
public enum GlossaryText {
    /// `text` without white space at either end (a cell or an element as people type them).
    public static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

    /// `yes`/`true`/`1` or `no`/`false`/`0`, in any case; nil for anything else.
    public static func flag(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "yes", "true", "1": true
        case "no", "false", "0": false
        default: nil
        }
    }
}
