import CatalogEditor
@testable import CatalogFiles
import EditorRuntime
import Foundation
import StringCatalogKit
import Testing
import TerminalUI

/// A large catalog opened on its first strings while the run loop reads it whole in the
/// background (`CatalogReadingInBackground`): keys answered meanwhile, the whole catalog
/// taking over, and a broken file ending the editor with its error, opened for nothing.
@Suite("The editor's run loop while a large catalog is read", .serialized)
@MainActor
struct ReadingLoopTests {
    /// `count` strings in six languages, in Xcode's layout: 20,000 make about 13 MB, above
    /// the size from which the editor opens on the first strings.
    static func catalog(_ count: Int) -> StringCatalog {
        var strings: [CatalogString] = []
        strings.reserveCapacity(count)
        for i in 0..<count {
            let forms = KeyedList<Localization>(["de", "en", "es", "fr", "it", "uk"].map { language in
                (language, Localization("Text \(i) in \(language), long enough to look like a sentence someone wrote", state: i % 4 == 0 && language != "en" ? .new : .translated))
            })
            strings.append(CatalogString(key: String(format: "key.%05d", i), comment: "What string \(i) is for", localizations: forms))
        }
        return StringCatalog(sourceLanguage: "en", strings: strings)
    }

    /// The editor on `path` as the executable opens it, and the loop's effects already reading it.
    static func opening(_ path: String) throws -> (state: EditorState, effects: EffectInterpreter) {
        let prefix = try #require(CatalogReadingInBackground.firstLook([path]))
        let effects = EffectInterpreter(environment: [:])
        effects.readInBackground(path)
        let state = EditorState.reading(prefix, language: nil, width: 120, height: 40, checker: CatalogChecker(), measure: { TextWidth.of($0) })
        return (state, effects)
    }

    @Test("A catalog whose 19,999th string is malformed: its error with its place, and nothing opened for editing")
    func brokenNearTheEnd() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Large.xcstrings"
        var text = String(decoding: CatalogWriter.bytes(Self.catalog(20_000)), as: UTF8.self)
        // The 19,999th string's first state loses its quotes.
        let entry = try #require(text.range(of: "\"key.19998\" : {"))
        let state = try #require(text.range(of: "\"state\" : \"translated\"", range: entry.upperBound..<text.endIndex))
        text.replaceSubrange(state, with: "\"state\" : translated")
        try Scratch.write(text, to: path)
        #expect(text.utf8.count >= CatalogFile.prefixMinimumSize)
        // As the file read whole before the screen reports it: the line of that string.
        let line = text[..<state.lowerBound].filter { $0 == "\n" }.count + 1
        var expected = ""
        do { _ = try DocumentLoading.load([path]) } catch { expected = error.description }
        #expect(expected.hasPrefix("\(path):\(line):"))

        var (opened, effects) = try Self.opening(path)
        let run = runEditor(&opened, .keys(.down, .enter, .character("r"), .ctrl("s")) + [.pause], effects: effects)
        #expect(run.ending == .unreadable(report: expected))
        // Every frame said it was reading; the keys that would change something were refused.
        #expect(run.terminal.frames.allSatisfy { $0.text().contains("Reading Large.xcstrings") || $0.text().contains("Still reading") })
        #expect(run.terminal.bells == 3)
        #expect(opened.reading != nil && opened.session == nil && !opened.hasUnsavedChanges)
    }

    @Test("The whole catalog takes over with the selection kept, then edits and saves as ever; nothing saved while reading")
    func swapThenEdit() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Large.xcstrings"
        let bytes = CatalogWriter.bytes(Self.catalog(20_000))
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        var (state, effects) = try Self.opening(path)
        // Two rows down and a save while reading; then, read, a save with nothing to
        // save, and the third string's value retyped and saved.
        let run = runEditor(&state, .keys(.down, .down, .ctrl("s")) + [.pause] + .keys(.ctrl("s"), .enter, .ctrl("k"))
            + MemoryTerminal.Step.type("Neu") + .keys(.enter, .escape, .ctrl("s"), .character("q")), effects: effects)
        #expect(run.ending == .quit)
        let frames = run.terminal.frames.map { $0.text() }
        #expect(frames.first?.contains("Reading Large.xcstrings… — editing opens when it is read") == true)
        #expect(frames.first?.contains("first 200 shown") == true)
        #expect(frames.contains { $0.contains("Still reading Large.xcstrings") })
        #expect(frames.contains { $0.contains("No changes to save") })
        #expect(frames.contains { $0.contains("20000 of 20000 shown") })
        #expect(state.reading == nil)
        // The string selected while reading is the one edited once read.
        var expected = Self.catalog(20_000)
        expected.modifyString(at: 2) { $0.localizations?[state.language]?.stringUnit?.value = "Neu" }
        #expect(try CatalogFile.open(path).catalog.strings[2] == expected.strings[2])
    }

    @Test("A save asked for while reading writes nothing")
    func noSaveWhileReading() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Large.xcstrings"
        let bytes = CatalogWriter.bytes(Self.catalog(20_000))
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let (state, _) = try Self.opening(path)
        let reports = EffectInterpreter(environment: [:]).perform(.save(state.saveRequest([0], force: true)), terminal: MemoryTerminal(width: 80, height: 24))
        #expect(reports == [.saveFinished(document: 0, outcome: .failed("Still reading Large.xcstrings: editing opens when it is read"))])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes))
    }
}
