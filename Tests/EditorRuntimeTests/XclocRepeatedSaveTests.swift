import CatalogEditor
@testable import CatalogFiles
@testable import EditorRuntime
import Foundation
import Interchange
import StringCatalogKit
import Testing
import TerminalUI

/// Saving a translator's bundle again and again without reading the XLIFF each time: the
/// editor patches what it kept of the file when it opened or last wrote it. Each save
/// writes only its own changes, what is kept afterwards is the file as written, and a file
/// someone else changed meanwhile is noticed and read again.
@Suite("The editor on a translator's .xcloc: saves in a row, undo after a save, another program's change between saves", .serialized)
@MainActor
struct XclocRepeatedSaveTests {
    static func translate(_ prefix: String, _ text: String) -> [MemoryTerminal.Step] {
        XclocLoopTests.translate(prefix, text)
    }

    /// "Add To Cart" translated: `:` finds the key, whose row is the one after the first match.
    static func translateAddToCart(_ text: String) -> [MemoryTerminal.Step] {
        [.key(.character(":"))] + MemoryTerminal.Step.type("Add To Cart") + .keys(.enter, .down) + .keys(.enter, .ctrl("k"))
            + MemoryTerminal.Step.type(text) + .keys(.enter, .escape)
    }

    /// `lines` with the target line of the unit `id` (right after its `<source>`) saying `target`.
    static func rewriting(_ target: String, of id: String, in lines: inout [String]) throws {
        let unit = try #require(lines.firstIndex { $0.contains("<trans-unit id=\"\(id)\"") })
        #expect(lines[unit + 2].hasPrefix("        <target "))
        lines[unit + 2] = "        <target state=\"translated\">\(target)</target>"
    }

    /// `lines` with a target line put right after the `<source>` of the unit `id`.
    static func adding(_ target: String, after id: String, to lines: inout [String]) throws {
        let unit = try #require(lines.firstIndex { $0.contains("<trans-unit id=\"\(id)\"") })
        lines.insert("        <target state=\"translated\">\(target)</target>", at: unit + 2)
    }

    /// What the editor keeps of the bundle's XLIFF is the file on disk, read: its bytes, its
    /// units where a full read puts them, and the fingerprint every file of it was saved with.
    static func expectKeptIsTheFile(_ exported: ExportedBundle, _ state: EditorState, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let kept = try #require(exported.effects.xliffReadings.latest(of: exported.xliff), sourceLocation: sourceLocation)
        let bytes = try exported.bytes()
        let sameBytes = kept.reading.bytes == bytes
        #expect(sameBytes, "the bytes kept are the file's", sourceLocation: sourceLocation)
        let sameUnits = kept.reading.document.files == (try XLIFFReader.read(bytes)).files
        #expect(sameUnits, "the units kept are what reading the file gives", sourceLocation: sourceLocation)
        #expect(state.documents.allSatisfy { $0.fingerprint == kept.fingerprint }, sourceLocation: sourceLocation)
        #expect(!CatalogFile.changedOnDisk(exported.xliff, since: kept.fingerprint), sourceLocation: sourceLocation)
    }

    @Test("Three saves in a row, then undo and a fourth: each writes its own change, the undone one goes, nothing else moves")
    func savesInARowAndUndo() throws {
        let exported = try ExportedBundle()
        let original = try exported.lines()
        var state = try exported.state()
        try Self.expectKeptIsTheFile(exported, state)

        exported.run(&state, Self.translate("feederStatus.l", "Корму мало") + .keys(.ctrl("s")))
        var expected = original
        try Self.adding("Корму мало", after: "feederStatus.lowOnSeed", to: &expected)
        #expect(try exported.lines() == expected)
        try Self.expectKeptIsTheFile(exported, state)

        exported.run(&state, Self.translate("Bird Food", "Крамниця корму") + .keys(.ctrl("s")))
        try Self.adding("Крамниця корму", after: "Bird Food Shop", to: &expected)
        #expect(try exported.lines() == expected)
        try Self.expectKeptIsTheFile(exported, state)

        // A target the file had, rewritten.
        exported.run(&state, Self.translate("Diet", "Раціон") + .keys(.ctrl("s")))
        #expect(expected.contains("        <target state=\"translated\">Живлення</target>"))
        try Self.rewriting("Раціон", of: "Diet", in: &expected)
        #expect(try exported.lines() == expected)
        try Self.expectKeptIsTheFile(exported, state)

        // Undo after the save takes the last change back; the next save writes the file as it was before it.
        exported.run(&state, .keys(.character("u"), .ctrl("s")))
        try Self.rewriting("Живлення", of: "Diet", in: &expected)
        #expect(try exported.lines() == expected)
        try Self.expectKeptIsTheFile(exported, state)
        // And the two other translations back out, one save each: the file is the export again.
        exported.run(&state, .keys(.character("u"), .ctrl("s"), .character("u"), .ctrl("s")))
        #expect(try exported.lines() == original)
        try Self.expectKeptIsTheFile(exported, state)
        #expect(!state.hasUnsavedChanges)
    }

    @Test("Translations in two files of the bundle saved together, then again: the XLIFF changes in those units only")
    func severalFilesSavedTwice() throws {
        let exported = try ExportedBundle()
        var expected = try exported.lines()
        var state = try exported.state()
        exported.run(&state, Self.translate("CFBundleDisplayName", "Птахи на подвір'ї") + Self.translate("Hello, %@", "Привіт, %@!")
            + Self.translate("feederStatus.l", "Корму мало") + .keys(.ctrl("s")))
        for (id, target) in [("CFBundleDisplayName", "Птахи на подвір'ї"), ("Hello, %@!", "Привіт, %@!"), ("feederStatus.lowOnSeed", "Корму мало")] {
            try Self.adding(target, after: id, to: &expected)
        }
        #expect(try exported.lines() == expected)
        try Self.expectKeptIsTheFile(exported, state)

        exported.run(&state, Self.translate("CFBundleDisplayName", "Птахи") + Self.translateAddToCart("Додати в кошик") + .keys(.ctrl("s")))
        try Self.rewriting("Птахи", of: "CFBundleDisplayName", in: &expected)
        try Self.adding("Додати в кошик", after: "Add To Cart", to: &expected)
        #expect(try exported.lines() == expected)
        try Self.expectKeptIsTheFile(exported, state)
    }

    @Test("A plain string varied by plural and saved, then one of its forms typed and saved: the units per form, then that form's target")
    func pluralFormAddedThenTranslated() throws {
        let exported = try ExportedBundle()
        var state = try exported.state()
        exported.run(&state, [.key(.character(":"))] + MemoryTerminal.Step.type("Pack of 12") + .keys(.enter, .character("p"), .ctrl("s")))
        let file = { () throws -> XLIFFFile in
            try #require(try XLIFFReader.read(try exported.bytes()).files.first { $0.original.hasSuffix("Localizable.xcstrings") })
        }
        #expect(try file().units.map(\.id).filter { $0.hasPrefix("Pack of 12") }
            == ["Pack of 12|==|plural.few", "Pack of 12|==|plural.many", "Pack of 12|==|plural.one", "Pack of 12|==|plural.other"])
        try Self.expectKeptIsTheFile(exported, state)
        let before = try exported.lines()

        // Enter opens the first form still to do (few); its text typed over.
        exported.run(&state, [.key(.character(":"))] + MemoryTerminal.Step.type("Pack of 12") + .keys(.enter, .enter, .ctrl("k"))
            + MemoryTerminal.Step.type("два набори") + .keys(.enter, .escape, .ctrl("s")))
        let typed = try file().units.filter { $0.target == XLIFFTarget(state: "translated", content: XLIFFContent("два набори")) }
        #expect(typed.map(\.id).count == 1 && typed.allSatisfy { $0.id.hasPrefix("Pack of 12|==|plural.") })
        // That form's target line, and nothing else.
        let after = try exported.lines()
        #expect(after.count == before.count)
        #expect(before.indices.filter { before[$0] != after[$0] }.map { after[$0] } == ["        <target state=\"translated\">два набори</target>"])
        try Self.expectKeptIsTheFile(exported, state)
    }

    @Test("Another program changes the XLIFF between two saves: Ctrl-S asks; o writes over its version; the next save keeps both")
    func changedOnDiskBetweenSaves() throws {
        let exported = try ExportedBundle()
        var state = try exported.state()
        exported.run(&state, Self.translate("feederStatus.l", "Корму мало") + .keys(.ctrl("s")))
        var theirs: [String] = []
        let rewrite = {
            let written = exported.rewriteElsewhere("<source>Bird Food Shop</source>",
                                                    with: "<source>Bird Food Shop</source>\n        <target state=\"translated\">Крамниця корму</target>")
            theirs = String(decoding: written, as: UTF8.self).components(separatedBy: "\n")
        }
        let run = exported.run(&state, Self.translate("Diet", "Раціон") + [.action(rewrite)] + .keys(.ctrl("s"), .character("o")))
        #expect(run.terminal.frames.contains { $0.text().contains("uk.xliff (of uk.xcloc) changed on disk") })
        try Self.rewriting("Раціон", of: "Diet", in: &theirs)
        #expect(try exported.lines() == theirs)
        try Self.expectKeptIsTheFile(exported, state)

        // The next save patches the file as overwritten: the other program's target stays.
        exported.run(&state, Self.translateAddToCart("Додати в кошик") + .keys(.ctrl("s")))
        try Self.adding("Додати в кошик", after: "Add To Cart", to: &theirs)
        #expect(try exported.lines() == theirs)
        try Self.expectKeptIsTheFile(exported, state)
    }

    @Test("Another program rewrites the XLIFF with the same bytes between two saves: Ctrl-S saves without asking")
    func rewrittenWithTheSameBytes() throws {
        let exported = try ExportedBundle()
        var state = try exported.state()
        exported.run(&state, Self.translate("feederStatus.l", "Корму мало") + .keys(.ctrl("s")))
        var expected = try exported.lines()
        let rewrite = {
            // A new inode and modification time, the same bytes.
            let bytes = (try? exported.bytes()) ?? []
            try? FileManager.default.removeItem(atPath: exported.xliff)
            #expect(FileManager.default.createFile(atPath: exported.xliff, contents: Data(bytes)), "the file is written")
        }
        let run = exported.run(&state, Self.translate("Diet", "Раціон") + [.action(rewrite)] + .keys(.ctrl("s")))
        #expect(!run.terminal.frames.contains { $0.text().contains("changed on disk") })
        try Self.rewriting("Раціон", of: "Diet", in: &expected)
        #expect(try exported.lines() == expected)
        try Self.expectKeptIsTheFile(exported, state)
        #expect(!state.hasUnsavedChanges)
    }

    @Test("Another program changes the XLIFF after a save, r reloads: what the editor keeps is the other program's file, and the next save patches it")
    func reloadedAfterAnotherProgramsChange() throws {
        let exported = try ExportedBundle()
        var state = try exported.state()
        exported.run(&state, Self.translate("feederStatus.l", "Корму мало") + .keys(.ctrl("s")))
        let rewrite = {
            exported.rewriteElsewhere("<target state=\"new\">Набір із 12</target>", with: "<target state=\"translated\">Набір із 12</target>")
        }
        exported.run(&state, Self.translate("Diet", "Раціон") + [.action({ _ = rewrite() })] + .keys(.ctrl("s"), .character("r")))
        try Self.expectKeptIsTheFile(exported, state)
        var expected = try exported.lines()
        #expect(expected.contains { $0.contains("<target state=\"translated\">Набір із 12</target>") })
        exported.run(&state, Self.translateAddToCart("Додати в кошик") + .keys(.ctrl("s")))
        try Self.adding("Додати в кошик", after: "Add To Cart", to: &expected)
        #expect(try exported.lines() == expected)
        try Self.expectKeptIsTheFile(exported, state)
    }
}

/// What is kept of a bundle's XLIFF belongs to the interpreter that read or wrote it.
@Suite("The XLIFF readings kept are the interpreter's own")
@MainActor
struct KeptXLIFFReadingsOwnershipTests {
    @Test("Loading keeps the reading in the interpreter given; another interpreter saves by reading the file, and keeps its own")
    func eachInterpreterItsOwn() throws {
        let exported = try ExportedBundle()
        var expected = try exported.lines()
        var state = try exported.state()
        let loaded = try #require(exported.effects.xliffReadings.latest(of: exported.xliff))
        let other = EffectInterpreter(environment: [:])
        #expect(other.xliffReadings.latest(of: exported.xliff) == nil)
        runEditor(&state, XclocRepeatedSaveTests.translate("feederStatus.l", "Корму мало") + .keys(.ctrl("s")), effects: other)
        try XclocRepeatedSaveTests.adding("Корму мало", after: "feederStatus.lowOnSeed", to: &expected)
        #expect(try exported.lines() == expected)
        #expect(!state.hasUnsavedChanges)
        // The save read the file itself and kept what it wrote; the loading interpreter still has the file as read.
        #expect(try #require(other.xliffReadings.latest(of: exported.xliff)).reading.bytes == (try exported.bytes()))
        #expect(exported.effects.xliffReadings.latest(of: exported.xliff)?.fingerprint == loaded.fingerprint)
    }
}
