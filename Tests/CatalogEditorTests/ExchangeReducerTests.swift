import Foundation
import Testing
@testable import CatalogEditor
import StringCatalogKit

/// The reducer on a file of a translator's XLIFF: translations of the target language are
/// edited as in a catalog; what the XLIFF cannot carry is refused with a message and a bell,
/// and changes nothing.
@Suite("A translator's XLIFF in the reducer: what is edited, what is refused")
struct ExchangeReducerTests {
    /// A `<file>` of `de.xcloc` seen as a catalog: a plain string, a don't-translate one,
    /// one whose source varies by plural, and one still new.
    static func state(language: String = "de", original: String = "App/Localizable.xcstrings") -> EditorState {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.insert(CatalogString(key: "Feeder", comment: "Tab name", localizations: KeyedList([
            ("en", Localization("Feeder", state: .translated)), ("de", Localization("Futterhaus", state: .translated)),
        ])))
        // A don't-translate unit that has a target all the same (translators' tools write them).
        catalog.insert(CatalogString(key: "Backyard Birds", shouldTranslate: false, localizations: KeyedList([
            ("en", Localization("Backyard Birds", state: .translated)), ("de", Localization("Backyard Birds", state: .translated)),
        ])))
        var plural = Localization()
        plural.setStringUnit(StringUnit(state: .translated, value: "%lld bird"), at: FormPath(plural: "one"))
        plural.setStringUnit(StringUnit(state: .translated, value: "%lld birds"), at: FormPath(plural: "other"))
        catalog.insert(CatalogString(key: "%lld birds", localizations: KeyedList([("en", plural)])))
        catalog.insert(CatalogString(key: "Pack of %lld", localizations: KeyedList([("en", Localization("Pack of %lld", state: .translated))])))
        // The development language's own bundle carries no other language.
        if language == "en" { _ = try? catalog.removeLanguage("de") }
        let origin = ExchangeOrigin(input: "Translations/de.xcloc", xliffPath: "Translations/de.xcloc/Localized Contents/de.xliff", fileIndex: 0,
                                    original: original, language: language)
        let document = Document(path: "Translations/de.xcloc/" + original, catalog: catalog,
                                projectLanguages: language == "en" ? [] : [language], exchange: origin)
        return EditorState(documents: [document], width: 100, height: 30)
    }

    static func select(_ key: String, in state: inout EditorState) {
        state.select(key: key)
    }

    /// `command` on `key` rings the bell, says `message`, and changes nothing.
    static func expectRefused(_ command: Command, on key: String, saying message: String, in state: inout EditorState,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        select(key, in: &state)
        let catalog = state.catalog
        #expect(state.reduce(command) == [.bell], sourceLocation: sourceLocation)
        #expect(state.message?.text.contains(message) == true, "\(String(describing: state.message))", sourceLocation: sourceLocation)
        #expect(state.message?.kind == .error, sourceLocation: sourceLocation)
        #expect(state.catalog == catalog && state.session == nil && state.prompt == nil && state.overlay == nil, sourceLocation: sourceLocation)
    }

    @Test func opensOnTheTargetLanguageWithTheBundleInItsName() {
        let state = Self.state()
        #expect(state.language == "de")
        #expect(state.document.languages == ["en", "de"])
        #expect(state.document.name == "de.xcloc: Localizable.xcstrings")
        #expect(state.document.savedCatalog == state.catalog)
    }

    @Test func whatTheXLIFFCannotCarryIsRefused() {
        var state = Self.state()
        Self.expectRefused(.addString, on: "Feeder", saying: "carries translations only", in: &state)
        Self.expectRefused(.deleteString, on: "Feeder", saying: "carries translations only", in: &state)
        Self.expectRefused(.deleteStaleStrings, on: "Feeder", saying: "carries translations only", in: &state)
        Self.expectRefused(.renameKey, on: "Feeder", saying: "keys and substitutions", in: &state)
        Self.expectRefused(.toggleDoNotTranslate, on: "Feeder", saying: "carries translations only", in: &state)
        Self.expectRefused(.toggleManual, on: "Feeder", saying: "carries translations only", in: &state)
        Self.expectRefused(.editComment, on: "Feeder", saying: "Comments are the developer's", in: &state)
        Self.expectRefused(.addLanguage, on: "Feeder", saying: "holds one translation, German (de)", in: &state)
        Self.expectRefused(.editSubstitutionFormat, on: "Feeder", saying: "argument and format", in: &state)
        Self.expectRefused(.edit, on: "Backyard Birds", saying: "marked don't translate", in: &state)
        Self.expectRefused(.editExternally, on: "Backyard Birds", saying: "marked don't translate", in: &state)
        Self.expectRefused(.markForReview, on: "Backyard Birds", saying: "marked don't translate", in: &state)
        Self.expectRefused(.varyByPlural, on: "%lld birds", saying: "takes its forms from the English text", in: &state)
        Self.expectRefused(.varyByDevice, on: "%lld birds", saying: "takes its forms from the English text", in: &state)
        state.reduce(.focus(.sidebar))
        Self.expectRefused(.deleteString, on: "Feeder", saying: "holds one translation", in: &state)
        state.reduce(.focus(.table))
        state.reduce(.selectLanguage("en"))
        Self.expectRefused(.edit, on: "Feeder", saying: "The English text is the developer's source", in: &state)
        Self.expectRefused(.markReviewed, on: "Feeder", saying: "developer's source", in: &state)
        #expect(!state.document.isModified)
    }

    @Test func aLegacyTablesStringsAreTranslatedAndReviewedButDoNotVary() {
        var state = Self.state(original: "App/en.lproj/Legacy.strings")
        #expect(state.document.name == "de.xcloc: Legacy.strings")
        Self.expectRefused(.varyByPlural, on: "Pack of %lld", saying: "Legacy.strings is a legacy table, one text per key", in: &state)
        Self.expectRefused(.varyByDevice, on: "Pack of %lld", saying: "cannot vary by plural or device", in: &state)
        state.reduce(.markForReview)
        #expect(state.catalog.strings[state.catalog.index(ofKey: "Pack of %lld")!].localization(for: "de") == nil, "nothing to review yet")
        Self.select("Feeder", in: &state)
        state.reduce(.markForReview)
        #expect(state.catalog.strings[state.catalog.index(ofKey: "Feeder")!].localization(for: "de")?.stringUnit?.state == .needsReview)
    }

    @Test func theDevelopmentLanguagesOwnBundleIsReadOnly() {
        var state = Self.state(language: "en")
        #expect(state.document.languages == ["en"])
        Self.expectRefused(.edit, on: "Feeder", saying: "de.xcloc is the English export", in: &state)
    }

    @Test func translationsReviewAndPluralFormsOfThePlainStringsAreEdited() {
        var state = Self.state()
        Self.select("Feeder", in: &state)
        state.reduce(.markForReview)
        #expect(state.catalog.strings.first { $0.key == "Feeder" }?.localization(for: "de")?.stringUnit?.state == .needsReview)
        Self.select("Pack of %lld", in: &state)
        state.reduce(.edit)
        #expect(state.session != nil)
        state.reduce(.field(.insert("Packung mit %lld")))
        state.reduce(.fieldCommit)
        state.reduce(.fieldCancel)
        #expect(state.catalog.strings.first { $0.key == "Pack of %lld" }?.localization(for: "de")?.stringUnit?.value == "Packung mit %lld")
        // The source has one text: the translator may vary it by plural in German.
        Self.select("Pack of %lld", in: &state)
        #expect(state.reduce(.varyByPlural) == [])
        #expect(state.catalog.strings.first { $0.key == "Pack of %lld" }?.localization(for: "de")?.variations?.plural?.keys.sorted() == ["one", "other"])
        #expect(state.reduce(.undo) == [])
        #expect(state.catalog.strings.first { $0.key == "Pack of %lld" }?.localization(for: "de")?.variations == nil)
    }

    @Test func bulkReviewLeavesDontTranslateStringsAlone() {
        var state = Self.state()
        state.reduce(.markAllShownForReview)
        guard case .review(let keys, _)? = state.prompt?.subject else {
            Issue.record("expected the review question, got \(String(describing: state.prompt))")
            return
        }
        #expect(keys.map(\.key) == ["Feeder"])
    }
}
