import Testing
import TerminalUI

/// What the terminal backend relies on: a wide cluster owns two cells, the second empty.
@Suite struct WideCellContractTests {
    @Test func wideClusterLeavesAnEmptyContinuationCell() {
        var grid = CellGrid(width: 4, height: 1)
        grid.put("日a", x: 0, y: 0)
        #expect(grid[0, 0].text == "日")
        #expect(grid[1, 0].text == "")
        #expect(grid[2, 0].text == "a")
    }

    @Test func overwritingHalfAWideClusterBlanksTheOtherHalf() {
        var grid = CellGrid(width: 4, height: 1)
        grid.put("日", x: 0, y: 0)
        grid.put("b", x: 1, y: 0)
        #expect(grid[0, 0].text == " ")
        #expect(grid[1, 0].text == "b")
    }
}
