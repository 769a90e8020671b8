import StringCatalogKit

extension CatalogEntry {
    /// The forms a translator fills in for `language`, in the order the inspector lists
    /// them: the plain value; or every plural category the language needs (CLDR) plus any
    /// other category it already has; or each device form, varied by plural or not; and,
    /// with substitutions, each substitution's plural forms after the value that names them.
    ///
    /// A language that has no variations yet takes the shape of the source language, so a
    /// French translation of a plural English string is entered form by form; likewise it
    /// lists every substitution of the source it lacks after its own, so that Tab reaches
    /// the second substitution of a string after the first was typed.
    public func editableForms(in language: String) -> [FormPath] {
        let own = string.localization(for: language)
        let source = string.localization(for: sourceLanguage)
        let shape = own?.variations != nil ? own : source
        let categories = PluralRules.cardinal(for: language).categories.map(\.rawValue)

        func pluralKeys(_ present: KeyedList<Localization>?) -> [String] {
            categories + (present?.keys.filter { !categories.contains($0) } ?? [])
        }

        var forms: [FormPath] = []
        if let devices = shape?.variations?.device {
            var names = devices.keys
            for name in own?.variations?.device?.keys ?? [] where !names.contains(name) { names.append(name) }
            for name in names {
                let form = own?.variations?.device?[name] ?? devices[name]
                if form?.variations?.plural != nil {
                    for category in pluralKeys(own?.variations?.device?[name]?.variations?.plural) {
                        forms.append(FormPath(device: name, plural: category))
                    }
                } else {
                    forms.append(FormPath(device: name))
                }
            }
        } else if shape?.variations?.plural != nil {
            forms = pluralKeys(own?.variations?.plural).map { FormPath(plural: $0) }
        } else {
            forms = [.root]
        }
        for name in substitutionNames(in: language) {
            for category in pluralKeys(own?.substitutions?[name]?.variations?.plural) {
                forms.append(FormPath(substitution: name, plural: category))
            }
        }
        return forms
    }

    /// The substitutions a translator fills in for `language`: the source language's, in
    /// its order, whether the language has them yet or not, then any only the language has.
    public func substitutionNames(in language: String) -> [String] {
        var names = string.localization(for: sourceLanguage)?.substitutions?.keys ?? []
        for name in string.localization(for: language)?.substitutions?.keys ?? [] where !names.contains(name) {
            names.append(name)
        }
        return names
    }

    /// The text of one form in `language`; for the source language's plain value of a
    /// string extracted from code without an entry, the key (which is that text).
    public func value(in language: String, form: FormPath) -> String? {
        if let value = string.localization(for: language)?.stringUnit(at: form)?.value { return value }
        if language == sourceLanguage && form.isRoot && string.localization(for: language)?.variations == nil { return key }
        return nil
    }

    /// The source language's text closest to `form`: the same form, else its `other`
    /// category or device, else the plain value. What a translator starts from.
    public func sourceText(for form: FormPath) -> String? {
        var candidates = [form]
        if form.plural != nil { candidates.append(FormPath(substitution: form.substitution, device: form.device, plural: "other")) }
        if form.device != nil {
            candidates.append(FormPath(substitution: form.substitution, device: "other", plural: form.plural))
            candidates.append(FormPath(substitution: form.substitution, device: "other", plural: form.plural == nil ? nil : "other"))
            candidates.append(FormPath(substitution: form.substitution, device: nil, plural: form.plural))
        }
        if form.substitution == nil { candidates.append(.root) }
        for candidate in candidates {
            if let value = value(in: sourceLanguage, form: candidate) { return value }
        }
        if form.substitution == nil {
            return string.localization(for: sourceLanguage)?.representativeValue ?? key
        }
        return nil
    }
}

extension CatalogString {
    /// The state of one form in `language`; nil when it has no value yet.
    public func state(in language: String, form: FormPath) -> TranslationState? {
        localization(for: language)?.stringUnit(at: form)?.state
    }
}
