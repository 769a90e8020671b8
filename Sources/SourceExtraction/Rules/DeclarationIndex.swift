/// The first pass over the whole project: which callables take a localized type at which
/// label, and the declared types of names, so that one file's call to a view declared in
/// another is understood.
struct DeclarationIndex: Sendable {
    private var slots: [String: [String: (localized: Int, plain: Int)]] = [:]
    private var valueTypes: [String: Set<String>] = [:]
    private var returnTypes: [String: Set<String>] = [:]

    init(_ files: [FileDeclarations]) {
        for file in files {
            for (slot, types) in file.parameters {
                var entry = slots[slot.callable, default: [:]][slot.label] ?? (0, 0)
                entry.localized += types.localized
                entry.plain += types.plain
                slots[slot.callable, default: [:]][slot.label] = entry
            }
            for (name, types) in file.memberTypes {
                valueTypes[name, default: []].formUnion(types)
            }
            for (name, type) in file.returnTypes {
                returnTypes[name, default: []].insert(type)
            }
        }
    }

    /// Whether a literal given to `callable` at `label` is typed as a localized type: some
    /// declaration says so and none takes a plain string there (a `String` overload wins
    /// for a literal).
    func takesLocalized(callable: String, label: String) -> Bool {
        guard let entry = slots[callable]?[label] else { return false }
        return entry.localized > 0 && entry.plain == 0
    }

    /// The type of a property declared under `name` in any type (or globally), when all its
    /// declarations agree.
    func valueType(of name: String) -> String? {
        guard let types = valueTypes[name], types.count == 1 else { return nil }
        return types.first
    }

    func returnType(of name: String) -> String? {
        guard let types = returnTypes[name], types.count == 1 else { return nil }
        return types.first
    }
}
