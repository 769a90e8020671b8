import CatalogFiles
import Foundation
import ParallelWork
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
    /// The languages that have a value in some string (known while the catalog is made;
    /// asking the catalog means walking every string).
    public var languagesWithValues: [String] = []
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
/// an entry's comment comes from the source language's file only: the comment before it,
/// blank line or not, but never the file's header (`StringsFileHeader`), and genstrings'
/// "No comment provided by engineer." is not a comment; every string is
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
    /// when nil), then gathered in `orderedFiles` order, and the catalog's strings made on
    /// those threads again: the plan is the same either way.
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
            let files = orderedFiles(table.files)
            let codes = files.map { $0.folderLanguage == "Base" ? language : LprojLanguage.code(forFolder: $0.folderLanguage) }
            let threads = threads ?? ParallelJobs.defaultThreads
            let loaded = ParallelJobs.map(files.count, threads: threads) { job in
                LoadedLegacyFile.read(files[job], language: codes[job], sourceLanguage: language)
            }
            var readFiles: [LoadedLegacyFile?] = []
            var leftOut: [String] = []
            var warnings: [String] = []
            var unrepresentable: [String] = []
            for (file, result) in zip(files, loaded) {
                switch result {
                case .success(let read):
                    warnings += read.warnings
                    if read.hasUnrepresentableEntries { unrepresentable.append(file.path) }
                    readFiles.append(read)
                case .failure(let error):
                    plan.unreadableFiles.append(error.description)
                    leftOut.append(file.path)
                    readFiles.append(nil)
                }
            }
            var builder = CatalogBuilder(sourceLanguage: language, languages: Set(codes))
            builder.place(readFiles, codes: codes, isBase: files.map { $0.folderLanguage == "Base" }, kinds: files.map(\.kind), threads: threads)
            warnings += builder.replacementWarnings(readFiles, paths: files.map(\.path))
            // A table whose every file is unreadable has nothing to migrate.
            guard leftOut.count < files.count else { continue }
            if FileManager.default.fileExists(atPath: table.catalogPath) {
                plan.errors.append("\(table.catalogPath): error: a catalog already exists here; not overwritten (migrate the table into it by hand, or move it away)")
            }
            plan.warnings += warnings
            plan.catalogs.append(MigratedCatalog(
                path: table.catalogPath, catalog: builder.catalog(readFiles, threads: threads), sourceFiles: table.files.map(\.path).filter { !leftOut.contains($0) },
                filesWithUnrepresentableEntries: Set(unrepresentable).sorted(), leftOutFiles: leftOut.sorted(),
                languagesWithValues: builder.languagesWithValues))
        }
        return plan
    }

    /// Base first (its values yield to the source language's own folder), then the rest;
    /// `.strings` before `.stringsdict` in each folder, so that the latter wins; files of one
    /// language and kind (a table in several folders) by path, so that which value wins is
    /// the same on every run.
    static func orderedFiles(_ files: [LegacyFile]) -> [LegacyFile] {
        files.sorted { a, b in
            let aBase = a.folderLanguage == "Base", bBase = b.folderLanguage == "Base"
            if aBase != bBase { return aBase }
            if a.folderLanguage != b.folderLanguage { return a.folderLanguage < b.folderLanguage }
            if a.kind != b.kind { return a.kind == .strings }
            return a.path < b.path
        }
    }

    /// Writes the plan's catalogs, all of them or none (`FileGroupWrite`: each is written in
    /// full beside its place before any is put there; `mul.lproj` is made where needed), then,
    /// with `deleteOriginals`, deletes the source files that were carried over completely and
    /// any `.lproj` folder left empty. Returns the deleted files.
    ///
    /// Each catalog goes to its temporary file part by part as it is serialized
    /// (`CatalogWriter.write(_:to:)`): the disk takes the first parts while the last are made,
    /// and the whole catalog is never in memory as bytes.
    public static func write(_ plan: MigrationPlan, deleteOriginals: Bool) throws(FileGroupWrite.Failure) -> [String] {
        precondition(plan.errors.isEmpty, "a plan with errors must not be written")
        var group = FileGroupWrite()
        for migrated in plan.catalogs {
            try group.stage(to: migrated.path) { file in
                CatalogWriter.write(migrated.catalog) { file.append($0) }
            }
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
