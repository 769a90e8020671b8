import Testing
@testable import CatalogEditor
import StringCatalogKit

/// Plural and device variations, substitutions and languages through the reducer, with
/// their undo, in en (the source), fr, uk, ar and ja.
@Suite("Editor reducer: variations, substitutions and languages")
struct VariationReducerTests {
    /// "%lld birds" (one number), "%lld birds at %lld feeders" (two), "Hello" (none), with
    /// translations in fr, uk, ar and ja, inside a project whose knownRegions has them.
    static func document(projectFile: String? = "/p/App.xcodeproj/project.pbxproj") -> Document {
        var catalog = StringCatalog(sourceLanguage: "en")
        func add(_ key: String, _ values: [String: String]) {
            var forms = KeyedList<Localization>()
            for (language, value) in values.sorted(by: { $0.key < $1.key }) { forms.set(language, Localization(value, state: .translated)) }
            catalog.insert(CatalogString(key: key, localizations: forms))
        }
        add("%lld birds", ["fr": "%lld oiseaux", "uk": "%lld птахів", "ar": "%lld طيور", "ja": "%lld羽の鳥"])
        add("%lld birds at %lld feeders", ["fr": "%lld oiseaux sur %lld mangeoires", "uk": "%lld птахів біля %lld годівниць", "ar": "%lld طيور عند %lld معالف", "ja": "%2$lld台の餌台に%1$lld羽"])
        add("Hello", ["fr": "Bonjour", "ja": "こんにちは"])
        return Document(path: "/p/Localizable.xcstrings", catalog: catalog, projectLanguages: ["en", "fr", "uk", "ar", "ja"], projectFile: projectFile)
    }

    func state(_ key: String, in language: String, document: Document = document()) -> EditorState {
        var state = EditorState(documents: [document], width: 120, height: 40)
        state.reduce(.selectLanguage(language))
        state.select(key: key)
        #expect(state.selectedString?.key == key)
        return state
    }

    func localization(_ state: EditorState, _ key: String, _ language: String) -> Localization? {
        state.catalog.index(ofKey: key).flatMap { state.catalog.strings[$0].localization(for: language) }
    }

    @Test("p in the source language varies every language by its own categories; p again asks which form stays; undo")
    func pluralInSource() {
        var state = state("%lld birds", in: "en")
        let original = state.catalog
        state.reduce(.varyByPlural)
        #expect(state.prompt == nil)
        #expect(localization(state, "%lld birds", "en")?.variations?.plural?.keys.sorted() == ["one", "other"])
        #expect(Set(localization(state, "%lld birds", "uk")?.variations?.plural?.keys ?? []) == ["one", "few", "many", "other"])
        #expect(Set(localization(state, "%lld birds", "ar")?.variations?.plural?.keys ?? []) == ["zero", "one", "two", "few", "many", "other"])
        #expect(localization(state, "%lld birds", "ja")?.variations?.plural?.keys == ["other"])
        #expect(localization(state, "%lld birds", "fr")?.variations?.plural?["other"]?.stringUnit?.value == "%lld oiseaux")
        state.reduce(.varyByPlural)
        #expect(state.prompt?.choices.first?.label == "other: %lld birds")
        state.reduce(.answer("1"))
        #expect(localization(state, "%lld birds", "uk")?.stringUnit?.value == "%lld птахів")
        state.reduce(.undo)
        state.reduce(.undo)
        #expect(state.catalog == original)
    }

    @Test("p in a translation varies only that language")
    func pluralInTranslation() {
        var state = state("%lld birds", in: "uk")
        state.reduce(.varyByPlural)
        #expect(localization(state, "%lld birds", "uk")?.variesByPlural == true)
        #expect(localization(state, "%lld birds", "en")?.variesByPlural != true)
        #expect(localization(state, "%lld birds", "fr")?.variesByPlural != true)
        #expect(state.selectedStringForms.map(\.plural) == ["one", "few", "many", "other"])
        // Forms are then typed one by one.
        state.reduce(.edit)
        #expect(state.session?.target == .value(key: "%lld birds", language: "uk", form: FormPath(plural: "one")))
    }

    @Test("p on a string with two numbers asks: the whole string or one argument, which becomes a substitution")
    func substitutions() {
        var state = state("%lld birds at %lld feeders", in: "en")
        state.reduce(.varyByPlural)
        #expect(state.prompt?.choices.map(\.label) == ["the whole string", "argument 1 (%lld)", "argument 2 (%lld)", "cancel"])
        state.reduce(.answer("3"))
        #expect(localization(state, "%lld birds at %lld feeders", "en")?.stringUnit?.value == "%lld birds at %#@arg2@ feeders")
        // The second argument too: two plural substitutions.
        state.reduce(.varyByPlural)
        #expect(state.prompt?.choices.map(\.label) == ["argument 1 (%lld)", "cancel"])
        state.reduce(.answer("1"))
        let ar = localization(state, "%lld birds at %lld feeders", "ar")
        #expect(Set(ar?.substitutions?.keys ?? []) == ["arg1", "arg2"])
        #expect(Set(ar?.substitutions?["arg1"]?.variations?.plural?.keys ?? []) == ["zero", "one", "two", "few", "many", "other"])
        #expect(localization(state, "%lld birds at %lld feeders", "ja")?.substitutions?["arg2"]?.argNum == 2)
        #expect(localization(state, "%lld birds at %lld feeders", "ja")?.stringUnit?.value == "%2$#@arg2@台の餌台に%1$#@arg1@羽")
        // Both numbers vary already: p in the table says so.
        #expect(state.reduce(.varyByPlural) == [.bell])
        #expect(state.message?.text.hasPrefix("Every number of") == true)
        // K on a substitution form in the inspector renames it in every language.
        state.reduce(.focus(.inspector))
        state.preferredForm = FormPath(substitution: "arg1", plural: "one")
        state.reduce(.renameKey)
        #expect(state.session?.target == .substitutionName(key: "%lld birds at %lld feeders", name: "arg1"))
        state.reduce(.field(.deleteToEnd))
        state.reduce(.field(.insert("2 birds")))
        state.reduce(.fieldCommit)
        #expect(state.session?.error != nil, "an invalid name keeps the field open")
        state.reduce(.field(.deleteToStart))
        state.reduce(.field(.insert("birds")))
        state.reduce(.fieldCommit)
        #expect(state.session == nil)
        for language in ["en", "fr", "uk", "ar", "ja"] {
            let localization = localization(state, "%lld birds at %lld feeders", language)
            #expect(localization?.substitutions?["birds"] != nil, "\(language)")
            #expect(localization?.stringUnit?.value?.contains("%#@birds@") == true || localization?.stringUnit?.value?.contains("$#@birds@") == true, "\(language)")
        }
        // # and % edit its argument number and format.
        state.reduce(.editSubstitutionFormat)
        #expect(state.session?.field.text == "lld")
        state.reduce(.field(.deleteToEnd))
        state.reduce(.field(.insert("d")))
        state.reduce(.fieldCommit)
        #expect(localization(state, "%lld birds at %lld feeders", "fr")?.substitutions?["birds"]?.formatSpecifier == "d")
        state.reduce(.editSubstitutionArgument)
        state.reduce(.field(.deleteToEnd))
        state.reduce(.field(.insert("7")))
        state.reduce(.fieldCommit)
        #expect(state.message?.kind == .error)
        // p on the substitution removes it, keeping the chosen form.
        state.preferredForm = FormPath(substitution: "birds", plural: "other")
        state.reduce(.varyByPlural)
        #expect(state.prompt?.question.hasPrefix("Remove the substitution “birds”") == true)
        state.reduce(.answer("1"))
        #expect(localization(state, "%lld birds at %lld feeders", "fr")?.substitutions?["birds"] == nil)
        for _ in 0..<6 { state.reduce(.undo) }
        #expect(state.catalog == Self.document().catalog)
    }

    @Test("v: ticked devices plus other; none ticked asks which text stays")
    func devices() {
        var state = state("Hello", in: "en")
        state.reduce(.varyByDevice)
        #expect(state.overlay == .devicePicker(selection: 0, chosen: []))
        state.reduce(.pickerToggle)           // iphone
        state.reduce(.moveDown)
        state.reduce(.moveDown)
        state.reduce(.moveDown)
        state.reduce(.pickerToggle)           // mac
        state.reduce(.pickerOpenSelected)
        #expect(localization(state, "Hello", "en")?.variations?.device?.keys.sorted() == ["iphone", "mac", "other"])
        #expect(localization(state, "Hello", "fr")?.variations?.device?["other"]?.stringUnit?.value == "Bonjour")
        // Plural inside a device form.
        state.reduce(.varyByPlural)
        #expect(localization(state, "Hello", "en")?.variations?.device?["mac"]?.variesByPlural == true)
        state.reduce(.undo)
        state.reduce(.varyByDevice)
        #expect(state.overlay == .devicePicker(selection: 0, chosen: ["iphone", "mac"]))
        state.reduce(.pickerToggle)
        state.reduce(.moveDown)
        state.reduce(.moveDown)
        state.reduce(.moveDown)
        state.reduce(.pickerToggle)
        state.reduce(.pickerOpenSelected)
        #expect(state.prompt?.question == "Stop varying “Hello” by device? Which device's text stays?")
        state.reduce(.answer("1"))
        #expect(localization(state, "Hello", "fr")?.stringUnit?.value == "Bonjour")
        state.reduce(.undo)
        state.reduce(.undo)
        #expect(state.catalog == Self.document().catalog)
    }

    @Test("The first form typed in a language without the variation gives it the whole shape, the rest new and empty")
    func firstFormCompletesTheShape() {
        var state = state("Hello", in: "en")
        state.reduce(.varyByDevice)
        state.reduce(.pickerToggle)   // iphone
        state.reduce(.pickerOpenSelected)
        // Japanese has a value, so it was varied too; Ukrainian has none.
        state.reduce(.selectLanguage("uk"))
        #expect(state.selectedStringForms == [FormPath(device: "iphone"), FormPath(device: "other")])
        state.reduce(.edit)
        state.reduce(.field(.insert("Привіт")))
        state.reduce(.fieldCommit)
        let devices = localization(state, "Hello", "uk")?.variations?.device
        #expect(devices?["iphone"]?.stringUnit == StringUnit(state: .translated, value: "Привіт"))
        #expect(devices?["other"]?.stringUnit == StringUnit(state: .new, value: ""))
        #expect(state.badge(of: state.selectedIndex!) == .new)
        state.reduce(.undo)
        #expect(localization(state, "Hello", "uk") == nil)
    }

    @Test("L adds a language from a search by code or name; it shows at 0% and a save records it in the project; undo")
    func addLanguage() {
        var state = state("Hello", in: "fr")
        state.reduce(.addLanguage)
        for character in "ukr" { state.reduce(.pickerType(String(character))) }
        guard case .languagePicker(let query, _)? = state.overlay else { Issue.record("no picker"); return }
        #expect(state.languageChoices(for: query).first == "uk")
        // Ukrainian is there already: choosing it goes to it.
        state.reduce(.pickerOpenSelected)
        #expect(state.language == "uk")
        #expect(!state.document.isModified)
        state.reduce(.addLanguage)
        for character in "germ" { state.reduce(.pickerType(String(character))) }
        state.reduce(.pickerOpenSelected)
        #expect(state.language == "de")
        #expect(state.document.languages.contains("de"))
        #expect(state.document.progress(of: "de")?.percent == 0)
        #expect(state.document.isModified)
        #expect(state.document.projectLanguageChanges.added == ["de"])
        // Any valid code.
        state.reduce(.addLanguage)
        for character in "pt-BR" { state.reduce(.pickerType(String(character))) }
        state.reduce(.pickerOpenSelected)
        #expect(state.language == "pt-BR")
        state.reduce(.undo)
        state.reduce(.undo)
        #expect(!state.document.languages.contains("de"))
        #expect(!state.document.isModified)
    }

    @Test("Outside a project an added language is shown for the session only, and nothing is written")
    func addLanguageWithoutProject() {
        var state = state("Hello", in: "fr", document: Self.document(projectFile: nil))
        state.reduce(.addLanguage)
        for character in "de" { state.reduce(.pickerType(String(character))) }
        state.reduce(.pickerOpenSelected)
        #expect(state.language == "de")
        #expect(!state.document.isModified)
        #expect(state.message?.text.contains("records a language only through its translations") == true)
    }

    @Test("d in the languages pane removes a language after naming the count; undo brings it back")
    func removeLanguage() {
        var state = state("Hello", in: "ja")
        state.reduce(.focus(.sidebar))
        state.reduce(.deleteString)
        #expect(state.prompt?.question == "Remove Japanese (ja)? Its translations of 3 strings go, and the project's languages lose it.")
        state.reduce(.answer("y"))
        #expect(!state.document.languages.contains("ja"))
        #expect(state.catalog.localizationCount(of: "ja") == 0)
        #expect(state.document.projectLanguageChanges.removed == ["ja"])
        state.reduce(.undo)
        #expect(state.catalog == Self.document().catalog)
        #expect(state.document.languages.contains("ja"))
        // Another catalog of the same project loses the language too; only the current
        // one's save writes the project file.
        var other = Self.document()
        other = Document(path: "/p/InfoPlist.xcstrings", catalog: other.catalog, projectLanguages: other.projectLanguages, projectFile: other.projectFile)
        state = EditorState(documents: [Self.document(), other], width: 120, height: 40)
        state.reduce(.selectLanguage("ja"))
        state.reduce(.focus(.sidebar))
        state.reduce(.deleteString)
        #expect(state.prompt?.question == "Remove Japanese (ja)? Its translations of 6 strings go from 2 catalogs of the project, and the project's languages lose it.")
        state.reduce(.answer("y"))
        #expect(state.documents.allSatisfy { $0.catalog.localizationCount(of: "ja") == 0 && !$0.languages.contains("ja") })
        #expect(state.documents[0].projectLanguageChanges.removed == ["ja"])
        #expect(state.documents[1].projectLanguageChanges.removed.isEmpty)
        #expect(state.documents[1].isModified)
        // The source language stays.
        state.reduce(.selectLanguage("en"))
        state.reduce(.deleteString)
        #expect(state.prompt == nil)
    }

    @Test("v in a translation of a plural string makes device × plural forms with the language's categories")
    func devicesOfAPluralTranslation() {
        var state = state("%lld birds", in: "uk", document: EditingReducerTests.pluralDocument())
        state.reduce(.varyByDevice)
        state.reduce(.pickerToggle)  // iphone
        state.reduce(.pickerOpenSelected)
        let categories = ["one", "few", "many", "other"]
        #expect(state.selectedStringForms == ["iphone", "other"].flatMap { device in categories.map { FormPath(device: device, plural: $0) } })
        let devices = localization(state, "%lld birds", "uk")?.variations?.device
        #expect(devices?.keys == ["iphone", "other"])
        #expect(devices?["iphone"]?.variations?.plural?.keys.sorted() == categories.sorted())
        #expect(devices?["other"]?.variations?.plural?["few"]?.stringUnit == StringUnit(state: .new, value: ""))
        #expect(localization(state, "%lld birds", "uk")?.variations?.plural == nil)
        // Tab walks the plural forms of each device in turn.
        state.reduce(.edit)
        #expect(state.session?.target == .value(key: "%lld birds", language: "uk", form: FormPath(device: "iphone", plural: "one")))
        state.reduce(.field(.insert("%lld птах")))
        state.reduce(.fieldCommitAndMove(1))
        #expect(state.session?.target == .value(key: "%lld birds", language: "uk", form: FormPath(device: "iphone", plural: "few")))
        state.reduce(.fieldCancel)
        // The source keeps its plural forms; undo takes the device forms back.
        #expect(localization(state, "%lld birds", "en")?.variations?.plural?.keys == ["one", "other"])
        state.reduce(.undo)
        state.reduce(.undo)
        #expect(state.catalog == EditingReducerTests.pluralDocument().catalog)
    }
}
