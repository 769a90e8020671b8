import Testing
@testable import TranslationMemory

@Suite("Matching text: placeholders and markup masked, words or characters as tokens")
struct MatchTextTests {
    let placeholder = MatchText.placeholderToken

    @Test("Placeholders of any type and position are one and the same token")
    func placeholders() {
        #expect(MatchText("%@ has %lld birds").texts == [placeholder, "has", placeholder, "birds"])
        #expect(MatchText("%2$@ has %1$d birds").texts == MatchText("%@ has %lld birds").texts)
        #expect(MatchText("%#@birds@ at %#@feeders@").texts == [placeholder, "at", placeholder])
    }

    @Test("A % in prose is not a placeholder")
    func prosePercent() {
        #expect(MatchText("100% sure").texts == ["100", "sure"])
    }

    @Test("Markdown delimiters go, their words stay; a code span or autolink is one token")
    func markup() {
        #expect(MatchText("**Save** the [bird](https://example.com/%@)").texts == ["save", "the", "bird"])
        let code = MatchText("Run `swift build` now").texts
        #expect(code.count == 3 && code[0] == "run" && code[2] == "now" && code[1].hasSuffix("`swift build`"))
    }

    @Test("Case and fullwidth letters are folded; punctuation separates")
    func folding() {
        #expect(MatchText("ＯＫ, Don't!").texts == ["ok", "don't"])
        #expect(MatchText("Ünïcode Straße").texts == ["ünïcode", "straße"])
    }

    @Test("Han, kana and Thai are split into characters, Thai marks kept with their letter")
    func scriptsWithoutSpaces() {
        #expect(MatchText("鳥を追加").texts == ["鳥", "を", "追", "加"])
        // น ก, then ที่ (a letter with two marks), then ส
        #expect(MatchText("นกที่ส").texts == ["น", "ก", "ที่", "ส"])
        #expect(MatchText("%lld羽の鳥").texts == [placeholder, "羽", "の", "鳥"])
    }

    @Test("Hindi and Arabic are split at spaces, their marks inside the word")
    func scriptsWithSpaces() {
        #expect(MatchText("पक्षी जोड़ें").texts == ["पक्षी", "जोड़ें"])
        #expect(MatchText("احذف الطائر؟").texts == ["احذف", "الطائر"])
    }

    @Test("Each token knows where it is in the text")
    func ranges() {
        let text = "Delete “%@”?"
        let tokens = MatchText(text).tokens
        #expect(pieces(text, tokens.map(\.range)) == ["Delete", "%@"])
    }
}
