import CatalogEditor
@testable import EditorRuntime
import EditorUI
import Foundation
import StringCatalogKit
import Testing
import TerminalUI

/// A scratch git repository whose App/Localizable.xcstrings was translated into German, then
/// had its English changed: “Greeting” left for review, “Farewell” translated again in the
/// same commit; a third commit gives another string the greeting's German text (a commit the
/// history's search finds but must look past). In the working tree, uncommitted, the
/// farewell's English changed once more.
final class TranslatedRepository {
    let root: String
    var catalogPath: String { root + "/App/Localizable.xcstrings" }

    init() throws {
        root = try Scratch.folder()
        try git("init", "-q", "-b", "main")
        let german = Row("Greeting", "Hello friend", "Hallo Freund")
        try write([Row("Farewell", "Goodbye", "Tschüss"), german])
        try git("add", "-A")
        try git("commit", "-q", "-m", "German")
        let review = Row("Greeting", "Hello, dear friends", "Hallo Freund", state: .needsReview)
        let farewell = Row("Farewell", "Goodbye for now", "Bis bald")
        try write([farewell, review])
        try git("commit", "-q", "-am", "New English")
        let welcome = Row("Welcome", "Welcome", "Hallo Freund")
        try write([farewell, review, welcome])
        try git("commit", "-q", "-am", "Welcome")
        try write([Row("Farewell", "Goodbye, see you soon", "Bis bald"), review, welcome])
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// A string with its English and German values.
    struct Row {
        var key: String, english: String, german: String, state: TranslationState

        init(_ key: String, _ english: String, _ german: String, state: TranslationState = .translated) {
            (self.key, self.english, self.german, self.state) = (key, english, german, state)
        }

        var string: CatalogString {
            let de = Localization(german, state: state), en = Localization(english, state: .translated)
            return CatalogString(key: key, localizations: KeyedList([("de", de), ("en", en)]))
        }
    }

    func write(_ rows: [Row]) throws {
        let catalog = StringCatalog(sourceLanguage: "en", strings: rows.map(\.string))
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        try Data(CatalogWriter.bytes(catalog)).write(to: URL(fileURLWithPath: catalogPath))
    }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
        try Scratch.git(arguments, in: root).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The abbreviated id and the date of `revision`, as the finding names them.
    func commit(_ revision: String) throws -> (id: String, date: String) {
        let fields = try git("log", "-1", "--format=%h %as", revision).split(separator: " ")
        return (String(fields[0]), String(fields[1]))
    }
}

@Suite("Run loop: what changed in the source since a string was translated", .serialized)
@MainActor
struct HistoryLoopTests {
    func question(_ state: EditorState, _ key: String) throws -> SourceHistoryQuestion {
        var state = state
        while state.selectedString?.key != key { state.reduce(.moveDown) }
        return try #require(state.sourceHistoryQuestion)
    }

    @Test("The history finds the source as it was when each translation was made, looking past a later commit with the same text")
    func lookup() throws {
        let repository = try TranslatedRepository()
        let documents = try DocumentLoading.load([repository.catalogPath])
        #expect(documents[0].isTrackedByGit)
        let state = EditorState(documents: documents, language: "de", width: 120, height: 40)
        var versions = CommittedVersions()
        let first = try repository.commit("HEAD~2"), second = try repository.commit("HEAD~1")
        let greeting = try question(state, "Greeting")
        #expect(SourceHistoryLookup.find(greeting, versions: &versions) == .changed(then: "Hello friend", commit: first.id, date: first.date))
        // Translated again with the new English, which changed since only in the working tree.
        let farewell = try question(state, "Farewell")
        #expect(SourceHistoryLookup.find(farewell, versions: &versions) == .changed(then: "Goodbye for now", commit: second.id, date: second.date))
        #expect(SourceHistoryLookup.find(try question(state, "Welcome"), versions: &versions) == .unchanged)
        // A value never committed, a file outside any repository: the history cannot tell.
        let uncommitted = SourceHistoryQuestion(path: greeting.path, key: greeting.key, sourceLanguage: "en", language: "de",
                                                source: greeting.source, translation: ["Hallo, liebe Freunde"])
        #expect(SourceHistoryLookup.find(uncommitted, versions: &versions) == .unknown)
        let elsewhere = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        let outside = SourceHistoryQuestion(path: elsewhere + "/Localizable.xcstrings", key: greeting.key, sourceLanguage: "en", language: "de",
                                            source: greeting.source, translation: greeting.translation)
        #expect(SourceHistoryLookup.find(outside, versions: &versions) == .unknown)
    }

    @Test("Selecting a string for review shows the English then and now once the lookup is done; back on it later, at once; an unchanged source shows nothing")
    func inspector() throws {
        let repository = try TranslatedRepository()
        var state = EditorState(documents: try DocumentLoading.load([repository.catalogPath]), language: "de", width: 120, height: 40,
                                measure: { TextWidth.of($0) }, metrics: EditorRenderer.metrics)
        let terminal = MemoryTerminal(width: 120, height: 40)
        var afterLookup = "", unchanged = "", onReturn = ""
        let script: [MemoryTerminal.Step] = [
            .key(.character("j")), .pause, .action { afterLookup = terminal.screen },
            .key(.character("j")), .pause, .action { unchanged = terminal.screen },
            .key(.character("k")), .action { onReturn = terminal.screen },
        ]
        runEditor(&state, script, terminal: terminal)
        // After the pause on “Greeting”: its lookup finished and showed.
        #expect(afterLookup.contains("Source     changed since translated ("))
        #expect(afterLookup.contains("  then     Hello friend"))
        #expect(afterLookup.contains("  now      Hello, dear friends"))
        #expect(unchanged.contains("Key        Welcome"))
        #expect(!unchanged.contains("changed since translated"))
        // Back on “Greeting”: the first frame after the key has it, before any idle moment.
        #expect(onReturn.contains("  then     Hello friend"))
    }
}
