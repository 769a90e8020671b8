/// A large catalog still being read: the editor shows its first strings (a `CatalogPrefix`)
/// while the whole file is read and checked on other threads, and changes nothing until it
/// arrives (see Reducer+Reading). Only a single `.xcstrings` file opens this way; folders,
/// bundles and files git left unmerged open once read whole.
public struct CatalogReading: Equatable, Sendable {
    /// The catalog's file name, for the status line.
    public let name: String
    /// The language asked for (`--lang`, else the one last used), to open on once the
    /// whole catalog is there, where it may have languages its first strings do not.
    let requestedLanguage: String?
    /// Set once the user picks a language, which the whole catalog then keeps.
    var userChoseLanguage = false

    public init(name: String, requestedLanguage: String?) {
        self.name = name
        self.requestedLanguage = requestedLanguage
    }

    /// What the status line says while reading.
    public var status: String {
        "Reading \(name)… — editing opens when it is read"
    }

    /// The answer to a key that would change something, or save, while reading.
    public var refusal: String {
        "Still reading \(name): editing opens when it is read"
    }
}

/// How reading the whole catalog went, reported to the reducer by the run loop.
public enum CatalogReadOutcome: Equatable, Sendable {
    /// The whole catalog, as it opens when read before the screen starts.
    case read(Document)
    /// Why it cannot be opened, `file:line:column: error: …` when the file is broken: the
    /// editor ends with this message, as it does when the file is read before the screen.
    case failed(String)

    public static func == (a: CatalogReadOutcome, b: CatalogReadOutcome) -> Bool {
        switch (a, b) {
        case (.read(let x), .read(let y)): x.path == y.path && x.fingerprint == y.fingerprint && x.catalog == y.catalog
        case (.failed(let x), .failed(let y)): x == y
        default: false
        }
    }
}
