import CatalogEditor
import EditorRuntime
import Foundation
import Interchange
import StringCatalogKit
import Testing
import TerminalUI

/// The sample project exported for Ukrainian as `xcedit export` writes it: a translator's
/// bundle in a temporary folder, opened as the editor opens it.
final class ExportedBundle {
    let root: String
    let bundle: String
    let language: String
    var xliff: String { bundle + "/Localized Contents/\(language).xliff" }
    /// The interpreter the editor runs with on the bundle, which keeps what it read and
    /// wrote of the XLIFF from one run to the next.
    let effects = EffectInterpreter(environment: [:])

    init(language: String = "uk") throws {
        root = try Scratch.folder()
        self.language = language
        let project = try LocalizationProject.open(SampleProjectCopy.original)
        let export = try ProjectExport(project: project, tool: XclocToolInfo(id: "xcedit", name: "xcedit", version: "0", buildNumber: "0"))
        bundle = try export.writeBundle(language: language, into: root)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func bytes(_ path: String? = nil) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path ?? xliff)))
    }

    func lines(_ path: String? = nil) throws -> [String] {
        String(decoding: try bytes(path), as: UTF8.self).components(separatedBy: "\n")
    }

    /// Every file of the bundle but the XLIFF, with its bytes: what a save must never touch.
    func otherFiles() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: bundle)
        while let relative = enumerator?.nextObject() as? String {
            let path = bundle + "/" + relative
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue, path != xliff {
                files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return files
    }

    /// The editor's state on the bundle, recovery copies included, showing all its files.
    func state(width: Int = 120, height: Int = 40) throws -> EditorState {
        let (documents, unreadable) = DocumentLoading.loadReadable([bundle], keepingReadingsFor: effects)
        try #require(unreadable.isEmpty, "\(unreadable.map(\.error))")
        let recoveries = RecoveryCopies.existing(for: documents) { _ in }
        return EditorState(documents: documents, width: width, height: height, checker: CatalogChecker(),
                           measure: { TextWidth.of($0) }, recoveries: recoveries)
    }

    /// The editor on `state`, with the bundle's interpreter (in `environment`), through `script`.
    @MainActor
    @discardableResult
    func run(_ state: inout EditorState, _ script: [MemoryTerminal.Step],
             environment: [String: String] = [:]) -> (ending: EditorLoop.Ending, terminal: MemoryTerminal) {
        var interpreter = effects
        interpreter.environment = environment
        return runEditor(&state, script, effects: interpreter)
    }

    /// Another program rewrites the XLIFF, replacing `text` with `replacement`; returns the
    /// bytes it wrote.
    @discardableResult
    func rewriteElsewhere(_ text: String, with replacement: String) -> [UInt8] {
        let rewritten = String(decoding: (try? bytes()) ?? [], as: UTF8.self).replacingOccurrences(of: text, with: replacement)
        #expect(FileManager.default.createFile(atPath: xliff, contents: Data(rewritten.utf8)), "the file is written")
        return Array(rewritten.utf8)
    }

    /// The file's lines with `line` put right after the `<source>` of the unit `id`.
    func lines(adding line: String, after id: String) throws -> [String] {
        var lines = try self.lines()
        let unit = try #require(lines.firstIndex { $0.contains("<trans-unit id=\"\(id)\"") })
        lines.insert(line, at: unit + 2)
        return lines
    }
}

@Suite("The editor on a translator's .xcloc: typing, saving into the XLIFF, refusals, conflicts, recovery", .serialized)
@MainActor
struct XclocLoopTests {
    /// `:` to the key that starts with `prefix`, then Enter on it, `text` typed, Enter, Esc
    /// (Enter moved on to the next string to do).
    static func translate(_ prefix: String, _ text: String) -> [MemoryTerminal.Step] {
        [.key(.character(":"))] + MemoryTerminal.Step.type(prefix) + .keys(.enter, .enter, .ctrl("k"))
            + MemoryTerminal.Step.type(text) + .keys(.enter, .escape)
    }

    @Test("Opens one catalog per file of the XLIFF, in the target language, only the source and the target listed")
    func opening() throws {
        let exported = try ExportedBundle()
        let state = try exported.state()
        #expect(state.documents.map(\.exchange?.original) == ["BackyardBirds/Broken.xcstrings", "BackyardBirds/InfoPlist.xcstrings", "BackyardBirds/Localizable.xcstrings"])
        // All files at once, on the first string still to do: Broken.xcstrings has no Ukrainian.
        let selected = try #require(state.selectedRowReference)
        #expect(state.showsAllFiles && state.selectedRow == 0 && state.badge(of: selected) == .new)
        #expect(state.document.name == "uk.xcloc: Broken.xcstrings")
        #expect(state.language == "uk")
        #expect(state.documents.allSatisfy { $0.languages == ["en", "uk"] })
        // Broken.xcstrings has no Ukrainian at all: the language is listed all the same.
        #expect(state.documents[0].progress(of: "uk")?.translated == 0)
    }

    @Test("Typing a translation for a unit without a target and Ctrl-S: the XLIFF gains that target line and nothing else")
    func translateAndSave() throws {
        let exported = try ExportedBundle()
        let expected = try exported.lines(adding: "        <target state=\"translated\">Корму мало</target>", after: "feederStatus.lowOnSeed")
        let others = try exported.otherFiles()
        var state = try exported.state()
        let run = exported.run(&state, Self.translate("feederStatus.l", "Корму мало") + .keys(.ctrl("s"), .character("q")))
        #expect(run.ending == .quit)
        #expect(run.terminal.frames.contains { $0.text().contains("Saved uk.xcloc: Localizable.xcstrings") })
        #expect(try exported.lines() == expected)
        #expect(try exported.otherFiles() == others, "contents.json, Source Contents and Notes stay as they were")
        #expect(!state.hasUnsavedChanges)
    }

    @Test("Two saves in a row: each writes its own translation, the first one stays")
    func twoSaves() throws {
        let exported = try ExportedBundle()
        var expected = try exported.lines(adding: "        <target state=\"translated\">Корму мало</target>", after: "feederStatus.lowOnSeed")
        let unit = try #require(expected.firstIndex { $0.contains("<trans-unit id=\"Add To Cart\"") })
        expected.insert("        <target state=\"translated\">Додати в кошик</target>", at: unit + 2)
        var state = try exported.state()
        let run = exported.run(&state, Self.translate("feederStatus.l", "Корму мало") + .keys(.ctrl("s"))
            + [.key(.character(":"))] + MemoryTerminal.Step.type("Add To Cart") + .keys(.enter, .down) + .keys(.enter, .ctrl("k"))
            + MemoryTerminal.Step.type("Додати в кошик") + .keys(.enter, .escape, .ctrl("s"), .character("q")))
        #expect(run.ending == .quit)
        #expect(try exported.lines() == expected)
    }

    @Test("Plural and device forms: Enter opens the form to do, Tab walks the others, each typed form is its unit's target")
    func forms() throws {
        let exported = try ExportedBundle()
        let before = try exported.lines()
        var state = try exported.state()
        // Enter in the table opens the `many` form of the plural, the one still to do; End, then "!".
        // The device forms have no target yet: Tab goes from one to the next.
        let devices = ["на iPad", "на iPhone", "на Mac", "інакше"]
        var keys: [MemoryTerminal.Step] = [.key(.character(":"))] + MemoryTerminal.Step.type("%lld feeders")
            + .keys(.enter, .enter, .end) + MemoryTerminal.Step.type("!") + .keys(.enter, .escape)
        keys += [.key(.character(":"))] + MemoryTerminal.Step.type("Tap a bird") + .keys(.enter, .enter)
        for (i, text) in devices.enumerated() {
            keys += .keys(.ctrl("k")) + MemoryTerminal.Step.type(text) + .keys(i == devices.count - 1 ? .enter : .tab)
        }
        let run = exported.run(&state, keys + .keys(.escape, .ctrl("s"), .character("q")))
        #expect(run.ending == .quit)
        var after = try exported.lines()
        // The plural form's target line is rewritten in place.
        let many = try #require(before.firstIndex { $0.contains("<target state=\"new\">%lld годівниць треба наповнити</target>") })
        #expect(after[many] == "        <target state=\"translated\">%lld годівниць треба наповнити!</target>")
        after[many] = before[many]
        // Each device form's unit gains its target line; nothing else changes.
        let file = try #require(try XLIFFReader.read(try exported.bytes()).files.first { $0.original.hasSuffix("Localizable.xcstrings") })
        let targets = Dictionary(uniqueKeysWithValues: file.units.filter { $0.id.hasPrefix("Tap a bird") }.map { ($0.id, $0.target) })
        #expect(targets.count == 4)
        #expect(Set(targets.values.map { $0?.content.text }) == Set(devices))
        #expect(targets.values.allSatisfy { $0?.state == "translated" })
        let added = after.indices.filter { line in
            after[line].hasPrefix("        <target state=\"translated\">") && devices.contains { after[line].contains(">\($0)<") }
        }
        #expect(added.count == 4)
        #expect(added.reversed().reduce(into: after) { $0.remove(at: $1) } == before)
    }

    @Test("What an XLIFF cannot carry is refused with a message; nothing changes")
    func refusals() throws {
        let exported = try ExportedBundle()
        let before = try exported.bytes()
        var state = try exported.state()
        let attempts: [(keys: [MemoryTerminal.Step], says: String)] = [
            (.keys(.character("a")), "carries translations only"),
            (.keys(.character("d")), "carries translations only"),
            (.keys(.character("c")), "Comments are the developer's"),
            (.keys(.character("t")), "carries translations only"),
            (.keys(.character("L")), "holds one translation, Ukrainian (uk)"),
            (.keys(.character("["), .enter), "The English text is the developer's source"),
            ([.key(.character(":"))] + MemoryTerminal.Step.type("BackyardBirds") + .keys(.enter, .character("]"), .enter), "marked don't translate"),
        ]
        for attempt in attempts {
            let run = exported.run(&state, attempt.keys)
            #expect(run.terminal.frames.last?.text().contains(attempt.says) == true, "\(attempt.says)")
            #expect(!state.hasUnsavedChanges)
            #expect(state.session == nil && state.overlay == nil && state.prompt == nil)
        }
        #expect(try exported.bytes() == before)
    }

    @Test("Undo takes a translation back; Ctrl-S then has nothing to save and the file stays")
    func undo() throws {
        let exported = try ExportedBundle()
        let before = try exported.bytes()
        var state = try exported.state()
        let run = exported.run(&state, Self.translate("feederStatus.l", "Корму мало") + .keys(.character("u"), .ctrl("s"), .character("q")))
        #expect(run.ending == .quit)
        #expect(run.terminal.frames.contains { $0.text().contains("No changes to save") })
        #expect(try exported.bytes() == before)
    }

    @Test("Alt-r marks every shown string reviewed: each needs-review-l10n target becomes translated, on its own line")
    func bulkReview() throws {
        let exported = try ExportedBundle()
        let before = try exported.lines()
        var state = try exported.state()
        let run = exported.run(&state, .keys(.alt("r"), .character("y"), .ctrl("s"), .character("q")))
        #expect(run.ending == .quit)
        #expect(run.terminal.frames.contains { $0.text().contains("Mark 3 strings reviewed in Ukrainian?") })
        let after = try exported.lines()
        #expect(after.count == before.count)
        let changed = before.indices.filter { before[$0] != after[$0] }
        #expect(changed.count == 3)
        for line in changed {
            #expect(before[line].contains("<target state=\"needs-review-l10n\">"))
            #expect(after[line] == before[line].replacingOccurrences(of: "needs-review-l10n", with: "translated"))
        }
    }

    @Test("A translator varies a plain string by plural: its unit becomes one unit per Ukrainian form, in Xcode's order")
    func varyByPlural() throws {
        let exported = try ExportedBundle()
        var state = try exported.state()
        let forms = ["один набір", "два набори", "дванадцять наборів", "набори"]  // one, few, many, other
        let run = exported.run(&state, [.key(.character(":"))] + MemoryTerminal.Step.type("Pack of 12") + .keys(.enter, .character("p"), .enter, .ctrl("k"))
            + MemoryTerminal.Step.type(forms[0]) + .keys(.tab, .ctrl("k")) + MemoryTerminal.Step.type(forms[1]) + .keys(.tab, .ctrl("k"))
            + MemoryTerminal.Step.type(forms[2]) + .keys(.tab, .ctrl("k")) + MemoryTerminal.Step.type(forms[3]) + .keys(.enter, .escape, .ctrl("s"), .character("q")))
        #expect(run.ending == .quit)
        let file = try #require(try XLIFFReader.read(try exported.bytes()).files.first { $0.original.hasSuffix("Localizable.xcstrings") })
        let ids = file.units.map(\.id)
        #expect(!ids.contains("Pack of 12"))
        let start = try #require(ids.firstIndex(of: "Pack of 12|==|plural.few"))
        #expect(Array(ids[(start - 1)...(start + 4)]) == ["Pack of 6", "Pack of 12|==|plural.few", "Pack of 12|==|plural.many", "Pack of 12|==|plural.one", "Pack of 12|==|plural.other", "Settings"])
        #expect(file.units[start..<(start + 4)].map { $0.target?.content.text } == [forms[1], forms[2], forms[0], forms[3]])
        #expect(file.units[start..<(start + 4)].allSatisfy { $0.target?.state == "translated" && $0.source.text == "Pack of 12" })
    }

    @Test("p and v on plain translations: the saved XLIFF is what export writes for those forms (ids, order, notes, layout), nothing else moves; undo gives the file back byte for byte")
    func varyByPluralAndDeviceThenUndo() throws {
        let exported = try ExportedBundle()
        let before = try exported.bytes()
        var state = try exported.state()
        // "Diet" (a comment) varies by plural, "Cancel" by iPhone and Mac.
        let script: [MemoryTerminal.Step] = [.key(.character(":"))] + MemoryTerminal.Step.type("Diet") + .keys(.enter, .character("p"))
            + [.key(.character(":"))] + MemoryTerminal.Step.type("Cancel") + .keys(.enter, .character("v"), .character(" "), .down, .down, .down, .character(" "), .enter)
            + .keys(.ctrl("s"), .character("q"))
        var run = exported.run(&state, script)
        #expect(run.ending == .quit)
        #expect(run.terminal.frames.contains { $0.text().contains("varies by device: iphone · mac · other") })
        // What export writes for the catalog as edited: the file's units rebuilt by the
        // exporter, every other byte (the header, the other files) as it was.
        let catalog = try #require(state.documents.first { $0.exchange?.original == "BackyardBirds/Localizable.xcstrings" }).catalog
        var expected = try XLIFFReader.read(before)
        let file = try #require(expected.files.firstIndex { $0.original == "BackyardBirds/Localizable.xcstrings" })
        expected.files[file].units = CatalogUnits(catalog: catalog, language: "uk").units()
        let after = try exported.bytes()
        #expect(after == XLIFFWriter.bytes(expected))
        let ids = try XLIFFReader.read(after).files[file].units.map(\.id)
        #expect(ids.filter { $0.hasPrefix("Diet") } == ["Diet|==|plural.few", "Diet|==|plural.many", "Diet|==|plural.one", "Diet|==|plural.other"])
        #expect(ids.filter { $0.hasPrefix("Cancel") } == ["Cancel|==|device.iphone", "Cancel|==|device.mac", "Cancel|==|device.other"])
        let text = String(decoding: after, as: UTF8.self)
        #expect(text.contains("""
              <trans-unit id="Diet|==|plural.other" xml:space="preserve">
                <source>Diet</source>
                <target state="translated">Живлення</target>
                <note>Section header on the bird detail screen: what the bird eats</note>
              </trans-unit>
        """))
        #expect(text.contains("""
              <trans-unit id="Cancel|==|device.mac" xml:space="preserve">
                <source>Cancel</source>
                <target state="new"/>
                <note/>
              </trans-unit>
        """))
        run = exported.run(&state, .keys(.character("u"), .character("u"), .ctrl("s"), .character("q")))
        #expect(run.ending == .quit)
        #expect(try exported.bytes() == before)
    }

    @Test("e on a translation runs $EDITOR on it; Ctrl-S rewrites that target only, escaped; e on the source text is refused")
    func externalEditor() throws {
        let exported = try ExportedBundle()
        let value = "Раціон птаха,\nдва рядки & <теги>"
        let editor = exported.root + "/fake-editor"
        try Scratch.writeScript("#!/bin/sh\nprintf '%s' '\(value)' > \"$1\"\n", to: editor)
        var lines = try exported.lines()
        let unit = try #require(lines.firstIndex { $0.contains("<trans-unit id=\"Diet\"") })
        #expect(lines[unit + 2] == "        <target state=\"translated\">Живлення</target>")
        lines[unit + 2] = "        <target state=\"translated\">Раціон птаха,"
        lines.insert("два рядки &amp; &lt;теги&gt;</target>", at: unit + 3)
        var state = try exported.state()
        let environment = ["EDITOR": editor, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "TMPDIR": exported.root]
        let run = exported.run(&state, [.key(.character(":"))] + MemoryTerminal.Step.type("Diet")
            + .keys(.enter, .character("["), .character("e"), .character("]"), .character("e"), .ctrl("s"), .character("q")), environment: environment)
        #expect(run.ending == .quit)
        #expect(run.terminal.suspensions == 1, "only the translation's e runs the editor")
        #expect(run.terminal.frames.contains { $0.text().contains("The English text is the developer's source") })
        #expect(try exported.lines() == lines)
    }

    @Test("The XLIFF changed on disk: Ctrl-S asks; o writes the translation into the other program's version")
    func conflictOverwrite() throws {
        let exported = try ExportedBundle()
        var state = try exported.state()
        var theirs: [String] = []
        let rewrite = {
            // Another tool fills in a unit of another file.
            let written = exported.rewriteElsewhere("<source>Bird Food Shop</source>",
                                                    with: "<source>Bird Food Shop</source>\n        <target state=\"translated\">Крамниця корму</target>")
            theirs = String(decoding: written, as: UTF8.self).components(separatedBy: "\n")
        }
        let run = exported.run(&state, Self.translate("feederStatus.l", "Корму мало") + [.action(rewrite)] + .keys(.ctrl("s"), .character("o"), .character("q")))
        #expect(run.ending == .quit)
        #expect(run.terminal.frames.contains { $0.text().contains("uk.xliff (of uk.xcloc) changed on disk") })
        let unit = try #require(theirs.firstIndex { $0.contains("<trans-unit id=\"feederStatus.lowOnSeed\"") })
        theirs.insert("        <target state=\"translated\">Корму мало</target>", at: unit + 2)
        #expect(try exported.lines() == theirs)
        // The other file of the XLIFF now shows what the other program wrote.
        let broken = try #require(state.documents.first { $0.exchange?.original == "BackyardBirds/Broken.xcstrings" })
        #expect(broken.catalog.strings.first { $0.key == "Bird Food Shop" }?.localization(for: "uk")?.stringUnit?.value == "Крамниця корму")
        #expect(!state.hasUnsavedChanges)
    }

    @Test("The XLIFF changed on disk: r reloads every file of it and drops the edit")
    func conflictReload() throws {
        let exported = try ExportedBundle()
        var state = try exported.state()
        var theirs: [UInt8] = []
        let rewrite = {
            theirs = exported.rewriteElsewhere("<target state=\"new\">Набір із 12</target>", with: "<target state=\"translated\">Набір із 12</target>")
        }
        let run = exported.run(&state, Self.translate("feederStatus.l", "Корму мало") + [.action(rewrite)] + .keys(.ctrl("s"), .character("r"), .character("q")))
        #expect(run.ending == .quit)
        #expect(try exported.bytes() == theirs)
        #expect(!state.hasUnsavedChanges)
        let string = try #require(state.catalog.strings.first { $0.key == "Pack of 12" })
        #expect(string.localization(for: "uk")?.stringUnit?.state == .translated)
        #expect(state.catalog.strings.first { $0.key == "feederStatus.lowOnSeed" }?.localization(for: "uk") == nil)
    }

    @Test("SIGTERM keeps unsaved translations in a copy of the XLIFF; the next start restores them, and saving removes the copy")
    func recovery() throws {
        let exported = try ExportedBundle()
        let original = try exported.bytes()
        var state = try exported.state()
        let first = exported.run(&state, Self.translate("feederStatus.l", "Корму мало") + [.event(.terminate(signal: 15))])
        guard case .terminated(signal: 15, let report) = first.ending else {
            Issue.record("expected SIGTERM's ending, got \(first.ending)")
            return
        }
        let copy = exported.xliff + ".xcedit-recovery"
        #expect(report == ["xcedit: unsaved changes to \(exported.xliff) kept in \(copy)"])
        #expect(try exported.bytes() == original, "the XLIFF itself is untouched")
        let expected = try exported.lines(adding: "        <target state=\"translated\">Корму мало</target>", after: "feederStatus.lowOnSeed")
        #expect(try exported.lines(copy) == expected, "the copy is the XLIFF with the change")

        var next = try exported.state()
        let second = exported.run(&next, .keys(.character("r"), .ctrl("s"), .character("q")))
        #expect(second.ending == .quit)
        #expect(second.terminal.frames.first?.text().contains("Restore them?") == true)
        #expect(try exported.lines() == expected)
        #expect(!FileManager.default.fileExists(atPath: copy))
    }

    @Test("The whole bundle walked with n, a translation typed at each string to do, Ctrl-S: the XLIFF changes in those units only, in every file")
    func walkTheBundle() throws {
        let exported = try ExportedBundle()
        let before = try exported.lines()
        let others = try exported.otherFiles()
        var state = try exported.state()
        let toDo = state.visibleRows.filter { [.new, .needsReview].contains(state.badge(of: $0)) }
        #expect(Set(toDo.map(\.document)).count == 3, "every file of the bundle has strings to do")
        // w: Enter stays, so that n does the walking; each string: Enter, Ctrl-K, its text, Enter, n.
        var script: [MemoryTerminal.Step] = .keys(.character("w"))
        for step in toDo.indices {
            script += .keys(.enter, .ctrl("k")) + MemoryTerminal.Step.type("T\(step)") + .keys(.enter, .character("n"))
        }
        let run = exported.run(&state, script + .keys(.ctrl("s"), .character("q")))
        #expect(run.ending == .quit)
        #expect(run.terminal.frames.contains { $0.text().contains("Wrapped to the top") }, "n went through to the end of the bundle")
        let after = try exported.lines()
        // Aligned line by line: a line of the XLIFF either stayed, or is a target put in where
        // the unit had none or over the one it had; each such line belongs to a unit of a
        // string walked (by its id, the key before "|==|").
        let walked = Set(toDo.map { xmlEscaped(state.documents[$0.document].catalog.strings[$0.string].key) })
        var typed: [String] = []
        var (i, j) = (0, 0)
        while j < after.count {
            if i < before.count && before[i] == after[j] { i += 1; j += 1; continue }
            let unit = after[..<j].last { $0.contains("<trans-unit id=\"") } ?? ""
            let id = unit.components(separatedBy: "id=\"").last?.components(separatedBy: "\"").first ?? ""
            #expect(walked.contains(id.components(separatedBy: "|==|")[0]), "\(after[j]) in \(unit)")
            #expect(after[j].trimmingCharacters(in: .whitespaces).hasPrefix("<target "), "\(after[j])")
            if after[j].contains(">T") { typed.append(after[j]) }
            if i < before.count && before[i].contains("<target") { i += 1 }
            j += 1
        }
        #expect(i == before.count)
        // One typed translation per string walked; the other forms of a plural string whose
        // first form was typed are there too, empty and new, as the catalog now has them.
        #expect(typed.count == toDo.count && Set(typed).count == toDo.count, "\(typed)")
        #expect(typed.allSatisfy { $0.range(of: #"^ +<target state="translated">T[0-9]+</target>$"#, options: .regularExpression) != nil }, "\(typed)")
        #expect(try exported.otherFiles() == others)
    }

    @Test("A malformed XLIFF is reported with its line and column, and the editor does not open")
    func malformed() throws {
        let exported = try ExportedBundle()
        var text = String(decoding: try exported.bytes(), as: UTF8.self)
        text = text.replacingOccurrences(of: "</trans-unit>", with: "</trans-unt>", options: [], range: text.range(of: "</trans-unit>"))
        #expect(FileManager.default.createFile(atPath: exported.xliff, contents: Data(text.utf8)), "the file is written")
        let (documents, unreadable) = DocumentLoading.loadReadable([exported.bundle], keepingReadingsFor: exported.effects)
        #expect(documents.isEmpty)
        #expect(unreadable.first?.error.hasPrefix(exported.xliff + ":") == true)
        #expect(unreadable.first?.error.contains("error:") == true)
    }
}

/// `text` as an attribute value of the XLIFF has it.
private func xmlEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
}
