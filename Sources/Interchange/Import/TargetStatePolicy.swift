import StringCatalogKit

/// Which translations an import takes, and in which state.
public enum TargetStatePolicy: Sendable {
    /// Xcode's *Import Localizations*: `translated`, `final` and `signed-off` targets (and
    /// targets without a state, as translators' tools write them) become `translated`;
    /// `new` and `needs-review-*` targets leave the catalog as it is.
    case xcode
    /// As `xcode`, but targets still new or needing review come in as `needs_review`.
    case includeReview
    /// Every target in the state it has (`new` → `new`, `needs-review-*` → `needs_review`):
    /// a catalog rebuilt from its own export.
    case asWritten

    /// The catalog state for a target, or nil when the target is skipped.
    func state(for target: XLIFFTarget) -> TranslationState? {
        let state = target.state ?? "translated"
        switch state {
        case "translated", "final", "signed-off":
            return target.stateQualifier == "leveraged-mt" && state == "translated" ? .other("machine_translated") : .translated
        case "new", "needs-translation":
            switch self {
            case .xcode: return nil
            case .includeReview: return .needsReview
            case .asWritten: return .new
            }
        default:
            // needs-review-l10n, needs-review-translation, needs-adaptation, needs-l10n, …
            return self == .xcode ? nil : .needsReview
        }
    }
}
