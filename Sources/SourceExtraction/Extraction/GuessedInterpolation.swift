/// An interpolation whose value's type the extraction could not tell, so that its specifier
/// (`%@`) is a guess: Xcode, which knows every type, may have written another one. A sync
/// uses it to keep a catalog's key that differs only there, and reports where it is.
public struct GuessedInterpolation: Hashable, Sendable {
    /// Which of the literal's interpolations it is, counting from 0.
    public var argument: Int
    /// Where the interpolation starts.
    public var position: SourcePosition
    /// True when it is in the default value, not in the key.
    public var isInDefaultValue: Bool

    public init(argument: Int, position: SourcePosition, isInDefaultValue: Bool = false) {
        self.argument = argument
        self.position = position
        self.isInDefaultValue = isInDefaultValue
    }
}
