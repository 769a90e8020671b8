/// What kind of value a format argument must be, derived from its conversion character.
///
/// Signed and unsigned integers are separate cases so messages can name them, but
/// `isCompatible(with:)` treats them as one class: Swift passes an `Int` either way, and
/// translators legitimately swap `%d` and `%u`.
public enum FormatArgumentType: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `%@`: any Objective-C / Swift object (`String`, `NSNumber`, …).
    case object
    /// `%d %i %D`.
    case integer
    /// `%u %o %x %X %U %O`.
    case unsignedInteger
    /// `%f %F %e %E %g %G %a %A`.
    case floatingPoint
    /// `%c %C`: a single (C or UTF-16) character.
    case character
    /// `%s %S`: a pointer to a NUL-terminated C or UTF-16 string.
    case cString
    /// `%p`.
    case pointer
    /// `%n`: stores the number of characters written so far; never sensible in a catalog.
    case count

    /// The class used when matching a translation against its source.
    public var matchingClass: FormatArgumentType {
        self == .unsignedInteger ? .integer : self
    }

    public func isCompatible(with other: FormatArgumentType) -> Bool {
        matchingClass == other.matchingClass
    }

    /// A phrase for lint messages.
    public var description: String {
        switch self {
        case .object: "object"
        case .integer: "integer"
        case .unsignedInteger: "unsigned integer"
        case .floatingPoint: "floating-point number"
        case .character: "character"
        case .cString: "C string"
        case .pointer: "pointer"
        case .count: "count (%n)"
        }
    }

    /// The type a conversion character takes, or nil when it is not a conversion.
    /// `D`, `U`, `O` are Foundation's old spellings of `ld`, `lu`, `lo`.
    public init?(conversion: Character) {
        let scalars = conversion.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first, scalar.isASCII else { return nil }
        self.init(asciiConversion: UInt8(scalar.value))
    }

    /// The type of a conversion character given as a byte of UTF-8, as the parser reads
    /// them: every conversion character is ASCII, and no `Character` need be made first.
    init?(asciiConversion byte: UInt8) {
        switch byte {
        case UInt8(ascii: "@"): self = .object
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"): self = .integer
        case UInt8(ascii: "u"), UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "U"), UInt8(ascii: "O"): self = .unsignedInteger
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"): self = .floatingPoint
        case UInt8(ascii: "c"), UInt8(ascii: "C"): self = .character
        case UInt8(ascii: "s"), UInt8(ascii: "S"): self = .cString
        case UInt8(ascii: "p"): self = .pointer
        case UInt8(ascii: "n"): self = .count
        default: return nil
        }
    }
}

/// A printf length modifier. It does not change the matching class, only the width of the
/// value read, so `%d` and `%lld` match but are reported as a (minor) difference.
public enum FormatLengthModifier: String, Hashable, Sendable, CaseIterable {
    case hh, h, l, ll, q, z, t, j
    case L
}

/// A field width or precision.
public enum FormatAmount: Hashable, Sendable {
    /// Written as digits (`%5d`, `%.2f`; a bare `.` is precision 0).
    case fixed(Int)
    /// `*`: taken from the next implicit argument.
    case nextArgument
    /// `*2$`: taken from the given argument.
    case argument(Int)
}
