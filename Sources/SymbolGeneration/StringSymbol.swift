/// One string's symbol: a `static var` when it takes no argument, else a `static func`.
public struct StringSymbol: Equatable, Sendable {
    /// The key, as the catalog has it.
    public var key: String
    /// The member's name, without backticks (see `SwiftIdentifier.escaped`).
    public var name: String
    /// The catalog's comment for the string.
    public var comment: String?
    /// In argument order (`arg1` first).
    public var arguments: [SymbolArgument]

    public init(key: String, name: String, comment: String?, arguments: [SymbolArgument]) {
        self.key = key
        self.name = name
        self.comment = comment
        self.arguments = arguments
    }

    /// How code refers to it: `.title`, `.landmarks(count:)`, `.miB(_:)`.
    public var reference: String {
        let member = "." + SwiftIdentifier.escaped(name)
        guard !arguments.isEmpty else { return member }
        return member + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// One argument of a symbol's function.
public struct SymbolArgument: Equatable, Sendable {
    /// The argument label; nil for none (`_ arg1`).
    public var label: String?
    /// The parameter's name inside the function: the label, or `arg1`, `arg2` ….
    public var parameter: String
    /// The Swift type (`Int`, `String`, `Double` …).
    public var type: String
    /// The specifier the interpolation carries (`%lld`); nil for `%@`, interpolated bare.
    public var specifier: String?

    public init(label: String?, parameter: String, type: String, specifier: String?) {
        self.label = label
        self.parameter = parameter
        self.type = type
        self.specifier = specifier
    }
}

/// Why a string got no symbol, or got another name than its key makes.
public struct SymbolProblem: Error, Equatable, Sendable, CustomStringConvertible {
    public var key: String
    public var message: String
    /// The key's name is another key's too (it breaks Xcode's build; here it is numbered).
    public var isCollision: Bool

    public init(key: String, message: String, isCollision: Bool = false) {
        self.key = key
        self.message = message
        self.isCollision = isCollision
    }

    public var description: String { "“\(key)”: \(message)" }
}
