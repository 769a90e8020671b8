/// The localization macros of Objective-C, by the position of their arguments:
/// `NSLocalizedString(key, comment)`, `…FromTable(key, table, comment)`,
/// `…FromTableInBundle(key, table, bundle, comment)`,
/// `…WithDefaultValue(key, table, bundle, value, comment)`. Keys are taken verbatim.
enum ObjectiveCRules {
    private struct Macro {
        var key: Int
        var table: Int?
        var value: Int?
        var comment: Int
    }

    private static let macros: [String: Macro] = [
        "NSLocalizedString": Macro(key: 0, comment: 1),
        "NSLocalizedStringFromTable": Macro(key: 0, table: 1, comment: 2),
        "NSLocalizedStringFromTableInBundle": Macro(key: 0, table: 1, comment: 3),
        "NSLocalizedStringWithDefaultValue": Macro(key: 0, table: 1, value: 3, comment: 4),
    ]

    static func strings(in tokens: [Token], file: String) -> [ExtractedString] {
        let brackets = Brackets(tokens)
        var strings: [ExtractedString] = []
        for index in tokens.indices.dropLast() {
            guard let name = tokens[index].identifier, let macro = macros[name], tokens[index + 1].isPunctuation("("),
                  let close = brackets.closer(of: index + 1) else { continue }
            let arguments = Argument.split(tokens, index + 2..<close, brackets: brackets).map(\.value)
            guard macro.comment < arguments.count, let key = text(arguments[macro.key], tokens) else { continue }
            let comment = text(arguments[macro.comment], tokens)
            strings.append(ExtractedString(key: key, table: macro.table.flatMap { text(arguments[$0], tokens) },
                                           comment: comment?.isEmpty == true ? nil : comment,
                                           defaultValue: macro.value.flatMap { text(arguments[$0], tokens) },
                                           file: file, position: tokens[arguments[macro.key].lowerBound].position))
        }
        return strings
    }

    /// Adjacent string literals (`@"a" @"b"`) joined; nil for anything else (`nil`, a variable).
    private static func text(_ range: Range<Int>, _ tokens: [Token]) -> String? {
        guard !range.isEmpty else { return nil }
        var text = ""
        for token in tokens[range] {
            guard let literal = token.stringLiteral?.plainText else { return nil }
            text += literal
        }
        return text
    }
}
