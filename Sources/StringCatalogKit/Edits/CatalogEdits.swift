/// Edits with Xcode's catalog semantics (`product.md`): committing a translation makes it
/// `translated`; editing the source-language value sends the other languages' translations
/// of that string back for review; reviewing flips `needs_review` and `translated`.
extension CatalogString {
    /// Sets the value of one form (`.root` for the plain value) in `language` and marks it
    /// translated, creating the localization and the variations on the way when needed.
    /// An edit of the source language that changes its text marks every translated form of
    /// the other languages `needs_review`.
    mutating func setValue(_ value: String, language: String, form: FormPath = .root, sourceLanguage: String) {
        var localizations = self.localizations ?? KeyedList()
        var localization = localizations[language] ?? Localization()
        let before = localization.stringUnit(at: form)?.value
        localization.setStringUnit(StringUnit(state: .translated, value: value, extraFields: localization.stringUnit(at: form)?.extraFields ?? []), at: form)
        localizations.set(language, localization)
        self.localizations = localizations
        if language == sourceLanguage && before != value {
            for other in localizations.keys where other != sourceLanguage {
                changeStates(in: other, from: [.translated], to: .needsReview)
            }
        }
    }

    /// "Mark reviewed": every form of `language` that needs review (or has a state this
    /// version does not know, such as a machine translation) becomes translated.
    public mutating func markReviewed(language: String) {
        changeStates(in: language, from: [.needsReview], to: .translated, includingUnknown: true)
    }

    /// "Mark for review": every translated form of `language` needs review.
    public mutating func markForReview(language: String) {
        changeStates(in: language, from: [.translated], to: .needsReview)
    }

    private mutating func changeStates(in language: String, from: Set<TranslationState>, to: TranslationState, includingUnknown: Bool = false) {
        guard var localization = localizations?[language] else { return }
        localization.updateStringUnits { unit in
            guard let state = unit.state else { return }
            if from.contains(state) { unit.state = to; return }
            if includingUnknown, case .other = state { unit.state = to }
        }
        localizations?.set(language, localization)
    }

    /// Switches "don't translate" on (written `"shouldTranslate" : false`) or off (absent).
    public mutating func toggleDoNotTranslate() {
        shouldTranslate = isTranslatable ? false : nil
    }

    /// Switches between a manually managed string and one extracted from code (absent
    /// `extractionState`).
    public mutating func toggleManual() {
        extractionState = extractionState == .manual ? nil : .manual
    }
}

extension Localization {
    /// Sets the string unit of one form, creating variations and substitutions as needed.
    public mutating func setStringUnit(_ unit: StringUnit, at form: FormPath) {
        if let name = form.substitution {
            var all = substitutions ?? KeyedList()
            var substitution = all[name] ?? Substitution()
            var holder = Localization(variations: substitution.variations)
            holder.setStringUnit(unit, device: form.device, plural: form.plural)
            substitution.variations = holder.variations
            all.set(name, substitution)
            substitutions = all
        } else {
            setStringUnit(unit, device: form.device, plural: form.plural)
        }
    }

    private mutating func setStringUnit(_ unit: StringUnit, device: String?, plural: String?) {
        if let device {
            var variations = self.variations ?? Variations()
            var forms = variations.device ?? KeyedList()
            var form = forms[device] ?? Localization()
            form.setStringUnit(unit, device: nil, plural: plural)
            forms.set(device, form)
            variations.device = forms
            self.variations = variations
        } else if let plural {
            var variations = self.variations ?? Variations()
            var forms = variations.plural ?? KeyedList()
            var form = forms[plural] ?? Localization()
            form.stringUnit = unit
            forms.set(plural, form)
            variations.plural = forms
            self.variations = variations
        } else {
            stringUnit = unit
        }
    }

    /// Changes every string unit of this localization in place: the plain value, every
    /// plural and device form at any depth, and the forms of every substitution.
    public mutating func updateStringUnits(_ change: (inout StringUnit) -> Void) {
        updateValueUnits(change)
        if var all = substitutions {
            for i in all.elements.indices {
                all.elements[i].value.variations?.updateStringUnits(change)
            }
            substitutions = all
        }
    }
}

extension Localization {
    /// Changes every string unit of the value itself, not those of the substitutions: the
    /// plain value and every plural or device form at any depth.
    mutating func updateValueUnits(_ change: (inout StringUnit) -> Void) {
        if var unit = stringUnit {
            change(&unit)
            stringUnit = unit
        }
        if var variations {
            variations.updateStringUnits(change)
            self.variations = variations
        }
    }
}

extension Variations {
    mutating func updateStringUnits(_ change: (inout StringUnit) -> Void) {
        if var forms = plural {
            for i in forms.elements.indices { forms.elements[i].value.updateStringUnits(change) }
            plural = forms
        }
        if var forms = device {
            for i in forms.elements.indices { forms.elements[i].value.updateStringUnits(change) }
            device = forms
        }
    }
}

/// Edits of a catalog's set of strings.
extension StringCatalog {
    public enum EditError: Error, Equatable, CustomStringConvertible {
        case keyExists(String)
        case noSuchKey(String)
        case notManual(String)
        case emptyKey

        public var description: String {
            switch self {
            case .keyExists(let key): "a string with the key \(JSONQuoting.quote(key)) already exists"
            case .noSuchKey(let key): "no string with the key \(JSONQuoting.quote(key))"
            case .notManual(let key): "\(JSONQuoting.quote(key)) is extracted from code; only manual strings can be renamed"
            case .emptyKey: "a key cannot be empty"
            }
        }
    }

    /// Adds a manually managed string (`extractionState: manual`) with its source value.
    public mutating func addManualString(key: String, sourceValue: String, comment: String?) throws(EditError) {
        guard !key.isEmpty else { throw .emptyKey }
        guard index(ofKey: key) == nil else { throw .keyExists(key) }
        var string = CatalogString(key: key, comment: comment?.isEmpty == false ? comment : nil, extractionState: .manual)
        string.localizations = KeyedList([(sourceLanguage, Localization(sourceValue, state: .translated))])
        insert(string)
    }

    /// Renames a manual string (a string extracted from code is named by the code).
    public mutating func renameString(_ key: String, to newKey: String) throws(EditError) {
        guard !newKey.isEmpty else { throw .emptyKey }
        guard let i = index(ofKey: key) else { throw .noSuchKey(key) }
        guard strings[i].extractionState == .manual else { throw .notManual(key) }
        guard newKey == key || index(ofKey: newKey) == nil else { throw .keyExists(newKey) }
        var string = strings.remove(at: i)
        string.key = newKey
        insert(string)
    }

    /// Removes the string with `key`; returns it.
    @discardableResult
    public mutating func removeString(_ key: String) -> CatalogString? {
        guard let i = index(ofKey: key) else { return nil }
        return strings.remove(at: i)
    }

    /// Puts `string` under `key` (nil removes it): the primitive undo and redo replay.
    public mutating func replaceString(_ key: String, with string: CatalogString?) {
        if let string {
            if let i = index(ofKey: key), string.key.hasSameScalars(as: key) {
                strings[i] = string
            } else {
                removeString(key)
                insert(string)
            }
        } else {
            removeString(key)
        }
    }
}
