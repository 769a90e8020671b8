import SourceExtraction
import StringCatalogKit

/// One catalog brought up to date with the strings the code has for its table, as Xcode's
/// build does it. Pure: a catalog and the code's strings in, a catalog, a summary and where
/// each key is used out.
///
/// - New keys become automatic strings (no `extractionState`), or `extracted_with_value`
///   with the default value as the source language's `new` value when the code gives one
///   (other than the key itself).
/// - A default value that changed in the code changes that value in place (its state stays,
///   and translations are not marked for review: Xcode's build leaves them as they are),
///   unless it differs only in specifiers the extraction guessed (see `SpecifierMatching`).
///   A source value the developer changed in the catalog (translated, varied) is theirs:
///   the string stays automatic and keeps it, as Xcode does.
/// - The code's comment replaces the catalog's (and the string's comment is no longer an
///   automatically generated one); without one in the code, the catalog's comment stays.
/// - Automatic keys the code no longer uses become `stale`; stale keys the code uses again
///   become automatic, and so do `migrated` ones (Xcode's migration marks strings so until a
///   build finds them in code). Migrated keys not found stay migrated.
/// - Manual strings, strings in a state this version does not know, and every translation
///   are never touched; nothing is ever deleted.
public struct CatalogUpdate: Sendable {
    public let catalog: StringCatalog
    public let summary: CatalogSyncSummary
    /// Where the code uses each of the catalog's keys (under the catalog's key when a code
    /// key was matched to it by its specifiers).
    public let usage: KeyUsage

    /// `strings`: the code's strings for the catalog's table (their table is not looked at).
    public init(updating original: StringCatalog, from strings: [LocalizableString], matching: SpecifierMatching = .guessedOnly) {
        var catalog = original
        var summary = CatalogSyncSummary()
        var usage = KeyUsage()
        var indexByKey: [ScalarKey: Int] = [:]
        indexByKey.reserveCapacity(catalog.strings.count)
        for (index, string) in catalog.strings.enumerated() where indexByKey[ScalarKey(string.key)] == nil {
            indexByKey[ScalarKey(string.key)] = index
        }

        // Which catalog key each code key is: its own, or one that differs only in specifiers.
        let takenAsIs = Set(strings.lazy.map { ScalarKey($0.key) }.filter { indexByKey[$0] != nil })
        let matcher = takenAsIs.count < strings.count ? SpecifierMatcher(policy: matching, catalog: catalog) : nil
        var groups: [(key: String, index: Int?, parts: [LocalizableString])] = []
        var groupOfKey: [ScalarKey: Int] = [:]
        for string in strings {
            var key = string.key
            var index = indexByKey[ScalarKey(key)]
            if index == nil, let catalogKey = matcher?.catalogKey(for: string, excluding: takenAsIs) {
                summary.specifierMatches.append(.init(codeKey: string.key, catalogKey: catalogKey))
                key = catalogKey
                index = indexByKey[ScalarKey(key)]
            }
            if let group = groupOfKey[ScalarKey(key)] {
                groups[group].parts.append(string)
            } else {
                groupOfKey[ScalarKey(key)] = groups.count
                groups.append((key, index, [string]))
            }
        }

        var used = [Bool](repeating: false, count: catalog.strings.count)
        summary.automaticBefore = catalog.strings.count { $0.extractionState == nil || $0.extractionState == .extractedWithValue }
        var added: [CatalogString] = []
        var unknownTypes = Set<SourceLocation>()
        for group in groups {
            let code = group.parts.count == 1 ? group.parts[0] : LocalizableString(occurrences: group.parts.flatMap(\.occurrences))
            usage.record(group.key, at: code.occurrences.map(SourceLocation.init))
            for occurrence in code.occurrences {
                for guess in occurrence.guessedInterpolations { unknownTypes.insert(SourceLocation(file: occurrence.file, position: guess.position)) }
            }
            if let index = group.index {
                used[index] = true
                let sourceLanguage = catalog.sourceLanguage
                catalog.modifyString(at: index) { string in
                    let before = string
                    Self.update(&string, from: code, sourceLanguage: sourceLanguage, matching: matching, summary: &summary)
                    if string != before { summary.changed = true }
                }
            } else {
                added.append(Self.newString(group.key, from: code, sourceLanguage: catalog.sourceLanguage))
                summary.added.append(group.key)
            }
        }
        for index in catalog.strings.indices where !used[index] {
            let state = catalog.strings[index].extractionState
            guard state == nil || state == .extractedWithValue else { continue }
            catalog.modifyString(at: index) { $0.extractionState = .stale }
            summary.newlyStale.append(catalog.strings[index].key)
        }
        if !added.isEmpty { catalog = catalog.inserting(added) }
        summary.unknownTypes = unknownTypes.sorted()
        summary.changed = summary.changed || !added.isEmpty || !summary.newlyStale.isEmpty
        self.catalog = catalog
        self.summary = summary
        self.usage = usage
    }

    /// The code's default value as the catalog records it: none when it is the key itself,
    /// which Xcode writes as a plain automatic string (no `extracted_with_value` string of
    /// the shared projects or the corpus has its key as its value; CotEditor's
    /// `.init("Escape Character", defaultValue: "Escape Character", …)` is automatic).
    static func defaultValue(of code: LocalizableString) -> String? {
        code.defaultValue.flatMap { $0.hasSameScalars(as: code.key) ? nil : $0 }
    }

    /// A key new to the catalog.
    static func newString(_ key: String, from code: LocalizableString, sourceLanguage: String) -> CatalogString {
        guard let value = defaultValue(of: code) else { return CatalogString(key: key, comment: code.comment) }
        return CatalogString(key: key, comment: code.comment, extractionState: .extractedWithValue,
                             localizations: KeyedList([(sourceLanguage, Localization(value, state: .new))]))
    }

    /// A key the catalog has and the code uses.
    static func update(_ string: inout CatalogString, from code: LocalizableString, sourceLanguage: String,
                       matching: SpecifierMatching, summary: inout CatalogSyncSummary) {
        let valueFollowsCode = sourceValueFollowsCode(string, sourceLanguage: sourceLanguage)
        switch string.extractionState {
        case nil, .extractedWithValue?:
            break
        case .stale?:
            string.extractionState = nil
            summary.revived.append(string.key)
        case .migrated?:
            string.extractionState = nil
            summary.migratedFound.append(string.key)
        case .manual?, .other?:
            return
        }
        let defaultValue = defaultValue(of: code)
        if let value = defaultValue, valueFollowsCode {
            string.extractionState = .extractedWithValue
            var localization = string.localization(for: sourceLanguage) ?? Localization()
            let current = localization.stringUnit?.value
            // A value that differs only in specifiers the extraction guessed is Xcode's, typed.
            let keepsCurrent = current.map { matching.allows(value, toStandFor: $0, guessed: code.guessedArguments(inDefaultValue: true)) } ?? false
            if current != value, !keepsCurrent {
                if current != nil { summary.defaultValuesChanged.append(string.key) }
                let unit = localization.stringUnit
                localization.stringUnit = StringUnit(state: unit?.state ?? .new, value: value, extraFields: unit?.extraFields ?? [])
                string.setLocalization(localization, for: sourceLanguage)
            }
        } else if defaultValue == nil, string.extractionState == .extractedWithValue {
            // The code no longer gives a value: the one the catalog has stays, as a plain value.
            string.extractionState = nil
            summary.defaultValuesChanged.append(string.key)
        }
        if let comment = code.comment, string.comment != comment || string.isCommentAutoGenerated != nil {
            string.comment = comment
            string.isCommentAutoGenerated = nil
            summary.commentsChanged.append(string.key)
        }
    }

    /// True when the string's source-language value is the code's to set: it is marked
    /// `extracted_with_value`, or it has no source value, or only a plain `new` one (what
    /// Xcode writes from code). A value the developer translated or varied is theirs.
    static func sourceValueFollowsCode(_ string: CatalogString, sourceLanguage: String) -> Bool {
        if string.extractionState == .extractedWithValue { return true }
        guard let localization = string.localization(for: sourceLanguage) else { return true }
        return localization.isPlain && localization.stringUnit?.state == .new
    }
}
