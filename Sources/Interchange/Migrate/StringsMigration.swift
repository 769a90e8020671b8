import Foundation
import ProjectModel
import StringCatalogKit

/// One catalog a migration makes from a legacy table.
public struct MigratedCatalog: Equatable, Sendable {
    /// Where it goes (`FOLDER/TABLE.xcstrings` or `FOLDER/mul.lproj/TABLE.xcstrings`).
    public var path: String
    public var catalog: StringCatalog
    /// The `.strings` and `.stringsdict` files it was made from.
    public var sourceFiles: [String]
    /// Source files with something the catalog cannot hold: never deleted.
    public var filesWithUnrepresentableEntries: [String]
    /// Source files that could not be read: left out of the catalog and never deleted.
    public var leftOutFiles: [String] = []
}

/// What `migrate` found: the catalogs to write, or the reasons it cannot.
public struct MigrationPlan: Equatable, Sendable {
    public var catalogs: [MigratedCatalog]
    /// What stops the migration (a project that cannot be read, a catalog that exists
    /// already): any of these means nothing is written.
    public var errors: [String]
    /// Things that were left out or chosen, each `file:line: warning: …`.
    public var warnings: [String]
    /// Files that could not be read, each `file:line:column: error: …`. As Xcode does, every
    /// other file is migrated; these are left out and kept, and the command fails.
    public var unreadableFiles: [String] = []
}

/// Xcode's *Migrate to String Catalog*, without Xcode.
///
/// Each table (`LANG.lproj/TABLE.strings` and `.stringsdict` of one folder) becomes one
/// catalog whose source language is the development language; every value is `translated`;
/// an entry's comment comes from the source language's file only, and only when it touches
/// the entry (a header or section comment followed by a blank line is not the string's;
/// genstrings' "No comment provided by engineer." is not a comment); every string is
/// `extractionState: migrated`, as recent Xcode writes until the next
/// build finds the string in code; `Base.lproj` files count as the source language where its
/// own folder has no value. A key in both a `.strings` and a `.stringsdict` file takes the
/// `.stringsdict` form, as Foundation does at run time.
public enum StringsMigration {
    /// What genstrings writes for a string without a comment.
    static let placeholderComment = "No comment provided by engineer."

    /// Reads every table and builds its catalog. `sourceLanguage` overrides the development
    /// language of the project around the table (else `en`); a project that cannot be read
    /// is an error.
    ///
    /// Files are read (and `.stringsdict` rules converted) on `threads` threads (all cores
    /// when nil), then gathered in `orderedFiles` order: the plan is the same either way.
    public static func plan(_ tables: [LegacyTable], sourceLanguage: String? = nil, threads: Int? = nil) -> MigrationPlan {
        var plan = MigrationPlan(catalogs: [], errors: [], warnings: [])
        var projects = MigrationProjects()
        for table in tables {
            var projectLanguage: String?
            if sourceLanguage == nil {
                do {
                    projectLanguage = try projects.project(enclosing: table.folder)?.developmentRegion
                } catch {
                    if !plan.errors.contains(error.description) { plan.errors.append(error.description) }
                }
            }
            let language = sourceLanguage ?? projectLanguage ?? "en"
            var builder = CatalogBuilder(sourceLanguage: language)
            let files = orderedFiles(table.files)
            let loaded = ParallelJobs.map(files.count, threads: threads ?? ParallelJobs.defaultThreads) { job in
                LoadedFile.read(files[job])
            }
            var leftOut: [String] = []
            for (file, result) in zip(files, loaded) {
                let code = file.folderLanguage == "Base" ? language : LprojLanguage.code(forFolder: file.folderLanguage)
                switch result {
                case .strings(let strings):
                    builder.add(strings, language: code, file: file, isBase: file.folderLanguage == "Base")
                case .stringsdict(let converted):
                    builder.add(converted, language: code, file: file, isBase: file.folderLanguage == "Base")
                case .failure(let error):
                    plan.unreadableFiles.append(error.description)
                    leftOut.append(file.path)
                }
            }
            // A table whose every file is unreadable has nothing to migrate.
            guard leftOut.count < files.count else { continue }
            if FileManager.default.fileExists(atPath: table.catalogPath) {
                plan.errors.append("\(table.catalogPath): error: a catalog already exists here; not overwritten (migrate the table into it by hand, or move it away)")
            }
            plan.warnings += builder.warnings
            plan.catalogs.append(MigratedCatalog(
                path: table.catalogPath, catalog: builder.catalog(), sourceFiles: table.files.map(\.path).filter { !leftOut.contains($0) },
                filesWithUnrepresentableEntries: builder.filesWithUnrepresentableEntries.sorted(), leftOutFiles: leftOut.sorted()))
        }
        return plan
    }

    /// One legacy file read, its `.stringsdict` rules already converted: the part of a
    /// migration that files do independently of each other.
    enum LoadedFile: Sendable {
        case strings(StringsFile)
        case stringsdict([ConvertedEntry])
        case failure(InterchangeReadError)

        struct ConvertedEntry: Sendable {
            var key: String
            var line: Int
            var localization: Result<Localization, StringsdictConversion.Unrepresentable>
        }

        static func read(_ file: LegacyFile) -> LoadedFile {
            do {
                switch file.kind {
                case .strings:
                    return .strings(try StringsFile.read(path: file.path))
                case .stringsdict:
                    return .stringsdict(try StringsdictFile.read(path: file.path).entries.map { entry in
                        ConvertedEntry(key: entry.key, line: entry.line,
                                       localization: StringsdictConversion.localization(entry.rule, state: .translated))
                    })
                }
            } catch {
                return .failure(error)
            }
        }
    }

    /// Base first (its values yield to the source language's own folder), then the rest;
    /// `.strings` before `.stringsdict` in each folder, so that the latter wins.
    static func orderedFiles(_ files: [LegacyFile]) -> [LegacyFile] {
        files.sorted { a, b in
            let aBase = a.folderLanguage == "Base", bBase = b.folderLanguage == "Base"
            if aBase != bBase { return aBase }
            if a.folderLanguage != b.folderLanguage { return a.folderLanguage < b.folderLanguage }
            return a.kind == .strings && b.kind == .stringsdict
        }
    }

    /// Writes the plan's catalogs, all of them or none (`FileGroupWrite`: each is written in
    /// full beside its place before any is put there; `mul.lproj` is made where needed), then,
    /// with `deleteOriginals`, deletes the source files that were carried over completely and
    /// any `.lproj` folder left empty. Returns the deleted files.
    public static func write(_ plan: MigrationPlan, deleteOriginals: Bool) throws(FileGroupWrite.Failure) -> [String] {
        precondition(plan.errors.isEmpty, "a plan with errors must not be written")
        var group = FileGroupWrite()
        for migrated in plan.catalogs {
            try group.stage(CatalogWriter.bytes(migrated.catalog), to: migrated.path)
        }
        try group.commit()
        guard deleteOriginals else { return [] }
        var deleted: [String] = []
        for migrated in plan.catalogs {
            let kept = Set(migrated.filesWithUnrepresentableEntries)
            for file in migrated.sourceFiles where !kept.contains(file) {
                guard (try? FileManager.default.removeItem(atPath: file)) != nil else { continue }
                deleted.append(file)
                let lproj = URL(fileURLWithPath: file).deletingLastPathComponent().path
                if let rest = try? FileManager.default.contentsOfDirectory(atPath: lproj), rest.isEmpty {
                    try? FileManager.default.removeItem(atPath: lproj)
                }
            }
        }
        return deleted
    }
}

/// Gathers one table's entries, language by language, into a catalog.
struct CatalogBuilder {
    let sourceLanguage: String
    /// Each key's values in the order they were read, with their language. Keys are told
    /// apart by their scalars, as Foundation's dictionaries and Xcode do: "Café" precomposed
    /// and decomposed are two strings of the catalog.
    var values: [ScalarKey: [(language: String, localization: Localization)]] = [:]
    var languages = Set<String>()
    /// Each key's comment from the source language's file (Base's where its own folder has
    /// none): Xcode takes no comment from translations.
    var comments: [ScalarKey: String] = [:]
    /// Keys that have a value from the source language's own folder (Base yields to them).
    var ownSourceValues = Set<ScalarKey>()
    var warnings: [String] = []
    var filesWithUnrepresentableEntries = Set<String>()

    init(sourceLanguage: String) {
        self.sourceLanguage = sourceLanguage
    }

    mutating func add(_ file: StringsFile, language: String, file legacy: LegacyFile, isBase: Bool) {
        var seen: [ScalarKey: Int] = [:]
        for entry in file.entries {
            if let first = seen[ScalarKey(entry.key)] {
                warnings.append("\(legacy.path):\(entry.line): warning: \"\(entry.key)\" repeats line \(first); the last value is kept, as Foundation keeps it")
            }
            seen[ScalarKey(entry.key)] = entry.line
            if language == sourceLanguage, let comment = entry.comment, !entry.commentIsDetached,
               !comment.isEmpty, comment != StringsMigration.placeholderComment {
                comments[ScalarKey(entry.key)] = comment
            }
            set(Localization(entry.value, state: .translated), key: entry.key, language: language, isBase: isBase)
        }
    }

    mutating func add(_ entries: [StringsMigration.LoadedFile.ConvertedEntry], language: String, file legacy: LegacyFile, isBase: Bool) {
        for entry in entries {
            switch entry.localization {
            case .success(let localization):
                set(localization, key: entry.key, language: language, isBase: isBase)
            case .failure(let unrepresentable):
                filesWithUnrepresentableEntries.insert(legacy.path)
                warnings.append("\(legacy.path):\(entry.line): warning: \"\(entry.key)\" not migrated for \(language): \(unrepresentable.reason); the file is kept")
            }
        }
    }

    /// Records a value; a later one for the same key and language replaces it (files come in
    /// the order `StringsMigration.orderedFiles` gives them).
    mutating func set(_ localization: Localization, key: String, language: String, isBase: Bool) {
        if isBase, ownSourceValues.contains(ScalarKey(key)) { return }
        if language == sourceLanguage, !isBase { ownSourceValues.insert(ScalarKey(key)) }
        values[ScalarKey(key), default: []].append((language, localization))
        languages.insert(language)
    }

    /// The keys in an order that does not depend on hashing, for keys that collate alike
    /// (spellings of one text in other normalisations) to keep it through the stable sort.
    private var keysInFixedOrder: [String] {
        values.keys.map(\.text).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The catalog, each string's languages put in Xcode's order once (inserting them one
    /// by one in order cost more than reading the files).
    func catalog() -> StringCatalog {
        let ordered = KeyCollation.sorted(Array(languages))
        var rank: [String: Int] = [:]
        for (index, language) in ordered.enumerated() { rank[language] = index }
        return StringCatalog(sourceLanguage: sourceLanguage, strings: KeyCollation.sorted(keysInFixedOrder).map { key in
            // Each value into its language's slot (a later one replaces an earlier one):
            // sorting every string's languages by looking their ranks up cost more than
            // reading the files.
            var latest = [Localization?](repeating: nil, count: ordered.count)
            for (language, localization) in values[ScalarKey(key)]! { latest[rank[language]!] = localization }
            let pairs = latest.indices.compactMap { i in latest[i].map { (ordered[i], $0) } }
            var string = CatalogString(key: key, extractionState: .migrated, localizations: KeyedList(pairs))
            string.comment = comments[ScalarKey(key)]
            return string
        })
    }
}
