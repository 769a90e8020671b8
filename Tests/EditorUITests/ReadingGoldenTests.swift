import CatalogEditor
import EditorUI
import StringCatalogKit
import Testing
import TerminalUI

/// The first frame of a large catalog opened on its first strings while it is read: the
/// status line says so, the sidebar has "…" for the percentages, the title no count.
@Suite("Golden screens while a large catalog is read")
struct ReadingGoldenTests {
    /// The sample's Localizable.xcstrings as if it were large: its first 12 strings shown
    /// while the whole file is read.
    static func state(width: Int, height: Int) throws -> EditorState {
        let whole = try #require(SampleProjectFixture.documents().first { $0.fileName == "Localizable.xcstrings" })
        let first = StringCatalog(sourceLanguage: whole.sourceLanguage, strings: Array(whole.catalog.strings.prefix(12)), version: nil)
        return EditorState.reading(Document(path: whole.path, catalog: first), language: nil, width: width, height: height,
                                   checker: CatalogChecker(), measure: { TextWidth.of($0) }, metrics: EditorRenderer.metrics)
    }

    @Test("The first frame at 80×24 and 200×50", arguments: [(80, 24), (200, 50)])
    func firstFrame(size: (Int, Int)) throws {
        let state = try Self.state(width: size.0, height: size.1)
        GoldenScreen.check(EditorRenderer.render(state), "reading-first-frame-\(size.0)x\(size.1)")
    }

    @Test("A key that would change something, answered at once")
    func refused() throws {
        var state = try Self.state(width: 80, height: 24)
        state.reduce(.edit)
        GoldenScreen.check(EditorRenderer.render(state), "reading-refused-80x24")
    }
}
