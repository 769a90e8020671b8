@testable import CatalogFiles
import Testing
@testable import EditorUI
import CatalogEditor
import StringCatalogKit
import TerminalUI
import Versioning

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

/// "Changed on disk" with the merge offered, and the merge's conflict in the Conflicts view.
extension ConflictGoldenTests {
    /// French “Cancel” retyped in the editor, while another program changed it (and the
    /// French “Add to Cart”) in the file: the question, then the merge of the two.
    static func changedOnDisk(width: Int, height: Int) throws -> (EditorState, StringCatalog) {
        var state = try SampleProjectFixture.state(width: width, height: height, language: "fr", selecting: "Cancel")
        state.reduce(.edit)
        state.reduce(.field(.moveToStart))
        state.reduce(.field(.deleteToEnd))
        state.reduce(.field(.insert("Annuler (ici)")))
        state.reduce(.fieldCommit)
        if state.session != nil { state.reduce(.fieldCancel) }
        var file = try CatalogFile.open(SampleProjectFixture.root.path + "/BackyardBirds/Localizable.xcstrings").catalog
        file.modifyString(key: "Cancel") { $0.localizations?.set("fr", Localization("Annuler (sur le disque)", state: .translated)) }
        file.modifyString(key: "Add to Cart") { $0.localizations?.set("fr", Localization("Mettre au panier", state: .translated)) }
        state.reduce(.saveFinished(document: state.current, outcome: .changedOnDisk))
        return (state, file)
    }

    @Test("Changed on disk: the question offers to merge, first", arguments: [(80, 24), (120, 40)])
    func changedOnDiskQuestion(size: (Int, Int)) throws {
        let (state, _) = try Self.changedOnDisk(width: size.0, height: size.1)
        #expect(state.prompt?.choices.map(\.key) == ["m", "o", "r", "c"])
        GoldenScreen.check(EditorRenderer.render(state), "changed-on-disk-question-\(size.0)x\(size.1)")
    }

    @Test("m: both changed “Cancel”, a conflict in the Conflicts view (yours kept); the file's other change taken", arguments: [(80, 24), (120, 40)])
    func changedOnDiskMerged(size: (Int, Int)) throws {
        var (state, file) = try Self.changedOnDisk(width: size.0, height: size.1)
        let effects = state.reduce(.answer("m"))
        #expect(effects == [.readForMerge(DocumentFile(document: state.current, path: state.document.path, fingerprint: state.document.fingerprint))])
        let fingerprint = try CatalogFile.open(SampleProjectFixture.root.path + "/BackyardBirds/Localizable.xcstrings").fingerprint
        #expect(state.reduce(.readForMergeFinished(document: state.current, outcome: .loaded(file, fingerprint))).isEmpty)
        #expect(state.document.merge?.unresolvedCount == 1)
        #expect(state.stateFilter == .conflicts)
        #expect(state.selectedString?.key == "Cancel")
        #expect(state.catalog.entry(at: state.catalog.index(ofKey: "Add to Cart")!).displayValue(in: "fr") == "Mettre au panier")
        #expect(state.catalog.entry(at: state.catalog.index(ofKey: "Cancel")!).displayValue(in: "fr") == "Annuler (ici)")
        #expect(state.document.isModified)
        GoldenScreen.check(EditorRenderer.render(state), "changed-on-disk-merged-\(size.0)x\(size.1)")
    }
}
