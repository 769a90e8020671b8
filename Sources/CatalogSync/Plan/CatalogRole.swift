/// What fills a catalog of a target: its sources, which a sync extracts, or files a sync
/// does not read, whose catalogs it leaves alone (it would otherwise mark their keys stale).
public enum CatalogRole: Sendable, Hashable, CustomStringConvertible {
    /// Swift and Objective-C code: the catalog a sync updates.
    case filledBySources
    /// `InfoPlist.xcstrings`: the Info.plist's keys.
    case infoPlist
    /// A storyboard's or xib's catalog: named like one of the target's interface files, or
    /// in a `Base.lproj` or `mul.lproj` folder, where Xcode puts them.
    case interfaceBuilder
    /// `AppShortcuts.xcstrings`: the phrases of an `AppShortcutsProvider`, which the
    /// extraction does not read.
    case appShortcuts

    /// The role of the catalog at `path` in a target with `resourceFiles`.
    public static func of(catalog path: String, resourceFiles: [String]) -> CatalogRole {
        let table = tableName(of: path)
        if table == "InfoPlist" { return .infoPlist }
        if table == "AppShortcuts" { return .appShortcuts }
        let folder = lastComponent(of: folder(of: path))
        if folder == "Base.lproj" || folder == "mul.lproj" { return .interfaceBuilder }
        let interfaceNames = resourceFiles.lazy.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.map(tableName(of:))
        if interfaceNames.contains(table) { return .interfaceBuilder }
        return .filledBySources
    }

    public var isFilledBySources: Bool { self == .filledBySources }

    public var description: String {
        switch self {
        case .filledBySources: "filled from the sources"
        case .infoPlist: "filled from Info.plist"
        case .interfaceBuilder: "filled from storyboards and xibs"
        case .appShortcuts: "filled from App Shortcuts phrases"
        }
    }

    /// The table a catalog holds: its file name without `.xcstrings`.
    public static func tableName(of path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    private static func lastComponent(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
