/// The catalogs of the synced targets, each once however many targets include it, with
/// what the sync does with it and how each target's tables lead to them.
struct CatalogList {
    enum State {
        /// Filled from sources, on disk, the only one of its table: updated.
        case synced
        /// Filled from other files (see `CatalogRole`).
        case leftAlone
        /// Listed by a target, absent from disk.
        case missing
        /// Another catalog of a target that includes it has the same table.
        case duplicate
        /// On disk, but not a catalog that can be read.
        case unreadable
    }

    struct Entry {
        var path: String
        var table: String
        var role: CatalogRole
        /// Indices of the targets that include it.
        var targets: [Int]
        var state: State

        var isSynced: Bool { state == .synced }
    }

    private(set) var entries: [Entry] = []
    /// Each target's catalogs, as indices of `entries`, in the order it lists them.
    private var catalogsOfTarget: [[Int]] = []

    init(_ targets: [SyncTarget]) {
        var indexByPath: [String: Int] = [:]
        for (targetIndex, target) in targets.enumerated() {
            var own: [Int] = []
            for path in target.catalogs {
                let role = CatalogRole.of(catalog: path, resourceFiles: target.resourceFiles)
                if let index = indexByPath[path] {
                    if !own.contains(index) { entries[index].targets.append(targetIndex) }
                    // Left alone as soon as one target says another kind of file fills it:
                    // marking its keys stale would lose them.
                    if !role.isFilledBySources { entries[index].role = role }
                    if !own.contains(index) { own.append(index) }
                    continue
                }
                indexByPath[path] = entries.count
                own.append(entries.count)
                entries.append(Entry(path: path, table: CatalogRole.tableName(of: path), role: role, targets: [targetIndex], state: .synced))
            }
            catalogsOfTarget.append(own)
        }
        for index in entries.indices where !entries[index].role.isFilledBySources { entries[index].state = .leftAlone }
    }

    /// Marks the catalogs that are not on disk, and says which they are.
    mutating func markMissing(of targets: [SyncTarget]) -> [MissingCatalog] {
        var missing: [MissingCatalog] = []
        for index in entries.indices where ReadCatalog.isAbsent(entries[index].path) {
            entries[index].state = .missing
            missing.append(MissingCatalog(path: entries[index].path, targets: entries[index].targets.map { targets[$0].name }))
        }
        return missing
    }

    /// Marks the catalogs whose table another catalog of the same target has.
    mutating func markDuplicateTables(of targets: [SyncTarget]) -> [SyncError] {
        var errors: [SyncError] = []
        for (targetIndex, own) in catalogsOfTarget.enumerated() {
            var byTable: [String: [Int]] = [:]
            var order: [String] = []
            for index in own where entries[index].state != .missing {
                if byTable[entries[index].table] == nil { order.append(entries[index].table) }
                byTable[entries[index].table, default: []].append(index)
            }
            for table in order where byTable[table]!.count > 1 {
                let clashing = byTable[table]!
                for index in clashing { entries[index].state = .duplicate }
                errors.append(.duplicateTable(target: targets[targetIndex].name, table: table, catalogs: clashing.map { entries[$0].path }))
            }
        }
        return errors
    }

    /// The catalog each table of a target goes to: one on disk, else one the target lists
    /// that is missing (to say so).
    func routes(forTarget targetIndex: Int) -> [String: Int] {
        var routes: [String: Int] = [:]
        for index in catalogsOfTarget[targetIndex] where entries[index].state != .missing && routes[entries[index].table] == nil {
            routes[entries[index].table] = index
        }
        for index in catalogsOfTarget[targetIndex] where routes[entries[index].table] == nil {
            routes[entries[index].table] = index
        }
        return routes
    }

    /// Why a table's strings are not synced; nil when an error already says so.
    func reasonUnsynced(table: String, route: Int?) -> UnsyncedTable.Reason? {
        guard let route else { return .noCatalog }
        let entry = entries[route]
        switch entry.state {
        case .missing: return .catalogMissing(path: entry.path)
        case .leftAlone: return .catalogLeftAlone(path: entry.path, role: entry.role)
        case .duplicate, .unreadable, .synced: return nil
        }
    }

    /// Marks a catalog that turned out not to be readable.
    mutating func setState(_ state: State, of index: Int) {
        entries[index].state = state
    }

    /// The plan's record of a catalog, before any update.
    func planned(_ index: Int, targets: [SyncTarget]) -> SyncPlan.Catalog {
        let entry = entries[index]
        return SyncPlan.Catalog(path: entry.path, table: entry.table, role: entry.role, targets: entry.targets.map { targets[$0].name },
                                isSynced: false, summary: CatalogSyncSummary(), usage: KeyUsage(), newBytes: nil, catalog: nil, fingerprint: nil)
    }
}
