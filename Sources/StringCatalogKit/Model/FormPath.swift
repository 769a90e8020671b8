/// Which form of a language's value: the plain value, a plural or device form, or a form of
/// one of the substitutions.
///
/// Written as lint shows it: `plural.one`, `device.iphone.plural.few`,
/// `substitutions.birds.plural.few`, and the empty string for the plain value.
public struct FormPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The substitution whose forms these are (`substitutions.NAME…`).
    public var substitution: String?
    /// The device (`iphone`, `mac`, …, `other`).
    public var device: String?
    /// The plural category as written (`one`, `few`, …).
    public var plural: String?

    /// The plain value of a language.
    public static let root = FormPath()

    public init(substitution: String? = nil, device: String? = nil, plural: String? = nil) {
        self.substitution = substitution
        self.device = device
        self.plural = plural
    }

    public var isRoot: Bool { substitution == nil && device == nil && plural == nil }

    /// The plural category, when it is one of CLDR's.
    public var pluralCategory: PluralCategory? { plural.flatMap(PluralCategory.init(rawValue:)) }

    public var description: String {
        var parts: [String] = []
        if let substitution { parts += ["substitutions", substitution] }
        if let device { parts += ["device", device] }
        if let plural { parts += ["plural", plural] }
        return parts.joined(separator: ".")
    }

    func with(device: String) -> FormPath {
        var copy = self
        copy.device = device
        return copy
    }

    func with(plural: String) -> FormPath {
        var copy = self
        copy.plural = plural
        return copy
    }

    /// Plain value first, then substitutions, devices and plural categories, each in order
    /// (plural categories in CLDR order: zero, one, two, few, many, other).
    public static func < (lhs: FormPath, rhs: FormPath) -> Bool {
        if lhs.substitution != rhs.substitution { return precedes(lhs.substitution, rhs.substitution) }
        if lhs.device != rhs.device { return precedes(lhs.device, rhs.device) }
        if lhs.plural != rhs.plural {
            switch (lhs.plural, rhs.plural) {
            case (nil, _): return true
            case (_, nil): return false
            case (let a?, let b?):
                switch (PluralCategory(rawValue: a), PluralCategory(rawValue: b)) {
                case (let x?, let y?): return x < y
                case (.some, nil): return true
                case (nil, .some): return false
                case (nil, nil): return a < b
                }
            }
        }
        return false
    }

    private static func precedes(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, _): true
        case (_, nil): false
        case (let a?, let b?): KeyCollation.areInIncreasingOrder(a, b)
        }
    }
}
