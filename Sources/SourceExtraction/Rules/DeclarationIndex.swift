/// What a literal at a parameter becomes: a key, or keys at the localized positions of a
/// collection, tuple or dictionary literal.
enum SlotVerdict: Equatable, Sendable {
    case localized
    case typed(DeclaredType)
}

/// Whose method a call names, as far as the receiver's type can be told.
enum CallReceiver: Equatable {
    /// A value of this type, or the type itself (`Foo(…)`, `Foo.make(…)`).
    case type(String)
    /// No receiver written: the enclosing type's method (or its supertypes'), else a global
    /// function.
    case implicitSelf(enclosingType: String?)
    /// A receiver whose type cannot be told (`.member(…)` in a chain, an expression).
    case unknown
}

/// The first pass over the whole project: which callables take a localized type at which
/// label, and the declared types of names, so that one file's call to a view declared in
/// another is understood.
struct DeclarationIndex: Sendable {
    /// The declarations of one callable's label, by declaring type ("" for global
    /// functions), with what they say together and for a receiver that cannot be told
    /// (worked out once: a call must not walk every type that declares the name).
    private struct Slot: Sendable {
        var owners: [String: FileDeclarations.SlotTypes] = [:]
        var combined: SlotVerdict?
        var unknownReceiver: SlotVerdict?
    }

    /// callable → label → its declarations.
    private var slots: [String: [String: Slot]] = [:]
    private var valueTypes: [String: Set<String>] = [:]
    private var returnTypes: [String: Set<String>] = [:]
    private var supertypes: [String: Set<String>] = [:]

    /// How far up a type's inheritance the owner of a method is looked for.
    private static let maximumSupertypes = 32

    init(_ files: [FileDeclarations]) {
        for file in files {
            for (slot, types) in file.parameters {
                slots[slot.callable, default: [:]][slot.label, default: Slot()].owners[slot.owner, default: .init()].add(types)
            }
            for (name, types) in file.memberTypes {
                valueTypes[name, default: []].formUnion(types)
            }
            for (name, type) in file.returnTypes {
                returnTypes[name, default: []].insert(type)
            }
            for (name, names) in file.supertypes {
                supertypes[name, default: []].formUnion(names)
            }
        }
        for (callable, labels) in slots {
            for (label, slot) in labels {
                var all = FileDeclarations.SlotTypes()
                for types in slot.owners.values { all.add(types) }
                let verdicts = slot.owners.keys.sorted().compactMap { slot.owners[$0]?.verdict }
                slots[callable]?[label]?.combined = all.verdict
                slots[callable]?[label]?.unknownReceiver = verdicts.first { $0 == .localized } ?? verdicts.first
            }
        }
    }

    /// What a literal given to `callable` at `label` becomes. The receiver's type decides
    /// between types declaring methods of the same name; a type that has none of them (a
    /// library type, or a name misread) leaves it to what all declarations together say.
    /// When the receiver cannot be told, a literal is a key when any type's declaration
    /// makes it one (Xcode's type checker would pick that one for a localized call site).
    func verdict(callable: String, label: String, receiver: CallReceiver) -> SlotVerdict? {
        guard let slot = slots[callable]?[label] else { return nil }
        let candidates: [String]
        switch receiver {
        case .type(let type): candidates = chain(of: type)
        case .implicitSelf(let type): candidates = (type.map(chain(of:)) ?? []) + [""]
        case .unknown: return slot.unknownReceiver
        }
        for owner in candidates {
            if let types = slot.owners[owner] { return types.verdict }
        }
        return slot.combined
    }

    /// Whether any declaration names a slot `callable`; cheaper than a verdict.
    func declares(callable: String) -> Bool {
        slots[callable] != nil
    }

    /// `type` and what it inherits from or conforms to, nearest first, each once.
    private func chain(of type: String) -> [String] {
        var chain = [type]
        var next = 0
        while next < chain.count, chain.count < Self.maximumSupertypes {
            for parent in supertypes[chain[next]]?.sorted() ?? [] where !chain.contains(parent) {
                chain.append(parent)
            }
            next += 1
        }
        return chain
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
