import StringCatalogKit

/// A remembered translation made to fit the current source's placeholders.
///
/// The memory's source and the current source are similar sentences, so their placeholders
/// are paired in reading order: the first of one stands for what the first of the other
/// does. Each placeholder of the translation is then written as the current source's
/// counterpart of the memory source's placeholder it reads: its type (`%d` → `%lld`), its
/// argument number (`%@ has %lld` against `%2$@ … %1$lld`), a substitution's name. Where
/// the translation's order of arguments is no longer 1, 2, 3… (or it numbered them
/// already), every argument gets its number (`%2$@`); otherwise none does.
public enum PlaceholderMapping {
    /// `translation` of `memorySource`, with its placeholders mapped to `currentSource`'s;
    /// nil when the two sources do not have the same number of placeholders, or the
    /// translation reads an argument or substitution its source does not have, or a width
    /// or precision comes from an argument (`%*d`) and the mapping is not the identity.
    public static func map(_ translation: String, from memorySource: String, to currentSource: String) -> String? {
        let memory = PlaceholderScan.placeholders(in: memorySource)
        let current = PlaceholderScan.placeholders(in: currentSource)
        guard memory.count == current.count else { return nil }
        if memory.isEmpty { return translation }
        if memory.map(\.text) == current.map(\.text) { return translation }

        var byArgument: [Int: FormatToken] = [:], bySubstitution: [String: FormatToken] = [:]
        for (old, new) in zip(memory, current) {
            switch (old.kind, new.kind) {
            case (.argPlaceholder, .argPlaceholder):
                continue
            case (.argPlaceholder, _), (_, .argPlaceholder):
                return nil
            case (.substitution(let name, _), _):
                if let earlier = bySubstitution[name], earlier.text != new.text { return nil }
                bySubstitution[name] = new
            default:
                guard let number = old.argumentNumber else { return nil }
                if old.widthArgumentNumber != nil || old.precisionArgumentNumber != nil
                    || new.widthArgumentNumber != nil || new.precisionArgumentNumber != nil { return nil }
                if let earlier = byArgument[number], earlier.argumentNumber != new.argumentNumber { return nil }
                byArgument[number] = new
            }
        }

        let tokens = FormatString.parse(translation)
        // What each argument-reading token of the translation becomes, and its new number.
        var replacements: [(token: FormatToken, with: FormatToken)] = []
        for token in tokens {
            switch token.kind {
            case .argument(let specifier) where !specifier.looksLikeProse:
                guard let number = token.argumentNumber, let new = byArgument[number],
                      token.widthArgumentNumber == nil, token.precisionArgumentNumber == nil else { return nil }
                replacements.append((token, new))
            case .substitution(let name, _):
                guard let new = bySubstitution[name] else { return nil }
                replacements.append((token, new))
            default:
                continue
            }
        }
        let numbers = replacements.compactMap { $0.with.argumentNumber }
        let numbered = replacements.contains { $0.token.hasExplicitPosition }
            || numbers.enumerated().contains { $0.element != $0.offset + 1 }

        var result = ""
        var position = translation.startIndex
        for (token, new) in replacements {
            result += translation[position..<token.range.lowerBound]
            result += written(new, numbered: numbered)
            position = token.range.upperBound
        }
        result += translation[position...]
        return result
    }

    /// `token` as written with (`%2$@`) or without (`%@`) its argument number.
    static func written(_ token: FormatToken, numbered: Bool) -> String {
        var body = Substring(token.text.dropFirst())  // after the %
        if token.hasExplicitPosition, let dollar = body.firstIndex(of: "$") { body = body[body.index(after: dollar)...] }
        guard numbered, let number = token.argumentNumber else { return "%" + body }
        return "%\(number)$" + body
    }
}
