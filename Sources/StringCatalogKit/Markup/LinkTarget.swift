/// How a translation's link destination relates to the source's.
public enum LinkTarget {
    public enum Comparison: Equatable, Sendable {
        /// The same place (byte for byte, up to a final `/`; or both one placeholder, whose
        /// argument the placeholder check compares).
        case same
        /// The same place in another language: only a language or region part differs, was
        /// added or was taken out (`apple.com/fr/`, `fr.wikipedia.org`, `?hl=fr`,
        /// `apple.de` for `apple.com`). A translator may do so deliberately; the page may
        /// not exist.
        case localized
        case different
    }

    public static func compare(_ source: String, _ translation: String) -> Comparison {
        if TextScan.identical(source, translation) || trimmed(source) == trimmed(translation) { return .same }
        if isOnePlaceholder(source) && isOnePlaceholder(translation) { return .same }
        guard let a = Parts(source), let b = Parts(translation), a.scheme == b.scheme else { return .different }
        guard sameIgnoringLocales(a.hostLabels, b.hostLabels, ignoringTopLevel: true),
              sameIgnoringLocales(a.pathSegments, b.pathSegments, ignoringTopLevel: false),
              sameQuery(a.query, b.query),
              a.fragment == b.fragment || (isLocale(a.fragment) && isLocale(b.fragment)) else { return .different }
        return .localized
    }

    /// The destination without a final `/`.
    private static func trimmed(_ text: String) -> Substring {
        text.hasSuffix("/") ? text.dropLast() : text[...]
    }

    private static func isOnePlaceholder(_ text: String) -> Bool {
        guard text.hasPrefix("%") else { return false }
        let tokens = FormatString(text).tokens
        return tokens.count == 1 && !tokens[0].isInvalid && tokens[0].range == text.startIndex..<text.endIndex
    }

    /// `scheme://host/path?query#fragment`, split where the localized parts are.
    private struct Parts {
        var scheme: String
        var hostLabels: [Substring]
        var pathSegments: [Substring]
        var query: [(key: Substring, value: Substring)]
        var fragment: Substring

        init?(_ url: String) {
            guard let schemeEnd = url.range(of: "://") else { return nil }
            scheme = url[..<schemeEnd.lowerBound].lowercased()
            var rest = url[schemeEnd.upperBound...]
            if let hash = rest.firstIndex(of: "#") {
                fragment = rest[rest.index(after: hash)...]
                rest = rest[..<hash]
            } else {
                fragment = ""
            }
            if let question = rest.firstIndex(of: "?") {
                query = rest[rest.index(after: question)...].split(separator: "&").map { pair in
                    let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                    return (parts[0], parts.count > 1 ? parts[1] : "")
                }
                rest = rest[..<question]
            } else {
                query = []
            }
            let slash = rest.firstIndex(of: "/") ?? rest.endIndex
            hostLabels = rest[..<slash].lowercased().split(separator: ".").map { Substring($0) }
            // Segments, and the parts of a file name (`help.fr.html`, `guide_de`).
            pathSegments = rest[slash...].split(whereSeparator: { "/._-".contains($0) })
        }
    }

    /// Whether `a` and `b` are the same once locale parts are taken out; for host names, two
    /// top-level domains of a country or `com`/`org`/`net` count as the same
    /// (`amazon.de`, `amazon.co.uk`, `amazon.com`).
    private static func sameIgnoringLocales(_ a: [Substring], _ b: [Substring], ignoringTopLevel: Bool) -> Bool {
        var a = a, b = b
        if ignoringTopLevel {
            guard let lastA = a.last, let lastB = b.last else { return a == b }
            if lastA != lastB {
                guard isCountryOrGeneric(lastA), isCountryOrGeneric(lastB) else { return false }
            }
            a = dropSecondLevel(a.dropLast())
            b = dropSecondLevel(b.dropLast())
        }
        return withoutLocales(a) == withoutLocales(b)
    }

    /// The parts that are no language or region code; a script or region right after a
    /// language (`zh` `Hans`, `de` `DE`, split at the `-`) goes with it.
    private static func withoutLocales(_ parts: [Substring]) -> [Substring] {
        var kept: [Substring] = []
        var afterLocale = false
        for part in parts {
            if isLocale(part) || (afterLocale && isSubtag(part)) {
                afterLocale = true
                continue
            }
            afterLocale = false
            kept.append(part)
        }
        return kept
    }

    private static func isSubtag(_ part: Substring) -> Bool {
        LanguageTable.scriptNames[part.prefix(1).uppercased() + part.dropFirst().lowercased()] != nil
            || LanguageTable.regionNames[part.uppercased()] != nil
    }

    /// `co` of `co.uk`, `com` of `com.br`, gone.
    private static func dropSecondLevel(_ labels: ArraySlice<Substring>) -> [Substring] {
        guard labels.count > 1, let last = labels.last, last == "co" || last == "com" else { return Array(labels) }
        return Array(labels.dropLast())
    }

    private static func isCountryOrGeneric(_ label: Substring) -> Bool {
        ["com", "org", "net"].contains(label) || (label.count == 2 && label.allSatisfy(\.isLetter))
    }

    private static func sameQuery(_ a: [(key: Substring, value: Substring)], _ b: [(key: Substring, value: Substring)]) -> Bool {
        let kept = { (pairs: [(key: Substring, value: Substring)]) in pairs.filter { !isLocale($0.value) } }
        let x = kept(a), y = kept(b)
        return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    /// A language or region code as sites put them in addresses: `fr`, `de-DE`, `pt_br`,
    /// `zh-Hans`, `jp`, `uk`.
    static func isLocale(_ part: Substring) -> Bool {
        guard (2...10).contains(part.count), part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else { return false }
        let code = part.replacingOccurrences(of: "_", with: "-")
        if let parts = Language.CodeParts(code), LanguageTable.languageNames[parts.language] != nil { return true }
        return part.count == 2 && LanguageTable.regionNames[part.uppercased()] != nil
    }
}
