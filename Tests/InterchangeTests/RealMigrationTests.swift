import Foundation
import Testing
@testable import Interchange
import StringCatalogKit

/// Migrations Xcode made in real projects (`../shared/interchange/migrate/NAME/before` and
/// `after`): our migration of `before` must hold every key, language and form text of the
/// catalog Xcode wrote, for every key that `before` has. (Xcode's catalogs were committed
/// after a build, which adds strings found in code, storyboards and Info.plist and rewrites
/// their comments; those keys are not in any `before` file and are listed, not compared.)
@Suite("Migrating real projects as Xcode did")
struct RealMigrationTests {
    struct Case: Sendable, CustomStringConvertible {
        var project: String
        /// Xcode's catalog and ours, relative to `after` and to our copy of `before`.
        var catalogs: [(xcode: String, ours: String)]
        /// Interface files the shared excerpt leaves out, recreated so that the table has its
        /// Base counterpart as in the real project.
        var baseFiles: [String] = []

        var description: String { project }
    }

    static let cases: [Case] = [
        Case(project: "ViennaRSS", catalogs: [
            ("Vienna/Resources/Localizable.xcstrings", "Vienna/Resources/Localizable.xcstrings"),
            ("Vienna/Resources/InfoPlist.xcstrings", "Vienna/Resources/InfoPlist.xcstrings"),
        ]),
        Case(project: "Easydict", catalogs: [
            ("Easydict/App/mul.lproj/Main.xcstrings", "Easydict/App/mul.lproj/Main.xcstrings"),
            ("Localizable.xcstrings", "Localizable.xcstrings"),
        ], baseFiles: ["Easydict/App/Base.lproj/Main.storyboard"]),
        // Xcode put this one in mul.lproj; the excerpt has no Base.lproj to say why (the
        // project had Base.lproj/Localizable.stringsdict at some point), so ours is beside
        // the .lproj folders.
        Case(project: "CotEditor", catalogs: [("CotEditor/mul.lproj/Localizable.xcstrings", "CotEditor/Localizable.xcstrings")]),
    ]

    /// Every key of every `.strings`/`.stringsdict` file under `folder`.
    static func legacyKeys(under folder: URL) throws -> Set<String> {
        var keys = Set<String>()
        for table in try LegacyTableDiscovery.tables(at: [folder.path]).tables {
            for file in table.files {
                switch file.kind {
                case .strings: keys.formUnion(try StringsFile.read(path: file.path).entries.map(\.key))
                case .stringsdict: keys.formUnion(try StringsdictFile.read(path: file.path).entries.map(\.key))
                }
            }
        }
        return keys
    }

    @Test(.needsInterchange, arguments: cases)
    func xcodesCatalogIsContainedInOurs(_ testCase: Case) throws {
        let shared = try InterchangeTestSupport.sharedFolder("migrate/\(testCase.project)")
        let scratch = try InterchangeTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let before = scratch.appendingPathComponent("before")
        try FileManager.default.copyItem(at: shared.appendingPathComponent("before"), to: before)
        for file in testCase.baseFiles {
            let url = before.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("<document/>".utf8).write(to: url)
        }
        let legacyKeys = try Self.legacyKeys(under: before)

        let plan = StringsMigration.plan(try LegacyTableDiscovery.tables(at: [before.path]).tables)
        #expect(plan.errors.isEmpty, "\(plan.errors)")
        _ = try StringsMigration.write(plan, deleteOriginals: false)

        for (xcodePath, oursPath) in testCase.catalogs {
            let xcode = try CatalogReader.read(try InterchangeTestSupport.fileBytes(shared.appendingPathComponent("after").appendingPathComponent(xcodePath)))
            let oursBytes = try InterchangeTestSupport.fileBytes(before.appendingPathComponent(oursPath))
            let ours = try CatalogReader.read(oursBytes)
            // `fmt --check` would pass: the file is in Xcode's layout.
            #expect(CatalogWriter.bytes(ours) == oursBytes)
            #expect(ours.sourceLanguage == xcode.sourceLanguage)

            let oursValues = FormValues.of(ours)
            var compared = 0
            var addedByXcodesBuild: [String] = []
            for string in xcode.strings {
                guard legacyKeys.contains(string.key) else {
                    addedByXcodesBuild.append(string.key)
                    continue
                }
                #expect(ours.index(ofKey: string.key) != nil, "\(xcodePath): \"\(string.key)\" missing")
            }
            for (location, value) in FormValues.of(xcode) where legacyKeys.contains(location.key) {
                #expect(oursValues[location] == value, "\(xcodePath): \(location)")
                compared += 1
            }
            #expect(compared > 0)
            print("\(testCase.project) \(xcodePath): \(compared) values compared; not in any file before the migration (added by Xcode's next build): \(addedByXcodesBuild)")
        }
    }
}
