/// How Xcode manages a string (`extractionState`). Absent (nil in the model) means extracted
/// automatically from code and still found there.
public enum ExtractionState: Equatable, Hashable, Sendable {
    case manual
    case extractedWithValue
    case stale
    case migrated
    /// A value this version does not know, kept verbatim.
    case other(String)

    public init(rawValue: String) {
        switch rawValue {
        case "manual": self = .manual
        case "extracted_with_value": self = .extractedWithValue
        case "stale": self = .stale
        case "migrated": self = .migrated
        default: self = .other(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .manual: "manual"
        case .extractedWithValue: "extracted_with_value"
        case .stale: "stale"
        case .migrated: "migrated"
        case .other(let value): value
        }
    }
}
