import Foundation
@testable import CatalogEditor
import StringCatalogKit

/// Catalogs written for the editor tests.
enum EditorFixtures {
    /// Ten strings in en (source), fr, de and uk, with every badge.
    static func document() -> Document {
        var catalog = StringCatalog(sourceLanguage: "en")
        func add(_ key: String, fr: (String, TranslationState)? = nil, de: (String, TranslationState)? = nil, comment: String? = nil, extraction: ExtractionState? = nil, translate: Bool? = nil) {
            var forms = KeyedList<Localization>()
            if let fr { forms.set("fr", Localization(fr.0, state: fr.1)) }
            if let de { forms.set("de", Localization(de.0, state: de.1)) }
            catalog.insert(CatalogString(key: key, comment: comment, extractionState: extraction, shouldTranslate: translate, localizations: forms))
        }
        add("Bird food", fr: ("Graines", .translated), de: ("Vogelfutter", .translated), comment: "Shop section title")
        add("Feeder", fr: ("Mangeoire", .needsReview), de: ("Futterhaus", .translated))
        add("Garden", de: ("Garten", .translated), comment: "Tab name")
        add("Nest box", fr: ("Nichoir", .new), de: ("Nistkasten", .translated))
        add("Old label", fr: ("Ancien", .translated), extraction: .stale)
        add("Photo 2", fr: ("Photo 2", .translated), de: ("Foto 2", .needsReview))
        add("Photo 10", fr: ("Photo 10", .translated), de: ("Foto 10", .translated))
        add("Backyard Birds", translate: false)
        add("Séance", fr: ("Séance", .translated), comment: "Café visit")
        add("Winter", fr: ("Hiver", .needsReview), de: ("Winter", .new))
        return Document(path: "/project/Localizable.xcstrings", catalog: catalog, projectLanguages: ["uk"])
    }

    static func state(width: Int = 100, height: Int = 30) -> EditorState {
        EditorState(documents: [document()], width: width, height: height)
    }

    /// A generated catalog of `count` strings in three languages, for paging and speed.
    static func large(_ count: Int) -> Document {
        var strings: [CatalogString] = []
        for i in 0..<count {
            let state: TranslationState = i % 7 == 0 ? .new : i % 11 == 0 ? .needsReview : .translated
            strings.append(CatalogString(key: "Item \(i) of the list", localizations: KeyedList([
                ("de", Localization("Eintrag \(i)", state: .translated)),
                ("fr", Localization("Élément \(i)", state: state)),
            ])))
        }
        let catalog = StringCatalog(sourceLanguage: "en", strings: strings.sorted { KeyCollation.areInIncreasingOrder($0.key, $1.key) })
        return Document(path: "/project/Large.xcstrings", catalog: catalog)
    }
}

/// The keys of the rows the table shows, in order: what most reducer tests compare.
func keys(_ state: EditorState) -> [String] {
    state.visibleRows.map { state.catalog.strings[$0.string].key }
}
