/// A string marked “don't translate” that still has translations (info): they may be
/// outdated leftovers, or the mark may be wrong. Values identical to the source's are
/// copies, not translations, and are not reported. One problem per string, naming the
/// languages.
public struct DontTranslateCheck: CatalogCheck {
    public static let descriptor = CheckDescriptor(id: "dont-translate", summary: "don't-translate string that carries translations", highestSeverity: .info)

    public init() {}

    public func check(_ string: CatalogString, in context: CheckContext) -> [Problem] {
        guard !string.isTranslatable, let localizations = string.localizations else { return [] }
        let sources = context.source(of: string)
        var languages: [String] = []
        for element in localizations.elements where element.key != context.sourceLanguage && context.includes(element.key) {
            var translated = false
            element.value.forEachStringUnit { unit, path in
                guard !translated, let value = unit.value, !value.isEmpty else { return }
                if value != sources.value(for: path).text { translated = true }
            }
            if !(element.value.stringSet?.values ?? []).isEmpty { translated = true }
            if translated { languages.append(element.key) }
        }
        guard !languages.isEmpty else { return [] }
        let list = languages.count <= 6 ? languages.joined(separator: ", ") : languages.prefix(5).joined(separator: ", ") + " and \(languages.count - 5) more"
        return [problem(.info, "marked don't translate but translated in \(list)", key: string.key, language: nil)]
    }
}
