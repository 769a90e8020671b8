/// How much of a catalog a sync marks stale, and whether that is more than code that was
/// deleted explains. Xcode's build marks every automatic string its extraction does not find
/// stale; the extraction here misses some strings Xcode finds (a type it cannot know, a call
/// it does not understand), and each miss looks exactly like dead code. A handful of stale
/// strings after an edit is normal; a larger share of a catalog at once is more likely a gap
/// in the extraction, and a developer who accepts it (or deletes the strings) loses
/// translations that are still in use.
public struct StaleShare: Sendable, Equatable {
    /// More than this share of the automatic strings (3%)…
    public static let alarmingShare = 0.03
    /// …and at least this many of them.
    public static let alarmingCount = 5

    /// Automatic strings newly marked stale.
    public var newlyStale: Int
    /// The catalog's automatic strings before the sync (no state, or `extracted_with_value`).
    public var automatic: Int

    public init(newlyStale: Int, automatic: Int) {
        self.newlyStale = newlyStale
        self.automatic = automatic
    }

    public var fraction: Double { automatic == 0 ? 0 : Double(newlyStale) / Double(automatic) }

    /// True when the sync marks more than `alarmingShare` of the automatic strings stale and at
    /// least `alarmingCount` of them: likely an extraction gap, said loudly.
    public var isAlarming: Bool {
        newlyStale >= Self.alarmingCount && fraction > Self.alarmingShare
    }

    /// "30 of 770 automatic strings (3.9%)".
    public var shown: String {
        let percent = (fraction * 1000).rounded() / 10
        return "\(newlyStale) of \(automatic) automatic string\(automatic == 1 ? "" : "s") (\(percent)%)"
    }
}
