/// The inline Markdown and grammar-agreement markup of one value, as Foundation reads a
/// localized string it makes into an attributed string (SwiftUI's `Text`,
/// `AttributedString(localized:)`): CommonMark's inline syntax (emphasis, code spans, links,
/// autolinks, backslash escapes), GitHub's `~~strikethrough~~`, and Apple's
/// `^[text](attributes)` for automatic grammar agreement.
///
/// Positions are offsets in the value's Unicode scalars. Read with `Markup.of(_:)`; a value
/// without any of the characters markup needs is not scanned at all.
public struct Markup: Sendable, Equatable {
    public enum SpanKind: String, Sendable, CaseIterable {
        case strong, emphasis, strikethrough, code

        /// How a translator recognises it, for messages.
        public var written: String {
            switch self {
            case .strong: "bold (**…**)"
            case .emphasis: "italic (*…*)"
            case .strikethrough: "strikethrough (~~…~~)"
            case .code: "code (`…`)"
            }
        }
    }

    /// Text shown bold, italic, struck through or as code.
    public struct Span: Sendable, Equatable {
        public let kind: SpanKind
        /// What the app shows with the style: between the delimiters.
        public let content: Range<Int>
        /// The content with its delimiters (the backticks of code, both runs of `**`).
        public let outer: Range<Int>
    }

    /// `[text](destination)` or `<destination>`.
    public struct Link: Sendable, Equatable {
        /// The link's text; for an autolink, the destination as shown.
        public let text: Range<Int>
        public let destination: String
        /// `<https://…>`: the destination is the text, nothing to show after it.
        public let isAutolink: Bool
        /// The whole link, from `[` (or `<`) to the `)` (or `>`).
        public let outer: Range<Int>
    }

    /// `^[text](attributes)`: text whose words Foundation makes agree.
    public struct Inflection: Sendable, Equatable {
        public let text: Range<Int>
        /// The attributes as written, between the parentheses.
        public let written: String
        /// The attributes read, nil when they do not parse.
        public let attributes: [MarkupAttribute]?
        /// Why the attributes do not parse.
        public let syntaxError: String?
        /// The whole markup, from `^[` to the attributes' `)` (to the `]` when they do not parse).
        public let outer: Range<Int>
    }

    /// Delimiter runs that could open or close a style but found no partner: the app shows
    /// them as they are (`**Note:` without its closing `**`).
    public struct Unmatched: Sendable, Equatable {
        public internal(set) var asterisks = 0
        public internal(set) var underscores = 0
        public internal(set) var tildes = 0
        /// Backtick runs with no run of the same length after them.
        public internal(set) var backticks = 0
        /// Unpaired runs with two or more delimiters left (`**Note:`): in any text, a style
        /// broken rather than a lone `*` of ordinary writing.
        public internal(set) var doubled = 0

        public init() {}

        /// The count for one delimiter character (`*`, `_`, `~`, `` ` ``).
        public subscript(_ delimiter: Unicode.Scalar) -> Int {
            switch delimiter {
            case "*": asterisks
            case "_": underscores
            case "~": tildes
            default: backticks
            }
        }

        mutating func add(_ delimiter: Unicode.Scalar) {
            switch delimiter {
            case "*": asterisks += 1
            case "_": underscores += 1
            case "~": tildes += 1
            default: backticks += 1
            }
        }
    }

    public internal(set) var spans: [Span] = []
    public internal(set) var links: [Link] = []
    public internal(set) var inflections: [Inflection] = []
    /// `^[` that make no markup: never closed, or `^[…]` not followed by `(`. Alone, a
    /// regular expression (`^[a-z]+$`) looks so; where the source has grammar agreement,
    /// it is the markup broken.
    public internal(set) var strayInflectionOpeners = 0
    public internal(set) var unmatched = Unmatched()
    /// Scalars the app does not show: delimiters, brackets, destinations, attributes and
    /// escaping backslashes, in no particular order.
    var hidden: [Range<Int>] = []

    public init() {}

    /// No markup at all.
    public static let none = Markup()

    /// Whether the value has anything the app styles, links or inflects.
    public var hasMarkup: Bool { !spans.isEmpty || !links.isEmpty || !inflections.isEmpty }

    /// How many spans of `kind` the value has.
    public func count(of kind: SpanKind) -> Int {
        spans.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) }
    }

    /// The inflections whose attributes parse.
    public var wellFormedInflections: [Inflection] { inflections.filter { $0.attributes != nil } }

    /// The markup of `text`.
    public static func of(_ text: String) -> Markup {
        guard mayContainMarkup(text) else { return .none }
        var scanner = MarkupScanner(text)
        return scanner.scan()
    }

    /// Whether `text` has a character markup starts with. Most values have none, and are
    /// not scanned.
    static func mayContainMarkup(_ text: String) -> Bool {
        // Over the bytes in place, sixteen at a time: the checks ask this of every value, and
        // iterating the UTF-8 view was a fifth of `stats`.
        text.utf8.withContiguousStorageIfAvailable(containsMarkupStart) ?? text.utf8.contains(where: startsMarkup)
    }

    private static func containsMarkupStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        // Sixteen bytes at a time, each compared with the six in vector registers: a lane is
        // zero after `^ c` exactly where the byte is `c`, and `(x &- 1) & ~x` sets the top
        // bit of just those lanes (lanes borrow from no neighbour). Twice the speed of the
        // same test on eight-byte words; the lane comparisons (`.==`) compile to no vector
        // code at all.
        @inline(__always) func zeroLanes(_ x: SIMD16<UInt8>) -> SIMD16<UInt8> { (x &- 1) & ~x }
        var i = 0
        while i + 16 <= bytes.count {
            let chunk = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            let found = zeroLanes(chunk ^ 0x5B) | zeroLanes(chunk ^ 0x2A) | zeroLanes(chunk ^ 0x5F)
                | zeroLanes(chunk ^ 0x7E) | zeroLanes(chunk ^ 0x60) | zeroLanes(chunk ^ 0x3C)
            let (low, high) = unsafeBitCast(found, to: (UInt64, UInt64).self)
            if (low | high) & 0x8080_8080_8080_8080 != 0 { return true }
            i += 16
        }
        while i < bytes.count {
            if startsMarkup(bytes[i]) { return true }
            i += 1
        }
        return false
    }

    @inline(__always)
    private static func startsMarkup(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"),
             UInt8(ascii: "`"), UInt8(ascii: "<"): true
        default: false
        }
    }
}

/// One `name: value` of inflection attributes (and of an object inside them).
public struct MarkupAttribute: Sendable, Equatable {
    public let name: String
    public let value: MarkupValue

    public init(_ name: String, _ value: MarkupValue) {
        self.name = name
        self.value = value
    }
}

/// A value in the JSON5 syntax Foundation reads inflection attributes in.
public indirect enum MarkupValue: Sendable, Equatable {
    case string(String)
    /// As written (`1`, `-0.5`, `0x1F`, `Infinity`).
    case number(String)
    case bool(Bool)
    case null
    case object([MarkupAttribute])
    case array([MarkupValue])

    /// The value as a whole number, if it is one.
    var integer: Int? {
        guard case .number(let text) = self else { return nil }
        return Int(text.hasPrefix("+") ? String(text.dropFirst()) : text)
    }
}
