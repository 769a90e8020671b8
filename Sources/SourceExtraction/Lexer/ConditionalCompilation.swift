/// `#if`/`#elseif`/`#else`/`#endif` resolved over a file's tokens: the branches a build
/// would not compile are removed, and so are the directives. A condition that cannot be
/// decided (a platform test) keeps its branch and does not rule out the ones after it.
///
/// DEBUG-only code is removed too, in every configuration (Xcode 26.4's release notes:
/// "strings in code comments and DEBUG-only code are no longer extracted"): a branch is kept
/// only when the build compiles it both as configured and with `DEBUG` unset. So `#if DEBUG`
/// bodies (previews, debug menus) are not read, nor the `#else` of `#if !DEBUG`, which a
/// Debug build compiles only because `DEBUG` is set; a Release-only branch is not compiled by
/// the Debug build, so not read either. Other conditions follow the configuration (a Debug
/// configuration's own flag, such as Easydict's `AGENT_CLI_DEBUG`, is no `DEBUG`: Xcode's
/// catalog there has the strings it guards).
struct ConditionalCompilation {
    let configuration: BuildConfiguration

    /// The build as configured, and the same build with `DEBUG` unset.
    private var configurations: [BuildConfiguration] {
        var withoutDebug = configuration
        withoutDebug.activeConditions.remove("DEBUG")
        return withoutDebug == configuration ? [configuration] : [configuration, withoutDebug]
    }

    private struct Frame {
        var parentActive: Bool
        /// Some earlier branch was certainly taken: the rest are not.
        var decided: Bool
        /// Every earlier branch was certainly not taken.
        var allEarlierFalse: Bool
        var active: Bool
    }

    func resolve(_ tokens: [Token], warnings: inout [SourceWarning]) throws(SourceReadError) -> [Token] {
        let directives: Set<String> = ["if", "elseif", "else", "endif"]
        guard tokens.contains(where: { if case .pound(let name) = $0.kind { directives.contains(name) } else { false } }) else { return tokens }
        let configurations = self.configurations
        var kept: [Token] = []
        kept.reserveCapacity(tokens.count)
        // One stack of frames per configuration; a token is kept when every one compiles it.
        var stacks = [[Frame]](repeating: [], count: configurations.count)
        var active: Bool { stacks.allSatisfy { $0.last?.active ?? true } }
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
            var conditions = [Bool?](repeating: true, count: configurations.count)
            if directive == "if" || directive == "elseif" {
                let condition = Array(tokens[conditionStart..<conditionEnd])
                do {
                    for (which, configuration) in configurations.enumerated() {
                        conditions[which] = try ConditionEvaluator(tokens: condition, configuration: configuration, directive: token.position).evaluate()
                    }
                } catch {
                    switch error {
                    case .malformed(let position, let message):
                        // Swift would stop the build here; the branch is kept, undecided,
                        // so that its strings are neither lost nor taken as certain.
                        warnings.append(SourceWarning(position: position, message: "malformed #\(directive) condition: \(message); its branch is read as if it might be compiled"))
                        conditions = conditions.map { _ in nil }
                    case .tooDeep(let position):
                        throw SourceReadError(position: position, message: "#\(directive) condition nested more than \(ConditionEvaluator.maximumDepth) deep")
                    }
                }
            }
            index = conditionEnd
            if directive != "if" && directive != "endif" && stacks[0].isEmpty {
                warnings.append(SourceWarning(position: token.position, message: "#\(directive) without #if"))
                continue
            }
            if directive == "endif" && stacks[0].isEmpty {
                warnings.append(SourceWarning(position: token.position, message: "#endif without #if"))
                continue
            }
            for which in stacks.indices {
                Self.apply(directive, condition: conditions[which], to: &stacks[which])
            }
        }
        if !stacks[0].isEmpty {
            warnings.append(SourceWarning(position: tokens.last?.position ?? SourcePosition(line: 1, column: 1), message: "#if without #endif"))
        }
        return kept
    }

    /// A directive's effect on one configuration's stack of open `#if`s.
    private static func apply(_ directive: String, condition: Bool?, to frames: inout [Frame]) {
        switch directive {
        case "if":
            let parent = frames.last?.active ?? true
            frames.append(Frame(parentActive: parent, decided: condition == true, allEarlierFalse: condition == false,
                                active: parent && condition != false))
        case "endif":
            frames.removeLast()
        default:
            var frame = frames.removeLast()
            let value: Bool? = directive == "else" ? (frame.allEarlierFalse ? true : nil) : condition
            frame.active = frame.parentActive && !frame.decided && value != false
            frame.decided = frame.decided || value == true
            frame.allEarlierFalse = frame.allEarlierFalse && value == false
            frames.append(frame)
        }
    }
}

/// Why a `#if` condition could not be read.
enum ConditionProblem: Error {
    /// Not a condition Swift accepts (`DEBUG && && ||`): the build would fail there.
    case malformed(SourcePosition, String)
    /// Parentheses or `!` nested beyond `ConditionEvaluator.maximumDepth`.
    case tooDeep(SourcePosition)
}

/// A `#if` condition: `!`, `&&`, `||`, parentheses, `true`/`false`, compilation conditions,
/// and tests with arguments (`os(iOS)`, `swift(>=5.9)`), true, false, or nil (unknown).
/// It is read as Swift's grammar has it; anything else is a `ConditionProblem`.
struct ConditionEvaluator {
    /// Parentheses and `!` inside each other. The reader recurses once a level; a source
    /// with 55,000 of them overflowed the stack. Real conditions nest two or three deep.
    static let maximumDepth = 256

    let tokens: [Token]
    let configuration: BuildConfiguration
    /// Where the directive is: the place of a problem at the end of its line.
    let directive: SourcePosition
    private var index = 0

    init(tokens: [Token], configuration: BuildConfiguration, directive: SourcePosition) {
        self.tokens = tokens
        self.configuration = configuration
        self.directive = directive
    }

    func evaluate() throws(ConditionProblem) -> Bool? {
        var copy = self
        let value = try copy.disjunction(depth: 0)
        if copy.index < tokens.count {
            throw .malformed(tokens[copy.index].position, "expected '&&', '||' or the end of the line, found '\(Self.shown(tokens[copy.index]))'")
        }
        return value
    }

    private mutating func disjunction(depth: Int) throws(ConditionProblem) -> Bool? {
        var value = try conjunction(depth: depth)
        while index < tokens.count, tokens[index].isPunctuation("||") {
            index += 1
            let other = try conjunction(depth: depth)
            value = value == true || other == true ? true : (value == false && other == false ? false : nil)
        }
        return value
    }

    private mutating func conjunction(depth: Int) throws(ConditionProblem) -> Bool? {
        var value = try unary(depth: depth)
        while index < tokens.count, tokens[index].isPunctuation("&&") {
            index += 1
            let other = try unary(depth: depth)
            value = value == false || other == false ? false : (value == true && other == true ? true : nil)
        }
        return value
    }

    private mutating func unary(depth: Int) throws(ConditionProblem) -> Bool? {
        guard index < tokens.count else {
            throw .malformed(tokens.last?.position ?? directive, "expected a condition, found the end of the line")
        }
        let token = tokens[index]
        if token.isPunctuation("!") || token.isPunctuation("(") {
            guard depth < Self.maximumDepth else { throw .tooDeep(token.position) }
            index += 1
            if token.isPunctuation("!") { return try unary(depth: depth + 1).map { !$0 } }
            let value = try disjunction(depth: depth + 1)
            guard index < tokens.count, tokens[index].isPunctuation(")") else {
                throw .malformed(index < tokens.count ? tokens[index].position : token.position,
                                 "expected ')' to close the '(' at column \(token.position.column)")
            }
            index += 1
            return value
        }
        guard let name = token.identifier else {
            throw .malformed(token.position, "expected a condition, found '\(Self.shown(token))'")
        }
        index += 1
        guard index < tokens.count, tokens[index].isPunctuation("(") else {
            switch name {
            case "true": return true
            case "false": return false
            default: return configuration.activeConditions.contains(name)
            }
        }
        try skipArguments()
        // A compiler or language version test is about the toolchain, which builds the code.
        return name == "swift" || name == "compiler" ? true : nil
    }

    /// A token as a message quotes it: its first 20 characters (an operator of 5,000 `!`
    /// is one token).
    private static func shown(_ token: Token) -> String {
        let text = token.text
        return text.count > 20 ? text.prefix(20) + "…" : text
    }

    /// The arguments of a test (`os(iOS)`, `canImport(UIKit.UIView)`): not evaluated, only
    /// passed over to their closing parenthesis (counted, not recursed).
    private mutating func skipArguments() throws(ConditionProblem) {
        let open = tokens[index]
        var depth = 0
        while index < tokens.count {
            if tokens[index].isPunctuation("(") { depth += 1 }
            if tokens[index].isPunctuation(")") { depth -= 1 }
            index += 1
            if depth == 0 { return }
        }
        throw .malformed(open.position, "expected ')' to close this '('")
    }
}
