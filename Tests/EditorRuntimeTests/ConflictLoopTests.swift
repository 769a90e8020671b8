import CatalogEditor
@testable import CatalogFiles
import EditorRuntime
import Foundation
import Processes
import StringCatalogKit
import Testing
import TerminalUI

/// A scratch git repository in a temporary folder, where two branches changed
/// App/Localizable.xcstrings differently and `git merge` stopped on it. Git runs with no
/// user or system configuration, so no merge driver: git's line merge writes its markers.
final class UnmergedRepository {
    let root: String
    var catalogPath: String { root + "/App/Localizable.xcstrings" }

    /// `farewell` nil: the catalog without that string.
    static func catalog(farewell: String?, greeting: String) -> [UInt8] {
        func string(_ key: String, _ english: String, _ german: String) -> CatalogString {
            CatalogString(key: key, localizations: KeyedList([("de", Localization(german, state: .translated)), ("en", Localization(english, state: .translated))]))
        }
        let strings = (farewell.map { [string("Farewell", "Goodbye", $0)] } ?? []) + [string("Greeting", "Hello", greeting)]
        return CatalogWriter.bytes(StringCatalog(sourceLanguage: "en", strings: strings))
    }

    /// `oursDeletesFarewell`: the branch merged into deletes "Farewell" (which the other one
    /// changed) instead of changing it.
    init(oursDeletesFarewell: Bool = false) throws {
        root = try Scratch.folder()
        try git("init", "-q", "-b", "main")
        try write(Self.catalog(farewell: "Tschüss", greeting: "Hallo"))
        try git("add", "-A")
        try git("commit", "-q", "-m", "base")
        try git("checkout", "-q", "-b", "translators")
        try write(Self.catalog(farewell: "Auf Wiedersehen", greeting: "Guten Tag"))
        try git("commit", "-q", "-am", "translators")
        try git("checkout", "-q", "main")
        try write(Self.catalog(farewell: oursDeletesFarewell ? nil : "Bis bald", greeting: "Servus"))
        try git("commit", "-q", "-am", "developers")
        let merge = try git("merge", "--no-edit", "translators", allowingFailure: true)
        precondition(merge.status == 1, "the merge stops on the conflicts")
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func write(_ bytes: [UInt8]) throws {
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: catalogPath))
    }

    @discardableResult
    func git(_ arguments: String..., allowingFailure: Bool = false) throws -> (status: Int32, output: String) {
        try Scratch.git(arguments, in: root, allowingFailure: allowingFailure)
    }

    var unmergedFiles: String {
        get throws { try git("ls-files", "-u").output }
    }
}

@Suite("Run loop: a catalog git left unmerged", .serialized)
@MainActor
struct ConflictLoopTests {
    func value(_ catalog: StringCatalog, _ key: String) -> String? {
        catalog.strings[catalog.index(ofKey: key)!].localization(for: "de")?.stringUnit?.value
    }

    @Test("Git's conflict markers in the file: the merge of git's three versions is shown; < and >, Ctrl-S, y: the file is resolved and staged")
    func conflictMarkers() throws {
        let repository = try UnmergedRepository()
        #expect(try repository.unmergedFiles.contains("App/Localizable.xcstrings"))
        #expect(throws: (any Error).self) { try CatalogFile.open(repository.catalogPath) }
        let documents = try DocumentLoading.load([repository.catalogPath])
        let merge = try #require(documents[0].merge)
        #expect(merge.conflicts.map(\.description) == [
            "\"Farewell\" de stringUnit.value: modify/modify (ours kept)", "\"Greeting\" de stringUnit.value: modify/modify (ours kept)",
        ])
        #expect(documents[0].isModified && merge.fileHadConflictMarkers)
        var state = EditorState(documents: documents, width: 100, height: 30, measure: { TextWidth.of($0) })
        #expect(state.message?.text.hasPrefix("Localizable.xcstrings holds git's conflict markers") == true)
        let run = runEditor(&state, .keys(.character("<"), .character(">"), .ctrl("s"), .character("y"), .character("q")))
        #expect(run.ending == .quit)
        #expect(run.terminal.frames.contains { $0.text().contains("Marked Localizable.xcstrings resolved (git add)") })
        let saved = try CatalogFile.open(repository.catalogPath).catalog
        #expect(value(saved, "Farewell") == "Bis bald" && value(saved, "Greeting") == "Guten Tag")
        #expect(try repository.unmergedFiles.isEmpty)
    }

    @Test("The merge driver's result on disk (ours at each conflict) is opened as it is, with the conflicts the merge finds")
    func driverResult() throws {
        let repository = try UnmergedRepository()
        try repository.write(UnmergedRepository.catalog(farewell: "Bis bald", greeting: "Servus"))
        let documents = try DocumentLoading.load([repository.catalogPath])
        #expect(!documents[0].isModified)
        #expect(documents[0].merge?.unresolvedCount == 2 && documents[0].merge?.fileHadConflictMarkers == false)
        #expect(documents[0].merge.map { value($0.theirs, "Farewell") } == "Auf Wiedersehen")
        #expect(documents[0].merge.map { value($0.base, "Farewell") } == "Tschüss")
    }

    @Test("A string ours deleted and theirs changed is shown as theirs has it: < deletes it, > keeps it")
    func stringOursDeleted() throws {
        for (key, kept) in [("<", false), (">", true)] {
            let repository = try UnmergedRepository(oursDeletesFarewell: true)
            // What the merge driver writes: ours at each conflict, so no "Farewell".
            try repository.write(UnmergedRepository.catalog(farewell: nil, greeting: "Servus"))
            let documents = try DocumentLoading.load([repository.catalogPath])
            let merge = try #require(documents[0].merge)
            #expect(merge.conflicts.map(\.description).contains("\"Farewell\": delete/modify, deleted by ours (ours kept)"))
            #expect(merge.hiddenConflicts.isEmpty)
            #expect(value(documents[0].catalog, "Farewell") == "Auf Wiedersehen")
            #expect(documents[0].isModified)
            var state = EditorState(documents: documents, width: 100, height: 30, measure: { TextWidth.of($0) })
            // The conflicts filter shows the strings with conflicts; the first is "Farewell".
            #expect(state.selectedString?.key == "Farewell")
            let run = runEditor(&state, .keys(.character(Character(key)), .character(">"), .ctrl("s"), .character("y"), .character("q")))
            #expect(run.ending == .quit)
            let saved = try CatalogFile.open(repository.catalogPath).catalog
            #expect((saved.index(ofKey: "Farewell") != nil) == kept, "\(key)")
            #expect(value(saved, "Greeting") == "Guten Tag")
            #expect(try repository.unmergedFiles.isEmpty)
        }
    }

    @Test("A catalog git has no conflict in opens without a merge")
    func noConflict() throws {
        let repository = try UnmergedRepository()
        try repository.write(UnmergedRepository.catalog(farewell: "Bis bald", greeting: "Servus"))
        try repository.git("add", "-A")
        #expect(try DocumentLoading.load([repository.catalogPath])[0].merge == nil)
    }
}
