import StringCatalogKit

/// Where drafts go: only into forms still to fill, in a state that asks for review.
extension CatalogEntry {
    /// Writes `draft` in `state` when its form is one `options` lets a draft fill (by default,
    /// one without a value), first giving the language the source's shape where it has none
    /// (the variation's other forms `new` and empty, a substitution's `argNum` and format),
    /// as when a translator types a first form. Returns whether it wrote.
    @discardableResult
    public mutating func fillDraft(_ draft: Draft, state: TranslationState, options: DraftOptions = DraftOptions()) -> Bool {
        let language = draft.language
        let own = string.localization(for: language)
        guard language != sourceLanguage, options.fills(own?.stringUnit(at: draft.form)),
              !DraftPlanner.isPlainTranslation(own, against: draft.form) else { return false }
        completeShape(for: draft.form, in: language)
        var localization = string.localization(for: language) ?? Localization()
        let extraFields = localization.stringUnit(at: draft.form)?.extraFields ?? []
        localization.setStringUnit(StringUnit(state: state, value: draft.value, extraFields: extraFields), at: draft.form)
        modifyString { $0.setLocalization(localization, for: language) }
        return true
    }
}

extension StringCatalog {
    /// Whether the catalog's format version has Xcode 27's `machine_translated` state: 1.1
    /// and later (`xcstrings-format.md` §1.6). A 1.0 catalog keeps to the states 1.0 has.
    public var hasMachineTranslatedState: Bool {
        guard let version else { return false }
        let parts = version.split(separator: ".").map { Int($0) }
        guard parts.count >= 2, let major = parts[0], let minor = parts[1] else { return false }
        return major > 1 || (major == 1 && minor >= 1)
    }

    /// The state drafts get: `machine_translated` when asked for and the version has it,
    /// else `needs_review`.
    public func draftState(machineTranslated: Bool) -> TranslationState {
        machineTranslated && hasMachineTranslatedState ? .machineTranslated : .needsReview
    }
}
