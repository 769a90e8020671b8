import Testing
@testable import TranslationMemory

@Suite("Memory lookup: exact first, then fuzzy by token edit distance")
struct LookupTests {
    let memory = TranslationMemory(units: [
        unit("Delete the feeder", "Futterhaus löschen"),
        unit("Delete the bird", "Vogel löschen"),
        unit("Add a bird", "Vogel hinzufügen"),
        unit("Delete all birds", "Alle Vögel löschen"),
        unit("Delete the bird", "Den Vogel löschen", catalog: "Other.xcstrings"),
        unit("Delete the bird", "Vogel löschen", catalog: "Third.xcstrings"),
        unit("Delete the bird", "Supprimer l’oiseau", to: "fr"),
    ])

    @Test("The same source first at 100, each different translation once, then the closest")
    func ranking() {
        let matches = memory.matches(for: "Delete the bird", sourceLanguage: "en", targetLanguage: "de")
        #expect(matches.map(\.score) == [100, 100, 66, 33].filter { $0 >= 50 })
        #expect(matches.map(\.unit.targetText) == ["Vogel löschen", "Den Vogel löschen", "Futterhaus löschen"])
        #expect(matches[1].unit.origin.catalogPath == "Other.xcstrings")
        #expect(matches.allSatisfy { $0.unit.targetLanguage == "de" })
    }

    @Test("A fuzzy match names the words of its source that differ")
    func differingWords() throws {
        let matches = memory.matches(for: "Delete the birds", sourceLanguage: "en", targetLanguage: "de")
        #expect(matches.map(\.score) == [66, 66, 66, 66])
        let bird = try #require(matches.first { $0.unit.sourceText == "Delete the bird" })
        #expect(pieces(bird.unit.sourceText, bird.differingRanges) == ["bird"])
        let feeder = try #require(matches.first { $0.unit.sourceText == "Delete the feeder" })
        #expect(pieces(feeder.unit.sourceText, feeder.differingRanges) == ["feeder"])
    }

    @Test("Below the minimum score nothing is offered; the limit holds")
    func thresholdAndLimit() {
        #expect(memory.matches(for: "Delete the birds", sourceLanguage: "en", targetLanguage: "de", minimumScore: 70).isEmpty)
        #expect(memory.matches(for: "Feed the cat", sourceLanguage: "en", targetLanguage: "de").isEmpty)
        #expect(memory.matches(for: "Delete the bird", sourceLanguage: "en", targetLanguage: "de", limit: 1).count == 1)
        #expect(memory.matches(for: "Delete the bird", sourceLanguage: "en", targetLanguage: "ja").isEmpty)
    }

    @Test("A similar source shares a word: a placeholder or markup alone is no match")
    func sharedWord() {
        let memory = TranslationMemory(units: [
            unit("%@ minutes", "%@ Minuten"), unit("%lld Favorites", "%lld Favoriten"), unit("%@", "%@"), unit("**%@** left", "**%@** übrig"),
        ])
        #expect(memory.matches(for: "%lld Anime", sourceLanguage: "en", targetLanguage: "de").isEmpty)
        #expect(memory.matches(for: "**%lld** seen", sourceLanguage: "en", targetLanguage: "de").isEmpty)
        #expect(memory.matches(for: "%lld", sourceLanguage: "en", targetLanguage: "de").isEmpty)
        #expect(memory.matches(for: "%@", sourceLanguage: "en", targetLanguage: "de").map(\.score) == [100])
        #expect(memory.matches(for: "%lld favorites", sourceLanguage: "en", targetLanguage: "de").map(\.unit.targetText) == ["%lld Favoriten"])
    }

    @Test("Texts that differ only in case, punctuation or a placeholder's type score 99, not 100")
    func nearlyExact() {
        let memory = TranslationMemory(units: [unit("%d birds seen.", "%d Vögel gesehen.")])
        let matches = memory.matches(for: "%lld Birds seen", sourceLanguage: "en", targetLanguage: "de")
        #expect(matches.map(\.score) == [99])
        #expect(matches.first?.translation(for: "%lld Birds seen") == "%lld Vögel gesehen.")
    }

    @Test("Japanese and Thai sources match by characters")
    func withoutSpaces() {
        let memory = TranslationMemory(units: [
            unit("鳥を追加", "Add bird", from: "ja", to: "en"),
            unit("鳥を削除", "Delete bird", from: "ja", to: "en"),
            unit("ลบนก", "Delete bird", from: "th", to: "en"),
        ])
        let japanese = memory.matches(for: "鳥を追加する", sourceLanguage: "ja", targetLanguage: "en")
        #expect(japanese.map(\.score) == [66])
        #expect(japanese.first?.unit.targetText == "Add bird")
        #expect(pieces("鳥を追加", japanese[0].differingRanges).isEmpty)
        let thai = memory.matches(for: "ลบนกทั้งหมด", sourceLanguage: "th", targetLanguage: "en", minimumScore: 30)
        #expect(thai.first?.unit.targetText == "Delete bird")
    }

    @Test("Hindi and Arabic sources match by words")
    func indicAndArabic() {
        let memory = TranslationMemory(units: [
            unit("पक्षी जोड़ें", "Add bird", from: "hi", to: "en"),
            unit("احذف الطائر", "Delete the bird", from: "ar", to: "en"),
        ])
        #expect(memory.matches(for: "नया पक्षी जोड़ें", sourceLanguage: "hi", targetLanguage: "en").map(\.score) == [66])
        let arabic = memory.matches(for: "احذف الطائر الآن", sourceLanguage: "ar", targetLanguage: "en")
        #expect(arabic.map(\.score) == [66])
        #expect(arabic.first.map { pieces($0.unit.sourceText, $0.differingRanges) } == [])
    }

    @Test("Among many similar sources the closest is found, not only those sharing the rarest word")
    func manyCandidates() {
        var units: [TranslationUnit] = []
        for number in 0..<3_000 { units.append(unit("Show the bird number w\(number) in the list", "Vogel w\(number) zeigen")) }
        units.append(unit("Show the feeder number w7 in the list", "Futterhaus w7 zeigen"))
        let memory = TranslationMemory(units: units)
        let matches = memory.matches(for: "Show the feeder number w7 in the garden", sourceLanguage: "en", targetLanguage: "de")
        #expect(matches.first?.unit.targetText == "Futterhaus w7 zeigen")
        #expect(matches.first?.score == 87)
        #expect(matches.count == 5)
    }
}
