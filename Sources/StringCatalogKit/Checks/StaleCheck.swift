/// A stale string is no longer found in the code (info): delete it, or use it again.
/// Other checks skip stale strings, since their problems cannot reach users.
public struct StaleCheck: CatalogCheck {
    public static let descriptor = CheckDescriptor(id: "stale", summary: "stale string, no longer found in the code", highestSeverity: .info)
    public var runsOnStaleStrings: Bool { true }

    public init() {}

    public func check(_ string: CatalogString, in context: CheckContext) -> [Problem] {
        guard string.isStale else { return [] }
        return [problem(.info, "stale: no longer found in the code", key: string.key, language: nil)]
    }
}
