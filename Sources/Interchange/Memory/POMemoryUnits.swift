import StringCatalogKit
import TranslationMemory

/// The translation units a gettext `.po` file gives a memory.
///
/// - **Languages**: the target is the header's `Language` field, else the file's name when it
///   is a language code (`de.po`, `pt_BR.po`); gettext's `ll_CC` becomes `ll-CC`, and
///   `zh_CN`/`zh_SG` and `zh_TW`/`zh_HK` become `zh-Hans` and `zh-Hant` as catalogs name them. PO
///   files do not say their source language: it is `X-Source-Language` when the header has
///   it (some tools write it), else the source language given (`en` unless said otherwise).
/// - **Entries**: each with a non-empty `msgstr` and no `fuzzy` flag (a fuzzy entry is
///   gettext's unconfirmed guess); obsolete `#~` entries are not read. The context, when
///   there is one, is part of the origin's key.
/// - **Plurals**: `msgstr[i]` becomes the form of the CLDR category it stands for only when
///   that is certain: the header's `Plural-Forms` is evaluated for 0…1000, and a category is
///   mapped when every number of it takes the same index (Russian `few` ← `msgstr[1]`). Its
///   source is `msgid` for `one` and `msgid_plural` otherwise, as a catalog pairs forms. An
///   entry whose header has no usable `Plural-Forms` gives no plural units.
enum POMemoryUnits {
    static func units(_ file: POFile, path: String, sourceLanguage defaultSource: String) throws(MemoryFileError) -> [TranslationUnit] {
        guard let target = targetLanguage(file, path: path) else {
            throw MemoryFileError(message: "no Language in the header and the file name is not a language code: the target language is not known", line: 1, column: 1)
        }
        let source = file.header["X-Source-Language"].flatMap(MemoryLanguageCode.normalized) ?? defaultSource
        guard source != target else { return [] }
        let plurals = file.header["Plural-Forms"].flatMap { pluralIndices(header: $0, language: target) }
        var units: [TranslationUnit] = []
        for entry in file.entries where !entry.fuzzy && !entry.id.isEmpty {
            let key = entry.context.map { "[\($0)] \(entry.id)" } ?? entry.id
            func add(_ sourceText: String, _ targetText: String, _ form: FormPath) {
                guard !sourceText.isEmpty, !targetText.isEmpty else { return }
                units.append(TranslationUnit(sourceText: sourceText, sourceLanguage: source, targetLanguage: target, targetText: targetText,
                                             origin: UnitOrigin(catalogPath: path, key: key, form: form)))
            }
            guard let idPlural = entry.idPlural else {
                add(entry.id, entry.strings[0], .root)
                continue
            }
            guard let plurals, entry.strings.count == plurals.count else { continue }
            for (category, index) in plurals.categories.sorted(by: { $0.key < $1.key }) {
                add(category == .one ? entry.id : idPlural, entry.strings[index], FormPath(plural: category.rawValue))
            }
        }
        return units
    }

    /// For each CLDR category of `language`, the `msgstr` index every number of it takes;
    /// categories whose numbers take different indices are left out.
    static func pluralIndices(header: String, language: String) -> (count: Int, categories: [PluralCategory: Int])? {
        guard let (count, expression) = PluralFormsExpression.parseHeader(header) else { return nil }
        let rules = PluralRules.cardinal(for: language)
        var seen: [PluralCategory: Int] = [:]
        var mixed: Set<PluralCategory> = []
        for n in 0...1000 {
            guard let index = expression.index(for: n), (0..<count).contains(index) else { return nil }
            let category = rules.category(for: n)
            if let earlier = seen[category], earlier != index { mixed.insert(category) }
            seen[category] = seen[category] ?? index
        }
        for category in mixed { seen[category] = nil }
        return (count, seen)
    }

    static func targetLanguage(_ file: POFile, path: String) -> String? {
        if let header = file.header["Language"], let code = MemoryLanguageCode.normalized(header) { return code }
        var name = Substring(path.split(separator: "/").last ?? "")
        if name.hasSuffix(".po") { name = name.dropLast(3) }
        return MemoryLanguageCode.normalized(String(name))
    }
}
