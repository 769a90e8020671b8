import Testing
import StringCatalogKit
import Versioning

@Suite("Word-by-word difference of two texts")
struct WordDiffTests {
    typealias Piece = WordDiff.Piece

    /// The old and new texts the pieces spell, which must be the texts compared.
    func texts(_ pieces: [Piece]) -> (old: String, new: String) {
        (pieces.filter { $0.change != .added }.map(\.text).joined(), pieces.filter { $0.change != .removed }.map(\.text).joined())
    }

    @Test("A word replaced and one added: the rest is kept, the removed word comes before the added one", arguments: [
        ("Save the bird", "Save the hawk", [Piece("Save the ", .kept), Piece("bird", .removed), Piece("hawk", .added)]),
        ("Good morning", "Good morning, friends", [Piece("Good morning", .kept), Piece(", friends", .added)]),
        // A word kept rather than the spaces between changed ones.
        ("Empty — please refill the feeder soon!", "Empty — time to refill!",
         [Piece("Empty — ", .kept), Piece("please", .removed), Piece("time", .added), Piece(" ", .kept), Piece("to ", .added), Piece("refill", .kept), Piece(" the feeder soon", .removed), Piece("!", .kept)]),
        ("%lld birds at the feeder", "%lld birds near the feeder", [Piece("%lld birds ", .kept), Piece("at", .removed), Piece("near", .added), Piece(" the feeder", .kept)]),
    ])
    func english(old: String, new: String, expected: [Piece]) {
        let pieces = WordDiff.compare(old, new)
        #expect(pieces == expected)
        #expect(texts(pieces) == (old, new))
    }

    @Test("Equal texts are kept whole; from or to nothing, all is added or removed")
    func wholeTexts() {
        #expect(WordDiff.compare("Same text", "Same text") == [Piece("Same text", .kept)])
        #expect(WordDiff.compare("", "New") == [Piece("New", .added)])
        #expect(WordDiff.compare("Old", "") == [Piece("Old", .removed)])
        #expect(WordDiff.compare("", "").isEmpty)
    }

    @Test("Chinese and Japanese: each ideograph and kana is a token, so one changed character is marked alone")
    func cjk() {
        #expect(WordDiff.tokens("鸟食") == ["鸟", "食"])
        #expect(WordDiff.compare("喂鸟器里有鸟食", "喂鸟器里没有鸟食") == [Piece("喂鸟器里", .kept), Piece("没", .added), Piece("有鸟食", .kept)])
        #expect(WordDiff.compare("鳥がいます。", "鳥はいません。") == [Piece("鳥", .kept), Piece("が", .removed), Piece("は", .added), Piece("いま", .kept),
                                                                        Piece("す", .removed), Piece("せん", .added), Piece("。", .kept)])
    }

    @Test("Arabic, Hindi and Tamil: a word keeps its vowel signs and marks, and words are compared whole")
    func otherScripts() {
        // Arabic with a harakat mark; Devanagari and Tamil vowel signs and viramas.
        #expect(WordDiff.tokens("طَائِر جديد") == ["طَائِر", " ", "جديد"])
        #expect(WordDiff.compare("الطائر عند المغذية", "الطائر قرب المغذية") == [Piece("الطائر ", .kept), Piece("عند", .removed), Piece("قرب", .added), Piece(" المغذية", .kept)])
        #expect(WordDiff.tokens("पक्षी दाना।") == ["पक्षी", " ", "दाना", "।"])
        #expect(WordDiff.compare("नया पक्षी आया", "दो पक्षी आए") == [Piece("नया", .removed), Piece("दो", .added), Piece(" पक्षी ", .kept), Piece("आया", .removed), Piece("आए", .added)])
        #expect(WordDiff.tokens("பறவை உணவு") == ["பறவை", " ", "உணவு"])
        #expect(WordDiff.compare("பறவை உணவு", "பறவை தீவனம்") == [Piece("பறவை ", .kept), Piece("உணவு", .removed), Piece("தீவனம்", .added)])
    }

    @Test("Punctuation and placeholders are tokens of their own; spaces run together")
    func tokens() {
        #expect(WordDiff.tokens("Hi,  %@!") == ["Hi", ",", "  ", "%", "@", "!"])
        #expect(WordDiff.tokens("Birds: 12") == ["Birds", ":", " ", "12"])
    }

    @Test("Texts too long for the table are still told apart, the changed middle removed and added whole")
    func longTexts() {
        let old = (0..<600).map { "w\($0)" }.joined(separator: " "), new = (0..<600).map { "v\($0)" }.joined(separator: " ")
        let pieces = WordDiff.compare("Start " + old + " end", "Start " + new + " end")
        #expect(texts(pieces) == ("Start " + old + " end", "Start " + new + " end"))
        #expect(pieces.first == Piece("Start ", .kept))
        #expect(pieces.last == Piece(" end", .kept))
    }
}
