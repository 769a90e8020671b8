import Testing
@testable import EditorUI
import CatalogEditor
import StringCatalogKit
import TerminalUI

@Suite("Golden screens of merge conflicts")
struct ConflictGoldenTests {
    /// The sample's Localizable.xcstrings as git left it unmerged: both sides changed the
    /// German value of “(optional)”, and the German value and the comment of “%@ is at the
    /// feeder”, each differently.
    static func state(width: Int, height: Int) throws -> EditorState {
        let documents = try SampleProjectFixture.documents()
        let index = EditorState.defaultDocument(in: documents)
        let base = documents[index].catalog
        func changed(_ suffix: String) -> StringCatalog {
            var catalog = base
            catalog.modifyString(key: "(optional)") { $0.localizations?.set("de", Localization("(optional, \(suffix))", state: .translated)) }
            catalog.modifyString(key: "%@ is at the feeder") { string in
                string.localizations?.set("de", Localization("%@ ist am Futterhaus (\(suffix))", state: .translated))
                string.comment = "A bird's name (\(suffix))"
            }
            return catalog
        }
        let ours = changed("ours"), theirs = changed("theirs")
        let result = CatalogMerge.merge(base: base, ours: ours, theirs: theirs)
        var opened = documents
        opened[index] = Document(path: documents[index].path, catalog: result.catalog, projectLanguages: documents[index].projectLanguages,
                                 merge: MergeState(base: base, ours: ours, theirs: theirs, conflicts: result.conflicts, shownIn: result.catalog))
        var state = EditorState(documents: opened, current: index, language: "de", width: width, height: height, checker: CatalogChecker(),
                                measure: { TextWidth.of($0) }, metrics: EditorRenderer.metrics)
        state.reduce(.focus(.table))
        return state
    }

    @Test("The conflicts filter with the inspector's base / ours / theirs", arguments: [(80, 24), (120, 40)])
    func conflictsFilter(size: (Int, Int)) throws {
        let state = try Self.state(width: size.0, height: size.1)
        GoldenScreen.check(EditorRenderer.render(state), "conflicts-\(size.0)x\(size.1)")
    }

    @Test("After > took theirs for the first string: it leaves the filter, the next shows its comment's and value's conflicts, the count is down")
    func afterTakingTheirs() throws {
        var state = try Self.state(width: 120, height: 40)
        state.reduce(.takeTheirs)
        GoldenScreen.check(EditorRenderer.render(state), "conflicts-took-theirs-120x40")
    }
}
