/// A CLDR plural category, the keys of a catalog's `plural` variations.
///
/// Declaration order is CLDR order, which is also the order Xcode lists the
/// variations in; `Comparable` and `allCases` both follow it.
public enum PluralCategory: String, CaseIterable, Sendable, Comparable {
    case zero, one, two, few, many, other

    /// The category a key names (`"few"`), nil for any other text. Written out rather than
    /// synthesized: the synthesized one matches the text against each name through the
    /// standard library's string switch, which costs hundreds of instructions, and the
    /// checks ask it for every plural form of every string. (These names are ASCII, which
    /// no other spelling is canonically equivalent to, so comparing bytes is the same.)
    public init?(rawValue: String) {
        switch rawValue.utf8.count {
        case 3:
            if rawValue == "one" { self = .one } else if rawValue == "few" { self = .few } else if rawValue == "two" { self = .two } else { return nil }
        case 4:
            if rawValue == "many" { self = .many } else if rawValue == "zero" { self = .zero } else { return nil }
        case 5:
            if rawValue == "other" { self = .other } else { return nil }
        default:
            return nil
        }
    }

    /// The place in CLDR order, from 0: an index for tables by category.
    var rank: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.rank < rhs.rank
    }
}
