import CatalogFiles
import Foundation
import ProjectModel
import StringCatalogKit

/// One `LANG.lproj/TABLE.strings` or `.stringsdict` file.
public struct LegacyFile: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case strings
        case stringsdict
    }

    public var path: String
    /// The `.lproj` folder's name without the extension (`en`, `zh-Hans`, `Base`, `English`).
    public var folderLanguage: String
    public var kind: Kind
}

/// A strings table as it exists before migration: every language's files of one table name
/// in one target of a project (`Localization/xx.lproj/Localizable.strings` and
/// `Localization/Plurals/xx.lproj/Localizable.stringsdict` are one table), or, outside a
/// project, under one folder given to `migrate` (which stands for a target).
public struct LegacyTable: Equatable, Sendable {
    /// Where the catalog goes: the folder that holds the development language's `.lproj`
    /// with a `.strings` file of the table, as Xcode places it (else another `.lproj`'s).
    public var folder: String
    /// The table name (`Localizable`, `InfoPlist`, `Main`).
    public var name: String
    public var files: [LegacyFile]
    /// Whether `Base.lproj` has a storyboard, xib or strings file of this name: Xcode then
    /// puts the catalog in `mul.lproj`, beside the interface file's variants.
    public var hasBaseCounterpart: Bool

    /// Where the catalog goes: `FOLDER/TABLE.xcstrings`, or `FOLDER/mul.lproj/TABLE.xcstrings`.
    public var catalogPath: String {
        let folderURL = URL(fileURLWithPath: folder)
        let base = hasBaseCounterpart ? folderURL.appendingPathComponent("mul.lproj") : folderURL
        return base.appendingPathComponent(name + ".xcstrings").path
    }
}

/// The legacy tables under the paths given to `migrate`, and the links the search skipped.
public struct LegacyTableSearch: Equatable, Sendable {
    public var tables: [LegacyTable]
    public var skipped: [SkippedPath]
    /// Tables under a searched folder that the project there does not reference (their
    /// files the project file names nowhere): not migrated, as Xcode would not.
    public var unused: [LegacyTable] = []
}

/// Finds the legacy tables under the paths given to `migrate`.
public enum LegacyTableDiscovery {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case notFound(String)
        case notLegacyFile(String)
        case project(ProjectError)
        case outside(String, leadsTo: String)

        public var description: String {
            switch self {
            case .notFound(let path): "\(path): error: no such file or folder"
            case .notLegacyFile(let path): "\(path): error: not a .strings or .stringsdict file inside a .lproj folder, or a folder"
            case .project(let error): error.description
            case .outside(let path, let leadsTo): "\(path): error: leads outside the project, to \(leadsTo): not migrated (--allow-outside PATH allows it)"
            }
        }
    }

    /// The tables found at `paths`: folders are searched, files taken as they are (a file
    /// brings only itself, not its table's other languages). Sorted by catalog path.
    ///
    /// In a folder of an Xcode project or a Swift package, only the files the project
    /// references are taken (a variant group's languages, a synchronized folder's files, a
    /// local package's resources; `Project.referencedFiles`); the others are `unused`. A
    /// project that cannot be read is an error. Without a project, the files of one table
    /// name under a folder given are one table, as a target's resources are one bundle.
    ///
    /// A table whose files are in several folders goes beside the `.strings` of
    /// `sourceLanguage`, else of the project's development language, else of `en`.
    ///
    /// Files and folders given by name are the user's choice; what a folder's search finds
    /// through links, and what a project lists, must be inside the project (or one of
    /// `allowingOutside`).
    public static func tables(at paths: [String], sourceLanguage: String? = nil, allowingOutside: [String] = []) throws(Failure) -> LegacyTableSearch {
        var files: [String] = []
        var unusedFiles: [String] = []
        var skipped: [SkippedPath] = []
        var scopes: [String: String] = [:]
        var developmentLanguage: String?
        var projects = MigrationProjects()
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .notFound(path) }
            if isFolder.boolValue {
                let project: Project?
                do {
                    project = try projects.project(enclosing: path, allowingOutside: allowingOutside)
                } catch {
                    throw .project(error)
                }
                // The folders catalog discovery skips are skipped here too; links leading
                // outside the project (the folder given, when there is none) are not followed.
                let confinement = project?.confinement ?? PathConfinement([path] + allowingOutside)
                let search = CatalogDiscovery.search(under: path, confinedTo: confinement) { legacyFile($0) != nil }
                skipped += search.skipped
                if let project, developmentLanguage == nil { developmentLanguage = project.developmentRegion }
                for file in search.files {
                    if let project, !projects.uses(project, file) {
                        unusedFiles.append(file)
                        continue
                    }
                    files.append(file)
                    if let project {
                        if let scope = projects.tableScope(of: file, in: project) { scopes[file] = scope }
                    } else {
                        // Without a project, the folder stands for a target: its resources
                        // are flattened into one bundle, where a table is its name.
                        scopes[file] = "path\u{0}" + URL(fileURLWithPath: path).standardizedFileURL.path
                    }
                }
            } else {
                guard legacyFile(path) != nil else { throw .notLegacyFile(path) }
                // Named through the project's own link out (`en.lproj` → `~/Elsewhere`), it
                // is not the project's to migrate, nor, with --delete-originals, to delete.
                // (Only where the project is: reading it is the plan's business.)
                let location: ProjectLocation?
                do {
                    location = try ProjectLocation.enclosing(path)
                } catch {
                    throw .project(error)
                }
                if let leadsTo = location?.confinement(allowingOutside: allowingOutside).outsidePath(path) {
                    throw .outside(path, leadsTo: leadsTo)
                }
                files.append(path)
            }
        }
        return LegacyTableSearch(tables: tables(of: files, scopes: scopes, developmentLanguage: sourceLanguage ?? developmentLanguage ?? "en"),
                                 skipped: skipped, unused: tables(of: unusedFiles))
    }

    /// The tables `files` (`.strings` and `.stringsdict` files in `.lproj` folders) belong
    /// to, sorted by catalog path; a file named twice counts once. A file with a scope (its
    /// target, or the folder given, from `scopes`) joins the other files of its table name in
    /// that scope; one without joins those of its folder. `developmentLanguage` chooses where
    /// a table whose files are in several folders goes.
    static func tables(of files: [String], scopes: [String: String] = [:], developmentLanguage: String = "en") -> [LegacyTable] {
        var seen = Set<String>()
        var groups: [String: (name: String, files: [LegacyFile])] = [:]
        for path in files {
            let standard = URL(fileURLWithPath: path).standardizedFileURL.path
            guard seen.insert(standard).inserted, let file = legacyFile(standard) else { continue }
            let folder = URL(fileURLWithPath: standard).deletingLastPathComponent().deletingLastPathComponent().path
            let name = URL(fileURLWithPath: standard).deletingPathExtension().lastPathComponent
            let id = (scopes[path] ?? scopes[standard] ?? "folder\u{0}" + folder) + "\u{0}" + name
            groups[id, default: (name, [])].files.append(file)
        }
        return groups.values
            .map { group in
                let files = group.files.sorted { $0.path < $1.path }
                let folder = placement(of: files, developmentLanguage: developmentLanguage)
                return LegacyTable(folder: folder, name: group.name, files: files, hasBaseCounterpart: hasBaseCounterpart(folder: folder, name: group.name))
            }
            .sorted { $0.catalogPath < $1.catalogPath }
    }

    /// The folder of `.lproj` folders a table's catalog goes in: beside the development
    /// language's `.strings` (where Xcode puts it), else Base's, else any `.strings`, else
    /// the first file's.
    static func placement(of files: [LegacyFile], developmentLanguage: String) -> String {
        func folder(_ file: LegacyFile) -> String {
            URL(fileURLWithPath: file.path).deletingLastPathComponent().deletingLastPathComponent().path
        }
        let strings = files.filter { $0.kind == .strings }
        let chosen = strings.first { LprojLanguage.code(forFolder: $0.folderLanguage) == developmentLanguage }
            ?? strings.first { $0.folderLanguage == "Base" }
            ?? strings.first
            ?? files[0]
        return folder(chosen)
    }

    /// The file at `path` if it is a `.strings` or `.stringsdict` in an `.lproj` folder.
    static func legacyFile(_ path: String) -> LegacyFile? {
        let url = URL(fileURLWithPath: path)
        let kind: LegacyFile.Kind
        switch url.pathExtension {
        case "strings": kind = .strings
        case "stringsdict": kind = .stringsdict
        default: return nil
        }
        let folder = url.deletingLastPathComponent()
        guard folder.pathExtension == "lproj" else { return nil }
        let language = folder.deletingPathExtension().lastPathComponent
        // A catalog's own variant folder holds no legacy tables.
        guard language != "mul" else { return nil }
        return LegacyFile(path: path, folderLanguage: language, kind: kind)
    }

    static func hasBaseCounterpart(folder: String, name: String) -> Bool {
        let base = URL(fileURLWithPath: folder).appendingPathComponent("Base.lproj")
        return ["storyboard", "xib", "strings", "stringsdict"].contains { ext in
            FileManager.default.fileExists(atPath: base.appendingPathComponent(name + "." + ext).path)
        }
    }
}

/// Language codes of `.lproj` folders: modern codes as they are (`_` read as `-`), and the
/// English names old projects used (`English.lproj`).
enum LprojLanguage {
    static let legacyNames: [String: String] = [
        "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es",
        "Italian": "it", "Dutch": "nl", "Swedish": "sv", "Danish": "da", "Norwegian": "nb",
        "Finnish": "fi", "Portuguese": "pt", "Korean": "ko", "Chinese": "zh-Hans", "Russian": "ru",
    ]

    static func code(forFolder name: String) -> String {
        if let code = legacyNames[name] { return code }
        return name.replacingOccurrences(of: "_", with: "-")
    }
}
