import CatalogFiles
import Foundation
import Interchange
import StringCatalogKit

/// `compile` and `migrate` in one process, phase by phase (`xcedit-bench legacy-phases
/// CATALOG`): the catalog is compiled to `LANG.lproj` folders in a temporary folder, and
/// those are migrated back. Quick to rerun while tuning, and with `--only compile|migrate`
/// a run of one command's work for a profiler (the other runs once).
struct LegacyPhases {
    var parse: [Double] = []
    /// `CatalogCompiler.compile`: every language's table.
    var compileTables: [Double] = []
    /// `CatalogCompiler.files`: the files' bytes.
    var compileFiles: [Double] = []
    /// `CompiledFilesWriter.write`, all or nothing.
    var compileWrite: [Double] = []
    /// `LegacyTableDiscovery.tables`.
    var discovery: [Double] = []
    /// `StringsMigration.plan`: reading every file and building the catalog.
    var plan: [Double] = []
    /// `CatalogWriter.bytes` of the migrated catalog.
    var serialize: [Double] = []
    /// `StringsMigration.write`: serializing and writing, all or nothing.
    var migrateWrite: [Double] = []
    var files = 0
    var strings = 0

    static func measure(_ path: String, runs: Int, only: String?, cpu: Bool) -> LegacyPhases {
        func time(_ body: () -> Void) -> Double { cpu ? Measure.processCPUTime(body) : Measure.time(body) }
        func repeats(_ command: String) -> Int { only == nil || only == command ? runs : 1 }
        let folder = NSTemporaryDirectory() + "xcedit-bench-legacy-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let table = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        var phases = LegacyPhases()
        var catalog = StringCatalog(sourceLanguage: "en")
        for _ in 0..<repeats("compile") {
            try? FileManager.default.removeItem(atPath: folder)
            phases.parse.append(time {
                do { catalog = try CatalogFile.open(path).catalog } catch { fail("\(error)") }
            })
            var compiled: [CompiledTable] = []
            phases.compileTables.append(time { compiled = CatalogCompiler.compile(catalog, table: table) })
            var files: [(path: String, bytes: [UInt8])] = []
            phases.compileFiles.append(time { files = CatalogCompiler.files(compiled) })
            phases.files = files.count
            phases.compileWrite.append(time {
                do { try CompiledFilesWriter.write(files, into: folder) } catch { fail("\(error)") }
            })
        }
        let migrated = folder + "/" + table + ".xcstrings"
        for _ in 0..<repeats("migrate") {
            try? FileManager.default.removeItem(atPath: migrated)
            var tables: [LegacyTable] = []
            phases.discovery.append(time {
                do { tables = try LegacyTableDiscovery.tables(at: [folder], sourceLanguage: catalog.sourceLanguage).tables } catch { fail("\(error)") }
            })
            var planned: MigrationPlan?
            phases.plan.append(time { planned = StringsMigration.plan(tables, sourceLanguage: catalog.sourceLanguage) })
            guard let plan = planned else { fail("no plan") }
            guard plan.errors.isEmpty, plan.unreadableFiles.isEmpty, let first = plan.catalogs.first else { fail("the compiled files did not migrate back") }
            phases.strings = first.catalog.strings.count
            phases.serialize.append(time { _ = CatalogWriter.bytes(first.catalog) })
            phases.migrateWrite.append(time {
                do { _ = try StringsMigration.write(plan, deleteOriginals: false) } catch { fail("\(error)") }
            })
        }
        return phases
    }

    func report() -> [String] {
        func row(_ name: String, _ seconds: [Double]) -> String {
            name.padding(toLength: 44, withPad: " ", startingAt: 0) + Measure.summary(seconds)
        }
        return [
            row("parse the catalog", parse),
            row("compile: every language's table", compileTables),
            row("compile: the \(files) files' bytes", compileFiles),
            row("compile: writing them, all or nothing", compileWrite),
            row("migrate: finding the tables", discovery),
            row("migrate: reading the files, building", plan),
            row("migrate: serializing (\(strings) strings)", serialize),
            row("migrate: serializing and writing", migrateWrite),
        ]
    }
}
