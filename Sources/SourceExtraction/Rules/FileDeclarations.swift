/// What the first pass learns from one file's declarations.
struct FileDeclarations {
    /// A parameter of a callable (a function, an initializer under its type's name, an enum
    /// case, a memberwise initializer's property) by label, `_` for none.
    struct ParameterSlot: Hashable {
        var callable: String
        var label: String
    }

    /// How many declarations give a slot a localized type, and how many a plain string one.
    struct SlotTypes {
        var localized = 0
        var plain = 0
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

    mutating func addParameter(callable: String, label: String, type: String) {
        let slot = ParameterSlot(callable: callable, label: label)
        if LocalizedTypes.isLocalized(type) {
            parameters[slot, default: SlotTypes()].localized += 1
        } else if LocalizedTypes.isPlainString(type) {
            parameters[slot, default: SlotTypes()].plain += 1
        }
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
