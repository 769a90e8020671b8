/// A place in the code where a string is used: a source file, relative to the project's
/// folder, and a line.
public struct CodeLocation: Hashable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line)" }
}

/// Where the code of the project uses each key of one catalog, as `xcedit sync` finds it:
/// what the inspector shows beside an automatic string.
public struct CodeUsages: Equatable, Sendable {
    /// Every use of each key, in the order sync met them (file by file, line by line).
    public let locations: [String: [CodeLocation]]

    public init(locations: [String: [CodeLocation]]) {
        self.locations = locations
    }
}

/// What the editor knows of each catalog's uses in code, by catalog path.
struct CodeUsageCache: Sendable {
    enum Status: Equatable, Sendable {
        case asked
        case found(CodeUsages)
        /// No project around the catalog, or none of its targets has this catalog.
        case unavailable
    }

    private(set) var statuses: [String: Status] = [:]

    func status(of path: String) -> Status? {
        statuses[path]
    }

    mutating func ask(_ path: String) {
        statuses[path] = .asked
    }

    mutating func record(_ usages: CodeUsages?, for path: String) {
        statuses[path] = usages.map(Status.found) ?? .unavailable
    }
}
