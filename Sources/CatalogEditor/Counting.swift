/// "1 string", "12 strings": a number with its noun, agreeing. Every message that names a
/// count goes through here (and `verb` for a verb after it), so that none says "1 strings"
/// or "267 strings now needs review". `plural` is for nouns that do not take an s.
public func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
    "\(n) \(n == 1 ? noun : plural ?? noun + "s")"
}

/// The verb that agrees with a count: `verb(1, "needs", "need")` is "needs".
public func verb(_ n: Int, _ singular: String, _ plural: String) -> String {
    n == 1 ? singular : plural
}
