/// What the first pass learns from one file's declarations.
struct FileDeclarations {
    /// A parameter of a callable (a function, an initializer under its type's name, an enum
    /// case, a memberwise initializer's property) by label, `_` for none, and the type that
    /// declares it (`owner`: empty for a global function): two types' methods of one name
    /// are told apart by the receiver's type.
    struct ParameterSlot: Hashable {
        var callable: String
        var label: String
        var owner: String
    }

    /// How many declarations give a slot a localized type, and how many a plain string one;
    /// and a collection, tuple or dictionary type with a localized part (`[LocalizedStringKey]`).
    struct SlotTypes: Sendable {
        var localized = 0
        var plain = 0
        var composite: DeclaredType?

        /// Whether a literal there is a key: some declaration takes a localized type and none
        /// a plain string (a `String` overload wins for a literal).
        var verdict: SlotVerdict? {
            if localized > 0 && plain == 0 { return .localized }
            if let composite, localized == 0 && plain == 0 { return .typed(composite) }
            return nil
        }

        mutating func add(_ other: SlotTypes) {
            localized += other.localized
            plain += other.plain
            composite = composite ?? other.composite
        }
    }

    var parameters: [ParameterSlot: SlotTypes] = [:]
    /// Variables, properties and parameters with the type written or inferred from a literal,
    /// by name, in source order (the token index of the declaration).
    var valueTypes: [String: [(index: Int, type: String)]] = [:]
    /// Types of properties (members of a type, or global), by name: what other files may
    /// refer to; locals stay in `valueTypes`.
    var memberTypes: [String: [String]] = [:]
    /// Functions' and computed properties' declared types, by name.
    var returnTypes: [String: String] = [:]
    /// Bodies (token ranges) of functions and computed properties declared to return a
    /// localized type: the literals they return are keys.
    var localizedBodies: [Range<Int>] = []
    /// Literals given to a localized declaration: initial values, default arguments, raw values.
    var localizedLiterals: [Int] = []
    /// The names of the types declared (and extended) in the file, and for each token the
    /// index among them of the innermost type whose body holds it (-1 outside any): where
    /// `self` and an implicit receiver point.
    var typeNames: [String] = []
    var enclosingType: [Int32] = []
    /// What each type declared in the file inherits from or conforms to, as written.
    var supertypes: [String: [String]] = [:]

    mutating func addParameter(callable: String, label: String, type: String, owner: String) {
        let slot = ParameterSlot(callable: callable, label: label, owner: owner)
        if LocalizedTypes.isLocalized(type) {
            parameters[slot, default: SlotTypes()].localized += 1
        } else if LocalizedTypes.isPlainString(type) {
            parameters[slot, default: SlotTypes()].plain += 1
        } else if type.contains("Localiz") {
            let declared = DeclaredType(type)
            if declared.containsLocalized { parameters[slot, default: SlotTypes()].composite = declared }
        }
    }

    /// The type whose body holds token `index`, if any.
    func enclosingTypeName(at index: Int) -> String? {
        guard index >= 0, index < enclosingType.count, enclosingType[index] >= 0 else { return nil }
        return typeNames[Int(enclosingType[index])]
    }

    /// The type of the last declaration of `name` before token `index` (declarations are
    /// recorded in source order, so a binary search finds it).
    func valueType(of name: String, before index: Int) -> String? {
        guard let declarations = valueTypes[name] else { return nil }
        var low = 0
        var high = declarations.count
        while low < high {
            let middle = (low + high) / 2
            if declarations[middle].index < index { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? declarations[low - 1].type : nil
    }

    mutating func addValue(_ name: String, type: String, at index: Int) {
        valueTypes[name, default: []].append((index, type))
    }
}
