import StringCatalogKit

extension CatalogEntry {
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
