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
        switch conversion {
        case "@": self = .object
        case "d", "i", "D": self = .integer
        case "u", "o", "x", "X", "U", "O": self = .unsignedInteger
        case "f", "F", "e", "E", "g", "G", "a", "A": self = .floatingPoint
        case "c", "C": self = .character
        case "s", "S": self = .cString
        case "p": self = .pointer
        case "n": self = .count
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
