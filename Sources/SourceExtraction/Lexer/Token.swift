/// One token of Swift or Objective-C source. Keywords are identifiers (the rules only ask
/// for a few of them by name); operators are runs of operator characters.
public struct Token: Sendable {
    public enum Kind: Sendable {
        case identifier(String)
        /// Brackets, `,` `:` `;` `.` `@` and operator runs such as `->` or `??`.
        case punctuation(String)
        case number(String)
        case string(StringLiteral)
        case regex
        /// `#if`, `#Preview`, `#selector`…: the name after `#`.
        case pound(String)
    }

    public var kind: Kind
    public var position: SourcePosition
    /// Whether a line break separates this token from the one before it.
    public var startsLine: Bool

    public init(kind: Kind, position: SourcePosition, startsLine: Bool) {
        self.kind = kind
        self.position = position
        self.startsLine = startsLine
    }

    public var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    public var stringLiteral: StringLiteral? {
        if case .string(let literal) = kind { return literal }
        return nil
    }

    public var numberText: String? {
        if case .number(let text) = kind { return text }
        return nil
    }

    public func isPunctuation(_ text: String) -> Bool {
        if case .punctuation(let own) = kind { return own == text }
        return false
    }

    public func isIdentifier(_ name: String) -> Bool {
        if case .identifier(let own) = kind { return own == name }
        return false
    }

    public func isPound(_ name: String) -> Bool {
        if case .pound(let own) = kind { return own == name }
        return false
    }
}

extension Token {
    /// The token as written (a literal's value quoted, a regex as `/…/`), for joining the
    /// tokens of a type or an expression into text.
    public var text: String {
        switch kind {
        case .identifier(let name): name
        case .punctuation(let text): text
        case .number(let text): text
        case .string(let literal): "\"" + literal.textIgnoringInterpolations + "\""
        case .regex: "/…/"
        case .pound(let name): "#" + name
        }
    }
}
