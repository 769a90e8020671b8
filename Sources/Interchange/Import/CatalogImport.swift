import StringCatalogKit

/// Merges the translations of one XLIFF `<file>` into its catalog, with the semantics of
/// Xcode's *Import Localizations*:
///
/// - a target is taken in the state `TargetStatePolicy` gives it, or skipped;
/// - a unit without a target, or for a don't-translate string, changes nothing;
/// - units may bring plural or device variations the catalog does not have yet
///   (`KEY|==|plural.few`), which replace a plain value, and the other way round;
/// - positional forms of substitutions (`%1$#@birds@`, `%1$lld`) go back to the catalog's
///   notation (`%#@birds@`, `%arg`);
/// - a key the catalog does not have is reported, never added;
/// - a unit whose `<source>` is no longer the catalog's source text is reported and taken
///   as `needs_review`;
/// - in the source language a value keeps the state it has (Xcode leaves source states as
///   they are).
public struct CatalogImport {
    /// What an import did, counted in units (each form of a varied string is one), and in
    /// `strings` counted in strings (what a person reads: a plural is one string).
    public struct Summary: Equatable, Sendable {
        public var added = 0
        public var changed = 0
        public var unchanged = 0
        /// Targets not taken because of their state (new, needs review).
        public var skipped = 0
        /// Units of don't-translate strings with a target (left alone).
        public var dontTranslate = 0
        /// Keys the catalog does not have.
        public var unknownKeys: [String] = []
        /// Ids of units whose source text differs from the catalog's.
        public var sourceChanged: [String] = []
        /// The same counts in strings: a string with plural forms counts once, however many
        /// of its forms were imported.
        public var strings = StringCounts()

        public struct StringCounts: Equatable, Sendable {
            public var added = 0
            public var changed = 0
            public var unchanged = 0
            public var skipped = 0
            public var dontTranslate = 0
        }

        public init() {}

        public var isEmpty: Bool { added + changed == 0 }

        /// Adds what the units of one string did (`forms`) and counts the string once in
        /// `strings`: added when the language had no value for it before and a form was
        /// taken, changed when it had one, else unchanged, else skipped; don't-translate once.
        mutating func addString(forms: Summary, hadValue: Bool) {
            added += forms.added
            changed += forms.changed
            unchanged += forms.unchanged
            skipped += forms.skipped
            dontTranslate += forms.dontTranslate
            unknownKeys += forms.unknownKeys
            sourceChanged += forms.sourceChanged
            if forms.added + forms.changed > 0 {
                if hadValue { strings.changed += 1 } else { strings.added += 1 }
            } else if forms.unchanged > 0 {
                strings.unchanged += 1
            } else if forms.skipped > 0 {
                strings.skipped += 1
            }
            if forms.dontTranslate > 0 { strings.dontTranslate += 1 }
        }
    }

    public let policy: TargetStatePolicy
    /// Whether a unit whose source differs from the catalog's is reported (and taken as
    /// needing review); off when the catalog is built from the units themselves.
    public let checksSource: Bool

    public init(policy: TargetStatePolicy = .xcode, checksSource: Bool = true) {
        self.policy = policy
        self.checksSource = checksSource
    }

    /// Applies `file`'s targets in `language` to `catalog`.
    public func apply(_ file: XLIFFFile, language: String, to catalog: inout StringCatalog) -> Summary {
        var summary = Summary()
        // Where each key is, looked up by hashing: finding a key by collation costs
        // microseconds for non-ASCII keys, and every unit looks its key up. Strings are only
        // changed in place below, so the positions hold.
        var positions: [ScalarKey: Int] = [:]
        positions.reserveCapacity(catalog.strings.count)
        for (index, string) in catalog.strings.enumerated() { positions[ScalarKey(string.key)] = index }
        // Units grouped by the key they belong to, in file order.
        var groups: [(index: Int, units: [(path: [TransUnitID.Step], unit: XLIFFUnit)])] = []
        var groupIndex: [Int: Int] = [:]
        var unknown: Set<ScalarKey> = []
        for unit in file.units {
            let id = TransUnitID(parsing: unit.id) { positions[ScalarKey($0)] != nil }
            guard let index = positions[ScalarKey(id.key)] else {
                if unit.target != nil && unknown.insert(ScalarKey(id.key)).inserted { summary.unknownKeys.append(id.key) }
                continue
            }
            if let i = groupIndex[index] {
                groups[i].units.append((id.path, unit))
            } else {
                groupIndex[index] = groups.count
                groups.append((index, [(id.path, unit)]))
            }
        }
        let source = catalog.sourceLanguage
        for group in groups {
            catalog.modifyString(at: group.index) { string in
                let hadValue = string.localization(for: language) != nil
                var forms = Summary()
                apply(group.units, to: &string, sourceLanguage: source, language: language, summary: &forms)
                summary.addString(forms: forms, hadValue: hadValue)
            }
        }
        return summary
    }

    private func apply(_ units: [(path: [TransUnitID.Step], unit: XLIFFUnit)], to string: inout CatalogString,
                       sourceLanguage: String, language: String, summary: inout Summary) {
        let source = string.localization(for: sourceLanguage)
        // The sources the export wrote differ from the source's own text only where the
        // source has substitutions (written with positions): only then are they worked out.
        var expectedSource: [String: String] = [:]
        if source?.substitutions != nil {
            let exporter = CatalogUnits(catalog: StringCatalog(sourceLanguage: sourceLanguage), language: language)
            var expected: [XLIFFUnit] = []
            exporter.appendUnits(of: string, to: &expected)
            for unit in expected { expectedSource[unit.id] = unit.source.text }
        }

        let before = string.localization(for: language)
        var localization = before ?? Localization()
        var takenPaths: [[TransUnitID.Step]] = []
        // Worked out once, not for each unit: a file may repeat one id thousands of times.
        let unitsHaveSubstitutions = units.contains { if case .substitution? = $0.path.first { return true }; return false }
        for (path, unit) in units {
            guard let target = unit.target else { continue }
            guard string.isTranslatable || policy == .asWritten else {
                summary.dontTranslate += 1
                continue
            }
            guard var state = policy.state(for: target) else {
                summary.skipped += 1
                continue
            }
            let wanted: String
            if let expected = expectedSource[unit.id] {
                wanted = expected
            } else if case .substitution? = path.first {
                wanted = CatalogUnits.substitutionSource(key: string.key, path: path, source: source)
            } else {
                wanted = CatalogUnits.resolve(path, in: source).flatMap(CatalogUnits.valueContent)?.text ?? string.key
            }
            if checksSource && unit.source.text != wanted && unit.source.setValues == nil {
                summary.sourceChanged.append(unit.id)
                state = .needsReview
            }
            // A source value's state is the developer's: an import of the development
            // language's own bundle (its targets repeat the source, in the source's states)
            // leaves it as it is, as Xcode does; only a form the source lacks takes one.
            if language == sourceLanguage, let kept = CatalogUnits.exact(path, in: localization).flatMap(CatalogUnits.state) {
                state = kept
            }
            var value = target.content
            if value.setValues == nil {
                value = XLIFFContent(catalogNotation(value.text, path: path, localization: localization, source: source, units: units,
                                                     unitsHaveSubstitutions: unitsHaveSubstitutions))
            }
            // The source language's own text, where the catalog keeps none because it is the key.
            if language == sourceLanguage && path.isEmpty && source == nil && value.text == string.key {
                summary.unchanged += 1
                continue
            }
            // Only the value at the path counts: a parent keeps its substitutions.
            let previous = CatalogUnits.exact(path, in: localization)
            let form = Self.form(value, state: state)
            if previous?.stringUnit == form.stringUnit && previous?.stringSet == form.stringSet {
                summary.unchanged += 1
                continue
            }
            if previous?.stringUnit == nil && previous?.stringSet == nil { summary.added += 1 } else { summary.changed += 1 }
            let template: Substitution?
            if case .substitution(let name)? = path.first {
                template = source?.substitutions?[name] ?? Self.template(for: name, in: units)
            } else {
                template = nil
            }
            Self.set(form, at: path, in: &localization, substitutionTemplate: template)
            takenPaths.append(path)
        }
        guard !takenPaths.isEmpty else { return }
        Self.dropReplacedShape(&localization, takenPaths: takenPaths)
        if localization != before { string.setLocalization(localization, for: language) }
    }

    /// A target's text in the catalog's notation: substitution parents and forms without
    /// the positions the export gave them.
    private func catalogNotation(_ text: String, path: [TransUnitID.Step], localization: Localization, source: Localization?,
                                 units: [(path: [TransUnitID.Step], unit: XLIFFUnit)], unitsHaveSubstitutions: Bool) -> String {
        if case .substitution(let name)? = path.first {
            // Only the substitution's own argument is `%arg`: the one it counts, which the
            // value naming it says where the substitution has no argNum.
            let substitution = localization.substitutions?[name] ?? source?.substitutions?[name]
            let argNum = substitution?.argNum ?? Self.countedArgument(of: name, in: units)
                ?? CatalogUnits.countedArgument(of: name, in: localization) ?? CatalogUnits.countedArgument(of: name, in: source)
            return SubstitutionPositions.placeholderForm(text, argNum: argNum)
        }
        let hasSubstitutions = localization.substitutions != nil || source?.substitutions != nil || unitsHaveSubstitutions
        guard hasSubstitutions else { return text }
        var argNums = source.map(SubstitutionPositions.argNums) ?? [:]
        argNums.merge(SubstitutionPositions.argNums(of: localization)) { _, own in own }
        // A substitution the catalog has without argNum reads the number its token's place
        // gives it, so it gets none here; only a new one takes its units' number.
        let known = Set((localization.substitutions?.keys ?? []) + (source?.substitutions?.keys ?? []))
        for name in FormatString(text).substitutionNames where argNums[name] == nil && !known.contains(name) {
            argNums[name] = Self.template(for: name, in: units)?.argNum
        }
        return SubstitutionPositions.implicitParent(text, argNums: argNums)
    }

    /// A substitution the catalog does not have yet, as its units describe it: the argument
    /// it counts (see `countedArgument`) and the format that argument has in its forms
    /// (`%1$lld` → argNum 1, `lld`). Without a value naming it, the first positional argument
    /// of its forms.
    static func template(for name: String, in units: [(path: [TransUnitID.Step], unit: XLIFFUnit)]) -> Substitution? {
        let counted = countedArgument(of: name, in: units)
        for (path, unit) in units {
            guard case .substitution(let found)? = path.first, found == name else { continue }
            for text in [unit.target?.content.text, unit.source.text].compactMap({ $0 }) {
                for token in FormatString.parse(text) {
                    if let spec = token.specifier, let position = spec.position, counted == nil || position == counted {
                        return Substitution(argNum: position, formatSpecifier: spec.typeSpecifier)
                    }
                }
            }
        }
        // Forms that never show the number they count.
        return counted.map { Substitution(argNum: $0) }
    }

    /// The argument a substitution counts, as the value naming it reads its `%#@name@`
    /// token in a unit outside the substitution's forms (the export writes `%1$#@name@`), its
    /// target before its source.
    static func countedArgument(of name: String, in units: [(path: [TransUnitID.Step], unit: XLIFFUnit)]) -> Int? {
        var texts: [String?] = []
        for (path, unit) in units {
            if case .substitution? = path.first { continue }
            texts += [unit.target?.content.text, unit.source.text]
        }
        for text in texts.compactMap({ $0 }) {
            if let number = FormatString.parse(text).first(where: { $0.substitutionName == name })?.argumentNumber { return number }
        }
        return nil
    }

    static func form(_ content: XLIFFContent, state: TranslationState) -> Localization {
        if let values = content.setValues { return Localization(stringSet: StringSet(state: state, values: values)) }
        return Localization(content.text, state: state)
    }

    /// Puts `form` at `path` of `localization`, creating the variations (and the
    /// substitution, with the template's argument number and format) on the way.
    static func set(_ form: Localization, at path: [TransUnitID.Step], in localization: inout Localization, substitutionTemplate: Substitution? = nil) {
        guard let step = path.first else {
            localization.stringUnit = form.stringUnit
            localization.stringSet = form.stringSet
            return
        }
        let rest = Array(path.dropFirst())
        switch step {
        case .plural(let category):
            set(form, at: rest, in: &localization, variation: \.plural, name: category)
        case .device(let device):
            set(form, at: rest, in: &localization, variation: \.device, name: device)
        case .substitution(let name):
            var substitutions = localization.substitutions ?? KeyedList()
            var substitution = substitutions[name]
                ?? Substitution(argNum: substitutionTemplate?.argNum, formatSpecifier: substitutionTemplate?.formatSpecifier)
            var holder = Localization(variations: substitution.variations)
            set(form, at: rest, in: &holder)
            substitution.variations = holder.variations
            substitutions.set(name, substitution)
            localization.substitutions = substitutions
        }
    }

    /// `set` into the form `name` of the localization's plural or device variation.
    private static func set(_ form: Localization, at rest: [TransUnitID.Step], in localization: inout Localization,
                            variation: WritableKeyPath<Variations, KeyedList<Localization>?>, name: String) {
        var variations = localization.variations ?? Variations()
        var forms = variations[keyPath: variation] ?? KeyedList()
        var inner = forms[name] ?? Localization()
        set(form, at: rest, in: &inner)
        forms.set(name, inner)
        variations[keyPath: variation] = forms
        localization.variations = variations
    }

    /// A translator who sends plural forms for a plain value (or a plain value for forms)
    /// changes the string's shape: the old shape goes.
    static func dropReplacedShape(_ localization: inout Localization, takenPaths: [[TransUnitID.Step]]) {
        let varied = takenPaths.contains { path in
            if case .plural? = path.first { return true }
            if case .device? = path.first { return true }
            return false
        }
        let plain = takenPaths.contains(where: \.isEmpty)
        if varied && !plain {
            localization.stringUnit = nil
            let byDevice = takenPaths.contains { if case .device? = $0.first { return true }; return false }
            if byDevice { localization.variations?.plural = nil } else { localization.variations?.device = nil }
        } else if plain && !varied && localization.variations != nil {
            localization.variations = nil
        }
    }
}
