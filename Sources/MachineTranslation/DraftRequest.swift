import StringCatalogKit

/// One form of one string to translate: what a provider is asked, with the context a
/// translator would want (the comment, the plural category and a number of it).
public struct DraftRequest: Equatable, Sendable {
    public var key: String
    /// The language to translate into.
    public var language: String
    public var form: FormPath
    /// The source language's text the form is translated from (see `DraftPlanner`).
    public var sourceText: String
    /// `sourceText` with its placeholders and markup protected.
    public var protected: ProtectedText
    public var comment: String?
    /// For a plural form: its category, and a number the language puts in it.
    public var sample: PluralSample?
}

/// What a machine translation does with one string in one language.
public struct StringDraftPlan: Equatable, Sendable {
    /// The forms a provider translates.
    public var requests: [DraftRequest] = []
    /// Forms whose source has nothing to translate (`%@`, `%lld:`, `#%lld`): drafted as the
    /// source has them, without asking.
    public var copies: [Draft] = []
    /// Why the string gets nothing, when it does not.
    public var skip: DraftSkip?

    public init() {}
}

/// Works out, string by string, which forms of one language a machine translation drafts
/// and from which source text.
///
/// The forms are those a translator fills in (`editableForms`): the plural categories the
/// language needs, which may be more than the source has (Ukrainian `few` and `many` from an
/// English `one` and `other`), device forms, each substitution's forms. Of those, only forms
/// that `DraftOptions` lets it fill (by default: forms without a value).
///
/// Each form is translated from the source's closest form (`SourceValues`): the same form,
/// else its `other`. A source plural form that leaves out a placeholder its `other` has
/// (English `one` = "One bird") is a good source only where the language's category is one
/// number too; elsewhere (Russian `one` is 1, 21, 31…) the form is translated from `other`,
/// which has the number.
public struct DraftPlanner: Sendable {
    public let language: String
    public let options: DraftOptions
    private let plurals: LanguagePlurals
    private let samples: [PluralCategory: PluralSample]

    public init(language: String, options: DraftOptions = DraftOptions()) {
        self.language = language
        self.options = options
        plurals = LanguagePlurals(language: language)
        var samples: [PluralCategory: PluralSample] = [:]
        for sample in plurals.rules.previewSamples { samples[sample.category] = sample }
        self.samples = samples
    }

    public func plan(_ entry: CatalogEntry) -> StringDraftPlan {
        var plan = StringDraftPlan()
        let string = entry.string
        guard string.isTranslatable else { plan.skip = .dontTranslate; return plan }
        guard !string.isStale else { plan.skip = .stale; return plan }
        let own = string.localization(for: language)
        let sources = SourceValues(string, sourceLanguage: entry.sourceLanguage)
        var lacksSource = false
        for form in entry.editableForms(in: language) where options.fills(own?.stringUnit(at: form)) {
            if Self.isPlainTranslation(own, against: form) {
                plan = StringDraftPlan()
                plan.skip = .plainTranslation
                return plan
            }
            guard let text = sourceText(for: form, in: sources) else {
                lacksSource = true
                continue
            }
            let protected = ProtectedText(text)
            guard protected.hasWords else {
                plan.copies.append(Draft(key: string.key, language: language, form: form, value: text))
                continue
            }
            plan.requests.append(DraftRequest(key: string.key, language: language, form: form, sourceText: text, protected: protected,
                                              comment: string.comment, sample: form.pluralCategory.flatMap { samples[$0] }))
        }
        if plan.requests.isEmpty && plan.copies.isEmpty { plan.skip = lacksSource ? .noSourceText : .hasEveryForm }
        return plan
    }

    /// A translation with a plain value where the form is a variation's: drafting it would
    /// put forms beside a value the app would no longer read.
    static func isPlainTranslation(_ own: Localization?, against form: FormPath) -> Bool {
        guard form.substitution == nil, !form.isRoot, let own, own.variations == nil,
              let value = own.stringUnit?.value else { return false }
        return !value.isEmpty
    }

    /// The source text the form is translated from; nil when there is none (a manual
    /// string's identifier key, a substitution only the translation has).
    func sourceText(for form: FormPath, in sources: SourceValues) -> String? {
        let value = sources.value(for: form)
        switch value.origin {
        case .argumentPlaceholder: return nil
        case .key where !value.isReliable: return nil
        default: break
        }
        guard !value.text.isEmpty else { return nil }
        if let category = form.pluralCategory, category != .other, value.origin == .sameForm, !plurals.isSingleNumber(category) {
            let reference = sources.formatReference(for: form)
            if Self.placeholders(of: reference.text) != Self.placeholders(of: value.text) { return reference.text }
        }
        return value.text
    }

    /// The placeholders a text has, as written, each once.
    static func placeholders(of text: String) -> Set<String> {
        Set(FormatString.parse(text).lazy.filter { token in
            switch token.kind {
            case .argument, .substitution, .argPlaceholder: true
            case .literalPercent, .invalid: false
            }
        }.map(\.text))
    }
}
