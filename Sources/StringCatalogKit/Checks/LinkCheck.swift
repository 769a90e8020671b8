/// A translation links where the source links: the text of `[text](destination)` is
/// translated, the destination is not. A destination changed, lost or added is an error (the
/// app opens another page, or none); one that differs from the source's only in a language
/// or region part (`apple.com/fr/` for `apple.com/`, `fr.wikipedia.org`, `?hl=fr`) is a
/// warning: translators do so on purpose, but the page may not exist.
///
/// - Autolinks (`<https://…>`) count; an address in plain text is no link and is not compared.
/// - Two destinations that are each one placeholder (`[here](%@)`, `[ici](%1$@)`) are the
///   same link: the placeholder check compares the arguments.
/// - Each form is compared with the source's closest form; a source that may be an
///   identifier (the key of a manual string) is not compared.
public struct LinkCheck: LocalizationCheck {
    public static let descriptor = CheckDescriptor(id: "links", summary: "link destinations of a translation differ from the source's", highestSeverity: .error)
    public var scope: CheckScope { .forms }

    public init() {}

    /// Beyond this many unpaired links, destinations are paired in order without looking
    /// for localized ones: the search is quadratic.
    static let pairingLimit = 64

    public func check(form: inout CheckedForm, in language: LanguageContext, into problems: inout [Problem]) {
        guard !form.value.isEmpty else { return }
        let source = form.source()
        guard source.isComparableText else { return }
        if !source.mayContainMarkup && !form.mayContainMarkup() { return }
        let sourceLinks = source.markup.links
        if sourceLinks.isEmpty && !form.mayContainMarkup() { return }
        let translationLinks = form.markup().links
        if sourceLinks.isEmpty && translationLinks.isEmpty { return }
        var missing = sourceLinks.map(\.destination)
        var added = translationLinks.map(\.destination)
        Self.removeSame(&missing, &added)
        guard !missing.isEmpty || !added.isEmpty else { return }

        var found = ProblemsByKind(keepsMessages: !language.context.countsOnly)
        defer {
            for (severity, message) in found.reported { problems.append(problem(severity, message, in: language, form: form.path)) }
        }
        if missing.count + added.count <= Self.pairingLimit {
            Self.pairOff(&missing, &added, where: { LinkTarget.compare($0, $1) == .localized }) { was, now in
                found.add("localized", .warning, "link destination \(Self.quoted(now)) differs from the source's \(Self.quoted(was)) in its language or region part: check that the page exists")
            }
        }
        let changed = min(missing.count, added.count)
        for (was, now) in zip(missing, added) {
            found.add("changed", .error, "link destination \(Self.quoted(now)) differs from the source's \(Self.quoted(was)): the text of a link is translated, not where it goes")
        }
        for destination in missing.dropFirst(changed) {
            found.add("missing", .error, "the source's link to \(Self.quoted(destination)) is missing")
        }
        for destination in added.dropFirst(changed) {
            found.add("added", .error, "a link to \(Self.quoted(destination)) that the source does not have")
        }
    }

    /// Takes out of both lists the destinations they share (as a multiset, in linear time).
    private static func removeSame(_ missing: inout [String], _ added: inout [String]) {
        var available: [String: Int] = [:]
        for destination in added { available[destination, default: 0] += 1 }
        var unmatched: [String] = []
        for destination in missing {
            if let count = available[destination], count > 0 {
                available[destination] = count - 1
            } else {
                unmatched.append(destination)
            }
        }
        var rest: [String] = []
        for destination in added {
            if let count = available[destination], count > 0 {
                available[destination] = count - 1
                rest.append(destination)
            }
        }
        missing = unmatched
        added = rest
        // What is left differs byte for byte; some may still be the same place.
        guard missing.count + added.count <= pairingLimit else { return }
        pairOff(&missing, &added, where: { LinkTarget.compare($0, $1) == .same })
    }

    /// Pairs each of `missing` with the first of `added` that `matches` it, taking both out.
    private static func pairOff(_ missing: inout [String], _ added: inout [String], where matches: (String, String) -> Bool,
                                _ paired: (String, String) -> Void = { _, _ in }) {
        var unpaired: [String] = []
        for destination in missing {
            if let index = added.firstIndex(where: { matches(destination, $0) }) {
                paired(destination, added.remove(at: index))
            } else {
                unpaired.append(destination)
            }
        }
        missing = unpaired
    }

    static func quoted(_ destination: String) -> String {
        "“" + (destination.count <= 60 ? destination : String(destination.prefix(59)) + "…") + "”"
    }
}
