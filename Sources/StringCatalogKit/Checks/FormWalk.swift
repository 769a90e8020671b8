/// Walking the forms of one language's value, shared by the checks.
extension Localization {
    /// Calls `body` with every string unit of this localization and the path to it: the
    /// plain value, plural and device forms at any nesting, then the forms of each
    /// substitution (in the order the file has them).
    public func forEachStringUnit(_ body: (StringUnit, FormPath) -> Void) {
        Self.walk(self, path: .root, body)
        for element in substitutions?.elements ?? [] {
            guard let variations = element.value.variations else { continue }
            Self.walk(variations, path: FormPath(substitution: element.key), body)
        }
    }

    /// Calls `body` with every string unit of the value itself (plain, plural and device
    /// forms), leaving out the forms of the substitutions.
    func forEachOwnStringUnit(_ body: (StringUnit, FormPath) -> Void) {
        Self.walk(self, path: .root, body)
    }

    /// Calls `body` with every `plural` or `device` set of forms of this localization (its
    /// own, those nested in device forms, those of the substitutions) and the path they
    /// hang from.
    func forEachVariations(_ body: (Variations, FormPath) -> Void) {
        if let variations { Self.walkVariations(variations, path: .root, body) }
        for element in substitutions?.elements ?? [] {
            guard let variations = element.value.variations else { continue }
            Self.walkVariations(variations, path: FormPath(substitution: element.key), body)
        }
    }

    private static func walk(_ localization: Localization, path: FormPath, _ body: (StringUnit, FormPath) -> Void) {
        if let unit = localization.stringUnit { body(unit, path) }
        if let variations = localization.variations { walk(variations, path: path, body) }
    }

    private static func walk(_ variations: Variations, path: FormPath, _ body: (StringUnit, FormPath) -> Void) {
        for form in variations.device?.elements ?? [] {
            walk(form.value, path: path.with(device: form.key), body)
        }
        for form in variations.plural?.elements ?? [] {
            walk(form.value, path: path.with(plural: form.key), body)
        }
    }

    private static func walkVariations(_ variations: Variations, path: FormPath, _ body: (Variations, FormPath) -> Void) {
        body(variations, path)
        for form in variations.device?.elements ?? [] {
            if let nested = form.value.variations { walkVariations(nested, path: path.with(device: form.key), body) }
        }
        for form in variations.plural?.elements ?? [] {
            if let nested = form.value.variations { walkVariations(nested, path: path.with(plural: form.key), body) }
        }
    }

    /// The string unit at `device` / `plural` (nil for "not varied that way"), if there is one.
    func stringUnit(device: String?, plural: String?) -> StringUnit? {
        var localization = self
        if let device {
            guard let form = localization.variations?.device?[device] else { return nil }
            localization = form
        }
        if let plural {
            guard let form = localization.variations?.plural?[plural] else { return nil }
            localization = form
        }
        return localization.stringUnit
    }

    /// The string unit at `path`, if there is one.
    public func stringUnit(at path: FormPath) -> StringUnit? {
        guard let name = path.substitution else { return stringUnit(device: path.device, plural: path.plural) }
        guard let variations = substitutions?[name]?.variations else { return nil }
        return Localization(variations: variations).stringUnit(device: path.device, plural: path.plural)
    }

    /// `substitutions` as the format comparison needs them.
    var substitutionFormats: [String: SubstitutionFormat] {
        SubstitutionFormat.table(substitutions)
    }
}

extension SubstitutionFormat {
    /// The `argNum` and `formatSpecifier` of each substitution, by name.
    static func table(_ substitutions: KeyedList<Substitution>?) -> [String: SubstitutionFormat] {
        guard let substitutions, !substitutions.isEmpty else { return [:] }
        var result: [String: SubstitutionFormat] = [:]
        result.reserveCapacity(substitutions.elements.count)
        for element in substitutions.elements {
            result[element.key] = SubstitutionFormat(argNum: element.value.argNum, formatSpecifier: element.value.formatSpecifier)
        }
        return result
    }
}
