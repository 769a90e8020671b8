import PropertyLists
import StringCatalogKit

/// One legacy file read and made ready for its table's catalog: everything a migration does
/// with a file independently of the others, so that files are taken on all cores at once.
/// The builder (`CatalogBuilder`) then finds each key's row and takes the values into the
/// catalog's strings, moving them rather than copying (`TakeOnceList`).
struct LoadedLegacyFile: Sendable {
    /// The keys, in file order.
    var keys: TakeOnceList<String>
    /// Each key's value as the catalog holds it; nil where it has no catalog form (a warning
    /// says why).
    var localizations: TakeOnceList<Localization>
    /// Each key's comment, when this file gives comments (see `comment(of:)`); else empty.
    var comments: [String?]
    /// Each key's line, for warnings.
    var lines: [Int32]
    /// `file:line: warning: …` for repeated keys and for rules without a catalog form, in
    /// file order.
    var warnings: [String]
    var hasUnrepresentableEntries: Bool

    var count: Int { keys.count }

    /// The comment of entry `index`, if any.
    func comment(_ index: Int) -> String? {
        comments.isEmpty ? nil : comments[index]
    }

    /// Reads `file`, whose values are for `language` (the code its folder stands for) in a
    /// table whose source language is `sourceLanguage`.
    static func read(_ file: LegacyFile, language: String, sourceLanguage: String) -> Result<LoadedLegacyFile, InterchangeReadError> {
        do {
            switch file.kind {
            case .strings:
                let strings = try LegacyFileBytes.parse(file.path, with: StringsFile.read(_:))
                return .success(Self.loaded(consume strings, language: language, sourceLanguage: sourceLanguage, path: file.path))
            case .stringsdict:
                let stringsdict = try LegacyFileBytes.parse(file.path, with: StringsdictFile.read(_:))
                return .success(Self.loaded(stringsdict, language: language, path: file.path))
            }
        } catch {
            return .failure(error)
        }
    }

    static func loaded(_ file: consuming StringsFile, language: String, sourceLanguage: String, path: String) -> LoadedLegacyFile {
        let warnings = repeatWarnings(file.entries, path: path)
        // The entries are moved out, from the end, rather than copied and then freed: the
        // file is the only holder of its array once it lets go of it.
        var entries = file.entries
        file.entries = []
        var keys: [String?] = [], localizations: [Localization?] = []
        keys.reserveCapacity(entries.count)
        localizations.reserveCapacity(entries.count)
        var lines = [Int32](repeating: 0, count: entries.count)
        let takesComments = language == sourceLanguage
        var comments = [String?](repeating: nil, count: takesComments ? entries.count : 0)
        while let entry = entries.popLast() {
            keys.append(entry.key)
            localizations.append(Localization(entry.value, state: .translated))
            lines[entries.count] = Int32(clamping: entry.line)
            if takesComments { comments[entries.count] = comment(of: entry) }
        }
        // Both lists were made from the end (reversing them would copy each element).
        return LoadedLegacyFile(keys: TakeOnceList(reversed: consume keys), localizations: TakeOnceList(reversed: consume localizations),
                                comments: comments, lines: lines, warnings: warnings, hasUnrepresentableEntries: false)
    }

    static func loaded(_ file: StringsdictFile, language: String, path: String) -> LoadedLegacyFile {
        var keys: [String?] = [], localizations: [Localization?] = []
        keys.reserveCapacity(file.entries.count)
        localizations.reserveCapacity(file.entries.count)
        var warnings: [String] = []
        var valueTypes = StringsdictConversion.ValueTypes()
        for entry in file.entries {
            keys.append(entry.key)
            switch StringsdictConversion.localization(entry.rule, state: .translated, valueTypes: &valueTypes) {
            case .success(let localization):
                localizations.append(localization)
            case .failure(let unrepresentable):
                localizations.append(nil)
                warnings.append("\(path):\(entry.line): warning: \"\(entry.key)\" not migrated for \(language): \(unrepresentable.reason); the file is kept")
            }
        }
        return LoadedLegacyFile(keys: TakeOnceList(consume keys), localizations: TakeOnceList(consume localizations), comments: [],
                                lines: file.entries.map { Int32(clamping: $0.line) }, warnings: warnings, hasUnrepresentableEntries: !warnings.isEmpty)
    }

    /// The comment Xcode's migration gives the entry's string: the comment before it, blank
    /// line or not (the reader gives the file's header to none), but not genstrings'
    /// placeholder.
    static func comment(of entry: StringsEntry) -> String? {
        guard let comment = entry.comment, !comment.isEmpty, comment != StringsMigration.placeholderComment else { return nil }
        return comment
    }

    /// A warning for each key the file repeats (Foundation keeps the last value). Keys in
    /// increasing order, as compiled files list them, cannot repeat: most files are told so
    /// by comparing neighbours, without hashing every key.
    static func repeatWarnings(_ entries: [StringsEntry], path: String) -> [String] {
        // Through the buffer, so that each key is compared where it is, not copied out.
        let increasing = entries.withUnsafeBufferPointer { buffer in
            buffer.indices.dropFirst().allSatisfy { UTF16Order.precedes(buffer[$0 - 1].key, buffer[$0].key) }
        }
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
