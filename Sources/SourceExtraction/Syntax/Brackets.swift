/// Which bracket closes which, over a token list: `(`/`)`, `[`/`]`, `{`/`}`. Unbalanced code
/// (a missing `)`) leaves its opening bracket unmatched rather than pairing the wrong ones
/// across a different kind of bracket.
struct Brackets {
    /// For each token, the index of the token that closes it when it opens a bracket, else -1.
    private var closing: [Int]

    /// How far below the innermost open bracket a closer looks for its match: far enough for
    /// a few missing closers, near enough that hostile input stays linear.
    private static let recoveryDepth = 8

    init(_ tokens: [Token]) {
        closing = Array(repeating: -1, count: tokens.count)
        var open: [(index: Int, closer: String)] = []
        for (index, token) in tokens.enumerated() {
            guard case .punctuation(let text) = token.kind else { continue }
            switch text {
            case "(": open.append((index, ")"))
            case "[": open.append((index, "]"))
            case "{": open.append((index, "}"))
            case ")", "]", "}":
                // Close the nearest bracket of this kind; those opened after it stay unmatched.
                let floor = max(open.count - Self.recoveryDepth, 0)
                guard let match = open[floor...].lastIndex(where: { $0.closer == text }) else { continue }
                closing[open[match].index] = index
                open.removeSubrange(match...)
            default:
                break
            }
        }
    }

    func closer(of index: Int) -> Int? {
        closing[index] >= 0 ? closing[index] : nil
    }
}
