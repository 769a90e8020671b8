import MachineTranslation
import StringCatalogKit

/// `T`: some strings of one catalog sent to the translation provider for drafts in one
/// language. The provider runs beside the editor (the run loop's lookups); its drafts come
/// back as `machineTranslationFinished` and land as one undoable step.
public struct MachineTranslationJob: Equatable, Sendable {
    public let id: Int
    public let document: Int
    public let language: String
    /// The strings as they were when asked: a draft lands only where the source text is
    /// still the one it was translated from.
    public let strings: [CatalogString]
    public let sourceLanguage: String
    /// The catalog's format version, which says whether `machine_translated` may be written.
    public let version: String?
    /// False for a translator's XLIFF, whose states are XLIFF's: drafts there need review.
    public let allowsMachineTranslatedState: Bool

    /// The strings as a catalog of their own, to plan and check the drafts on.
    public var catalog: StringCatalog {
        StringCatalog(sourceLanguage: sourceLanguage, strings: strings, version: allowsMachineTranslatedState ? version : nil)
    }
}

/// What the provider's run gave.
public enum MachineTranslationOutcome: Equatable, Sendable {
    /// Drafts that passed the checks, the state they get, those rejected (with reasons),
    /// and the strings that needed none, by reason.
    case drafted(drafts: [Draft], state: TranslationState, rejected: [RejectedDraft], skipped: [DraftSkip: Int])
    /// The provider could not be run, failed, stopped answering or wrote something else than
    /// answers: nothing changes.
    case failed(String)
}
