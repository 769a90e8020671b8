/// A call in the token stream: a name directly followed (on the same line) by `(`, with its
/// arguments. `Type.init(…)` is named after the type; `.init(…)` and `.member(…)` are
/// marked as members, their type left to the rules.
struct Call {
    var name: String
    var isMember: Bool
    var nameIndex: Int
    var arguments: [Argument]

    func argument(_ label: String?) -> Argument? {
        arguments.first { $0.label == label }
    }

    /// The labels the rules match on: nil, the first unlabeled argument, is spelled `_`.
    static func labelName(_ label: String?) -> String { label ?? "_" }

    /// Every call among `tokens`, in order.
    static func all(in tokens: [Token], brackets: Brackets) -> [Call] {
        var calls: [Call] = []
        for index in tokens.indices.dropFirst() where tokens[index].isPunctuation("(") && !tokens[index].startsLine {
            guard var name = tokens[index - 1].identifier, let close = brackets.closer(of: index) else { continue }
            var nameIndex = index - 1
            var isMember = nameIndex > 0 && tokens[nameIndex - 1].isPunctuation(".")
            if nameIndex > 0, ["func", "init", "case", "subscript"].contains(tokens[nameIndex - 1].identifier ?? "") { continue }
            if name == "init", isMember, nameIndex >= 2, let type = tokens[nameIndex - 2].identifier {
                name = type
                nameIndex -= 2
                isMember = nameIndex > 0 && tokens[nameIndex - 1].isPunctuation(".")
            }
            calls.append(Call(name: name, isMember: isMember, nameIndex: nameIndex,
                              arguments: Argument.split(tokens, from: index, to: close, brackets: brackets)))
        }
        return calls
    }
}
