import Testing
import TerminalUI
@testable import NCursesTerminal

@Suite struct StyleMappingTests {
    @Test func withoutColourOnlyAttributesRemain() {
        let style = Style(foreground: .red, background: .blue, bold: true, dim: true, reverse: true, underline: true, italic: true)
        #expect(ResolvedStyle(style, support: .none) == ResolvedStyle(bold: true, dim: true, reverse: true, underline: true, italic: true))
        #expect(ResolvedStyle(Style(foreground: .green), support: .none) == ResolvedStyle())
        #expect(!ResolvedStyle(style, support: .none).needsPair)
    }

    @Test func defaultColoursKeepTheUsersBackground() {
        let resolved = ResolvedStyle(.plain, support: .colors(count: 256, defaultColors: true))
        #expect(resolved == ResolvedStyle(foreground: -1, background: -1))
        #expect(!resolved.needsPair)
        let selected = ResolvedStyle(Style(foreground: .yellow, reverse: true), support: .colors(count: 256, defaultColors: true))
        #expect(selected == ResolvedStyle(reverse: true, foreground: 3, background: -1))
        #expect(selected.needsPair)
    }

    @Test func withoutDefaultColoursDefaultIsWhiteOnBlack() {
        let resolved = ResolvedStyle(Style(foreground: .default, background: .cyan), support: .colors(count: 8, defaultColors: false))
        #expect(resolved == ResolvedStyle(foreground: 7, background: 6))
    }

    @Test(arguments: [
        (Color.black, Int16(0)), (.red, 1), (.green, 2), (.yellow, 3),
        (.blue, 4), (.magenta, 5), (.cyan, 6), (.white, 7), (.gray, 8),
    ])
    func colourNumbers(color: Color, number: Int16) {
        let resolved = ResolvedStyle(Style(foreground: color, background: color), support: .colors(count: 256, defaultColors: true))
        #expect(resolved.foreground == number)
        #expect(resolved.background == number)
    }

    @Test func grayOnEightColoursIsDimWhite() {
        let resolved = ResolvedStyle(Style(foreground: .gray), support: .colors(count: 8, defaultColors: true))
        #expect(resolved == ResolvedStyle(dim: true, foreground: 7, background: -1))
    }
}
