/// The value of a string in one language, or one form of a variation.
///
/// The same shape serves both: a language's entry under `localizations` and each form under
/// `variations.plural` / `variations.device` hold a `stringUnit`, or further `variations`
/// (a device form that varies by plural), and at language level `substitutions`.
public struct Localization: Equatable, Sendable {
    public var stringUnit: StringUnit?
    /// Everything but the plain `stringUnit`, boxed: most localizations are a single
    /// string unit, and a catalog has hundreds of thousands of them, so keeping the rare
    /// parts out of line halves the model's memory. Copy-on-write keeps value semantics.
    private var rare: RareParts?

    public init(
        stringUnit: StringUnit? = nil, stringSet: StringSet? = nil, variations: Variations? = nil,
        substitutions: KeyedList<Substitution>? = nil, extraFields: [JSONMember] = []
    ) {
        self.stringUnit = stringUnit
        if stringSet != nil || variations != nil || substitutions != nil || !extraFields.isEmpty {
            rare = RareParts(stringSet: stringSet, variations: variations, substitutions: substitutions, extraFields: extraFields)
        }
    }

    /// True when the localization is at most a plain string unit: no variations,
    /// substitutions, string set or unknown fields (the common case, which checks skip fast).
    public var isPlain: Bool { rare == nil }

    /// Whether it varies by plural, by device, and has substitutions, read in place
    /// (copying the variations out to ask costs reference counting; the editor's table
    /// asks for every language of every row it shows). Device forms count with what they
    /// hold: a device × plural string varies by both.
    public var variationKinds: (plural: Bool, device: Bool, substitutions: Bool) {
        guard let rare else { return (false, false, false) }
        var kinds = (plural: rare.variations?.plural != nil, device: rare.variations?.device != nil, substitutions: rare.substitutions?.isEmpty == false)
        for form in rare.variations?.device?.elements ?? [] where !(kinds.plural && kinds.substitutions) {
            let nested = form.value.variationKinds
            kinds.plural = kinds.plural || nested.plural
            kinds.substitutions = kinds.substitutions || nested.substitutions
        }
        return kinds
    }

    /// A plain translated or new value.
    public init(_ value: String, state: TranslationState) {
        self.init(stringUnit: StringUnit(state: state, value: value))
    }

    public var stringSet: StringSet? {
        get { rare?.stringSet }
        set { mutableRare().stringSet = newValue }
    }

    public var variations: Variations? {
        get { rare?.variations }
        set { mutableRare().variations = newValue }
    }

    public var substitutions: KeyedList<Substitution>? {
        get { rare?.substitutions }
        set { mutableRare().substitutions = newValue }
    }

    public var extraFields: [JSONMember] {
        get { rare?.extraFields ?? [] }
        set { mutableRare().extraFields = newValue }
    }

    private mutating func mutableRare() -> RareParts {
        if let rare, isKnownUniquelyReferenced(&self.rare!) { return rare }
        let copy = rare?.copy() ?? RareParts()
        rare = copy
        return copy
    }

    public static func == (lhs: Localization, rhs: Localization) -> Bool {
        lhs.stringUnit == rhs.stringUnit && lhs.stringSet == rhs.stringSet && lhs.variations == rhs.variations
            && lhs.substitutions == rhs.substitutions && lhs.extraFields == rhs.extraFields
    }

    /// Mutated only through `mutableRare()`, which copies it first unless this value is its
    /// only owner: so sharing it between threads is as safe as sharing any value.
    private final class RareParts: @unchecked Sendable {
        // Unchecked: copy-on-write (see above); no thread mutates an instance another can see.
        var stringSet: StringSet?
        var variations: Variations?
        var substitutions: KeyedList<Substitution>?
        var extraFields: [JSONMember]

        init(stringSet: StringSet? = nil, variations: Variations? = nil, substitutions: KeyedList<Substitution>? = nil, extraFields: [JSONMember] = []) {
            self.stringSet = stringSet
            self.variations = variations
            self.substitutions = substitutions
            self.extraFields = extraFields
        }

        func copy() -> RareParts {
            RareParts(stringSet: stringSet, variations: variations, substitutions: substitutions, extraFields: extraFields)
        }
    }
}

/// `{ "state" : …, "value" : … }`. Xcode always writes both; other tools may not.
public struct StringUnit: Equatable, Sendable {
    public var state: TranslationState?
    public var value: String?
    public var extraFields: [JSONMember]

    public init(state: TranslationState?, value: String?, extraFields: [JSONMember] = []) {
        self.state = state
        self.value = value
        self.extraFields = extraFields
    }
}

/// A list of alternative values (App Shortcuts phrases).
public struct StringSet: Equatable, Sendable {
    public var state: TranslationState?
    public var values: [String]?
    public var extraFields: [JSONMember]

    public init(state: TranslationState?, values: [String]?, extraFields: [JSONMember] = []) {
        self.state = state
        self.values = values
        self.extraFields = extraFields
    }
}

/// `variations`: forms by plural category (`zero` … `other`) or by device (`iphone`, `mac`,
/// …, `other`). Keys are kept as written, so categories and devices this version does not
/// know survive.
public struct Variations: Equatable, Sendable {
    public var plural: KeyedList<Localization>?
    public var device: KeyedList<Localization>?
    public var extraFields: [JSONMember]

    public init(plural: KeyedList<Localization>? = nil, device: KeyedList<Localization>? = nil, extraFields: [JSONMember] = []) {
        self.plural = plural
        self.device = device
        self.extraFields = extraFields
    }
}

/// One substitution of a string with several plural arguments: the value references it as
/// `%#@name@`, its forms use `%arg` for the argument.
public struct Substitution: Equatable, Sendable {
    public var argNum: Int?
    public var formatSpecifier: String?
    public var variations: Variations?
    public var extraFields: [JSONMember]

    public init(argNum: Int? = nil, formatSpecifier: String? = nil, variations: Variations? = nil, extraFields: [JSONMember] = []) {
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
        self.variations = variations
        self.extraFields = extraFields
    }
}
