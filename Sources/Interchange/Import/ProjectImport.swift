import CatalogFiles
import Foundation
import ProjectModel
import StringCatalogKit

/// `xcedit import`: the translations of `.xcloc` bundles and `.xliff` files merged into the
/// project's catalogs (`CatalogImport` for each `<file>`), each changed catalog saved once,
/// atomically, in Xcode's layout.
public struct ProjectImport {
    /// One bundle or XLIFF file given on the command line, read.
    public struct Input: Sendable {
        public var path: String
        /// The `.xliff` inside a bundle, or the file itself.
        public var xliffPath: String
        public var document: XLIFFDocument
        /// The language of each file's targets, in the order of `document.files`: its own
        /// `target-language`, else the one the caller named (`import --lang`), else the
        /// bundle's `targetLocale`. Each was checked to be a language code that can name a file.
        public var languages: [String]
        /// The XLIFF file as it was read, to notice a later change (an editor's save).
        public var fingerprint: FileFingerprint
        /// The XLIFF file's bytes, which `document` was read from (an editor keeps them to
        /// patch at each save).
        public var bytes: [UInt8] = []

        /// The language of the targets of the file at `index` of `document.files`.
        public func language(ofFile index: Int) -> String {
            languages[index]
        }
    }

    /// What one `<file>` of one input did to its catalog.
    public struct FileReport: Sendable {
        public var input: String
        public var original: String
        public var language: String
        public var summary: CatalogImport.Summary
        public var outcome: Outcome
        public var unitCount: Int
        /// Units with a translator's work that were not imported: every unit of a file the
        /// project has no catalog or table for; the edited units (a target that is not the
        /// source) of a file in the source language; a unit for a key the catalog lacks.
        public var notImportedUnits = 0
        /// The catalog was changed and is not in Xcode's layout: it is saved whole, in that
        /// layout (as `fmt` would), so its diff holds more than the imported translations.
        public var rewritesWholeCatalog = false
    }

    /// What an import did: one report per `<file>` of each input, and the languages it
    /// added to the project's `knownRegions` (as the editor's `L` does).
    public struct Result: Sendable {
        public var reports: [FileReport]
        public var addedRegions: [String] = []
        /// Languages the project does not list that could not be recorded (a project file
        /// without a `knownRegions` list).
        public var unrecordedRegions: [String] = []

        /// Units with a translator's work that were not imported (see `FileReport`).
        public var notImportedUnits: Int { reports.reduce(0) { $0 + $1.notImportedUnits } }
    }

    public enum Outcome: Equatable, Sendable {
        /// Merged into the project's catalog or table (`summary` says what changed).
        case imported
        /// The project has no such catalog or table: nothing was imported. Files outside the
        /// project are never written, whatever `original` says.
        case notInProject
        /// The file's target language is its source language: importing it would overwrite
        /// the source text, which is the developer's (edited in the catalog, not imported).
        case sourceLanguage
    }

    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        case cannotRead(path: String, reason: String)
        case malformed(XMLError)
        case catalog(String)

        public var description: String {
            switch self {
            case .cannotRead(let path, let reason): "\(path): error: \(reason)"
            case .malformed(let error): error.description
            case .catalog(let message): message
            }
        }
    }

    /// Reads a `.xcloc` bundle (its `Localized Contents/*.xliff`) or an `.xliff` file.
    /// `language` is the language of files that do not name theirs (`import --lang`); a file
    /// that names another one is refused. A file without a language, or whose language is
    /// not a language code, is an error at its `<file>` element.
    public static func readInput(_ path: String, language: String? = nil) throws(Failure) -> Input {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .cannotRead(path: path, reason: "no such file or folder")
        }
        var xliffPath = path
        var targetLocale: String?
        if isFolder.boolValue {
            let folder = URL(fileURLWithPath: path).appendingPathComponent("Localized Contents")
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".xliff") }.sorted()
            guard let name = names.first else {
                throw .cannotRead(path: path, reason: "not an .xcloc bundle: no 'Localized Contents/*.xliff'")
            }
            xliffPath = folder.appendingPathComponent(name).path
            let contentsPath = URL(fileURLWithPath: path).appendingPathComponent("contents.json").path
            if let data = FileManager.default.contents(atPath: contentsPath),
               let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
               let locale = object["targetLocale"] as? String {
                guard Language.canNameFile(locale) else {
                    throw .cannotRead(path: contentsPath, reason: "targetLocale: " + Language.unsafeFileNameReason(locale))
                }
                targetLocale = locale
            }
        }
        let read = try readXLIFF(at: xliffPath)
        var languages: [String] = []
        for file in read.document.files {
            languages.append(try targetLanguage(of: file, given: language, bundleLocale: targetLocale, in: read.bytes, at: xliffPath))
        }
        return Input(path: path, xliffPath: xliffPath, document: read.document, languages: languages, fingerprint: read.fingerprint, bytes: read.bytes)
    }

    /// The language of `file`'s targets (see `readInput`).
    private static func targetLanguage(of file: XLIFFFile, given: String?, bundleLocale: String?, in bytes: [UInt8], at path: String) throws(Failure) -> String {
        func error(_ message: String) -> Failure {
            var located = bytes.withUnsafeBufferPointer { XMLError.at(file.offset ?? 0, in: $0, message) }
            located.file = path
            return .malformed(located)
        }
        let language: String
        switch (file.targetLanguage, given) {
        case (let named?, let given?) where named.lowercased() != given.lowercased():
            throw error("<file original=\"\(file.original)\"> is in \(JSONQuoting.quote(named)), not in \(JSONQuoting.quote(given)) as --lang says")
        case (let named?, _):
            language = named
        case (nil, let given?):
            language = given
        case (nil, nil):
            guard let bundleLocale else {
                throw error("expected a 'target-language' attribute on <file original=\"\(file.original)\">: the language of its translations (`import --lang CODE` names it)")
            }
            language = bundleLocale
        }
        guard Language.canNameFile(language) else { throw error("target-language: " + Language.unsafeFileNameReason(language)) }
        return language
    }

    /// Reads and parses one XLIFF file; errors name the file and, for malformed XML, the
    /// line and column.
    public static func readXLIFF(at xliffPath: String) throws(Failure) -> (bytes: [UInt8], fingerprint: FileFingerprint, document: XLIFFDocument) {
        let bytes: [UInt8]
        let fingerprint: FileFingerprint
        do {
            (bytes, fingerprint) = try CatalogFile.readBytes(xliffPath)
        } catch {
            throw .cannotRead(path: xliffPath, reason: error.readFailure)
        }
        do {
            return (bytes, fingerprint, try XLIFFReader.read(bytes))
        } catch {
            var located = error
            located.file = xliffPath
            throw .malformed(located)
        }
    }

    public let project: LocalizationProject
    public let policy: TargetStatePolicy

    public init(project: LocalizationProject, policy: TargetStatePolicy) {
        self.project = project
        self.policy = policy
    }

    /// Where a `<file>` goes: one of the project's own catalogs or legacy tables, found by
    /// its `original`; nil for anything else (a path leading out of the project, a file the
    /// project does not have), which is reported and never written.
    enum Destination {
        case catalog(path: String)
        case legacyTable(LegacyTableExport, sourcePath: String)
    }

    /// The project's catalogs and tables by full path.
    private func destinations() -> [String: Destination] {
        var found: [String: Destination] = [:]
        for catalog in project.catalogs { found[project.path(of: catalog)] = .catalog(path: project.path(of: catalog)) }
        for table in project.legacyTables { found[project.path(of: table.original)] = .legacyTable(table, sourcePath: project.path(of: table.original)) }
        return found
    }

    /// True when two codes name the same language (`en_GB` and `en-gb`, `English` and `en`).
    static func sameLanguage(_ a: String, _ b: String) -> Bool {
        LprojLanguage.code(forFolder: a).lowercased() == LprojLanguage.code(forFolder: b).lowercased()
    }

    /// Merges every input into the project's catalogs, and records each language imported
    /// that the project does not list yet in its `knownRegions`; unless `dryRun`, writes the
    /// changed catalogs, tables and project file all at once or none of them
    /// (`FileGroupWrite`). A read-only file is refused unless `replacingReadOnly`. What could
    /// not be imported is reported, and the rest is written all the same.
    public func run(_ inputs: [Input], dryRun: Bool, replacingReadOnly: Bool = false) throws(Failure) -> Result {
        let destinations = destinations()
        // Each catalog is read for the languages imported into it only (see LanguageScopedFile).
        var languagesByCatalog: [String: [String]] = [:]
        for input in inputs {
            for (index, file) in input.document.files.enumerated() {
                guard case .catalog(let path)? = destinations[project.path(of: file.original)] else { continue }
                let language = input.language(ofFile: index)
                if !languagesByCatalog[path, default: []].contains(language) { languagesByCatalog[path, default: []].append(language) }
            }
        }
        var opened: [String: LanguageScopedFile] = [:]
        var order: [String] = []
        var changed: Set<String> = []
        var legacyWrites: [(path: String, bytes: [UInt8])] = []
        var reports: [FileReport] = []
        var reportsByCatalog: [String: [Int]] = [:]
        for input in inputs {
            for (index, file) in input.document.files.enumerated() {
                let language = input.language(ofFile: index)
                var report = FileReport(input: input.path, original: file.original, language: language,
                                        summary: CatalogImport.Summary(), outcome: .imported, unitCount: file.units.count)
                defer { reports.append(report) }
                switch destinations[project.path(of: file.original)] {
                case nil:
                    report.outcome = .notInProject
                    report.notImportedUnits = file.units.count
                case .legacyTable(let table, let sourcePath)?:
                    guard !Self.sameLanguage(language, project.developmentRegion ?? "en") else {
                        report.outcome = .sourceLanguage
                        report.notImportedUnits = Self.editedUnits(of: file)
                        continue
                    }
                    do {
                        let (bytes, summary) = try LegacyTableImport(policy: policy).apply(file, sourcePath: sourcePath, targetPath: table.path(for: language))
                        report.summary = summary
                        report.notImportedUnits = summary.unknownKeys.count
                        if let bytes { legacyWrites.append((table.path(for: language), bytes)) }
                    } catch {
                        throw .catalog(error.description)
                    }
                case .catalog(let path)?:
                    if opened[path] == nil {
                        do {
                            // The file's text is checked as UTF-8 while the translations are merged
                            // and the new file written; confirmed below, or by the save.
                            opened[path] = try LanguageScopedFile.open(path, languages: languagesByCatalog[path] ?? [language], checkingTextLater: true)
                            order.append(path)
                        } catch {
                            throw .catalog(error.description)
                        }
                    }
                    guard !Self.sameLanguage(language, opened[path]!.catalog.sourceLanguage) else {
                        report.outcome = .sourceLanguage
                        report.notImportedUnits = Self.editedUnits(of: file)
                        continue
                    }
                    report.summary = CatalogImport(policy: policy).apply(file, language: language, to: &opened[path]!.catalog)
                    report.notImportedUnits = report.summary.unknownKeys.count
                    if !report.summary.isEmpty { changed.insert(path) }
                    reportsByCatalog[path, default: []].append(reports.count)
                }
            }
        }
        // A changed catalog read in full was not in Xcode's layout: saving it rewrites it whole.
        for path in changed where opened[path]?.isScoped == false {
            for index in reportsByCatalog[path] ?? [] { reports[index].rewritesWholeCatalog = true }
        }
        // A catalog that turns out not to be valid fails the import, as a full read would.
        for path in order where dryRun || !changed.contains(path) {
            do {
                try opened[path]?.confirmText()
            } catch {
                throw .catalog(error.description)
            }
        }
        var result = Result(reports: reports)
        let projectFileEdit = try newRegions(in: reports, into: &result)
        guard !dryRun else { return result }
        // Every changed file is written beside itself first; only when all of them are on
        // disk do they replace the old ones.
        var group = FileGroupWrite()
        do {
            if let edit = projectFileEdit, edit.edited != edit.bytes {
                try group.stage(edit.edited, to: edit.path, replacingReadOnly: replacingReadOnly)
            }
            for write in legacyWrites {
                try group.stage(write.bytes, to: write.path, replacingReadOnly: replacingReadOnly)
            }
            for path in order where changed.contains(path) {
                try group.stage { () throws(CatalogFile.Failure) in try opened[path]!.stage(replacingReadOnly: replacingReadOnly) }
            }
            try group.commit()
        } catch {
            throw .catalog(error.description)
        }
        return result
    }

    /// Units of `file` whose target is not their source: edits an import of the source
    /// language would drop (a bundle of the development language exported and imported as
    /// it is has none).
    static func editedUnits(of file: XLIFFFile) -> Int {
        file.units.filter { unit in unit.target.map { $0.content != unit.source } ?? false }.count
    }

    /// The languages imported into some catalog or table that the project's `knownRegions`
    /// does not list (each once, in the order met), put in `result`; and the project file
    /// with them added (nil without a project file or a new language).
    private func newRegions(in reports: [FileReport], into result: inout Result) throws(Failure) -> (path: String, bytes: [UInt8], edited: [UInt8])? {
        guard let projectFile = project.projectFile else { return nil }
        var new: [String] = []
        for report in reports where report.outcome == .imported {
            let language = report.language
            guard !project.knownRegions.contains(where: { Self.sameLanguage($0, language) }),
                  !new.contains(where: { Self.sameLanguage($0, language) }) else { continue }
            new.append(language)
        }
        guard !new.isEmpty else { return nil }
        let languages = ProjectLanguages(projectFile: projectFile, knownRegions: project.knownRegions)
        do {
            let edit = try languages.editedProjectFile(added: new)
            result.addedRegions = new
            return (projectFile, edit.bytes, edit.edited)
        } catch {
            if case .noKnownRegions = error {
                result.unrecordedRegions = new
                return nil
            }
            throw .catalog(error.description)
        }
    }
}
