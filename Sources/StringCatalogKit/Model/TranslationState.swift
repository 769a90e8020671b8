/// The state of one translated value (`stringUnit.state`, `stringSet.state`).
public enum TranslationState: Equatable, Hashable, Sendable {
    case new
    case translated
    case needsReview
    /// A value this version does not know (e.g. Xcode 27's `machine_translated`), kept verbatim.
    /// Progress counts it as needing review: nobody has confirmed it.
    case other(String)

    public init(rawValue: String) {
        switch rawValue {
        case "new": self = .new
        case "translated": self = .translated
        case "needs_review": self = .needsReview
        default: self = .other(rawValue)
        }
    }

    /// Xcode 27's state for a machine translation nobody has reviewed yet (exported to XLIFF
    /// as `state-qualifier="leveraged-mt"`); this version keeps it as a state it does not know.
    public static let machineTranslated = TranslationState.other("machine_translated")

    public var rawValue: String {
        switch self {
        case .new: "new"
        case .translated: "translated"
        case .needsReview: "needs_review"
        case .other(let value): value
        }
    }
}
