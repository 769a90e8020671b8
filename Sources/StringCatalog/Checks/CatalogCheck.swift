/// One kind of problem the checks look for, over one string.
///
/// A check is small and stateless: it reads the string (every language it has, unless the
/// context limits them) and returns what it finds. The editor runs the checks of one string
/// as the user types; lint runs them over a whole catalog. To add a check, write a type that
/// conforms and add it to `CatalogChecker.standardChecks`.
public protocol CatalogCheck: Sendable {
    /// A short stable id (`placeholders`), shown by lint and used to select checks.
    var id: String { get }
    /// What the check looks for, in a few words, for help texts.
    var summary: String { get }
    /// Whether to run on stale strings. Stale strings are no longer in the code, so most
    /// problems in them cannot reach users; only the stale check itself runs on them.
    var runsOnStaleStrings: Bool { get }
    func check(_ string: CatalogString, in context: CheckContext) -> [Problem]
}

extension CatalogCheck {
    public var runsOnStaleStrings: Bool { false }

    /// A problem of this check.
    func problem(
        _ severity: ProblemSeverity, _ message: String,
        _ string: CatalogString, language: String?, form: FormPath = .root
    ) -> Problem {
        Problem(checkID: id, severity: severity, message: message,
                location: ProblemLocation(key: string.key, language: language, form: form))
    }
}
