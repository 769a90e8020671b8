import StringCatalogKit

/// Where the code uses each key of one catalog: the places behind "used at file:line".
/// Keys are told apart by their scalars, as the catalog tells them apart.
public struct KeyUsage: Sendable, Equatable {
    private var locationsByKey: [ScalarKey: [SourceLocation]] = [:]

    public init() {}

    /// The places that use `key`, in file order then line order; empty when the code does
    /// not use it.
    public func locations(of key: String) -> [SourceLocation] {
        locationsByKey[ScalarKey(key)] ?? []
    }

    /// Every key the code uses, in no particular order.
    public var keys: [String] { locationsByKey.keys.map(\.text) }

    public var isEmpty: Bool { locationsByKey.isEmpty }

    /// Records that `key` is used at `locations` (sorted, each place once).
    mutating func record(_ key: String, at locations: [SourceLocation]) {
        let all = Set(locationsByKey[ScalarKey(key), default: []] + locations)
        locationsByKey[ScalarKey(key)] = all.sorted()
    }
}
