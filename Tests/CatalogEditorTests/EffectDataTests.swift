import Testing
@testable import CatalogEditor
import StringCatalogKit

/// The effects on files carry what the runtime needs to perform them (paths, catalogs,
/// fingerprints, the project's language changes), copied out of the state when asked for:
/// the runtime never looks a document up in the state.
@Suite("Effects on files carry the documents' data")
struct EffectDataTests {
    static let xliff = "de.xcloc/Localized Contents/de.xliff"

    static func origin(_ index: Int, _ original: String) -> ExchangeOrigin {
        ExchangeOrigin(input: "de.xcloc", xliffPath: xliff, fileIndex: index, original: original, language: "de")
    }

    /// A catalog of a project, then two files of one translator's XLIFF.
    static func state() -> EditorState {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.insert(CatalogString(key: "Feeder", localizations: KeyedList([
            ("en", Localization("Feeder", state: .translated)), ("de", Localization("Futterhaus", state: .translated)),
        ])))
        catalog.insert(CatalogString(key: "Seed", localizations: KeyedList([("en", Localization("Seed", state: .translated))])))
        return EditorState(documents: [
            Document(path: "App/Localizable.xcstrings", catalog: catalog, projectLanguages: ["de"], projectFile: "App.xcodeproj/project.pbxproj"),
            Document(path: "de.xcloc/App/A.xcstrings", catalog: catalog, projectLanguages: ["de"], exchange: origin(0, "App/A.xcstrings")),
            Document(path: "de.xcloc/App/B.xcstrings", catalog: catalog, projectLanguages: ["de"], exchange: origin(1, "App/B.xcstrings")),
        ], width: 100, height: 30)
    }

    @Test("A save carries each catalog with its file and project languages; a translator's XLIFF once, with every file of it")
    func save() throws {
        var state = Self.state()
        let asRead = state.documents[0].catalog
        _ = state.documents[0].perform("Add French", keys: ["Seed"], projectLanguages: ["de", "fr"]) { $0.removeString("Seed") }
        _ = state.documents[2].perform("Delete", keys: ["Feeder"]) { $0.removeString("Feeder") }
        let effects = state.reduce(.save)
        guard effects.count == 1, case .save(let request) = effects[0] else {
            Issue.record("not one save: \(effects)")
            return
        }
        #expect(request.documents == [0, 2] && !request.force && request.refusal == nil)
        guard request.targets.count == 2, case .catalog(let catalog) = request.targets[0],
              case .xliff(let path, let asked, let files) = request.targets[1] else {
            Issue.record("targets: \(request.targets)")
            return
        }
        #expect(catalog.file == DocumentFile(document: 0, path: "App/Localizable.xcstrings"))
        #expect(catalog.catalog == state.documents[0].catalog && catalog.catalog != asRead && catalog.savedCatalog == asRead)
        #expect(catalog.isModified && catalog.asksBeforeRewritingWhole)
        #expect(catalog.projectFile == "App.xcodeproj/project.pbxproj" && catalog.addedProjectLanguages == ["fr"] && catalog.removedProjectLanguages.isEmpty)
        // The unmodified file of the XLIFF comes too: one write carries them all.
        #expect(path == Self.xliff && asked == 2)
        #expect(files.map(\.file) == [DocumentFile(document: 1, path: "de.xcloc/App/A.xcstrings", exchange: Self.origin(0, "App/A.xcstrings")),
                                      DocumentFile(document: 2, path: "de.xcloc/App/B.xcstrings", exchange: Self.origin(1, "App/B.xcstrings"))])
        #expect(files.map(\.isModified) == [false, true] && files[1].catalog == state.documents[2].catalog)
    }

    @Test("A reload of a file of a translator's XLIFF reads every file of it; a merge and git add name the document's file")
    func otherFileEffects() {
        var state = Self.state()
        state.reduce(.saveFinished(document: 2, outcome: .changedOnDisk))
        #expect(state.reduce(.answer("r")) == [.reload([
            DocumentFile(document: 1, path: "de.xcloc/App/A.xcstrings", exchange: Self.origin(0, "App/A.xcstrings")),
            DocumentFile(document: 2, path: "de.xcloc/App/B.xcstrings", exchange: Self.origin(1, "App/B.xcstrings")),
        ])])
        state.reduce(.saveFinished(document: 0, outcome: .changedOnDisk))
        #expect(state.reduce(.answer("r")) == [.reload([DocumentFile(document: 0, path: "App/Localizable.xcstrings")])])
        state.reduce(.saveFinished(document: 0, outcome: .changedOnDisk))
        #expect(state.reduce(.answer("m")) == [.readForMerge(DocumentFile(document: 0, path: "App/Localizable.xcstrings"))])
    }
}
