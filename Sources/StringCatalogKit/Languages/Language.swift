import Foundation

/// A localization language as Xcode names it in catalogs and .lproj folders.
public struct Language: Sendable, Hashable {
    /// The writing direction of the language's default script.
    public enum Direction: String, Sendable, Hashable {
        case ltr, rtl
    }

    /// The code as Xcode writes it, e.g. "en-GB", "zh-Hans", "es-419".
    public let code: String
    /// CLDR-style English name, e.g. "English (United Kingdom)".
    public let englishName: String
    /// The name in the language itself, capitalized as CLDR does for menus.
    public let nativeName: String
    public let direction: Direction
    /// The CLDR locale id of its cardinal plural rules ("und" = only `other`).
    public let pluralLocale: String
    /// Believed to be an Apple OS UI language (Xcode's top-level menu); the
    /// rest come from Xcode's "More Languages" submenu.
    public let isOSUILanguage: Bool

    /// Every language Xcode offers, OS UI languages first.
    public static let all: [Language] = LanguageTable.languages

    /// The language with exactly this code, ignoring case.
    public static func named(_ code: String) -> Language? {
        byLowercasedCode[code.lowercased()]
    }

    /// Languages whose code or English or native name contains `query`,
    /// ignoring case and diacritics ("francais" finds French). Best first:
    /// exact code, code prefix, name prefix, word prefix, then any substring;
    /// ties keep the order of `all`. An empty query returns `all`.
    public static func search(_ query: String) -> [Language] {
        let needle = fold(query.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !needle.isEmpty else { return all }
        var ranked: [(rank: Int, position: Int)] = []
        for (position, entry) in searchIndex.enumerated() {
            if let rank = entry.rank(for: needle) {
                ranked.append((rank, position))
            }
        }
        ranked.sort { ($0.rank, $0.position) < ($1.rank, $1.position) }
        return ranked.map { all[$0.position] }
    }

    /// An English name for any code: the table's name when listed, otherwise
    /// one composed from its subtags ("de-LI" → "German (Liechtenstein)").
    /// Unknown script or region subtags are shown as written; a code that is
    /// not valid or whose language is unknown comes back unchanged.
    public static func displayName(for code: String) -> String {
        // Old .lproj names use "_"; accept them here since this is display only.
        // (Foundation's replacing costs more than the lookup: the editor names every
        // language of the sidebar and the inspector on each frame.)
        let normalized = code.utf8.contains(UInt8(ascii: "_")) ? code.replacingOccurrences(of: "_", with: "-") : code
        if let language = named(normalized) { return language.englishName }
        return composedName(for: normalized) ?? code
    }

    /// Whether `code` has the shape Xcode uses: a 2–3 letter language, an
    /// optional 4-letter script and an optional 2-letter or 3-digit region,
    /// joined by hyphens. Letter case is not checked, as BCP 47 ignores it.
    public static func isValidCode(_ code: String) -> Bool {
        CodeParts(code) != nil
    }

    /// Whether `code` may become part of a path (`de.xcloc`, `de.lproj`): the shape of a
    /// language tag, BCP 47 or an old `.lproj` name (`zh-Hans`, `es-419`, `en_GB`,
    /// `ca-ES-valencia`, `English`) — ASCII letters first, then letters, digits, `-` and `_`,
    /// no empty part, at most 64 characters. Looser than `isValidCode`, which is the shape
    /// the editor offers; strict enough that no `/`, `.` or empty name can reach the disk.
    /// Every language code read from a file or a command line is checked with it before it
    /// names a file or folder.
    public static func canNameFile(_ code: String) -> Bool {
        let bytes = Array(code.utf8)
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        guard (1...64).contains(bytes.count), isLetter(bytes[0]) else { return false }
        var previousWasSeparator = false
        for byte in bytes {
            let isSeparator = byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            guard isSeparator || isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return false }
            if isSeparator && previousWasSeparator { return false }
            previousWasSeparator = isSeparator
        }
        return !previousWasSeparator
    }

    /// Why `code` cannot name a file, for an error message.
    public static func unsafeFileNameReason(_ code: String) -> String {
        "\(JSONQuoting.quote(code)) is not a language code (ASCII letters, digits, '-' and '_'); it cannot name a file"
    }

    /// The name built from the subtag tables alone, skipping the list lookup.
    static func composedName(for code: String) -> String? {
        guard let parts = CodeParts(code),
              let languageName = LanguageTable.languageNames[parts.language] else { return nil }
        var details: [String] = []
        if let script = parts.script { details.append(LanguageTable.scriptNames[script] ?? script) }
        if let region = parts.region { details.append(LanguageTable.regionNames[region] ?? region) }
        return details.isEmpty ? languageName : "\(languageName) (\(details.joined(separator: ", ")))"
    }

    private static let byLowercasedCode: [String: Language] =
        Dictionary(uniqueKeysWithValues: all.map { ($0.code.lowercased(), $0) })

    // Folded once: folding every name on each keystroke would be wasted work.
    private static let searchIndex: [SearchEntry] = all.map(SearchEntry.init)

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    private struct SearchEntry: Sendable {
        let code: String
        let names: [String]
        let words: [Substring]

        init(_ language: Language) {
            code = Language.fold(language.code)
            names = [Language.fold(language.englishName), Language.fold(language.nativeName)]
            // Words of the names and code subtags, so "latin" finds "Serbian (Latin)".
            words = ([code] + names).flatMap {
                $0.split { !($0.isLetter || $0.isNumber) }
            }
        }

        func rank(for needle: String) -> Int? {
            if code == needle { return 0 }
            if code.hasPrefix(needle) { return 1 }
            if names.contains(where: { $0.hasPrefix(needle) }) { return 2 }
            if words.contains(where: { $0.hasPrefix(needle) }) { return 3 }
            if ([code] + names).contains(where: { $0.contains(needle) }) { return 4 }
            return nil
        }
    }

    /// The subtags of a valid code, in canonical case ("en", "Latn", "GB").
    struct CodeParts: Equatable {
        let language: String
        let script: String?
        let region: String?

        init?(_ code: String) {
            let subtags = code.split(separator: "-", omittingEmptySubsequences: false)
            guard let first = subtags.first, (2...3).contains(first.count),
                  first.allSatisfy(Self.isLetter) else { return nil }
            language = first.lowercased()
            var rest = subtags.dropFirst()
            if let next = rest.first, next.count == 4, next.allSatisfy(Self.isLetter) {
                script = next.prefix(1).uppercased() + next.dropFirst().lowercased()
                rest = rest.dropFirst()
            } else {
                script = nil
            }
            if let next = rest.first,
               (next.count == 2 && next.allSatisfy(Self.isLetter))
                || (next.count == 3 && next.allSatisfy(Self.isDigit)) {
                region = next.uppercased()
                rest = rest.dropFirst()
            } else {
                region = nil
            }
            guard rest.isEmpty else { return nil }
        }

        private static func isLetter(_ character: Character) -> Bool {
            character.isASCII && character.isLetter
        }

        private static func isDigit(_ character: Character) -> Bool {
            character.isASCII && character.isNumber
        }
    }
}
