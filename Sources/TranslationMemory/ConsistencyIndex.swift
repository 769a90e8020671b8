import StringCatalogKit

/// Every translated form of a set of catalogs, by source text and by translation, per
/// language and form: what `ConsistencyCheck` compares a form with.
///
/// The forms are the translation memory's units (`translationUnits`: `translated` values
/// only, not empty, the source each is paired with), stale strings left out: a
/// `needs_review` value is a draft or translates a source that has changed, and comparing
/// it would report what review is about to fix.
///
/// Texts are compared as Swift compares strings (canonically equivalent spellings of one
/// text are equal) and nothing else is normalised: "Save" and "save", "OK" and "OK " are
/// different texts, as the app shows them differently.
public struct ConsistencyIndex: Sendable {
    /// One translated form, with the text on the other side of its pair.
    public struct Occurrence: Sendable, Hashable {
        public var origin: UnitOrigin
        /// The translation (in `bySource`) or the source text (in `byTranslation`).
        public var text: String
        /// Where its catalog was in the list given, for a stable order of the messages.
        var catalogRank: Int
    }

    /// The plural category and device of a form, what pairs forms of different strings:
    /// a Russian `few` form and a `one` form translate the same English `other` differently
    /// by design. A substitution's name is the string's own and is left out.
    struct Slot: Hashable, Sendable {
        var device: String?
        var plural: String?

        init(_ form: FormPath) {
            device = form.device
            plural = form.plural
        }
    }

    struct Key: Hashable, Sendable {
        var sourceLanguage: String
        var language: String
        var slot: Slot
        var text: String
    }

    private(set) var bySource: [Key: [Occurrence]] = [:]
    private(set) var byTranslation: [Key: [Occurrence]] = [:]
    private var ranks: [String: Int] = [:]

    /// The index of `catalogs`, each named by the path its problems are reported under.
    public init(catalogs: [(path: String, catalog: StringCatalog)]) {
        for (rank, (path, catalog)) in catalogs.enumerated() {
            if ranks[path] == nil { ranks[path] = rank }
            for unit in catalog.translationUnits(catalogPath: path, includingStale: false) {
                let slot = Slot(unit.origin.form)
                bySource[Key(sourceLanguage: unit.sourceLanguage, language: unit.targetLanguage, slot: slot, text: unit.sourceText), default: []]
                    .append(Occurrence(origin: unit.origin, text: unit.targetText, catalogRank: rank))
                byTranslation[Key(sourceLanguage: unit.sourceLanguage, language: unit.targetLanguage, slot: slot, text: unit.targetText), default: []]
                    .append(Occurrence(origin: unit.origin, text: unit.sourceText, catalogRank: rank))
            }
        }
    }

    public var isEmpty: Bool { bySource.isEmpty }

    /// The other forms whose source is `source`, in `language`: all but the one at `origin`.
    func translations(of source: String, sourceLanguage: String, language: String, form: FormPath, except origin: UnitOrigin) -> [Occurrence] {
        (bySource[Key(sourceLanguage: sourceLanguage, language: language, slot: Slot(form), text: source)] ?? []).filter { $0.origin != origin }
    }

    /// The other forms translated `translation` in `language`: all but the one at `origin`.
    func sources(of translation: String, sourceLanguage: String, language: String, form: FormPath, except origin: UnitOrigin) -> [Occurrence] {
        (byTranslation[Key(sourceLanguage: sourceLanguage, language: language, slot: Slot(form), text: translation)] ?? []).filter { $0.origin != origin }
    }

    /// The rank of the catalog at `path` in the list given (after every other for one not in it).
    func rank(of path: String?) -> Int {
        path.flatMap { ranks[$0] } ?? Int.max
    }
}
