import Testing
@testable import CatalogEditor

@Suite("Text field: grapheme cursor, lines, words, kill keys, paste, horizontal scrolling")
struct TextFieldTests {
    /// CJK takes two columns, everything else one: enough to test column arithmetic without
    /// TerminalUI.
    static func cjkWidth(_ character: Character) -> Int {
        guard let value = character.unicodeScalars.first?.value else { return 0 }
        return (0x3000...0x9FFF).contains(value) ? 2 : 1
    }

    func field(_ text: String, cursor: Int? = nil) -> TextField {
        var field = TextField(text)
        if let cursor { field.cursor = cursor }
        return field
    }

    func applied(_ edits: [TextEdit], to start: TextField, widthOf: (Character) -> Int = TextFieldTests.cjkWidth) -> TextField {
        var field = start
        for edit in edits { field.apply(edit, widthOf: widthOf) }
        return field
    }

    // MARK: Clusters

    @Test("A new field has the cursor at the end and is not modified")
    func initialState() {
        let f = TextField("Bird food")
        #expect(f.cursor == 9)
        #expect(f.original == "Bird food")
        #expect(!f.isModified)
        #expect(f.lines() == ["Bird food"])
    }

    @Test("Insert and delete in ASCII")
    func ascii() {
        var f = field("Bird food", cursor: 4)
        f.apply(.insert("s"))
        #expect(f.text == "Birds food")
        #expect(f.cursor == 5)
        f.apply(.deleteBackward)
        #expect(f.text == "Bird food")
        #expect(f.cursor == 4)
        f.apply(.deleteForward)
        #expect(f.text == "Birdfood")
        #expect(f.cursor == 4)
        f.apply(.moveToStart)
        f.apply(.deleteBackward)
        #expect(f.text == "Birdfood")
        f.apply(.moveToEnd)
        f.apply(.deleteForward)
        #expect(f.text == "Birdfood")
        #expect(f.cursor == 8)
    }

    @Test("Every cluster is one step and one delete", arguments: [
        "日本語", "👍🏽👍🏽👍🏽", "👨‍👩‍👧👨‍👩‍👧", "🇫🇷🇩🇪🇯🇵", "مرحبا",
    ])
    func clusters(_ text: String) {
        let count = text.count
        var f = TextField(text)
        f.apply(.moveLeft)
        #expect(f.cursor == count - 1)
        f.apply(.insert("x"))
        #expect(f.text == String(text.dropLast()) + "x" + String(text.last!))
        #expect(f.text.count == count + 1)
        f.apply(.deleteBackward)
        #expect(f.text == text)
        f.apply(.deleteBackward)
        #expect(f.text == String(text.dropLast(2)) + String(text.last!))
        #expect(f.cursor == count - 2)
        f.apply(.deleteForward)
        #expect(f.text == String(text.dropLast(2)))
        f.apply(.moveToStart)
        f.apply(.deleteForward)
        #expect(f.text == String(text.dropFirst().dropLast(2)))
        #expect(f.cursor == 0)
    }

    @Test("Deleting inside emoji sequences removes whole clusters")
    func emojiDelete() {
        var f = TextField("a👍🏽b👨‍👩‍👧c🇫🇷")
        #expect(f.cursor == 6)
        f.apply(.deleteBackward)
        #expect(f.text == "a👍🏽b👨‍👩‍👧c")
        f.apply(.moveLeft)
        f.apply(.deleteBackward)
        #expect(f.text == "a👍🏽bc")
        f.apply(.moveLeft)
        f.apply(.deleteBackward)
        #expect(f.text == "abc")
        #expect(f.cursor == 1)
    }

    @Test("A combining mark typed after its base merges into one cluster; backspace removes the mark, then the base")
    func combiningMark() {
        var f = TextField("Caf")
        f.apply(.insert("e"))
        f.apply(.insert("\u{301}"))
        #expect(f.text == "Cafe\u{301}")
        #expect(f.text.count == 4)
        #expect(f.cursor == 4)
        f.apply(.insert("s"))
        #expect(f.text == "Cafe\u{301}s")
        #expect(f.cursor == 5)
        f.apply(.moveLeft)
        #expect(f.cursor == 4)
        f.apply(.deleteBackward)
        #expect(f.text == "Cafes")
        #expect(f.cursor == 4)
        f.apply(.deleteBackward)
        #expect(f.text == "Cafs")
        #expect(f.cursor == 3)
    }

    @Test("Backspace after नमस्ते removes one scalar at a time from the conjunct: the vowel sign, the consonant, the virama")
    func indicBackspace() {
        var f = TextField("")
        for scalar in "नमस्ते".unicodeScalars { f.apply(.insert(String(scalar))) }
        #expect(f.text == "नमस्ते")
        #expect(f.text.count == 3)
        f.apply(.deleteBackward)
        #expect(f.text == "नमस्त")
        #expect(f.cursor == 3)
        // A vowel sign typed again goes back into the same cluster.
        f.apply(.insert("\u{93E}"))
        #expect(f.text == "नमस्ता")
        f.apply(.deleteBackward)
        f.apply(.deleteBackward)
        #expect(f.text == "नमस्")
        f.apply(.deleteBackward)
        #expect(f.text == "नमस")
        f.apply(.deleteBackward)
        #expect(f.text == "नम")
        #expect(f.cursor == 2)
        // Tamil: the virama of ழ், then the letter.
        var tamil = TextField("தமிழ்")
        tamil.apply(.deleteBackward)
        #expect(tamil.text == "தமிழ")
        tamil.apply(.deleteBackward)
        #expect(tamil.text == "தமி")
        // In the middle of the text, the cluster before the cursor.
        var middle = TextField("स्ते a")
        middle.apply(.moveToStart)
        middle.apply(.moveRight)
        middle.apply(.deleteBackward)
        #expect(middle.text == "स्त a")
        #expect(middle.cursor == 1)
    }

    @Test("Backspace removes an emoji sequence or a flag whole", arguments: ["👍🏽", "👩🏽‍💻", "👨‍👩‍👧", "🇮🇳", "❤️", "#️⃣", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"])
    func emojiBackspace(sequence: String) {
        var f = TextField("a" + sequence)
        f.apply(.deleteBackward)
        #expect(f.text == "a")
        #expect(f.cursor == 1)
    }

    @Test("A mark typed in the middle merges with the cluster before the cursor")
    func combiningMarkInMiddle() {
        var f = field("ne", cursor: 1)
        f.apply(.insert("\u{303}"))
        #expect(f.text == "n\u{303}e")
        #expect(f.cursor == 1)
        #expect(f.text.count == 2)
    }

    @Test("Arabic is edited in logical order")
    func arabic() {
        var f = TextField("مرحبا")
        f.apply(.moveHome)
        #expect(f.cursor == 0)
        f.apply(.moveRight)
        f.apply(.deleteBackward)
        #expect(f.text == "رحبا")
        f.apply(.moveEnd)
        f.apply(.insert(" بك"))
        #expect(f.text == "رحبا بك")
        f.apply(.moveWordLeft)
        #expect(f.cursor == 5)
        f.apply(.moveWordLeft)
        #expect(f.cursor == 0)
    }

    // MARK: Lines

    @Test("Home and End go to the start and end of the current line")
    func homeEnd() {
        var f = field("first\nsecond line\nthird", cursor: 9)
        #expect(f.cursorLine == 1)
        #expect(f.cursorColumnInLine == 3)
        f.apply(.moveHome)
        #expect(f.cursor == 6)
        #expect(f.cursorColumnInLine == 0)
        f.apply(.moveEnd)
        #expect(f.cursor == 17)
        #expect(f.cursorLine == 1)
        f.apply(.moveRight)
        #expect(f.cursorLine == 2)
        #expect(f.cursorColumnInLine == 0)
        f.apply(.moveEnd)
        #expect(f.cursor == 23)
        f.apply(.moveToStart)
        f.apply(.moveEnd)
        #expect(f.cursor == 5)
        #expect(f.lines() == ["first", "second line", "third"])
    }

    @Test("Up and Down keep the column across shorter lines")
    func upDown() {
        var f = field("a long first line\nshort\n\nanother long line", cursor: 10)
        f.apply(.moveDown)
        #expect(f.cursorLine == 1)
        #expect(f.cursorColumnInLine == 5)
        f.apply(.moveDown)
        #expect(f.cursorLine == 2)
        #expect(f.cursorColumnInLine == 0)
        f.apply(.moveDown)
        #expect(f.cursorLine == 3)
        #expect(f.cursorColumnInLine == 10)
        f.apply(.moveUp)
        f.apply(.moveUp)
        f.apply(.moveUp)
        #expect(f.cursor == 10)
        f.apply(.moveUp)
        #expect(f.cursor == 0)
        f.apply(.moveToEnd)
        f.apply(.moveDown)
        #expect(f.cursor == f.text.count)
    }

    @Test("Up and Down keep the display column with wide clusters")
    func upDownWide() {
        // Column 4 in "日本語" is after two ideographs; in "abcdef" after four letters.
        var f = field("日本語\nabcdef", cursor: 2)
        f.apply(.moveDown, widthOf: Self.cjkWidth)
        #expect(f.cursorLine == 1)
        #expect(f.cursorColumnInLine == 4)
        // Column 3 falls inside 本: the cursor goes to its start.
        f.apply(.moveLeft)
        f.apply(.moveUp, widthOf: Self.cjkWidth)
        #expect(f.cursor == 1)
    }

    @Test("A newline key and a pasted text keep line breaks and tabs")
    func pasteAndNewline() {
        var f = field("ab", cursor: 1)
        f.apply(.newline)
        #expect(f.text == "a\nb")
        #expect(f.cursorLine == 1)
        f = TextField("Say ")
        f.apply(.insert("one\r\ntwo\rthree\n\tfour\u{1B}!"))
        #expect(f.text == "Say one\ntwo\nthree\n\tfour!")
        #expect(f.cursor == f.text.count)
        #expect(f.lines() == ["Say one", "two", "three", "\tfour!"])
        #expect(f.cursorLine == 3)
        #expect(f.cursorColumnInLine == 6)
        #expect(TextField("end\n").lines() == ["end", ""])
    }

    // MARK: Words

    @Test("Word moves over ASCII words, punctuation and digits")
    func wordMovesASCII() {
        var f = field("Bird food, 2 feeders", cursor: 0)
        var stops: [Int] = []
        for _ in 0..<5 { f.apply(.moveWordRight); stops.append(f.cursor) }
        #expect(stops == [4, 9, 12, 20, 20])
        stops = []
        for _ in 0..<5 { f.apply(.moveWordLeft); stops.append(f.cursor) }
        #expect(stops == [13, 11, 5, 0, 0])
    }

    @Test("Word moves over Cyrillic and CJK")
    func wordMovesUnicode() {
        var f = field("Птахи прилетіли", cursor: 0)
        f.apply(.moveWordRight)
        #expect(f.cursor == 5)
        f.apply(.moveWordRight)
        #expect(f.cursor == 15)
        f.apply(.moveWordLeft)
        #expect(f.cursor == 6)
        f = field("日本語のテキスト。次", cursor: 0)
        var stops: [Int] = []
        for _ in 0..<4 { f.apply(.moveWordRight); stops.append(f.cursor) }
        #expect(stops == [3, 4, 8, 10])
    }

    // MARK: Kill keys

    @Test("Ctrl-U and Ctrl-K kill to the line's start and end, then join lines")
    func killLine() {
        var f = field("one two\nthree four", cursor: 12)
        f.apply(.deleteToEnd)
        #expect(f.text == "one two\nthre")
        #expect(f.cursor == 12)
        f.apply(.deleteToStart)
        #expect(f.text == "one two\n")
        #expect(f.cursor == 8)
        f.apply(.deleteToStart)
        #expect(f.text == "one two")
        #expect(f.cursor == 7)
        f.apply(.moveWordLeft)
        f.apply(.deleteToEnd)
        #expect(f.text == "one ")
        f = field("ab\ncd", cursor: 2)
        f.apply(.deleteToEnd)
        #expect(f.text == "abcd")
    }

    @Test("Ctrl-W deletes the word before the cursor with the spaces after it")
    func killWord() {
        var f = TextField("Bird food, 2 feeders")
        f.apply(.deleteWordBackward)
        #expect(f.text == "Bird food, 2 ")
        f.apply(.deleteWordBackward)
        #expect(f.text == "Bird food, ")
        f.apply(.deleteWordBackward)
        #expect(f.text == "Bird ")
        f.apply(.moveToStart)
        f.apply(.deleteWordBackward)
        #expect(f.text == "Bird ")
    }

    @Test("isModified compares with the original, not with the edit history")
    func modified() {
        var f = TextField("Feeder")
        f.apply(.insert("s"))
        #expect(f.isModified)
        #expect(f.original == "Feeder")
        f.apply(.deleteBackward)
        #expect(!f.isModified)
        f.text = "X"
        #expect(f.cursor == 1)
        #expect(f.isModified)
    }

    @Test("Setting the cursor clamps it to the text")
    func clamp() {
        var f = TextField("abc")
        f.cursor = 10
        #expect(f.cursor == 3)
        f.cursor = -2
        #expect(f.cursor == 0)
    }

    // MARK: Horizontal scrolling

    /// Checks a window on `line`: the shown text is the clusters from the scroll offset that
    /// fit, no wider than the window, and the cursor's column is the cursor's cluster.
    func checkWindow(_ f: TextField, width: Int, widthOf: (Character) -> Int = TextFieldTests.cjkWidth,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        let line = f.lines()[f.cursorLine]
        var scroll = f.scrollOffset
        let (shown, cursorX) = TextField.visibleSlice(of: line, cursorColumn: f.cursorColumnInLine,
                                                      width: width, widthOf: widthOf, scroll: &scroll)
        let fromField = f.visibleSlice(width: width, widthOf: widthOf)
        #expect(fromField.text == shown && fromField.cursorX == cursorX, sourceLocation: sourceLocation)
        #expect(f.visibleSlice(ofLine: f.cursorLine, width: width, widthOf: widthOf) == shown, sourceLocation: sourceLocation)
        let shownWidth = shown.reduce(0) { $0 + widthOf($1) }
        #expect(shownWidth <= width, sourceLocation: sourceLocation)
        #expect(cursorX >= 0 && cursorX < width, sourceLocation: sourceLocation)
        // The scroll offset is a cluster boundary: find the first shown cluster.
        let chars = Array(line)
        var column = 0
        var first = 0
        while column < scroll { column += widthOf(chars[first]); first += 1 }
        #expect(column == scroll, "scroll inside a wide cluster", sourceLocation: sourceLocation)
        #expect(String(chars[first...]).hasPrefix(shown), sourceLocation: sourceLocation)
        // Whole clusters only: the next one would not have fitted.
        let next = first + shown.count
        if next < chars.count {
            #expect(shownWidth + widthOf(chars[next]) > width, sourceLocation: sourceLocation)
        }
        // The cursor's column points at its cluster, which fits whole.
        let column0 = chars[first..<f.cursorColumnInLine].reduce(0) { $0 + widthOf($1) }
        #expect(cursorX == column0, sourceLocation: sourceLocation)
        if f.cursorColumnInLine < chars.count {
            #expect(cursorX + widthOf(chars[f.cursorColumnInLine]) <= width, "cluster under the cursor cut", sourceLocation: sourceLocation)
        }
    }

    @Test("A 40-character line in 10 columns keeps the cursor visible at the start, middle and end")
    func scrollASCII() {
        let text = String(repeating: "0123456789", count: 4)
        var f = field(text, cursor: 0)
        f.scrollIntoView(width: 10, widthOf: Self.cjkWidth)
        #expect(f.visibleSlice(width: 10, widthOf: Self.cjkWidth) == ("0123456789", 0))
        f.cursor = 20
        f.scrollIntoView(width: 10, widthOf: Self.cjkWidth)
        let middle = f.visibleSlice(width: 10, widthOf: Self.cjkWidth)
        #expect(middle.cursorX == 7)  // scrolled just enough, keeping a margin of 2
        #expect(middle.text == "3456789012")
        checkWindow(f, width: 10)
        f.apply(.moveEnd)
        f.scrollIntoView(width: 10, widthOf: Self.cjkWidth)
        #expect(f.visibleSlice(width: 10, widthOf: Self.cjkWidth) == ("123456789", 9))
        // Walking back to the start scrolls only when the cursor reaches the margin.
        var offsets: Set<Int> = []
        while f.cursor > 0 {
            f.apply(.moveLeft)
            f.scrollIntoView(width: 10, widthOf: Self.cjkWidth)
            checkWindow(f, width: 10)
            offsets.insert(f.scrollOffset)
            let x = f.visibleSlice(width: 10, widthOf: Self.cjkWidth).cursorX
            #expect(x >= 2 || f.scrollOffset == 0)
        }
        #expect(f.scrollOffset == 0)
        #expect(offsets.count == 32)
    }

    @Test("Without a stored offset the slice still shows the cursor")
    func sliceWithoutScrollIntoView() {
        let f = field(String(repeating: "abcd", count: 10), cursor: 25)
        checkWindow(f, width: 10)
        #expect(f.scrollOffset == 0)
    }

    @Test("Wide CJK clusters never straddle the window's edges", arguments: [
        String(repeating: "日本語", count: 7),
        "a" + String(repeating: "日本語", count: 7),
        "ab日本語cd語e日本f" + String(repeating: "本", count: 9) + "g",
    ])
    func scrollCJK(_ text: String) {
        for width in [5, 9, 10] {
            var f = field(text, cursor: 0)
            for _ in 0...text.count {
                f.scrollIntoView(width: width, widthOf: Self.cjkWidth)
                checkWindow(f, width: width)
                f.apply(.moveRight)
            }
            for _ in 0...text.count {
                f.apply(.moveLeft)
                f.scrollIntoView(width: width, widthOf: Self.cjkWidth)
                checkWindow(f, width: width)
            }
        }
    }

    @Test("Scrolling follows the cursor's line; other lines scroll with it")
    func scrollMultiLine() {
        var f = field("short\n" + String(repeating: "x", count: 30) + "\n日本語日本語日本語", cursor: 0)
        f.apply(.moveDown)
        f.apply(.moveEnd)
        f.scrollIntoView(width: 10, widthOf: Self.cjkWidth)
        #expect(f.visibleSlice(width: 10, widthOf: Self.cjkWidth) == ("xxxxxxxxx", 9))
        #expect(f.scrollOffset == 21)
        #expect(f.visibleSlice(ofLine: 0, width: 10, widthOf: Self.cjkWidth) == "")
        #expect(f.visibleSlice(ofLine: 2, width: 10, widthOf: Self.cjkWidth) == "")
        // Back to column 10 of the x line: scrolled to column 8, an ideograph boundary below.
        f.cursor = 16
        f.scrollIntoView(width: 10, widthOf: Self.cjkWidth)
        #expect(f.scrollOffset == 8)
        #expect(f.visibleSlice(ofLine: 2, width: 10, widthOf: Self.cjkWidth) == "本語日本語")
        // Column 7 cuts an ideograph below: a space keeps the columns aligned.
        f.cursor = 15
        f.scrollIntoView(width: 10, widthOf: Self.cjkWidth)
        #expect(f.scrollOffset == 7)
        #expect(f.visibleSlice(ofLine: 2, width: 10, widthOf: Self.cjkWidth) == " 本語日本")
        #expect(f.visibleSlice(ofLine: 5, width: 10, widthOf: Self.cjkWidth) == "")
    }

    @Test("Vertical moves don't disturb the remembered column until another edit")
    func goalColumnReset() {
        var f = field("abcdef\nab\nabcdef", cursor: 5)
        f.apply(.moveDown)
        #expect(f.cursor == 9)
        f.apply(.moveDown)
        #expect(f.cursorColumnInLine == 5)
        f.apply(.moveUp)
        f.apply(.moveLeft)
        f.apply(.moveUp)
        #expect(f.cursor == 1)
    }
}
