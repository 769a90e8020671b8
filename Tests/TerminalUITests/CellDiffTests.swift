import Testing
import TerminalUI

@Suite("The cell diff: what reaches the terminal")
struct CellDiffTests {
    private func grid(_ text: String, width: Int = 8) -> CellGrid {
        var grid = CellGrid(width: width, height: 1)
        grid.put(text, x: 0, y: 0)
        return grid
    }

    private func summary(_ changes: [CellChange]) -> [String] {
        changes.map { "\($0.x):\($0.cell.text)/\($0.width)" }
    }

    @Test("Without a previous screen every cluster is sent once, with its width")
    func everything() {
        #expect(summary(CellDiff.changes(from: nil, to: grid("a日b", width: 5))) == ["0:a/1", "1:日/2", "3:b/1", "4: /1"])
    }

    @Test("Unchanged cells are not sent; a changed one is")
    func onlyChanges() {
        #expect(CellDiff.changes(from: grid("abc"), to: grid("abc")).isEmpty)
        #expect(summary(CellDiff.changes(from: grid("abc"), to: grid("abd"))) == ["2:d/1"])
    }

    @Test("Multi-scalar clusters go whole: Devanagari, Tamil, ZWJ family, flag, skin tone")
    func wholeClusters() {
        let text = "स्ते தமிழ் 👨‍👩‍👧🇮🇳👍🏽"
        let changes = CellDiff.changes(from: nil, to: grid(text, width: 20))
        let sent = changes.map(\.cell.text).joined()
        #expect(sent.hasPrefix(text))
        #expect(summary(changes).prefix(9) == ["0:स्ते/2", "2: /1", "3:த/1", "4:மி/2", "6:ழ்/1", "7: /1", "8:👨‍👩‍👧/2", "10:🇮🇳/2", "12:👍🏽/2"])
    }

    @Test("A wide cluster replaced by narrow ones sends both cells; a narrow one replaced by a wide one sends the wide one only")
    func wideAndNarrow() {
        #expect(summary(CellDiff.changes(from: grid("日x"), to: grid("abx"))) == ["0:a/1", "1:b/1"])
        #expect(summary(CellDiff.changes(from: grid("abx"), to: grid("日x"))) == ["0:日/2"])
        // The second half changed only: the whole cluster is sent again.
        #expect(summary(CellDiff.changes(from: grid("a b"), to: grid("a日"))) == ["1:日/2"])
    }

    @Test("A cluster the drawn area cuts is sent with the columns left; a covered first cell as a blank")
    func cut() {
        #expect(summary(CellDiff.changes(from: nil, to: grid("ab日", width: 4), width: 3)) == ["0:a/1", "1:b/1", "2:日/1"])
        var covered = CellGrid(width: 3, height: 1)
        covered[0, 0] = .continuation
        #expect(summary(CellDiff.changes(from: nil, to: covered)) == ["0: /1", "1: /1", "2: /1"])
    }

    @Test("A grid of another size is sent whole")
    func resized() {
        #expect(CellDiff.changes(from: grid("ab", width: 3), to: grid("ab", width: 4)).count == 4)
    }
}
