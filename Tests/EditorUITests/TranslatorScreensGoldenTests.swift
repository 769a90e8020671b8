import Foundation
import MachineTranslation
import Testing
@testable import CatalogEditor
import EditorUI
import StringCatalogKit
import TerminalUI

/// Screens of issue 11's display points: whole grapheme clusters in every pane, long
/// language names, invisible characters, a message that wraps, many catalogs.
@Suite("Golden screens: scripts, names and invisible characters")
struct TranslatorScreensGoldenTests {
    /// Devanagari, Bengali and Tamil text, a ZWJ family, a flag and a skin tone.
    static func scriptsDocument() -> Document {
        var catalog = StringCatalog(sourceLanguage: "en")
        func add(_ key: String, _ values: KeyValuePairs<String, String>) {
            catalog.insert(CatalogString(key: key, localizations: KeyedList(values.map { ($0.key, Localization($0.value, state: .translated)) })))
        }
        add("Hello, world", ["bn": "হ্যালো বিশ্ব", "hi": "नमस्ते दुनिया", "ta": "வணக்கம் உலகம்"])
        add("Tamil", ["bn": "তামিল", "hi": "तमिल", "ta": "தமிழ்"])
        add("Family", ["bn": "👨‍👩‍👧 পরিবার", "hi": "👨‍👩‍👧 परिवार", "ta": "👨‍👩‍👧 குடும்பம்"])
        add("India", ["bn": "🇮🇳 ভারত", "hi": "🇮🇳 भारत", "ta": "🇮🇳 இந்தியா"])
        add("Well done", ["bn": "👍🏽 খুব ভালো", "hi": "👍🏽 बहुत अच्छा", "ta": "👍🏽 நன்று"])
        return Document(path: "/app/Scripts.xcstrings", catalog: catalog)
    }

    static func state(_ documents: [Document], width: Int, height: Int) -> EditorState {
        EditorState(documents: documents, width: width, height: height, checker: CatalogChecker(), measure: { TextWidth.of($0) })
    }

    static func select(_ key: String, in state: inout EditorState) {
        SampleProjectFixture.select(key, in: &state)
    }

    @Test("Indic scripts and emoji sequences whole in the table and the inspector", arguments: ["hi", "bn", "ta"])
    func scripts(language: String) {
        var state = Self.state([Self.scriptsDocument()], width: 100, height: 30)
        state.reduce(.selectLanguage(language))
        Self.select("Hello, world", in: &state)
        let grid = EditorRenderer.render(state)
        let text = grid.text()
        for key in ["Hello, world", "Tamil", "Family", "India", "Well done"] {
            let value = state.catalog.strings[state.catalog.index(ofKey: key)!].localization(for: language)!.stringUnit!.value!
            #expect(text.contains(value), "\(value) whole on screen")
        }
        GoldenScreen.check(grid, "scripts-\(language)-100x30")
    }

    @Test("The language picker shows native names whole")
    func languagePicker() {
        var state = Self.state([Self.scriptsDocument()], width: 100, height: 30)
        state.reduce(.addLanguage)
        state.reduce(.pickerType("Hindi"))
        let grid = EditorRenderer.render(state)
        #expect(grid.text().contains("Hindi · हिन्दी"))
        GoldenScreen.check(grid, "language-picker-hindi-100x30")
    }

    @Test("A Tamil value in the text field keeps its vowel signs")
    func field() {
        var state = Self.state([Self.scriptsDocument()], width: 100, height: 30)
        state.reduce(.selectLanguage("ta"))
        Self.select("Tamil", in: &state)
        state.reduce(.edit)
        #expect(state.session != nil)
        let grid = EditorRenderer.render(state)
        #expect(grid.text().contains("தமிழ்"))
        GoldenScreen.check(grid, "edit-field-ta-100x30")
    }

    /// A key of one space, edge spaces and control characters.
    static func invisiblesDocument() -> Document {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.insert(CatalogString(key: " ", extractionState: .manual, localizations: KeyedList([
            ("en", Localization(" ", state: .translated)), ("fr", Localization(" ", state: .translated)),
        ])))
        catalog.insert(CatalogString(key: "", extractionState: .manual, localizations: KeyedList([("fr", Localization("vide", state: .translated))])))
        catalog.insert(CatalogString(key: "Total: ", localizations: KeyedList([("fr", Localization("  Total : ", state: .translated))])))
        catalog.insert(CatalogString(key: "Bell\u{7}and\u{1B}escape", localizations: KeyedList([("fr", Localization("Cloche\u{7}\u{7F}", state: .translated))])))
        return Document(path: "/app/Invisible.xcstrings", catalog: catalog)
    }

    @Test("Edge spaces as ␣ and control characters as control pictures, in the table and the inspector; the file keeps them")
    func invisibles() {
        var state = Self.state([Self.invisiblesDocument()], width: 100, height: 30)
        state.reduce(.selectLanguage("fr"))
        Self.select("Total: ", in: &state)
        let grid = EditorRenderer.render(state)
        let text = grid.text()
        #expect(text.contains("Total:␣"))
        #expect(text.contains("␣␣Total :␣"))
        #expect(text.contains("Bell␇and␛escape"))
        #expect(text.contains("Cloche␇␡"))
        GoldenScreen.check(grid, "invisible-characters-100x30")
        // Only the screen: the catalog still has the spaces and the control characters.
        #expect(state.catalog.strings.contains { $0.key == "Bell\u{7}and\u{1B}escape" })
        #expect(state.catalog.strings.contains { $0.key == " " })
    }

    static func longNamesDocument() -> Document {
        var catalog = StringCatalog(sourceLanguage: "en-GB")
        catalog.insert(CatalogString(key: "Posted", localizations: KeyedList([
            ("en-GB", Localization("Posted", state: .translated)),
            ("zh-HK", Localization("已發佈", state: .translated)),
            ("pt-BR", Localization("Publicado", state: .needsReview)),
            ("sr-Latn", Localization("Objavljeno", state: .translated)),
        ])))
        catalog.insert(CatalogString(key: "Draft", localizations: KeyedList([("zh-HK", Localization("草稿", state: .new))])))
        return Document(path: "/app/Names.xcstrings", catalog: catalog)
    }

    @Test("Long language names: the sidebar and the label column fit them", arguments: [(200, 40), (120, 40), (80, 24)])
    func longNames(size: (Int, Int)) {
        var state = Self.state([Self.longNamesDocument()], width: size.0, height: size.1)
        state.reduce(.selectLanguage("zh-HK"))
        Self.select("Posted", in: &state)
        let grid = EditorRenderer.render(state)
        if size.0 >= 200 { #expect(grid.text().contains("Chinese (Hong Kong) (zh-HK)")) }
        GoldenScreen.check(grid, "long-language-names-\(size.0)x\(size.1)")
    }

    @Test("The field marker ▸ stays with a long language label", arguments: [(120, 40), (60, 16)])
    func longNameField(size: (Int, Int)) {
        var state = Self.state([Self.longNamesDocument()], width: size.0, height: size.1)
        state.reduce(.selectLanguage("zh-HK"))
        Self.select("Posted", in: &state)
        state.reduce(.edit)
        let grid = EditorRenderer.render(state)
        #expect(grid.text().contains("▸"))
        GoldenScreen.check(grid, "edit-field-long-language-\(size.0)x\(size.1)")
    }

    @Test("A long message comes before the key hints and wraps onto a second line", arguments: [(120, 30), (80, 24)])
    func longMessage(size: (Int, Int)) {
        var state = Self.state([Self.longNamesDocument()], width: size.0, height: size.1)
        state.message = StatusMessage("Saved Names.xcstrings, but the project's languages could not be written: the folder has no Xcode project to record pt-BR, sr-Latn and zh-HK in")
        let grid = EditorRenderer.render(state)
        let lines = grid.text().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[size.1 - 2].contains("Saved Names.xcstrings"))
        #expect(lines[size.1 - 1].contains("zh-HK in"))
        GoldenScreen.check(grid, "status-message-wrapped-\(size.0)x\(size.1)")
        // A short one leaves room for the hints.
        state.message = StatusMessage("Saved Names.xcstrings")
        let short = EditorRenderer.render(state).text().split(separator: "\n").last ?? ""
        #expect(short.contains("Saved Names.xcstrings") && short.contains("q quit"))
    }

    static func manyCatalogs() -> [Document] {
        let names = ["App", "Widgets", "Intents", "Settings bundle", "Watch app", "Notification service extension"]
        return names.enumerated().map { i, name in
            var catalog = StringCatalog(sourceLanguage: "en")
            for n in 0..<(i * 37 + 1) {
                let state: TranslationState = n % (i + 2) == 0 ? .new : .translated
                catalog.insert(CatalogString(key: "String \(n)", localizations: KeyedList([("de", Localization("Text \(n)", state: state))])))
            }
            return Document(path: "/Users/someone/Developer/BackyardBirds/\(name)/Resources/Localizable.xcstrings", catalog: catalog)
        }
    }

    @Test("Many catalogs: percentages in a column, paths shortened in the middle; the table title keeps the catalog name")
    func manyCatalogsPicker() {
        var state = Self.state(Self.manyCatalogs(), width: 80, height: 24)
        state.reduce(.openCatalogPicker)
        let picker = EditorRenderer.render(state).text()
        for name in ["App/", "Widgets/", "Intents/", "Settings bundle/", "Watch app/", "Notification service ext"] {
            #expect(picker.contains("│  " + name) || picker.contains("│● " + name), "\(name) begins its row")
        }
        GoldenScreen.check(EditorRenderer.render(state), "picker-many-80x24")
        state.reduce(.closeOverlay)
        state.reduce(.selectLanguage("de"))
        state.reduce(.startFilter)
        state.reduce(.filterType("String 1"))
        let title = EditorRenderer.render(state).text().split(separator: "\n").first ?? ""
        #expect(title.contains("Localizable · de · 0 of 1 shown"), "the name without .xcstrings rather than cut: \(title)")
        GoldenScreen.check(EditorRenderer.render(state), "title-many-catalogs-80x24")
    }

    @Test("The sidebar counts an extracted_with_value source as done")
    func sourceProgressInSidebar() {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.insert(CatalogString(key: "feeder.title", extractionState: .extractedWithValue, localizations: KeyedList([
            ("en", Localization("Feeders", state: .new)), ("de", Localization("Futterhäuser", state: .translated)),
        ])))
        var state = Self.state([Document(path: "/app/Extracted.xcstrings", catalog: catalog)], width: 100, height: 30)
        #expect(state.document.progress(of: "en")?.percent == 100)
        let sidebarLine = EditorRenderer.render(state).text().split(separator: "\n").first { $0.contains("English (en)") } ?? ""
        #expect(sidebarLine.contains("src"), "\(sidebarLine)")
        state.reduce(.selectLanguage("de"))
        #expect(state.document.progress(of: "de")?.percent == 100)
    }
}
