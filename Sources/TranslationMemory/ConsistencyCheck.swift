import StringCatalogKit

/// The same source translated differently within a language across the catalogs checked
/// together (warning), and one translation given to different sources (info).
///
/// Built over a `ConsistencyIndex` of every catalog given to lint, stats or the editor; a
/// form is compared with the index's other forms of the same source language, target
/// language, plural category and device. Only `translated` forms are compared (see
/// `ConsistencyIndex`): a form not translated yet, or in review, has no translation to keep.
/// Each message lists every variant with up to three places it is used.
public struct ConsistencyCheck: LocalizationCheck {
    public static let descriptor = CheckDescriptor(id: "consistency", summary: "one source translated differently, or one translation for different sources", highestSeverity: .warning)
    public var scope: CheckScope { .forms }

    public let index: ConsistencyIndex
    /// Places listed per variant before "+N more".
    static let placesShown = 3

    public init(index: ConsistencyIndex) {
        self.index = index
    }

    public func check(form: inout CheckedForm, in language: LanguageContext, into problems: inout [Problem]) {
        guard form.state == .translated, !form.value.isEmpty, language.string.isTranslatable,
              language.string.extractionState != .stale else { return }
        let source = form.source()
        guard TranslationUnit.pairs(with: source, extractionState: language.string.extractionState) else { return }
        let context = language.context
        let here = UnitOrigin(catalogPath: context.catalogPath ?? "", key: language.string.key, form: form.path)
        let others = index.translations(of: source.text, sourceLanguage: context.sourceLanguage, language: language.code, form: form.path, except: here)
        let value = form.value
        if others.contains(where: { $0.text != value }) {
            let variants = Self.variants(others, current: value)
            let list = variants.map { variant in
                "“\(variant.text)” (" + places(variant.places, includingHere: variant.text == value) + ")"
            }.joined(separator: ", ")
            problems.append(problem(.warning, "“\(source.text)” is translated \(variants.count) ways in \(language.plurals.name): \(list)",
                                    in: language, form: form.path))
        }
        // A translation without a word ("-", "%@") says nothing of the sources it stands for.
        guard MatchText(value).tokens.contains(where: { $0.text != MatchText.placeholderToken }) else { return }
        let sharing = index.sources(of: value, sourceLanguage: context.sourceLanguage, language: language.code, form: form.path, except: here)
            .filter { $0.text != source.text }
        if !sharing.isEmpty {
            let variants = Self.variants(sharing, current: nil)
            let list = variants.map { "“\($0.text)” (" + places($0.places, includingHere: false) + ")" }.joined(separator: ", ")
            problems.append(problem(.info, "“\(value)” in \(language.plurals.name) also translates \(list)", in: language, form: form.path))
        }
    }

    /// The texts of `occurrences` (and `current`, the form checked), each with its places:
    /// the most used first, then by where each is first used.
    static func variants(_ occurrences: [ConsistencyIndex.Occurrence], current: String?) -> [(text: String, places: [ConsistencyIndex.Occurrence])] {
        var order: [String] = []
        var places: [String: [ConsistencyIndex.Occurrence]] = [:]
        if let current {
            order.append(current)
            places[current] = []
        }
        for occurrence in occurrences.sorted(by: inOrder) {
            if places[occurrence.text] == nil { order.append(occurrence.text) }
            places[occurrence.text, default: []].append(occurrence)
        }
        let counted = order.enumerated().map { position, text in
            (position: position, text: text, count: places[text]!.count + (text == current ? 1 : 0))
        }
        return counted.sorted { ($1.count, $0.position) < ($0.count, $1.position) }.map { ($0.text, places[$0.text]!) }
    }

    /// Catalogs in the order given, then keys and forms.
    static func inOrder(_ a: ConsistencyIndex.Occurrence, _ b: ConsistencyIndex.Occurrence) -> Bool {
        if a.catalogRank != b.catalogRank { return a.catalogRank < b.catalogRank }
        if a.origin.catalogPath != b.origin.catalogPath { return a.origin.catalogPath < b.origin.catalogPath }
        if a.origin.key != b.origin.key { return a.origin.key < b.origin.key }
        return a.origin.form < b.origin.form
    }

    /// `here, Main.xcstrings "save" plural.one, +2 more`.
    private func places(_ occurrences: [ConsistencyIndex.Occurrence], includingHere: Bool) -> String {
        var parts = includingHere ? ["here"] : []
        parts += occurrences.prefix(Self.placesShown).map(\.origin.description)
        if occurrences.count > Self.placesShown { parts.append("+\(occurrences.count - Self.placesShown) more") }
        return parts.joined(separator: ", ")
    }
}
