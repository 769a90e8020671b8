import Testing
@testable import CatalogEditor

@Suite("A text field wrapped to the pane's width")
struct TextFieldWrappingTests {
    func rows(_ text: String, _ width: Int, widthOf: (Character) -> Int = TextField.oneColumn) -> [String] {
        let chars = Array(text)
        return TextField.wrap(chars, width: width, widthOf: widthOf).map { String(chars[$0.range]) }
    }

    /// Wide for CJK, as the terminal measures it.
    static func wide(_ character: Character) -> Int {
        (character.unicodeScalars.first?.value ?? 0) >= 0x3000 ? 2 : 1
    }

    @Test("Rows break after a space where one fits, else between clusters; spaces may hang at the edge")
    func breaking() {
        #expect(rows("The quick brown fox", 10) == ["The quick ", "brown fox"])
        #expect(rows("abcdefghijkl", 5) == ["abcde", "fghij", "kl"])
        #expect(rows("word  word", 4) == ["word  ", "word"])
        #expect(rows("", 5) == [""])
        #expect(rows("a\n\nb\n", 5) == ["a", "", "b", ""])
        // Wide characters are never split across the edge.
        #expect(rows("日本語のテキスト", 5, widthOf: Self.wide) == ["日本", "語の", "テキ", "スト"])
        // CJK text breaks between any two characters, so a row fills up before it.
        #expect(rows("ligne 日本語のテキスト", 12, widthOf: Self.wide) == ["ligne 日本語", "のテキスト"])
        // Every cluster is in exactly one row, in order.
        let text = "Un texte assez long pour tenir sur plusieurs lignes, avec des mots\net une seconde ligne"
        #expect(rows(text, 13).joined() == text.filter { $0 != "\n" })
        #expect(rows(text, 13).allSatisfy { $0.trimmingTrailingSpaces.count <= 13 })
    }

    @Test("The cursor at a soft break belongs to the next row; at a line's end it stays on its row")
    func cursorPosition() {
        var field = TextField("The quick brown fox")
        let rows = field.wrappedRows(width: 10, widthOf: TextField.oneColumn)
        field.cursor = 10
        #expect(field.cursorPosition(in: rows, widthOf: TextField.oneColumn) == (1, 0))
        field.cursor = 19
        #expect(field.cursorPosition(in: rows, widthOf: TextField.oneColumn) == (1, 9))
        field.cursor = 4
        #expect(field.cursorPosition(in: rows, widthOf: TextField.oneColumn) == (0, 4))
    }

    @Test("Up and Down move between wrapped rows, keeping the column; at the ends, to the start and the end")
    func vertical() {
        var field = TextField("The quick brown fox jumps")
        field.cursor = 2
        expectMoves(&field, [(.moveDown, 12), (.moveDown, 22), (.moveDown, 25), (.moveUp, 15), (.moveUp, 5)])
        // A goal column past a shorter row's end stops before the break, not after it.
        field.apply(.moveToStart)
        for _ in 0..<9 { field.apply(.moveRight) }
        field.apply(.moveDown, wrapWidth: 10)
        expectMoves(&field, [(.moveDown, 25), (.moveUp, 19), (.moveUp, 9), (.moveUp, 0)])
    }

    /// Applies each move at a wrap width of 10 and expects the cursor where the step says.
    private func expectMoves(_ field: inout TextField, _ steps: [(TextEdit, Int)], sourceLocation: SourceLocation = #_sourceLocation) {
        for (move, cursor) in steps {
            field.apply(move, wrapWidth: 10)
            #expect(field.cursor == cursor, "after \(move)", sourceLocation: sourceLocation)
        }
    }
}

private extension String {
    var trimmingTrailingSpaces: Substring {
        var text = self[...]
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
