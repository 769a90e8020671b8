#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CatalogFiles
import ParallelWork
import SourceExtraction
import StringCatalogKit

/// `xcedit sync` over plain inputs: the targets' sources extracted, each string routed by
/// its table to the target's catalog of that name, and each catalog updated with the
/// strings of every target that includes it (a key is stale only when none of them uses it).
/// Reads, never writes: the plan says what `write()` would do.
public enum CatalogSync {
    public static func plan(_ targets: [SyncTarget], matching: SpecifierMatching = .guessedOnly) -> SyncPlan {
        var plan = SyncPlan()
        var catalogs = CatalogList(targets)
        plan.missingCatalogs = catalogs.markMissing(of: targets)
        plan.errors += catalogs.markDuplicateTables(of: targets)
        let extractions = Extractions(targets)
        plan.skippedSources = extractions.results.flatMap(\.errors)
        plan.sourceWarnings = extractions.results.flatMap(\.warnings)

        let toRead = catalogs.entries.indices.filter { catalogs.entries[$0].isSynced }
        let reads = ParallelJobs.map(toRead.count) { job in ReadCatalog.read(catalogs.entries[toRead[job]].path) }
        for (entry, read) in zip(toRead, reads) {
            if case .failure(let failure) = read {
                catalogs.setState(.unreadable, of: entry)
                plan.errors.append(.unreadableCatalog(failure))
            }
        }

        let (stringsByCatalog, unsyncedTables) = route(extractions, of: targets, to: catalogs)
        plan.unsyncedTables = unsyncedTables

        let updates = ParallelJobs.map(toRead.count) { job -> SyncPlan.Catalog? in
            guard case .success(let read) = reads[job] else { return nil }
            let entry = toRead[job]
            let strings = catalogs.entries[entry].targets.count > 1 ? Self.distinct(stringsByCatalog[entry]) : stringsByCatalog[entry]
            let update = CatalogUpdate(updating: read.catalog, from: LocalizableString.grouping(strings), matching: matching)
            var planned = catalogs.planned(entry, targets: targets)
            planned.isSynced = true
            planned.summary = update.summary
            planned.usage = update.usage
            planned.fingerprint = read.fingerprint
            planned.catalog = update.catalog
            if update.summary.changed {
                let bytes = CatalogWriter.bytes(update.catalog, capacity: read.bytes.count)
                if bytes != read.bytes { planned.newBytes = bytes }
            }
            return planned
        }
        var updated: [Int: SyncPlan.Catalog] = [:]
        for (entry, update) in zip(toRead, updates) { updated[entry] = update }
        for entry in catalogs.entries.indices where catalogs.entries[entry].state != .missing {
            plan.catalogs.append(updated[entry] ?? catalogs.planned(entry, targets: targets))
        }
        return plan
    }

    /// Each synced catalog's strings (by index of `catalogs.entries`), from every target
    /// that includes it, and the tables whose strings no catalog takes.
    private static func route(_ extractions: Extractions, of targets: [SyncTarget],
                              to catalogs: CatalogList) -> ([[ExtractedString]], [UnsyncedTable]) {
        var stringsByCatalog = [[ExtractedString]](repeating: [], count: catalogs.entries.count)
        var unsyncedTables: [UnsyncedTable] = []
        for (targetIndex, target) in targets.enumerated() {
            guard let extraction = extractions.result(forTarget: targetIndex) else { continue }
            let routes = catalogs.routes(forTarget: targetIndex)
            var unsynced: [String: [ExtractedString]] = [:]
            var unsyncedOrder: [String] = []
            for string in extraction.strings {
                if let entry = routes[string.tableName], catalogs.entries[entry].state == .synced {
                    stringsByCatalog[entry].append(string)
                } else {
                    if unsynced[string.tableName] == nil { unsyncedOrder.append(string.tableName) }
                    unsynced[string.tableName, default: []].append(string)
                }
            }
            for table in unsyncedOrder {
                guard let reason = catalogs.reasonUnsynced(table: table, route: routes[table]) else { continue }
                let strings = unsynced[table]!
                unsyncedTables.append(UnsyncedTable(table: table, target: target.name, reason: reason,
                                                    firstUse: SourceLocation(strings[0]),
                                                    keyCount: Set(strings.map { ScalarKey($0.key) }).count))
            }
        }
        return (stringsByCatalog, unsyncedTables)
    }

    /// The strings in their order, each occurrence once (two targets that compile the same
    /// file see the same strings).
    static func distinct(_ strings: [ExtractedString]) -> [ExtractedString] {
        var seen = Set<ExtractedString>()
        return strings.filter { seen.insert($0).inserted }
    }
}

/// A catalog file read whole, with what it looked like.
struct ReadCatalog: Sendable {
    var bytes: [UInt8]
    var fingerprint: FileFingerprint
    var catalog: StringCatalog

    static func read(_ path: String) -> Result<ReadCatalog, CatalogFile.Failure> {
        do throws(CatalogFile.Failure) {
            let (bytes, fingerprint) = try CatalogFile.readBytes(path)
            let catalog = try CatalogFile.located(path) { () throws(CatalogReadError) in try CatalogReader.read(bytes) }
            return .success(ReadCatalog(bytes: bytes, fingerprint: fingerprint, catalog: catalog))
        } catch {
            return .failure(error)
        }
    }

    /// True when nothing is at `path` (a file the project lists but does not have), as
    /// opposed to a file that is there but cannot be read.
    static func isAbsent(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) != 0 && (errno == ENOENT || errno == ENOTDIR)
    }
}
