import Foundation
import Testing
@testable import CatalogEditor
import StringCatalogKit

/// A translator's bundle of several files in Scottish Gaelic, as an app with packages
/// exports it: the app's two catalogs, then one `Localizable.xcstrings` per package module.
enum BundleFixture {
    static let originals = [
        "geteduroam/InfoPlist.xcstrings",
        "geteduroam/Localizable.xcstrings",
        "geteduroam/GeteduroamPackage/Sources/AuthClient/Resources/Localizable.xcstrings",
        "geteduroam/GeteduroamPackage/Sources/Main/Resources/Localizable.xcstrings",
        "geteduroam/GeteduroamPackage/Sources/Models/Resources/Localizable.xcstrings",
    ]

    /// Per file, its strings: key and Gaelic state (nil: no target yet, new).
    static let strings: [[(String, TranslationState?)]] = [
        [("CFBundleDisplayName", .translated), ("NSCameraUsageDescription", .translated)],
        [("Connect", .translated), ("Done", nil), ("Settings", .translated)],
        [("Done", nil), ("Password", .translated), ("Sign in", .needsReview)],
        [("Done", .translated), ("Welcome", .translated)],
        [("Network %@", nil), ("Profile", .translated)],
    ]

    static func documents() -> [Document] {
        originals.enumerated().map { index, original in
            var catalog = StringCatalog(sourceLanguage: "en")
            for (key, state) in strings[index] {
                var forms = KeyedList([("en", Localization(key, state: .translated))])
                if let state { forms.set("gd", Localization("gd " + key, state: state)) }
                catalog.insert(CatalogString(key: key, comment: "In \(original)", localizations: forms))
            }
            let origin = ExchangeOrigin(input: "gd.xcloc", xliffPath: "gd.xcloc/Localized Contents/gd.xliff", fileIndex: index,
                                        original: original, language: "gd")
            return Document(path: "gd.xcloc/" + original, catalog: catalog, projectLanguages: ["gd"], exchange: origin)
        }
    }

    static func state(width: Int = 100, height: Int = 30) -> EditorState {
        EditorState(documents: documents(), width: width, height: height, checker: CatalogChecker())
    }
}

/// Rows as "file: key", the file by its label, in table order.
private func rows(_ state: EditorState) -> [String] {
    state.visibleRows.map { row in
        state.documents[row.document].label.short + ": " + state.documents[row.document].catalog.strings[row.string].key
    }
}

/// The selected row as "file: key".
private func selected(_ state: EditorState) -> String? {
    state.selectedRowReference.map { row in
        state.documents[row.document].label.short + ": " + state.documents[row.document].catalog.strings[row.string].key
    }
}

/// The Gaelic value of `key` in the file at `index`.
private func gaelic(_ state: EditorState, _ index: Int, _ key: String) -> String? {
    let catalog = state.documents[index].catalog
    return catalog.index(ofKey: key).flatMap { catalog.entry(at: $0).displayValue(in: "gd") }
}

@Suite("A bundle as one piece of work: the all-files view in the reducer")
struct AllFilesReducerTests {
    @Test("A bundle of several files opens on all of them, on the first string still to do; files named by what tells them apart")
    func opening() {
        let state = BundleFixture.state()
        #expect(state.showsAllFiles && state.offersAllFiles)
        #expect(state.language == "gd")
        #expect(rows(state).count == 12 && state.tableStringCount == 12)
        #expect(rows(state).prefix(3) == ["InfoPlist.xcstrings: CFBundleDisplayName", "InfoPlist.xcstrings: NSCameraUsageDescription", "Localizable.xcstrings: Connect"])
        // The first string to do is in the second file.
        #expect(selected(state) == "Localizable.xcstrings: Done")
        #expect(state.document.name == "gd.xcloc: Localizable.xcstrings")
        #expect(state.documents.map(\.label.short) == ["InfoPlist.xcstrings", "Localizable.xcstrings", "AuthClient/…/Localizable.xcstrings",
                                                     "Main/…/Localizable.xcstrings", "Models/…/Localizable.xcstrings"])
        // The sidebar's progress is the bundle's: 8 of 12 translated.
        #expect(state.progress(of: "gd")?.translated == 8 && state.progress(of: "gd")?.total == 12)
    }

    @Test("n goes from file to file to the last string to do, then wraps to the top; N goes back")
    func nextToDoAcrossFiles() {
        var state = BundleFixture.state()
        var seen: [String] = [selected(state)!]
        for _ in 0..<3 {
            #expect(state.reduce(.nextToDo) == [])
            seen.append(selected(state)!)
        }
        #expect(seen == ["Localizable.xcstrings: Done", "AuthClient/…/Localizable.xcstrings: Done", "AuthClient/…/Localizable.xcstrings: Sign in",
                         "Models/…/Localizable.xcstrings: Network %@"])
        // The cursor carries the current file along: what an edit would change.
        #expect(state.document.label.short == "Models/…/Localizable.xcstrings")
        state.reduce(.nextToDo)
        #expect(selected(state) == "Localizable.xcstrings: Done" && state.message?.text == "Wrapped to the top")
        state.reduce(.previousToDo)
        #expect(selected(state) == "Models/…/Localizable.xcstrings: Network %@" && state.message?.text == "Wrapped to the bottom")
    }

    @Test("Enter moves on into the next file; 'nothing left' only once the whole bundle is done")
    func translatingWalksTheBundle() {
        var state = BundleFixture.state()
        var typed: [String] = []
        for _ in 0..<4 {
            state.reduce(.edit)
            guard state.session != nil else { break }
            let text = "gd \(typed.count)"
            state.reduce(.field(.insert(text)))
            typed.append(selected(state)!)
            state.reduce(.fieldCommit)
        }
        #expect(typed == ["Localizable.xcstrings: Done", "AuthClient/…/Localizable.xcstrings: Done", "AuthClient/…/Localizable.xcstrings: Sign in",
                          "Models/…/Localizable.xcstrings: Network %@"])
        #expect(state.session == nil)
        #expect(state.message?.text == "Nothing left to do in Scottish Gaelic here")
        // Each value went into its own file, the same key in two files kept apart.
        #expect(gaelic(state, 1, "Done")?.hasPrefix("gd 0") == true && gaelic(state, 2, "Done")?.hasPrefix("gd 1") == true)
        #expect(gaelic(state, 3, "Done") == "gd Done")
        #expect(state.documents.map(\.isModified) == [false, true, true, false, true])
        // Said wherever the cursor is: the first file has no change, the bundle has.
        state.reduce(.top)
        #expect(!state.document.isModified && state.tableIsModified)
        #expect(state.reduce(.nextToDo) == [.bell])
        #expect(state.message?.text == "Nothing to do in Scottish Gaelic here")
        #expect(state.progress(of: "gd")?.percent == 100)
    }

    @Test("Under the 'needs work' filter a commit sends the string out of the table: the value still lands in its own file")
    func commitUnderAFilterKeepsItsFile() {
        var state = BundleFixture.state()
        state.reduce(.toggleMoveOn)  // Enter stays: the field closes, the cursor is where the table puts it
        while state.stateFilter != .needsWork { state.reduce(.cycleStateFilter) }
        #expect(rows(state) == ["Localizable.xcstrings: Done", "AuthClient/…/Localizable.xcstrings: Done", "AuthClient/…/Localizable.xcstrings: Sign in",
                                "Models/…/Localizable.xcstrings: Network %@"])
        state.reduce(.top)
        state.reduce(.edit)
        state.reduce(.field(.insert("Dèanta")))
        state.reduce(.fieldCommit)
        // The string left the table; the cursor is now on the other file's "Done".
        #expect(selected(state) == "AuthClient/…/Localizable.xcstrings: Done")
        #expect(gaelic(state, 1, "Done") == "Dèanta" && gaelic(state, 2, "Done") == nil)
        // Tab commits the same way, then opens the next form of the same string in its file.
        state.reduce(.edit)
        state.reduce(.field(.insert("Dèanta 2")))
        state.reduce(.fieldCommitAndMove(1))
        #expect(gaelic(state, 2, "Done") == "Dèanta 2" && gaelic(state, 1, "Done") == "Dèanta")
        #expect(state.session?.document == 2)
    }

    @Test("The filter finds strings in every file; the picker counts its matches per file and lists All files first")
    func filterAndPickerCounts() {
        var state = BundleFixture.state()
        state.reduce(.startFilter)
        state.reduce(.filterType("done"))
        state.reduce(.filterAccept)
        #expect(rows(state) == ["Localizable.xcstrings: Done", "AuthClient/…/Localizable.xcstrings: Done", "Main/…/Localizable.xcstrings: Done"])
        state.reduce(.openCatalogPicker)
        #expect(state.overlay == .catalogPicker(selection: 0, query: ""))
        #expect(state.pickerEntries(matching: "") == [.allFiles, .document(0), .document(1), .document(2), .document(3), .document(4)])
        #expect(state.pickerMatchCounts == [0, 1, 1, 1, 0])
        // Opening one file keeps the filter; the picker then still counts every file's matches.
        state.reduce(.moveDown)
        state.reduce(.moveDown)
        state.reduce(.pickerOpenSelected)
        #expect(!state.showsAllFiles && state.document.label.short == "Localizable.xcstrings" && rows(state) == ["Localizable.xcstrings: Done"])
        state.reduce(.openCatalogPicker)
        #expect(state.overlay == .catalogPicker(selection: 2, query: ""))
        #expect(state.pickerMatchCounts == [0, 1, 1, 1, 0])
        state.reduce(.closeOverlay)
        state.reduce(.clearMarks)  // Esc: no marks, so the filter goes
        state.reduce(.openCatalogPicker)
        #expect(state.pickerMatchCounts == nil)
    }

    @Test("Typing in the picker keeps the files whose path has the text; Enter opens the one selected, All files goes back")
    func pickerTypeToFind() {
        var state = BundleFixture.state()
        state.reduce(.openCatalogPicker)
        for character in "mOd" { state.reduce(.pickerType(String(character))) }
        #expect(state.overlay == .catalogPicker(selection: 0, query: "mOd"))
        #expect(state.pickerEntries(matching: "mOd") == [.document(4)])
        for _ in 0..<3 { state.reduce(.pickerType(nil)) }
        #expect(state.overlay == .catalogPicker(selection: 0, query: ""))
        // The whole path counts: every package's file is under GeteduroamPackage.
        #expect(state.pickerEntries(matching: "PACKAGE") == [.document(2), .document(3), .document(4)])
        state.reduce(.pickerType("package"))
        state.reduce(.moveDown)
        state.reduce(.moveDown)
        state.reduce(.moveDown)
        state.reduce(.pickerOpenSelected)
        #expect(state.overlay == nil && !state.showsAllFiles && state.document.label.short == "Models/…/Localizable.xcstrings")
        #expect(rows(state) == ["Models/…/Localizable.xcstrings: Network %@", "Models/…/Localizable.xcstrings: Profile"])
        // A text no path has: Enter says so.
        state.reduce(.openCatalogPicker)
        state.reduce(.pickerType("zzz"))
        #expect(state.reduce(.pickerOpenSelected) == [.bell] && state.overlay != nil)
        state.reduce(.closeOverlay)
        // "All files" is found by its name too, and takes the cursor's string along.
        state.reduce(.nextToDo)
        let string = selected(state)
        state.reduce(.openCatalogPicker)
        state.reduce(.pickerType("all"))
        #expect(state.pickerEntries(matching: "all") == [.allFiles])
        state.reduce(.pickerOpenSelected)
        #expect(state.showsAllFiles && rows(state).count == 12 && selected(state) == string)
    }

    @Test("One file alone: n stays in it, and says how much waits in the other files")
    func oneFileAlone() {
        var state = BundleFixture.state()
        state.reduce(.openCatalogPicker)
        state.reduce(.pickerType("Main"))
        state.reduce(.pickerOpenSelected)
        #expect(state.reduce(.nextToDo) == [.bell])
        #expect(state.message?.text == "Nothing to do in Scottish Gaelic here; 4 in other files (o: All files)")
    }

    @Test("Alt-r over every file shown: one question naming the files, one step, one undo")
    func bulkReviewAcrossFiles() {
        var state = BundleFixture.state()
        // Send two translated strings of two files for review, one at a time.
        state.reduce(.top)
        state.reduce(.markForReview)
        state.reduce(.nextToDo)
        state.reduce(.nextToDo)
        state.reduce(.nextToDo)
        #expect(selected(state) == "AuthClient/…/Localizable.xcstrings: Sign in")
        state.reduce(.markAllShownReviewed)
        #expect(state.prompt?.question == "Mark 2 strings reviewed in Scottish Gaelic in 2 files? (the other 10 strings of the 12 have nothing waiting for review)")
        state.reduce(.answer("y"))
        #expect(state.message?.text == "2 strings are now translated")
        #expect(state.documents[0].catalog.strings[0].localization(for: "gd")?.stringUnit?.state == .translated)
        #expect(state.documents[2].catalog.strings[2].localization(for: "gd")?.stringUnit?.state == .translated)
        state.reduce(.undo)
        #expect(state.message?.text == "Undone: Mark reviewed: 2 strings (in 2 files)")
        #expect(state.documents[0].catalog.strings[0].localization(for: "gd")?.stringUnit?.state == .needsReview)
        #expect(state.documents[2].catalog.strings[2].localization(for: "gd")?.stringUnit?.state == .needsReview)
    }

    @Test("Space marks strings in several files; R sends them for review after one question")
    func marksAcrossFiles() {
        var state = BundleFixture.state()
        state.reduce(.top)
        state.reduce(.moveDown)
        state.reduce(.moveDown)
        #expect(selected(state) == "Localizable.xcstrings: Connect")
        state.reduce(.toggleMark)  // the cursor goes down
        for _ in 0..<3 { state.reduce(.moveDown) }
        #expect(selected(state) == "AuthClient/…/Localizable.xcstrings: Password")
        state.reduce(.toggleMark)
        #expect(state.markCount == 2 && state.marks == [ScalarKey("Password")])
        state.reduce(.markForReview)
        #expect(state.prompt?.question == "Mark 2 strings for review in Scottish Gaelic in 2 files?")
        state.reduce(.answer("y"))
        #expect(state.message?.text == "2 strings now need review" && state.markCount == 0)
        #expect(state.documents[1].catalog.strings[0].localization(for: "gd")?.stringUnit?.state == .needsReview)
        #expect(state.documents[2].catalog.strings[1].localization(for: "gd")?.stringUnit?.state == .needsReview)
    }

    @Test("u takes back the last step of the bundle, whichever file the cursor is in; Ctrl-R redoes in order")
    func undoFollowsTheSteps() {
        var state = BundleFixture.state()
        state.reduce(.toggleMoveOn)
        state.reduce(.edit)
        state.reduce(.field(.insert("a")))
        state.reduce(.fieldCommit)  // Localizable: Done
        state.reduce(.nextToDo)
        state.reduce(.edit)
        state.reduce(.field(.insert("b")))
        state.reduce(.fieldCommit)  // AuthClient: Done
        state.reduce(.top)  // the cursor back in the first file
        state.reduce(.undo)
        #expect(gaelic(state, 2, "Done") == nil && gaelic(state, 1, "Done") == "a")
        #expect(state.message?.text == "Undone: Edit Scottish Gaelic of “Done” (in AuthClient/…/Localizable.xcstrings)")
        #expect(selected(state) == "AuthClient/…/Localizable.xcstrings: Done")
        state.reduce(.undo)
        #expect(gaelic(state, 1, "Done") == nil)
        state.reduce(.redo)
        #expect(gaelic(state, 1, "Done") == "a" && gaelic(state, 2, "Done") == nil)
        state.reduce(.redo)
        #expect(gaelic(state, 2, "Done") == "b")
    }

    @Test("x goes to the next problem in whichever file")
    func problemsAcrossFiles() {
        var documents = BundleFixture.documents()
        // A placeholder the translation lost, in the last file.
        documents[4].applyForTest { catalog in
            catalog.modifyString(key: "Network %@") { $0.setLocalization(Localization("Lìonra", state: .translated), for: "gd") }
        }
        var state = EditorState(documents: documents, width: 100, height: 30, checker: CatalogChecker())
        state.reduce(.top)
        #expect(state.reduce(.nextProblem) == [])
        #expect(selected(state) == "Models/…/Localizable.xcstrings: Network %@")
        #expect(state.message?.text.hasPrefix("error: ") == true)
    }

    @Test("A folder of catalogs keeps one catalog at a time, named by what tells them apart")
    func folderOfCatalogs() {
        let documents = BundleFixture.documents().enumerated().map { index, document in
            Document(path: "/app/" + BundleFixture.originals[index], catalog: document.catalog)
        }
        var state = EditorState(documents: documents, width: 100, height: 30)
        #expect(!state.offersAllFiles && !state.showsAllFiles)
        #expect(state.document.name == "Localizable.xcstrings" && rows(state).count == 3)
        state.reduce(.openCatalogPicker)
        #expect(state.pickerEntries(matching: "") == (0..<5).map { .document($0) })
        state.reduce(.pickerType("auth"))
        state.reduce(.pickerOpenSelected)
        #expect(state.document.name == "AuthClient/…/Localizable.xcstrings")
        state.reduce(.selectLanguage("gd"))
        state.reduce(.nextToDo)
        state.reduce(.nextToDo)
        #expect(state.message?.text == "Wrapped to the top")
    }
}

extension Document {
    /// Changes the catalog before the editor opens it, as if the file said so.
    mutating func applyForTest(_ edit: (inout StringCatalog) -> Void) {
        var catalog = self.catalog
        edit(&catalog)
        self = Document(path: path, catalog: catalog, projectLanguages: projectLanguages, exchange: exchange)
    }
}
