import CatalogFiles
import StringCatalogKit

/// Something that stops a sync: nothing is written while a plan has one.
public enum SyncError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A catalog that cannot be read (not JSON, not UTF-8, not a catalog): the reader's
    /// `file:line:column` error.
    case unreadableCatalog(CatalogFile.Failure)
    /// Two catalogs of one target hold the same table: which one a string goes to is not
    /// known.
    case duplicateTable(target: String, table: String, catalogs: [String])

    public var description: String {
        switch self {
        case .unreadableCatalog(let failure):
            failure.description
        case .duplicateTable(let target, let table, let catalogs):
            "\(catalogs[0]): error: target \(target) has \(catalogs.count) catalogs for the table \(table) (\(catalogs.joined(separator: ", "))); none of them was synced"
        }
    }
}

/// A table the code uses that no catalog of the target takes: reported, never created.
public struct UnsyncedTable: Sendable, Hashable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable {
        /// The target has no catalog of that name.
        case noCatalog
        /// The target lists a catalog of that name, but there is no such file.
        case catalogMissing(path: String)
        /// The target's catalog of that name is filled from other files and left alone.
        case catalogLeftAlone(path: String, role: CatalogRole)
    }

    public var table: String
    public var target: String
    public var reason: Reason
    /// The first place (in file order) that uses the table.
    public var firstUse: SourceLocation
    /// How many different keys the code has for it.
    public var keyCount: Int

    public var description: String {
        let keys = keyCount == 1 ? "1 key" : "\(keyCount) keys"
        let what = switch reason {
        case .noCatalog: "target \(target) has no catalog for the table \(table)"
        case .catalogMissing(let path): "the catalog of the table \(table) (\(path)) does not exist"
        case .catalogLeftAlone(let path, let role): "the catalog of the table \(table) (\(path)) is \(role) and left alone"
        }
        return "\(firstUse.file):\(firstUse.line):\(firstUse.column): warning: \(what); its \(keys) were not synced"
    }
}

/// A catalog a target lists that is not on disk: said, and never created.
public struct MissingCatalog: Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var targets: [String]

    public var description: String {
        "\(path): warning: target \(targets.joined(separator: ", ")) lists this catalog, but there is no such file; it was not created"
    }
}
