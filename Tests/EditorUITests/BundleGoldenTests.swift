import EditorRuntime
import Foundation
import StringCatalogKit
import Testing
import TerminalUI
@testable import CatalogEditor
@testable import EditorUI

/// A Scottish Gaelic bundle of an app whose Swift package has six modules, each with its own
/// `Localizable.xcstrings`, written as Xcode writes an `.xcloc` and opened as `xcedit
/// gd.xcloc` opens it: eight files whose names differ only in a folder deep in the path.
enum GaelicBundle {
    static let modules = ["AuthClient", "Main", "Models", "NotificationClient", "Onboarding", "UIComponents"]

    /// Per file: its `original` and units (id = source, target or nil, state, note).
    static var files: [(String, [(String, String?, String, String)])] {
        let package = "geteduroam/GeteduroamPackage/Sources/"
        return [
            ("geteduroam/InfoPlist.xcstrings", [
                ("CFBundleDisplayName", "geteduroam", "translated", "Bundle display name"),
                ("NSLocationWhenInUseUsageDescription", "Tha an t-aonad ag iarraidh d’ àite", "translated", "Privacy - Location When In Use Usage Description"),
            ]),
            ("geteduroam/Localizable.xcstrings", [
                ("Connect", "Ceangail", "translated", "Button that connects to the network"),
                ("Done", "Deiseil", "translated", ""),
                ("Settings", "Roghainnean", "translated", "Tab title"),
            ]),
            (package + "AuthClient/Resources/Localizable.xcstrings", [
                ("Password", "Facal-faire", "translated", "Field label"),
                ("Sign in", nil, "new", "Button that signs in to the institution"),
                ("Username", "Ainm-cleachdaiche", "translated", "Field label"),
            ]),
            (package + "Main/Resources/Localizable.xcstrings", [
                ("Choose your institution", nil, "new", "Title of the list of institutions"),
                ("Welcome", "Fàilte", "translated", ""),
            ]),
            (package + "Models/Resources/Localizable.xcstrings", [
                ("Network %@", "Lìonra %@", "needs-review-l10n", "The network's name"),
                ("Profile", "Pròifil", "translated", ""),
            ]),
            (package + "NotificationClient/Resources/Localizable.xcstrings", [
                ("Certificate expires soon", nil, "new", "Notification title"),
            ]),
            (package + "Onboarding/Resources/Localizable.xcstrings", [("Get started", "Tòisich", "translated", "")]),
            (package + "UIComponents/Resources/Localizable.xcstrings", [
                ("Cancel", "Sguir dheth", "translated", ""),
                ("OK", "Ceart ma-thà", "translated", ""),
            ]),
        ]
    }

    /// The XLIFF, laid out as Xcode writes it.
    static var xliff: String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\">\n"
        for (original, units) in files {
            text += "  <file original=\"\(original)\" source-language=\"en\" target-language=\"gd\" datatype=\"plaintext\">\n"
            text += "    <header>\n      <tool tool-id=\"com.apple.dt.xcode\" tool-name=\"Xcode\" tool-version=\"16.2\" build-num=\"16C5032a\"/>\n    </header>\n    <body>\n"
            for (id, target, state, note) in units {
                text += "      <trans-unit id=\"\(id)\" xml:space=\"preserve\">\n        <source>\(id)</source>\n"
                if let target { text += "        <target state=\"\(state)\">\(target)</target>\n" }
                text += note.isEmpty ? "        <note/>\n" : "        <note>\(note)</note>\n"
                text += "      </trans-unit>\n"
            }
            text += "    </body>\n  </file>\n"
        }
        return text + "</xliff>\n"
    }

    /// The bundle in a new temporary folder, opened; remove the folder afterwards.
    static func state(width: Int, height: Int) throws -> (EditorState, folder: String) {
        let folder = NSTemporaryDirectory() + "xcedit-golden-\(UUID().uuidString)"
        let bundle = folder + "/gd.xcloc"
        try FileManager.default.createDirectory(atPath: bundle + "/Localized Contents", withIntermediateDirectories: true)
        try Data(xliff.utf8).write(to: URL(fileURLWithPath: bundle + "/Localized Contents/gd.xliff"))
        try Data("{\n  \"developmentRegion\" : \"en\",\n  \"targetLocale\" : \"gd\",\n  \"version\" : \"1.0\"\n}".utf8)
            .write(to: URL(fileURLWithPath: bundle + "/contents.json"))
        let (documents, unreadable) = DocumentLoading.loadReadable([bundle], keepingReadingsFor: EffectInterpreter(environment: [:]))
        try #require(unreadable.isEmpty, "\(unreadable.map(\.error))")
        let state = EditorState(documents: documents, width: width, height: height, checker: CatalogChecker(),
                                measure: { TextWidth.of($0) }, metrics: EditorRenderer.metrics)
        return (state, folder)
    }
}

@Suite("Golden screens: a bundle of many files as one piece of work, its files told apart")
struct BundleGoldenTests {
    @Test("It opens on all the files, on the first string to do; the inspector's title names its file, a column too where there is room",
          arguments: [(80, 24), (120, 40)])
    func opening(width: Int, height: Int) throws {
        let (state, folder) = try GaelicBundle.state(width: width, height: height)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = EditorRenderer.render(state).text()
        #expect(text.contains(width == 80 ? "gd.xcloc: all files · gd · 16 of 16 shown" : "gd.xcloc: all files · Scottish Gaelic (gd) · 16 of 16 shown"))
        #expect(state.selectedString?.key == "Sign in")
        let inspector = text.split(separator: "\n").first { $0.contains("┌ Inspector · ") } ?? ""
        #expect(inspector.contains("/AuthClient/Resources/Localizable"), "\(inspector)")
        // The sidebar counts the whole bundle: 12 of 16 translated.
        #expect(state.progress(of: "gd")?.translated == 12 && state.progress(of: "gd")?.total == 16)
        #expect(text.contains("75%"))
        if width >= 120 {
            #expect(text.contains("│FILE ") && text.contains("UIComponents/…") && text.contains("AuthClient/…"))
        } else {
            #expect(!text.contains("FILE"))
        }
        GoldenScreen.check(EditorRenderer.render(state), "bundle-opening-\(width)x\(height)")
    }

    @Test("n at the end of one file goes on into the next, to the last string to do of the bundle, at 80×24")
    func nextToDoIntoTheNextFile() throws {
        var (state, folder) = try GaelicBundle.state(width: 80, height: 24)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var files: [String] = [state.document.label.short]
        for _ in 0..<3 {
            state.reduce(.nextToDo)
            files.append(state.document.label.short)
        }
        #expect(files == ["AuthClient/…/Localizable.xcstrings", "Main/…/Localizable.xcstrings", "Models/…/Localizable.xcstrings",
                          "NotificationClient/…/Localizable.xcstrings"])
        #expect(state.selectedString?.key == "Certificate expires soon")
        GoldenScreen.check(EditorRenderer.render(state), "bundle-next-to-do-80x24")
    }

    @Test("The picker: All files, then the files told apart by their module, at 80×24")
    func picker() throws {
        var (state, folder) = try GaelicBundle.state(width: 80, height: 24)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        state.reduce(.openCatalogPicker)
        let text = EditorRenderer.render(state).text()
        #expect(text.contains("Files of gd.xcloc in geteduroam · Enter opens · Esc closes"))
        #expect(text.contains("│● All files (8)"))
        let lines = text.split(separator: "\n").filter { $0.contains("│  ") && $0.contains("Localizable") }
        for module in GaelicBundle.modules {
            #expect(lines.filter { $0.contains(module + "/") }.count == 1, "\(module) has a row of its own: \(lines)")
        }
        #expect(Set(lines).count == lines.count)
        GoldenScreen.check(EditorRenderer.render(state), "bundle-picker-80x24")
    }

    @Test("With a filter on, the picker counts its matches per file; typing narrows the list, at 80×24")
    func pickerCountsAndFinds() throws {
        var (state, folder) = try GaelicBundle.state(width: 80, height: 24)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        state.reduce(.startFilter)
        state.reduce(.filterType("in"))
        state.reduce(.filterAccept)
        state.reduce(.openCatalogPicker)
        let counted = EditorRenderer.render(state).text()
        #expect(counted.contains("All files (8)") && counted.contains("5 found"))
        GoldenScreen.check(EditorRenderer.render(state), "bundle-picker-found-80x24")
        for character in "client" { state.reduce(.pickerType(String(character))) }
        let found = EditorRenderer.render(state).text()
        #expect(found.contains("· find: client ·"))
        #expect(found.contains("AuthClient/") && found.contains("NotificationClient/") && !found.contains("All files") && !found.contains("Main/"))
        GoldenScreen.check(EditorRenderer.render(state), "bundle-picker-typed-80x24")
    }

    @Test("One file alone: its title keeps the module that tells it apart, at 80×24 and 200×50", arguments: [(80, 24), (200, 50)])
    func fileTitle(width: Int, height: Int) throws {
        var (state, folder) = try GaelicBundle.state(width: width, height: height)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        state.reduce(.openCatalogPicker)
        state.reduce(.pickerType("notif"))
        state.reduce(.pickerOpenSelected)
        let title = EditorRenderer.render(state).text().split(separator: "\n").first.map(String.init) ?? ""
        #expect(title.contains(width == 80 ? "gd.xcloc: NotificationClient/… · gd · 1 of 1 shown"
                                           : "gd.xcloc: GeteduroamPackage/Sources/NotificationClient/Resources/Localizable.xcstrings · Scottish Gaelic (gd) · 1 of 1 shown"),
                "\(title)")
        GoldenScreen.check(EditorRenderer.render(state), "bundle-file-title-\(width)x\(height)")
    }

    @Test("A title short of room drops the bundle's name before the file's")
    func titleShortOfRoom() throws {
        var (state, folder) = try GaelicBundle.state(width: 80, height: 24)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        while state.stateFilter != .needsWork { state.reduce(.cycleStateFilter) }
        #expect(TableView.title(state, width: 60) == "gd.xcloc: all files · gd · 4 of 16 shown · needs work")
        #expect(TableView.title(state, width: 52) == "all files · gd · 4 of 16 shown · needs work")
        while state.stateFilter != .all { state.reduce(.cycleStateFilter) }
        state.open(documentAt: try #require(state.documents.firstIndex { $0.label.short.hasPrefix("NotificationClient/") }))
        #expect(TableView.title(state, width: 52) == "gd.xcloc: NotificationClient/… · gd · 1 of 1 shown")
        #expect(TableView.title(state, width: 45) == "NotificationClient/… · gd · 1 of 1 shown")
    }

    @Test("A folder with two catalogs named Localizable: each title says which, at 200×50")
    func folderTitles() throws {
        let documents = ["App/Localizable.xcstrings", "Widget/Localizable.xcstrings"].map { path in
            Document(path: path, catalog: StringCatalog(sourceLanguage: "en", strings: [CatalogString(key: "Done")]))
        }
        var state = EditorState(documents: documents, width: 200, height: 50)
        let titles = (0..<2).map { index -> String in
            state.open(documentAt: index)
            return TableView.title(state, width: 196)
        }
        #expect(titles == ["App/Localizable.xcstrings · English (en) · 1 of 1 shown", "Widget/Localizable.xcstrings · English (en) · 1 of 1 shown"])
    }
}
