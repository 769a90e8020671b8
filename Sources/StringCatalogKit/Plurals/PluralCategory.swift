/// A CLDR plural category, the keys of a catalog's `plural` variations.
///
/// Declaration order is CLDR order, which is also the order Xcode lists the
/// variations in; `Comparable` and `allCases` both follow it.
public enum PluralCategory: String, CaseIterable, Sendable, Comparable {
    case zero, one, two, few, many, other

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
