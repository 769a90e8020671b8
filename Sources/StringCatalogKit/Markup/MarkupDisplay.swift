/// A piece of a value as the app shows it, with the style its markup gives it.
public struct MarkupRun: Equatable, Sendable {
    public struct Traits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let bold = Traits(rawValue: 1)
        public static let italic = Traits(rawValue: 2)
        public static let strikethrough = Traits(rawValue: 4)
        public static let code = Traits(rawValue: 8)
        /// A link's text.
        public static let link = Traits(rawValue: 16)
        /// Where a link goes, shown after its text (the app shows it only on hover or press).
        public static let linkDestination = Traits(rawValue: 32)
    }

    public var text: String
    public var traits: Traits

    public init(_ text: String, _ traits: Traits = []) {
        self.text = text
        self.traits = traits
    }
}

extension Markup {
    /// `text` (the value this markup was read from) as the app shows it: delimiters,
    /// brackets and attributes gone, styled text marked, each link's destination after its
    /// text in parentheses; grammar-agreement markup shows its text as written.
    public func displayRuns(of text: String) -> [MarkupRun] {
        let scalars = Array(text.unicodeScalars)
        var traits = [MarkupRun.Traits](repeating: [], count: scalars.count)
        var hiddenMask = [Bool](repeating: false, count: scalars.count)
        for range in hidden {
            for i in range.clamped(to: 0..<scalars.count) { hiddenMask[i] = true }
        }
        for span in spans {
            let trait: MarkupRun.Traits = switch span.kind {
            case .strong: .bold
            case .emphasis: .italic
            case .strikethrough: .strikethrough
            case .code: .code
            }
            for i in span.content.clamped(to: 0..<scalars.count) { traits[i].insert(trait) }
        }
        var destinations: [Int: [String]] = [:]
        for link in links {
            for i in link.text.clamped(to: 0..<scalars.count) { traits[i].insert(.link) }
            if !link.isAutolink { destinations[link.text.upperBound, default: []].append(link.destination) }
        }
        var runs: [MarkupRun] = []
        func append(_ scalar: Unicode.Scalar, _ style: MarkupRun.Traits) {
            if let last = runs.last, last.traits == style {
                runs[runs.count - 1].text.unicodeScalars.append(scalar)
            } else {
                runs.append(MarkupRun(String(scalar), style))
            }
        }
        for i in 0...scalars.count {
            for destination in destinations[i] ?? [] {
                runs.append(MarkupRun(" (\(destination))", .linkDestination))
            }
            guard i < scalars.count, !hiddenMask[i] else { continue }
            append(scalars[i], traits[i])
        }
        return runs
    }
}
