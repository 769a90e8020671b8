import StringCatalogKit
import TranslationMemory

/// How far the editor's translation memory has got. The memory is built by the runtime on a
/// thread of its own (see Reducer+Memory); the state only knows its progress and the
/// suggestions found for the strings looked at.
public enum MemoryStatus: Equatable, Sendable {
    /// The editor runs without a memory (tests of other behaviour, or not asked for).
    case off
    /// Asked for and not yet started: the next idle moment starts it.
    case wanted
    /// Being built.
    case loading
    /// Built: `units` translation units from `files` catalogs; `generation` tells its
    /// lookups from those of an earlier build.
    case ready(units: Int, files: Int, generation: Int)
}

/// One catalog handed to the memory: its path as the editor knows it (what a unit's origin
/// names, and how a concordance hit finds its open catalog) and its contents.
public struct MemoryCatalog: Equatable, Sendable {
    public let path: String
    public let catalog: StringCatalog

    public init(path: String, catalog: StringCatalog) {
        self.path = path
        self.catalog = catalog
    }
}

/// What the inspector asks the memory: matches for one form's source text, into one
/// language. The string and form are part of the question so that an answer is shown only
/// for what it was asked for; the generation so that a rebuilt memory asks again.
public struct MemoryQuestion: Hashable, Sendable {
    public let documentPath: String
    public let key: String
    public let form: FormPath
    public let sourceText: String
    public let sourceLanguage: String
    public let language: String
    public let generation: Int

    public init(documentPath: String, key: String, form: FormPath, sourceText: String, sourceLanguage: String, language: String, generation: Int) {
        self.documentPath = documentPath
        self.key = key
        self.form = form
        self.sourceText = sourceText
        self.sourceLanguage = sourceLanguage
        self.language = language
        self.generation = generation
    }

    /// At most this many matches are offered (keys 1–5).
    public static let limit = 5
    /// How many the memory is asked for: one more, since the string's own translation,
    /// when it has one, is among them and left out.
    public static let asked = limit + 1
}

/// The answers so far and the questions being looked up. Answers are kept per question, so
/// that coming back to a string shows its matches at once.
struct MemoryFindings: Sendable {
    private(set) var matches: [MemoryQuestion: [MemoryMatch]] = [:]
    private(set) var asked: Set<MemoryQuestion> = []

    /// A session's worth of strings looked at.
    static let limit = 2_000

    func isKnownOrAsked(_ question: MemoryQuestion) -> Bool {
        matches[question] != nil || asked.contains(question)
    }

    mutating func ask(_ question: MemoryQuestion) {
        asked.insert(question)
    }

    /// Keeps `found` when `question` was asked and not answered since; false otherwise (an
    /// answer from an earlier memory, or one nobody waits for: dropped).
    mutating func record(_ found: [MemoryMatch], for question: MemoryQuestion) -> Bool {
        guard asked.remove(question) != nil else { return false }
        if matches.count >= Self.limit { matches = [:] }
        matches[question] = found
        return true
    }
}

/// A concordance search: every remembered source and translation, of every language, that
/// contains `text` (ignoring case and accents). `id` tells one search from the next, so that
/// the answer to a query typed over is dropped.
public struct ConcordanceQuery: Hashable, Sendable {
    public let id: Int
    public let text: String
    public let generation: Int

    public init(id: Int, text: String, generation: Int) {
        self.id = id
        self.text = text
        self.generation = generation
    }

    /// Hits listed at most: a translator reads the first screens, and the count says the rest.
    public static let hitLimit = 200
}

/// One remembered text that contains the query.
public struct ConcordanceHit: Equatable, Sendable {
    /// The catalog (as it was given) and key of the unit, and its form.
    public let origin: UnitOrigin
    public let language: String
    public let text: String
    /// Where the query is in `text`, in characters: what the pane marks.
    public let match: Range<Int>

    public init(origin: UnitOrigin, language: String, text: String, match: Range<Int>) {
        self.origin = origin
        self.language = language
        self.text = text
        self.match = match
    }
}

/// What the concordance pane holds: what was typed, the hits of the last search answered,
/// the one selected.
public struct Concordance: Equatable, Sendable {
    public internal(set) var field = TextField("")
    public internal(set) var hits: [ConcordanceHit] = []
    /// How many texts matched in all (more than `hits` holds past the limit).
    public internal(set) var total = 0
    public internal(set) var selection = 0
    public internal(set) var scroll = 0
    /// The search waiting for an answer, if any.
    public internal(set) var pending: ConcordanceQuery?
    /// The text whose hits `hits` are.
    public internal(set) var answered: String?

    public var text: String { field.text }
}
