import StringCatalogKit

/// The placeholders of a text, where the app formats it: the tokens `PlaceholderMapping`
/// maps and `MatchText` masks.
enum PlaceholderScan {
    /// The placeholder tokens in reading order: arguments that are not prose (`100% de`),
    /// substitutions and `%arg`. None when the text reads no real argument, substitution or
    /// `%arg` (then its `%` signs are prose).
    static func placeholders(in text: String) -> [FormatToken] {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return [] }
        let tokens = FormatString.parse(text)
        let placeholders = tokens.filter { token in
            switch token.kind {
            case .argument(let specifier): !specifier.looksLikeProse
            case .substitution, .argPlaceholder: true
            case .literalPercent, .invalid: false
            }
        }
        return placeholders
    }

    /// Where the placeholders are, in Unicode scalars.
    static func placeholderRanges(in text: String) -> [Range<Int>] {
        let tokens = placeholders(in: text)
        guard !tokens.isEmpty else { return [] }
        var ranges: [Range<Int>] = []
        var offset = 0, index = text.startIndex
        for token in tokens {
            offset += text.unicodeScalars.distance(from: index, to: token.range.lowerBound)
            let length = text.unicodeScalars.distance(from: token.range.lowerBound, to: token.range.upperBound)
            ranges.append(offset..<offset + length)
            offset += length
            index = token.range.upperBound
        }
        return ranges
    }
}
