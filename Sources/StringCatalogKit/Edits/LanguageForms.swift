/// The forms one language of a string has to fill in, and how a language gets the shape the
/// source gives them: what the editor's Tab flow walks and what a machine translation drafts.
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

    /// Before the first form of a variation or substitution is typed in a language that has
    /// none yet, gives the language the whole shape the source has: every other form `new`
    /// and empty, as Xcode makes them, and a substitution's `argNum` and `formatSpecifier`.
    /// The file is then sound after every step (a device variation always has `other`, a
    /// plural one every category), and progress counts the forms still to do.
    public mutating func completeShape(for form: FormPath, in language: String) {
        guard language != sourceLanguage, !form.isRoot else { return }
        let own = string.localization(for: language)
        let group: (FormPath) -> Bool
        if let name = form.substitution {
            guard own?.substitutions?[name] == nil else { return }
            group = { $0.substitution == name }
        } else {
            guard own?.variations == nil else { return }
            group = { $0.substitution == nil && !$0.isRoot }
        }
        let forms = editableForms(in: language).filter(group)
        var localization = own ?? Localization()
        for other in forms where other != form && localization.stringUnit(at: other) == nil {
            localization.setStringUnit(StringUnit(state: .new, value: ""), at: other)
        }
        if let name = form.substitution, let template = string.localization(for: sourceLanguage)?.substitutions?[name],
           var substitution = localization.substitutions?[name] ?? Optional(Substitution()) {
            substitution.argNum = substitution.argNum ?? template.argNum
            substitution.formatSpecifier = substitution.formatSpecifier ?? template.formatSpecifier
            var all = localization.substitutions ?? KeyedList()
            all.set(name, substitution)
            localization.substitutions = all
        }
        modifyString { $0.setLocalization(localization, for: language) }
    }
}
