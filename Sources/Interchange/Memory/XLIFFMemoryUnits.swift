import StringCatalogKit
import TranslationMemory

/// The translation units an XLIFF 1.2 file gives a memory: a translator's finished work.
///
/// What counts, unit by unit:
/// - A `<target>` whose `state` says a person translated it: `translated`, `final` or
///   `signed-off`. Xcode exports an untranslated string with its source as a `state="new"`
///   target, and a string to check again as `needs-review-l10n`: neither is a translation to
///   offer. The other `needs-…` states and `new` are left out for the same reason.
/// - A `<target>` without `state` counts: legacy tables (`.strings`) come out of Xcode that
///   way with their translation, and several translators' tools write no state at all.
/// - Empty targets, `translate="no"` units, and files whose target language is missing or
///   the source language itself (the development language's own export) give nothing.
///
/// The origin names the file, the unit's key and, for Xcode's `key|==|plural.one` ids, the form.
enum XLIFFMemoryUnits {
    static let translatedStates: Set<String> = ["translated", "final", "signed-off"]

    static func units(_ document: XLIFFDocument, path: String) -> [TranslationUnit] {
        var units: [TranslationUnit] = []
        for file in document.files {
            guard let target = file.targetLanguage, !target.isEmpty, target != file.sourceLanguage, !file.sourceLanguage.isEmpty else { continue }
            for unit in file.units where unit.translate {
                guard let translation = unit.target, isTranslation(translation.state) else { continue }
                let sourceText = unit.source.text
                let targetText = translation.content.text
                guard !sourceText.isEmpty, !targetText.isEmpty else { continue }
                let id = TransUnitID(parsing: unit.id)
                units.append(TranslationUnit(sourceText: sourceText, sourceLanguage: file.sourceLanguage, targetLanguage: target,
                                             targetText: targetText,
                                             origin: UnitOrigin(catalogPath: path, key: id.key, form: form(of: id.path))))
            }
        }
        return units
    }

    static func isTranslation(_ state: String?) -> Bool {
        guard let state else { return true }
        return translatedStates.contains(state)
    }

    /// The catalog form an Xcode unit id's path names.
    static func form(of path: [TransUnitID.Step]) -> FormPath {
        var form = FormPath.root
        for step in path {
            switch step {
            case .plural(let category): form.plural = category
            case .device(let device): form.device = device
            case .substitution(let name): form.substitution = name
            }
        }
        return form
    }
}
