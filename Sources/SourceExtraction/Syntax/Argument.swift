/// One argument of a call or one parameter of a declaration: its label (nil when
/// unlabeled) and the token range of what follows the label.
struct Argument {
    var label: String?
    var value: Range<Int>
}

extension Argument {
    /// The comma-separated items between an opening bracket at `open` and its `close`,
    /// with `label:` taken off the front of each.
    static func split(_ tokens: [Token], from open: Int, to close: Int, brackets: Brackets) -> [Argument] {
        split(tokens, open + 1..<close, brackets: brackets)
    }

    /// The comma-separated items of `range`, brackets inside them skipped whole.
    static func split(_ tokens: [Token], _ range: Range<Int>, brackets: Brackets) -> [Argument] {
        var arguments: [Argument] = []
        let close = range.upperBound
        var start = range.lowerBound
        var index = range.lowerBound
        while index <= close {
            if index == close || tokens[index].isPunctuation(",") {
                if start < index { arguments.append(labeled(tokens, start..<index)) }
                start = index + 1
                index += 1
                continue
            }
            if let closer = brackets.closer(of: index), closer < close {
                index = closer + 1
            } else {
                index += 1
            }
        }
        return arguments
    }

    private static func labeled(_ tokens: [Token], _ range: Range<Int>) -> Argument {
        if range.count >= 2, let label = tokens[range.lowerBound].identifier, tokens[range.lowerBound + 1].isPunctuation(":") {
            return Argument(label: label, value: (range.lowerBound + 2)..<range.upperBound)
        }
        return Argument(label: nil, value: range)
    }
}
