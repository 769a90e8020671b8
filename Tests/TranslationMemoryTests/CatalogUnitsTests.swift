import StringCatalogKit
import Testing
@testable import TranslationMemory

@Suite("Translation units from a catalog")
struct CatalogUnitsTests {
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld birds" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld bird" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld birds" } } } } },
            "ru" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld птица" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld птицы" } },
              "many" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld птиц" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "" } } } } }
          }
        },
        "Cancel" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } },
            "fr" : { "stringUnit" : { "state" : "new", "value" : "Annuler" } }
          }
        },
        "Old" : {
          "extractionState" : "stale",
          "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Alt" } } }
        },
        "OK" : {
          "shouldTranslate" : false,
          "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "OK" } } }
        },
        "settings.title" : {
          "extractionState" : "manual",
          "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } } }
        }
      },
      "version" : "1.0"
    }
    """

    @Test("Translated, non-empty forms, each with the source form it translates; stale kept, the rest left out")
    func units() throws {
        let catalog = try CatalogReader.read(Array(Self.catalog.utf8))
        let units = catalog.translationUnits(catalogPath: "A.xcstrings")
        let described = units.map { "\($0.targetLanguage) \($0.origin.key) \($0.origin.form): \($0.sourceText) → \($0.targetText)" }
        #expect(described == [
            "ru %lld birds plural.one: %lld bird → %lld птица",
            "ru %lld birds plural.few: %lld birds → %lld птицы",
            "de Cancel : Cancel → Abbrechen",
            "de Old : Old → Alt",
        ])
        #expect(catalog.translationUnits(catalogPath: "A.xcstrings", languages: ["de"]).count == 2)
    }
}
