import Testing
import CatalogEditor

@Suite("External editor text: the value above the scissors line, context below")
struct ExternalEditTextTests {
    static let context = ["Key: Bird food", "English: Bird food", "Comment: Shown on the shop's front page", "Language: French (fr)"]

    /// What an editor does to a file it saves: nothing but the user's changes.
    func roundTrip(_ value: String) -> String {
        ExternalEditText.value(from: ExternalEditText.compose(value: value, context: Self.context))
    }

    @Test("The file has the value, the scissors line, an explanation and the commented context")
    func layout() {
        let text = ExternalEditText.compose(value: "Nourriture", context: Self.context)
        #expect(text == """
        Nourriture
        # ------------------------ >8 ------------------------
        # Everything from the line above down is ignored by xcedit.
        # Key: Bird food
        # English: Bird food
        # Comment: Shown on the shop's front page
        # Language: French (fr)

        """)
    }

    @Test("Every line of a multi-line context value is commented out")
    func multiLineContext() {
        let text = ExternalEditText.compose(value: "x", context: ["Comment: first\nsecond\r\n\nthird", "Language: French (fr)"])
        #expect(text.hasSuffix("# Comment: first\n# second\n#\n# third\n# Language: French (fr)\n"))
        #expect(ExternalEditText.value(from: text) == "x")
    }

    @Test("Values come back unchanged", arguments: [
        "Nourriture pour oiseaux",
        "Ligne un\nLigne deux\n\nLigne quatre",
        "# pas un commentaire\n#hashtag",
        "  spaces around  ",
        "\n\nleading line breaks",
        "",
        "鳥の餌 🐦‍⬛ نقار الخشب",
        "a\n",
        "a\n\n",
        "\n",
        "tab\there",
        "# ------------------------ >8 ------------------------ not alone on its line",
    ])
    func roundTrips(value: String) {
        #expect(roundTrip(value) == value)
    }

    @Test("A value ending in a line break is written with an empty line before the scissors")
    func trailingNewline() {
        let text = ExternalEditText.compose(value: "a\n", context: [])
        #expect(text.hasPrefix("a\n\n# ---"))
        #expect(ExternalEditText.value(from: text) == "a\n")
    }

    @Test("An empty value is an empty first line")
    func emptyValue() {
        let text = ExternalEditText.compose(value: "", context: Self.context)
        #expect(text.hasPrefix("\n# ---"))
        #expect(ExternalEditText.value(from: text) == "")
    }

    @Test("The text is cut at the first scissors line; what follows is ignored")
    func cutsAtFirstScissors() {
        let text = "new value\n" + ExternalEditText.scissors + "\nkept out\n" + ExternalEditText.scissors + "\nalso out\n"
        #expect(ExternalEditText.value(from: text) == "new value")
    }

    @Test("Without its line break an editor's last line still counts as the value")
    func noNewlineBeforeEnd() {
        #expect(ExternalEditText.value(from: "edited") == "edited")
        #expect(ExternalEditText.value(from: "edited\n") == "edited")
        #expect(ExternalEditText.value(from: "edited\n\n") == "edited\n")
    }

    @Test("A deleted scissors line makes the whole text the value, less one line break")
    func missingScissors() {
        #expect(ExternalEditText.value(from: "one\n# two\n") == "one\n# two")
        #expect(ExternalEditText.value(from: "one\n# ---- >8 ----\nthree") == "one\n# ---- >8 ----\nthree")
        #expect(ExternalEditText.value(from: "") == "")
    }

    @Test("CR LF line ends: the scissors line is found and one CR LF is removed")
    func crlf() {
        let text = "Ligne un\r\nLigne deux\r\n" + ExternalEditText.scissors + "\r\n# Key: x\r\n"
        #expect(ExternalEditText.value(from: text) == "Ligne un\r\nLigne deux")
        #expect(ExternalEditText.value(from: "no scissors\r\n") == "no scissors")
    }

    @Test("A scissors line with anything else on it is part of the value")
    func scissorsMustBeWholeLine() {
        let text = " " + ExternalEditText.scissors + "\nvalue\n" + ExternalEditText.scissors + "\n"
        #expect(ExternalEditText.value(from: text) == " " + ExternalEditText.scissors + "\nvalue")
    }
}
