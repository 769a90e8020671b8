/// Runs a set of checks over one string (the editor, as the user types) or a whole catalog
/// (lint, stats).
public struct CatalogChecker: Sendable {
    /// Every check this version has, in the order their problems are listed for a form.
    public static let standardChecks: [any CatalogCheck] = [
        PlaceholderCheck(),
        PluralFormsCheck(),
        DeviceOtherCheck(),
        SubstitutionCheck(),
        EmptyTranslationCheck(),
        WhitespaceCheck(),
        SameAsSourceCheck(),
        DontTranslateCheck(),
        StaleCheck(),
    ]

    public var checks: [any CatalogCheck]

    public init(checks: [any CatalogCheck] = CatalogChecker.standardChecks) {
        self.checks = checks
    }

    /// The problems of one string: string-wide ones first, then by language (the source
    /// language first, the others in the string's order), form and severity.
    public func problems(in string: CatalogString, context: CheckContext) -> [Problem] {
        let prepared = context.preparing(string)
        var problems: [Problem] = []
        for check in checks where check.runsOnStaleStrings || !string.isStale {
            problems += check.check(string, in: prepared)
        }
        guard problems.count > 1 else { return problems }
        return Self.sorted(problems, of: string, sourceLanguage: context.sourceLanguage)
    }

    /// The problems of every string of `catalog`, in the catalog's order, limited to
    /// `languages` when given.
    public func problems(in catalog: StringCatalog, languages: Set<String>? = nil) -> [Problem] {
        let context = CheckContext(sourceLanguage: catalog.sourceLanguage, languages: languages)
        var problems: [Problem] = []
        for string in catalog.strings {
            problems += self.problems(in: string, context: context)
        }
        return problems
    }

    static func sorted(_ problems: [Problem], of string: CatalogString, sourceLanguage: String) -> [Problem] {
        func rank(_ language: String?) -> Int {
            guard let language else { return -2 }
            if language == sourceLanguage { return -1 }
            return string.localizations?.index(of: language) ?? Int.max
        }
        return problems.enumerated().sorted { a, b in
            let x = a.element.location, y = b.element.location
            let rx = rank(x.language), ry = rank(y.language)
            if rx != ry { return rx < ry }
            if x.form != y.form { return x.form < y.form }
            if a.element.severity != b.element.severity { return a.element.severity < b.element.severity }
            return a.offset < b.offset
        }.map(\.element)
    }
}
