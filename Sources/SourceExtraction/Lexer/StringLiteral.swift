/// A string literal as its value: text with escapes resolved and multi-line indentation
/// stripped, and the tokens of each interpolation, lexed like any other code.
public struct StringLiteral: Sendable {
    public enum Segment: Sendable {
        case text(String)
        case interpolation(Interpolation)
    }

    public var segments: [Segment]

    public init(segments: [Segment]) {
        self.segments = segments
    }

    public var hasInterpolation: Bool {
        segments.contains { if case .interpolation = $0 { true } else { false } }
    }

    /// The value of a literal without interpolations.
    public var plainText: String? {
        var text = ""
        for segment in segments {
            guard case .text(let piece) = segment else { return nil }
            text += piece
        }
        return text
    }

    /// The text with interpolations left out (for comments, which cannot have any).
    public var textIgnoringInterpolations: String {
        segments.reduce(into: "") { text, segment in
            if case .text(let piece) = segment { text += piece }
        }
    }
}

/// `\(…)` inside a string literal: where it starts and its tokens (labels included, such as
/// `specifier:`).
public struct Interpolation: Sendable {
    public var tokens: [Token]
    public var position: SourcePosition

    public init(tokens: [Token], position: SourcePosition) {
        self.tokens = tokens
        self.position = position
    }
}
