/// `#if`/`#elseif`/`#else`/`#endif` resolved over a file's tokens: the branches a build
/// would not compile are removed, and so are the directives. A condition that cannot be
/// decided (a platform test) keeps its branch and does not rule out the ones after it.
struct ConditionalCompilation {
    let configuration: BuildConfiguration

    private struct Frame {
        var parentActive: Bool
        /// Some earlier branch was certainly taken: the rest are not.
        var decided: Bool
        /// Every earlier branch was certainly not taken.
        var allEarlierFalse: Bool
        var active: Bool
    }

    func resolve(_ tokens: [Token], warnings: inout [SourceWarning]) -> [Token] {
        let directives: Set<String> = ["if", "elseif", "else", "endif"]
        guard tokens.contains(where: { if case .pound(let name) = $0.kind { directives.contains(name) } else { false } }) else { return tokens }
        var kept: [Token] = []
        kept.reserveCapacity(tokens.count)
        var frames: [Frame] = []
        var active: Bool { frames.last?.active ?? true }
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard case .pound(let directive) = token.kind, directives.contains(directive) else {
                if active { kept.append(token) }
                index += 1
                continue
            }
            let conditionStart = index + 1
            var conditionEnd = conditionStart
            if directive == "if" || directive == "elseif" {
                while conditionEnd < tokens.count, !tokens[conditionEnd].startsLine { conditionEnd += 1 }
            }
            let condition = directive == "if" || directive == "elseif"
                ? ConditionEvaluator(tokens: Array(tokens[conditionStart..<conditionEnd]), configuration: configuration).evaluate()
                : true
            index = conditionEnd
            switch directive {
            case "if":
                let parent = active
                frames.append(Frame(parentActive: parent, decided: condition == true, allEarlierFalse: condition == false,
                                    active: parent && condition != false))
            case "endif":
                if frames.popLast() == nil {
                    warnings.append(SourceWarning(position: token.position, message: "#endif without #if"))
                }
            default:
                guard var frame = frames.popLast() else {
                    warnings.append(SourceWarning(position: token.position, message: "#\(directive) without #if"))
                    continue
                }
                let value: Bool? = directive == "else" ? (frame.allEarlierFalse ? true : nil) : condition
                frame.active = frame.parentActive && !frame.decided && value != false
                frame.decided = frame.decided || value == true
                frame.allEarlierFalse = frame.allEarlierFalse && value == false
                frames.append(frame)
            }
        }
        if !frames.isEmpty {
            warnings.append(SourceWarning(position: tokens.last?.position ?? SourcePosition(line: 1, column: 1), message: "#if without #endif"))
        }
        return kept
    }
}

/// A `#if` condition: `!`, `&&`, `||`, parentheses, `true`/`false`, compilation conditions,
/// and tests with arguments (`os(iOS)`, `swift(>=5.9)`), true, false, or nil (unknown).
struct ConditionEvaluator {
    let tokens: [Token]
    let configuration: BuildConfiguration
    private var index = 0

    init(tokens: [Token], configuration: BuildConfiguration) {
        self.tokens = tokens
        self.configuration = configuration
    }

    func evaluate() -> Bool? {
        var copy = self
        return copy.disjunction()
    }

    private mutating func disjunction() -> Bool? {
        var value = conjunction()
        while index < tokens.count, tokens[index].isPunctuation("||") {
            index += 1
            let other = conjunction()
            value = value == true || other == true ? true : (value == false && other == false ? false : nil)
        }
        return value
    }

    private mutating func conjunction() -> Bool? {
        var value = unary()
        while index < tokens.count, tokens[index].isPunctuation("&&") {
            index += 1
            let other = unary()
            value = value == false || other == false ? false : (value == true && other == true ? true : nil)
        }
        return value
    }

    private mutating func unary() -> Bool? {
        guard index < tokens.count else { return nil }
        if tokens[index].isPunctuation("!") {
            index += 1
            return unary().map { !$0 }
        }
        if tokens[index].isPunctuation("(") {
            index += 1
            let value = disjunction()
            if index < tokens.count, tokens[index].isPunctuation(")") { index += 1 }
            return value
        }
        guard let name = tokens[index].identifier else {
            index += 1
            return nil
        }
        index += 1
        guard index < tokens.count, tokens[index].isPunctuation("(") else {
            switch name {
            case "true": return true
            case "false": return false
            default: return configuration.activeConditions.contains(name)
            }
        }
        skipArguments()
        // A compiler or language version test is about the toolchain, which builds the code.
        return name == "swift" || name == "compiler" ? true : nil
    }

    private mutating func skipArguments() {
        var depth = 0
        while index < tokens.count {
            if tokens[index].isPunctuation("(") { depth += 1 }
            if tokens[index].isPunctuation(")") { depth -= 1 }
            index += 1
            if depth == 0 { return }
        }
    }
}
