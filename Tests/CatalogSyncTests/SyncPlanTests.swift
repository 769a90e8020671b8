import Foundation
import Testing
@testable import CatalogSync
import SourceExtraction
import StringCatalogKit

/// The plan over targets, on small projects written to a temporary folder: routing by table,
/// catalogs shared by targets, catalogs left alone, and what is reported.
@Suite struct SyncPlanTests {
    typealias Support = SyncTestSupport

    @Test func stringsGoToTheCatalogOfTheirTableAndOtherTablesAreReported() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let localizable = try Support.write(Support.catalogFile(""), to: "App/Localizable.xcstrings", in: folder)
        let settings = try Support.write(Support.catalogFile(#""Old" : { }"#), to: "App/Settings.xcstrings", in: folder)
        let source = try Support.write("""
            Text("Hello")
            let title = String(localized: "Prefs", table: "Settings", comment: "window title")
            let lost = String(localized: "Lost", table: "Nowhere")
            Text("Also lost", tableName: "Nowhere")
            """, to: "App/View.swift", in: folder)
        let plan = CatalogSync.plan([SyncTarget(name: "App", sourceFiles: [source], catalogs: [localizable, settings])])
        #expect(plan.errors.isEmpty)
        #expect(plan.catalogs.map(\.path) == [localizable, settings])
        #expect(plan.catalogs.allSatisfy { $0.isSynced })
        #expect(plan.catalogs.map(\.summary.added) == [["Hello"], ["Prefs"]])
        #expect(plan.catalogs[1].summary.newlyStale == ["Old"])
        #expect(plan.unsyncedTables == [UnsyncedTable(table: "Nowhere", target: "App", reason: .noCatalog,
                                                       firstUse: SourceLocation(file: source, line: 3, column: 30), keyCount: 2)])
        #expect(plan.unsyncedTables[0].description.hasPrefix("\(source):3:30: warning: target App has no catalog for the table Nowhere"))
        #expect(plan.locations(of: "Prefs", inCatalog: settings) == [SourceLocation(file: source, line: 2, column: 31)])
        #expect(plan.locations(of: "Prefs", inCatalog: localizable).isEmpty)

        #expect(try plan.write() == [localizable, settings])
        let written = try CatalogReader.read(Support.bytes(settings)!)
        #expect(written.strings.map(\.key) == ["Old", "Prefs"])
        #expect(written.strings[1].comment == "window title")
        #expect(CatalogWriter.isInXcodeLayout(Support.bytes(localizable)!))
        #expect(!FileManager.default.fileExists(atPath: folder + "/App/Nowhere.xcstrings"))
        #expect(!CatalogSync.plan([SyncTarget(name: "App", sourceFiles: [source], catalogs: [localizable, settings])]).changesAnything)
    }

    @Test func catalogsOfOtherFilesAreLeftAlone() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let automatic = try Support.catalogFile(#""Kept" : { }"#)
        let catalogs = try [
            Support.write(automatic, to: "App/InfoPlist.xcstrings", in: folder),
            Support.write(automatic, to: "App/mul.lproj/Main.xcstrings", in: folder),
            Support.write(automatic, to: "App/Base.lproj/Launch.xcstrings", in: folder),
            Support.write(automatic, to: "App/AppShortcuts.xcstrings", in: folder),
            Support.write(automatic, to: "App/Onboarding.xcstrings", in: folder),
            // Not JSON: a catalog left alone is not even read.
            Support.write("not a catalog", to: "App/en.lproj/../mul.lproj/Broken.xcstrings", in: folder),
        ]
        let source = try Support.write(#"Text("Title", tableName: "InfoPlist")"#, to: "App/View.swift", in: folder)
        let target = SyncTarget(name: "App", sourceFiles: [source], catalogs: catalogs, resourceFiles: [folder + "/App/Base.lproj/Onboarding.storyboard"])
        let plan = CatalogSync.plan([target])
        #expect(plan.errors.isEmpty)
        #expect(plan.catalogs.map(\.role) == [.infoPlist, .interfaceBuilder, .interfaceBuilder, .appShortcuts, .interfaceBuilder, .interfaceBuilder])
        #expect(!plan.changesAnything)
        #expect(plan.catalogs.allSatisfy { $0.summary == CatalogSyncSummary() && !$0.isSynced })
        #expect(plan.unsyncedTables.map(\.reason) == [.catalogLeftAlone(path: catalogs[0], role: .infoPlist)])
        #expect(try plan.write().isEmpty)
        for path in catalogs.dropLast() { #expect(Support.bytes(path) == automatic) }
    }

    @Test func aCatalogSharedByTargetsHasTheStringsOfAllOfThem() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = try Support.write(Support.catalogFile(#""Gone" : { }, "Shared" : { }, "Widget only" : { }"#), to: "Localizable.xcstrings", in: folder)
        let shared = try Support.write(#"Text("Shared")"#, to: "Shared.swift", in: folder)
        let app = try Support.write(#"Text("App only")"#, to: "App.swift", in: folder)
        let widget = try Support.write(#"Text("Widget only")"#, to: "Widget.swift", in: folder)
        let targets = [
            SyncTarget(name: "App", sourceFiles: [shared, app], catalogs: [catalog]),
            SyncTarget(name: "App-Catalyst", sourceFiles: [app, shared], catalogs: [catalog]),
            SyncTarget(name: "Widget", sourceFiles: [shared, widget], catalogs: [catalog]),
        ]
        let plan = CatalogSync.plan(targets)
        #expect(plan.catalogs.count == 1)
        #expect(plan.catalogs[0].targets == ["App", "App-Catalyst", "Widget"])
        #expect(plan.catalogs[0].summary.added == ["App only"])
        #expect(plan.catalogs[0].summary.newlyStale == ["Gone"])
        // Each place once, however many targets compile it.
        #expect(plan.locations(of: "Shared", inCatalog: catalog) == [SourceLocation(file: shared, line: 1, column: 6)])
    }

    @Test func twoCatalogsOfOneTableAreAnErrorAndNothingIsWritten() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try Support.write(Support.catalogFile(""), to: "A/Localizable.xcstrings", in: folder)
        let second = try Support.write(Support.catalogFile(""), to: "B/Localizable.xcstrings", in: folder)
        let other = try Support.write(Support.catalogFile(""), to: "A/Other.xcstrings", in: folder)
        let before = Support.bytes(other)
        let source = try Support.write(#"Text("Hi"); Text("There", tableName: "Other")"#, to: "View.swift", in: folder)
        let plan = CatalogSync.plan([SyncTarget(name: "App", sourceFiles: [source], catalogs: [first, second, other])])
        #expect(plan.errors == [.duplicateTable(target: "App", table: "Localizable", catalogs: [first, second])])
        #expect(plan.errors[0].description.contains("target App has 2 catalogs for the table Localizable"))
        #expect(plan.catalogs.first { $0.path == other }?.isChanged == true)
        #expect(plan.catalogs.filter(\.isSynced).map(\.path) == [other])
        #expect(throws: SyncWriteFailure.planHasErrors(plan.errors)) { try plan.write() }
        #expect(Support.bytes(other) == before)
    }

    @Test(arguments: [
        ("{ \"sourceLanguage\" : \"en\", \"strings\" : { \"a\" : { } ", "Localizable.xcstrings:1:"),
        ("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"caf\u{FF}\" : { }\n  }\n}", "Localizable.xcstrings:4:"),
    ])
    func anUnreadableCatalogIsAnErrorWithItsPlaceAndNothingIsWritten(text: String, place: String) throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var bytes = Array(text.utf8)
        // `ÿ` as one Latin-1 byte: not UTF-8.
        if let index = bytes.firstIndex(of: 0xC3) { bytes.replaceSubrange(index...index + 1, with: [0xFF]) }
        let broken = try Support.write(bytes, to: "Localizable.xcstrings", in: folder)
        let other = try Support.write(Support.catalogFile(""), to: "Other.xcstrings", in: folder)
        let source = try Support.write(#"Text("Hi"); Text("There", tableName: "Other")"#, to: "View.swift", in: folder)
        let plan = CatalogSync.plan([SyncTarget(name: "App", sourceFiles: [source], catalogs: [broken, other])])
        try #require(plan.errors.count == 1)
        #expect(plan.errors[0].description.hasPrefix(folder + "/" + place), "\(plan.errors[0])")
        #expect(plan.unsyncedTables.isEmpty, "the error says it already")
        #expect(throws: SyncWriteFailure.self) { try plan.write() }
        #expect(Support.bytes(other) == (try Support.catalogFile("")))
    }

    @Test func aMissingCatalogIsReportedAndNeverCreated() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let missing = folder + "/Document.xcstrings"
        let present = try Support.write(Support.catalogFile(""), to: "Localizable.xcstrings", in: folder)
        let source = try Support.write(#"Text("Hi"); Text("Open", tableName: "Document")"#, to: "View.swift", in: folder)
        let plan = CatalogSync.plan([SyncTarget(name: "App", sourceFiles: [source], catalogs: [missing, present])])
        #expect(plan.errors.isEmpty)
        #expect(plan.missingCatalogs == [MissingCatalog(path: missing, targets: ["App"])])
        #expect(plan.unsyncedTables.map(\.reason) == [.catalogMissing(path: missing)])
        #expect(plan.catalogs.map(\.path) == [present])
        try plan.write()
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test func unreadableSourcesAreSkippedWithAWarning() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = try Support.write(Support.catalogFile(#""Kept" : { }"#), to: "Localizable.xcstrings", in: folder)
        let good = try Support.write(#"Text("Kept")"#, to: "Good.swift", in: folder)
        let latin1 = try Support.write([UInt8](#"Text("Caf"#.utf8) + [0xE9] + [UInt8](#"")"#.utf8), to: "Latin1.swift", in: folder)
        let absent = folder + "/Absent.swift"
        let plan = CatalogSync.plan([SyncTarget(name: "App", sourceFiles: [good, latin1, absent], catalogs: [catalog])])
        #expect(plan.errors.isEmpty)
        #expect(Set(plan.skippedSources.compactMap(\.file)) == [latin1, absent])
        #expect(!plan.changesAnything)
    }

    @Test func onlyCatalogsWhoseContentChangesAreWritten() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // In another tool's layout, but up to date: left as it is (`fmt` is for layouts).
        let otherLayout = try Support.write(#"{"sourceLanguage":"en","strings":{"Hi":{}},"version":"1.0"}"#, to: "Localizable.xcstrings", in: folder)
        let changed = try Support.write(#"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#, to: "Other.xcstrings", in: folder)
        let source = try Support.write(#"Text("Hi"); Text("There", tableName: "Other")"#, to: "View.swift", in: folder)
        let plan = CatalogSync.plan([SyncTarget(name: "App", sourceFiles: [source], catalogs: [otherLayout, changed])])
        #expect(plan.changedCatalogs.map(\.path) == [changed])
        let newBytes = try #require(plan.changedCatalogs.first?.newBytes)
        #expect(CatalogWriter.isInXcodeLayout(newBytes))
        #expect(try plan.write() == [changed])
        #expect(Support.bytes(changed) == newBytes)
        #expect(String(decoding: Support.bytes(otherLayout)!, as: UTF8.self) == #"{"sourceLanguage":"en","strings":{"Hi":{}},"version":"1.0"}"#)
    }

    @Test func aCatalogChangedOnDiskAfterThePlanIsNotOverwritten() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try Support.write(Support.catalogFile(""), to: "Localizable.xcstrings", in: folder)
        let second = try Support.write(Support.catalogFile(""), to: "Other.xcstrings", in: folder)
        let source = try Support.write(#"Text("Hi"); Text("There", tableName: "Other")"#, to: "View.swift", in: folder)
        let plan = CatalogSync.plan([SyncTarget(name: "App", sourceFiles: [source], catalogs: [first, second])])
        let edited = try Support.catalogFile(#""Edited meanwhile" : { }"#)
        try Support.write(edited, to: "Other.xcstrings", in: folder)
        #expect(throws: SyncWriteFailure.self) { try plan.write() }
        #expect(Support.bytes(first) == (try Support.catalogFile("")), "all or nothing")
        #expect(Support.bytes(second) == edited)
    }

    @Test func aReadOnlyCatalogIsReplacedOnlyWhenAsked() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = try Support.write(Support.catalogFile(""), to: "Localizable.xcstrings", in: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: catalog)
        let source = try Support.write(#"Text("Hi")"#, to: "View.swift", in: folder)
        let plan = CatalogSync.plan([SyncTarget(name: "App", sourceFiles: [source], catalogs: [catalog])])
        #expect(throws: SyncWriteFailure.self) { try plan.write() }
        #expect(try plan.write(replacingReadOnly: true) == [catalog])
        let mode = try FileManager.default.attributesOfItem(atPath: catalog)[.posixPermissions] as? Int
        #expect(mode == 0o444)
    }

    @Test func aLinkedCatalogStaysALink() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let real = try Support.write(Support.catalogFile(""), to: "Shared/Localizable.xcstrings", in: folder)
        let link = folder + "/App/Localizable.xcstrings"
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        let source = try Support.write(#"Text("Hi")"#, to: "App/View.swift", in: folder)
        try CatalogSync.plan([SyncTarget(name: "App", sourceFiles: [source], catalogs: [link])]).write()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(try CatalogReader.read(Support.bytes(real)!).strings.map(\.key) == ["Hi"])
    }
}
