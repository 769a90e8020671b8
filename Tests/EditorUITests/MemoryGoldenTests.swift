import Testing
@testable import CatalogEditor
@testable import EditorUI
import StringCatalogKit
import TerminalUI
import TranslationMemory

/// The inspector's Memory section and the concordance pane, with Japanese, Hindi and
/// Arabic translations and emoji, at 80×24 and 120×40. The matches come from the real
/// memory built over the catalogs, as the runtime builds it.
@Suite("Golden screens: translation memory suggestions and concordance")
struct MemoryGoldenTests {
    static func translations(_ values: [(String, String)]) -> KeyedList<Localization> {
        KeyedList(values.map { ($0.0, Localization($0.1, state: .translated)) })
    }

    static func documents() -> [Document] {
        var app = StringCatalog(sourceLanguage: "en")
        app.insert(CatalogString(key: "Feed the small birds in the garden 🐦"))
        app.insert(CatalogString(key: "Brand name", shouldTranslate: false))
        app.insert(CatalogString(key: "Nothing like it at all"))
        app.insert(CatalogString(key: "Hello", localizations: translations([("ja", "こんにちは"), ("hi", "नमस्ते"), ("ar", "مرحبا")])))
        var garden = StringCatalog(sourceLanguage: "en")
        garden.insert(CatalogString(key: "Feed the birds in the garden 🐦", localizations: translations([
            ("ja", "庭の鳥に餌をあげる 🐦"), ("hi", "बगीचे में पक्षियों को खाना खिलाएँ 🐦"), ("ar", "أطعم الطيور في الحديقة 🐦")])))
        garden.insert(CatalogString(key: "Feed the small birds in the park with a very long description of seeds 🐦", localizations: translations([
            ("ja", "公園の小鳥に餌をあげる、種についてのとても長い説明付き 🐦"), ("hi", "पार्क में छोटे पक्षियों को बीजों के बहुत लंबे विवरण के साथ खाना खिलाएँ 🐦"),
            ("ar", "أطعم الطيور الصغيرة في الحديقة العامة مع وصف طويل جدا للبذور 🐦")])))
        garden.insert(CatalogString(key: "Feed the small birds in the garden", localizations: translations([
            ("ja", "庭の小鳥に餌をあげる"), ("hi", "बगीचे में छोटे पक्षियों को खाना खिलाएँ"), ("ar", "أطعم الطيور الصغيرة في الحديقة")])))
        garden.insert(CatalogString(key: "Feed the small cats in the garden 🐦", localizations: translations([
            ("ja", "庭の子猫に餌をあげる 🐦"), ("hi", "बगीचे में छोटी बिल्लियों को खाना खिलाएँ 🐦"), ("ar", "أطعم القطط الصغيرة في الحديقة 🐦")])))
        garden.insert(CatalogString(key: "Feed the small birds in the garden 🐦", localizations: translations([
            ("ja", "庭の小鳥に餌をやる 🐦"), ("hi", "बगीचे में नन्हे पक्षियों को दाना दें 🐦"), ("ar", "أطعم العصافير في الحديقة 🐦")])))
        return [Document(path: "App/Localizable.xcstrings", catalog: app),
                Document(path: "Shared/Resources/VeryLongFolderName/GardenSuggestions.xcstrings", catalog: garden)]
    }

    /// The editor on `key` in `language`, its memory built and the selected string's
    /// matches looked up, as the run loop would have them.
    static func state(_ language: String, on key: String = "Feed the small birds in the garden 🐦", width: Int, height: Int) -> EditorState {
        var state = EditorState(documents: documents(), current: 0, language: language, width: width, height: height,
                                checker: CatalogChecker(), measure: { TextWidth.of($0) }, metrics: EditorRenderer.metrics)
        state.enableTranslationMemory()
        state.select(key: key)
        var memory: TranslationMemory?
        var concordance: ConcordanceIndex?
        var slices = 0
        var pending: [Effect] = []
        while slices < 50, !pending.isEmpty || state.hasWorkWhileIdle {
            slices += 1
            if pending.isEmpty { pending = state.reduce(.workWhileIdle); continue }
            switch pending.removeFirst() {
            case .buildMemory(let catalogs, let generation):
                let units = catalogs.flatMap { $0.catalog.translationUnits(catalogPath: $0.path) }
                memory = TranslationMemory(units: units)
                concordance = ConcordanceIndex(units: units)
                pending += state.reduce(.memoryReady(units: units.count, files: catalogs.count, generation: generation, warning: nil))
            case .lookUpMemory(let question):
                pending += state.reduce(.memoryMatchesFound(question, memory!.matches(for: question.sourceText, sourceLanguage: "en", targetLanguage: question.language)))
            case .searchMemory(let query):
                let found = concordance!.search(query.text)
                pending += state.reduce(.concordanceFound(query, found.hits, total: found.total))
            default: break
            }
        }
        return state
    }

    @Test("120×40: every match, exact first, differing words marked, origins shortened", arguments: ["ja", "hi", "ar"])
    func large(language: String) throws {
        var state = Self.state(language, width: 120, height: 40)
        let matches = try #require(state.memoryMatches)
        #expect(matches.first?.isExact == true)
        #expect(matches.count == 4)
        // The words of a remembered source that differ from this one are known, to be marked.
        #expect(matches.contains { !$0.differingRanges.isEmpty })
        #expect(EditorRenderer.render(state).text().contains("memory 100%"))
        // The section's last match (its differing word marked) is a few rows down.
        state.reduce(.focus(.inspector))
        state.reduce(.scrollInspector(4))
        let screen = EditorRenderer.render(state)
        #expect(screen.text().contains("Memory     4 matches · 1–4 insert as a draft"))
        #expect(screen.text().contains("Feed the small cats in the garden 🐦"))
        GoldenScreen.check(screen, "memory-\(language)-120x40")
    }

    @Test("80×24: three matches a scroll of the inspector away; the title says the best score", arguments: ["ja", "ar"])
    func small(language: String) throws {
        var state = Self.state(language, width: 80, height: 24)
        #expect(EditorRenderer.render(state).text().contains("· memory 100% ─"))
        state.reduce(.focus(.inspector))
        state.reduce(.scrollInspector(4))
        let screen = EditorRenderer.render(state)
        #expect(screen.text().contains("Memory     4 matches · 1–3 insert as a draft"))
        GoldenScreen.check(screen, "memory-\(language)-80x24")
    }

    @Test("No match, and nothing at all on a don't-translate string or in the source language")
    func emptyStates() throws {
        let none = EditorRenderer.render(Self.state("ja", on: "Nothing like it at all", width: 120, height: 40)).text()
        #expect(none.contains("Memory     no match among"))
        let brand = EditorRenderer.render(Self.state("ja", on: "Brand name", width: 120, height: 40)).text()
        #expect(!brand.contains("Memory "))
        let source = EditorRenderer.render(Self.state("en", width: 120, height: 40)).text()
        #expect(!source.contains("Memory "))
    }

    @Test("While the memory loads, the section says so")
    func loading() throws {
        var state = EditorState(documents: Self.documents(), current: 0, language: "ja", width: 120, height: 40,
                                checker: CatalogChecker(), measure: { TextWidth.of($0) }, metrics: EditorRenderer.metrics)
        state.enableTranslationMemory()
        state.select(key: "Hello")
        while state.memoryStatus == .wanted { state.reduce(.workWhileIdle) }
        #expect(EditorRenderer.render(state).text().contains("Memory     loading the translation memory…"))
    }

    @Test("The concordance pane: hits in every language, the hit marked, the selected one reversed", arguments: [(120, 40), (80, 24)])
    func concordance(size: (Int, Int)) throws {
        var state = Self.state("ja", width: size.0, height: size.1)
        state.reduce(.startFilter)
        state.reduce(.startConcordance)
        for character in "小鳥" { state.reduce(.concordanceType(String(character))) }
        state = Self.settled(state)
        state.reduce(.concordanceMove(1))
        let hits = try #require(state.concordance?.hits)
        #expect(hits.count == 3)
        #expect(hits.allSatisfy { $0.language == "ja" && $0.text.contains("小鳥") })
        GoldenScreen.check(EditorRenderer.render(state), "memory-concordance-\(size.0)x\(size.1)")
    }

    @Test("The concordance finds sources and translations, Arabic and Hindi among them")
    func concordanceScripts() throws {
        var state = Self.state("ar", width: 120, height: 40)
        state.reduce(.startFilter)
        state.reduce(.startConcordance)
        state.reduce(.concordanceType("garden 🐦"))
        state = Self.settled(state)
        let hits = try #require(state.concordance?.hits)
        #expect(Set(hits.map(\.language)) == ["en"])
        state.reduce(.concordanceEdit(.deleteToStart))
        state.reduce(.concordanceType("الحديقة"))
        state = Self.settled(state)
        #expect(state.concordance?.hits.count == 5)
        GoldenScreen.check(EditorRenderer.render(state), "memory-concordance-arabic-120x40")
    }

    /// Answers the searches a state asks for.
    static func settled(_ state: EditorState) -> EditorState {
        var state = state
        let units = state.memoryCatalogs.flatMap { $0.catalog.translationUnits(catalogPath: $0.path) }
        let index = ConcordanceIndex(units: units)
        if let query = state.concordance?.pending {
            let found = index.search(query.text)
            state.reduce(.concordanceFound(query, found.hits, total: found.total))
        }
        return state
    }
}
