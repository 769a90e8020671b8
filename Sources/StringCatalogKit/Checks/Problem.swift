/// How much a problem matters.
///
/// `Comparable` puts the most severe first, the order lint lists problems in.
public enum ProblemSeverity: String, Sendable, Hashable, CaseIterable, Comparable {
    /// The app shows something wrong or may crash: a placeholder of another type, a missing
    /// plural form, an empty value marked translated. `xcedit lint` exits 1 when it finds one.
    case error
    /// Probably wrong, but the app still works: a lost line break, a plural form the
    /// language never uses.
    case warning
    /// Worth a look, often fine: a translation identical to the source, a stale string.
    case info

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .info: 2
        }
    }

    public static func < (lhs: ProblemSeverity, rhs: ProblemSeverity) -> Bool {
        lhs.rank < rhs.rank
    }
}

/// Where in a catalog a problem is. The catalog itself is whoever holds the model (a file
/// path for lint, the open document for the editor), so it is not repeated here.
public struct ProblemLocation: Hashable, Sendable {
    /// The key of the string.
    public var key: String
    /// The language whose value has the problem; nil for problems of the string as a whole
    /// (a stale string).
    public var language: String?
    /// The form within that language; the root path for the plain value.
    public var form: FormPath

    public init(key: String, language: String? = nil, form: FormPath = .root) {
        self.key = key
        self.language = language
        self.form = form
    }
}

/// One thing a check found.
public struct Problem: Hashable, Sendable, CustomStringConvertible {
    /// The id of the check that found it (`placeholders`, `plural-forms`, …).
    public var checkID: String
    public var severity: ProblemSeverity
    /// One sentence, without the location (the caller shows that as it likes).
    public var message: String
    public var location: ProblemLocation

    public init(checkID: String, severity: ProblemSeverity, message: String, location: ProblemLocation) {
        self.checkID = checkID
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// `error fr plural.few: placeholder %lld missing [placeholders]`, for logs and tests.
    public var description: String {
        var parts = [severity.rawValue]
        if let language = location.language { parts.append(language) }
        if !location.form.isRoot { parts.append(location.form.description) }
        return parts.joined(separator: " ") + ": \(message) [\(checkID)]"
    }
}
