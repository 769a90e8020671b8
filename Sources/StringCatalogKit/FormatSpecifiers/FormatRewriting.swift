/// A value being rewritten token by token, where every argument must keep the number it
/// is read from: making an argument a substitution (`%lld` → `%#@arg2@`) or putting a
/// substitution's form back in its place (`%#@arg2@` → `%lld birds`).
///
/// Tokens are first written as they were (an implicit `%lld` stays implicit), which is
/// what Xcode's own values look like (`%#@birds@ at %#@feeders@`, argNum 1 and 2). Only
/// when that would make some argument read another number (a `*` width that a
/// substitution no longer consumes, an inlined form that brings an implicit argument of
/// its own) is every token written with its explicit position (`%2$lld`, `%1$#@arg1@`).
struct FormatRewriting {
    /// One token of the new value and the argument numbers it must read.
    struct Token {
        enum Kind {
            /// A printf argument: the specifier's parts, and the numbers read for its
            /// value, `*` width and `*` precision.
            case argument(FormatSpecifier, value: Int, width: Int?, precision: Int?)
            /// `%#@name@` reading argument `number` (its substitution's `argNum`).
            case substitution(name: String, number: Int)
            /// `%%`, `%arg`, an invalid `%`: written as is, reading nothing.
            case verbatim
        }

        var kind: Kind
        /// The token as written when positions are not forced.
        var text: String
    }

    enum Part {
        case text(Substring)
        case token(Token)
    }

    private(set) var parts: [Part] = []

    /// The parts of `text`, each token numbered as the value reads it now (`argNums` gives
    /// the `argNum` of the localization's substitutions).
    init(_ text: String, argNums: [String: Int] = [:]) {
        let tokens = FormatString.parse(text)
        let numbers = FormatNumbering.numbers(for: tokens, substitutionArgNum: { argNums[$0] })
        var copied = text.startIndex
        for (token, numbers) in zip(tokens, numbers) {
            if copied < token.range.lowerBound { parts.append(.text(text[copied..<token.range.lowerBound])) }
            parts.append(.token(Self.token(token, numbers: numbers)))
            copied = token.range.upperBound
        }
        if copied < text.endIndex { parts.append(.text(text[copied...])) }
    }

    private init(parts: [Part]) {
        self.parts = parts
    }

    private static func token(_ token: FormatToken, numbers: FormatNumbering.Numbers?) -> Token {
        switch token.kind {
        case .argument(let spec):
            guard let value = numbers?.value else { return Token(kind: .verbatim, text: token.text) }
            return Token(kind: .argument(spec, value: value, width: numbers?.width, precision: numbers?.precision), text: token.text)
        case .substitution(let name, _):
            guard let value = numbers?.value else { return Token(kind: .verbatim, text: token.text) }
            return Token(kind: .substitution(name: name, number: value), text: token.text)
        default:
            return Token(kind: .verbatim, text: token.text)
        }
    }

    /// Whether some argument token reads `number` for its value.
    func readsArgument(_ number: Int) -> Bool {
        parts.contains { part in
            if case .token(let token) = part, case .argument(_, let value, _, _) = token.kind { return value == number }
            return false
        }
    }

    /// Whether some token is the substitution `name`.
    func referencesSubstitution(_ name: String) -> Bool {
        parts.contains { part in
            if case .token(let token) = part, case .substitution(let found, _) = token.kind { return found == name }
            return false
        }
    }

    /// Every argument token reading `number` becomes `%#@name@` (keeping an explicit
    /// position as `%n$#@name@`).
    func replacingArgument(_ number: Int, withSubstitution name: String) -> FormatRewriting {
        FormatRewriting(parts: parts.map { part in
            guard case .token(let token) = part, case .argument(let spec, let value, _, _) = token.kind,
                  value == number else { return part }
            let position = spec.position.map { "\($0)$" } ?? ""
            return .token(Token(kind: .substitution(name: name, number: number), text: "%" + position + "#@" + name + "@"))
        })
    }

    /// Every `%#@name@` becomes `form`, whose `%arg` becomes the argument `specifier`
    /// reads (`%lld`, or `%2$lld` where the reference was positional). Other arguments in
    /// the form keep the numbers they read in it.
    func inliningSubstitution(_ name: String, form: String, specifier: FormatSpecifier) -> FormatRewriting {
        var result: [Part] = []
        for part in parts {
            guard case .token(let token) = part, case .substitution(let found, let number) = token.kind,
                  found == name else {
                result.append(part)
                continue
            }
            let positional = token.text.hasPrefix("%#@") ? "" : "\(number)$"
            for inner in FormatRewriting(form).parts {
                guard case .token(let innerToken) = inner, case .verbatim = innerToken.kind,
                      innerToken.text == "%arg" else {
                    result.append(inner)
                    continue
                }
                result.append(.token(Token(
                    kind: .argument(specifier, value: number, width: nil, precision: nil),
                    text: "%" + positional + specifier.canonical)))
            }
        }
        return FormatRewriting(parts: result)
    }

    /// The new value: tokens as written when that keeps every argument number, otherwise
    /// every token with its explicit position.
    func text(argNums: [String: Int]) -> String {
        let written = render(positional: false)
        return keepsNumbers(written, argNums: argNums) ? written : render(positional: true)
    }

    func render(positional: Bool) -> String {
        var out = ""
        for part in parts {
            switch part {
            case .text(let text):
                out += text
            case .token(let token):
                out += positional ? Self.positionalText(token) : token.text
            }
        }
        return out
    }

    /// Whether `text`, parsed again, reads for each token the numbers intended for it.
    private func keepsNumbers(_ text: String, argNums: [String: Int]) -> Bool {
        let tokens = FormatString.parse(text)
        let expected = parts.compactMap { part -> Token? in
            if case .token(let token) = part { return token }
            return nil
        }
        guard tokens.count == expected.count else { return false }
        let numbers = FormatNumbering.numbers(for: tokens, substitutionArgNum: { argNums[$0] })
        for (token, actual) in zip(expected, numbers) {
            switch token.kind {
            case .argument(_, let value, let width, let precision):
                guard actual?.value == value, actual?.width == width, actual?.precision == precision else { return false }
            case .substitution(_, let number):
                guard actual?.value == number else { return false }
            case .verbatim:
                break
            }
        }
        return true
    }

    private static func positionalText(_ token: Token) -> String {
        switch token.kind {
        case .verbatim:
            return token.text
        case .substitution(let name, let number):
            return "%\(number)$#@\(name)@"
        case .argument(let spec, let value, let width, let precision):
            var text = "%\(value)$" + spec.flags
            switch spec.width {
            case .fixed(let n)?: text += "\(n)"
            case .nextArgument?, .argument?: text += "*" + (width.map { "\($0)$" } ?? "")
            case nil: break
            }
            switch spec.precision {
            case .fixed(let n)?: text += ".\(n)"
            case .nextArgument?, .argument?: text += ".*" + (precision.map { "\($0)$" } ?? "")
            case nil: break
            }
            return text + (spec.length?.rawValue ?? "") + String(spec.conversion)
        }
    }
}

extension Localization {
    /// The `argNum` of each substitution that has one.
    var substitutionArgNums: [String: Int] {
        var result: [String: Int] = [:]
        for element in substitutions?.elements ?? [] {
            if let argNum = element.value.argNum { result[element.key] = argNum }
        }
        return result
    }
}
