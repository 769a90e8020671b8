import StringCatalogKit

/// One legacy file read and made ready for its table's catalog: everything a migration does
/// with a file independently of the others, so that files are taken on all cores at once.
/// What is left for one thread is putting each value in its key's row (`CatalogBuilder`).
struct LoadedLegacyFile: Sendable {
    struct Entry: Sendable {
        var key: String
        var line: Int
        /// The value as the catalog holds it, or why it has no catalog form.
        var localization: Result<Localization, StringsdictConversion.Unrepresentable>
        /// The string's comment, when this file gives it one (see `comment(of:language:)`).
        var comment: String?
    }

    var entries: [Entry]
    /// `file:line: warning: …` for repeated keys and for rules without a catalog form, in
    /// file order.
    var warnings: [String]
    var hasUnrepresentableEntries: Bool

    /// Reads `file`, whose values are for `language` (the code its folder stands for) in a
    /// table whose source language is `sourceLanguage`.
    static func read(_ file: LegacyFile, language: String, sourceLanguage: String) -> Result<LoadedLegacyFile, InterchangeReadError> {
        do {
            switch file.kind {
            case .strings:
                let strings = try LegacyFileBytes.parse(file.path, with: StringsFile.read(_:))
                return .success(Self.loaded(strings, language: language, sourceLanguage: sourceLanguage, path: file.path))
            case .stringsdict:
                let stringsdict = try LegacyFileBytes.parse(file.path, with: StringsdictFile.read(_:))
                return .success(Self.loaded(stringsdict, language: language, path: file.path))
            }
        } catch {
            return .failure(error)
        }
    }

    static func loaded(_ file: StringsFile, language: String, sourceLanguage: String, path: String) -> LoadedLegacyFile {
        let takesComments = language == sourceLanguage
        var entries: [Entry] = []
        entries.reserveCapacity(file.entries.count)
        for entry in file.entries {
            entries.append(Entry(key: entry.key, line: entry.line, localization: .success(Localization(entry.value, state: .translated)),
                                 comment: takesComments ? comment(of: entry) : nil))
        }
        return LoadedLegacyFile(entries: entries, warnings: repeatWarnings(file.entries, path: path), hasUnrepresentableEntries: false)
    }

    static func loaded(_ file: StringsdictFile, language: String, path: String) -> LoadedLegacyFile {
        var loaded = LoadedLegacyFile(entries: [], warnings: [], hasUnrepresentableEntries: false)
        loaded.entries.reserveCapacity(file.entries.count)
        for entry in file.entries {
            let localization = StringsdictConversion.localization(entry.rule, state: .translated)
            if case .failure(let unrepresentable) = localization {
                loaded.hasUnrepresentableEntries = true
                loaded.warnings.append("\(path):\(entry.line): warning: \"\(entry.key)\" not migrated for \(language): \(unrepresentable.reason); the file is kept")
            }
            loaded.entries.append(Entry(key: entry.key, line: entry.line, localization: localization, comment: nil))
        }
        return loaded
    }

    /// The comment Xcode's migration gives the entry's string: one that touches the entry (a
    /// header or section comment followed by a blank line is not the string's), and not
    /// genstrings' placeholder.
    static func comment(of entry: StringsEntry) -> String? {
        guard let comment = entry.comment, !entry.commentIsDetached, !comment.isEmpty, comment != StringsMigration.placeholderComment else { return nil }
        return comment
    }

    /// A warning for each key the file repeats (Foundation keeps the last value). Keys in
    /// increasing order, as compiled files list them, cannot repeat: most files are told so
    /// by comparing neighbours, without hashing every key.
    static func repeatWarnings(_ entries: [StringsEntry], path: String) -> [String] {
        let increasing = entries.indices.dropFirst().allSatisfy { UTF16Order.precedes(entries[$0 - 1].key, entries[$0].key) }
        guard !increasing else { return [] }
        var warnings: [String] = []
        var seen: [ScalarKey: Int] = [:]
        for entry in entries {
            if let first = seen[ScalarKey(entry.key)] {
                warnings.append("\(path):\(entry.line): warning: \"\(entry.key)\" repeats line \(first); the last value is kept, as Foundation keeps it")
            }
            seen[ScalarKey(entry.key)] = entry.line
        }
        return warnings
    }
}
