/// The character classes CommonMark's inline rules are written in.
enum MarkupCharacters {
    /// The ASCII punctuation a backslash escapes.
    static func isASCIIPunctuation(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
        default: false
        }
    }

    /// Whitespace for the flanking rules; the start and end of the text count as whitespace.
    static func isSpace(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return true }
        return TextScan.isWhitespace(c)
    }

    /// Punctuation for the flanking rules: Unicode's punctuation and symbols (`%` of a
    /// placeholder, `«`, `。` count).
    static func isPunctuation(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return false }
        if c.isASCII { return isASCIIPunctuation(c) }
        switch c.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: return true
        default: return false
        }
    }

    /// The character that ends a link title opened by `c`, if `c` opens one.
    static func titleClose(for c: Unicode.Scalar) -> Unicode.Scalar? {
        switch c {
        case "\"": "\""
        case "'": "'"
        case "(": ")"
        default: nil
        }
    }

    /// `scheme:rest` as an autolink takes it: a scheme of 2 to 32 letters, digits, `+`, `.`
    /// and `-`, starting with a letter.
    static func isURI(_ text: String) -> Bool {
        guard let colon = text.unicodeScalars.firstIndex(of: ":") else { return false }
        let scheme = text.unicodeScalars[..<colon]
        guard (2...32).contains(scheme.count), let first = scheme.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+.-".unicodeScalars.contains($0)) }
    }

    /// `name@host.domain` as an autolink takes it.
    static func isEmailAddress(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."),
              !parts[1].hasPrefix("."), !parts[1].hasSuffix(".") else { return false }
        let local = parts[0].unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || ".!#$%&'*+/=?^_`{|}~-".unicodeScalars.contains($0)) }
        let host = parts[1].unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == ".") }
        return local && host
    }
}
