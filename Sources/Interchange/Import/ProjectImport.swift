import Foundation
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
        /// The bundle's `targetLocale`, for files that do not name their target language.
        public var targetLocale: String?
        /// The XLIFF file as it was read, to notice a later change (an editor's save).
        public var fingerprint: FileFingerprint

        /// The language of `file`'s targets: its own `target-language`, else the bundle's,
        /// else the XLIFF file's name (`de.xliff`).
        public func language(of file: XLIFFFile) -> String {
            file.targetLanguage ?? targetLocale ?? URL(fileURLWithPath: xliffPath).deletingPathExtension().lastPathComponent
        }
    }

    /// What one `<file>` of one input did to its catalog.
    public struct FileReport: Sendable {
        public var input: String
        public var original: String
        public var language: String
        public var summary: CatalogImport.Summary
        /// False when the project has no such catalog (then nothing was imported).
        public var found: Bool
        public var unitCount: Int
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
    public static func readInput(_ path: String) throws(Failure) -> Input {
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
            if let data = FileManager.default.contents(atPath: URL(fileURLWithPath: path).appendingPathComponent("contents.json").path),
               let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
                targetLocale = object["targetLocale"] as? String
            }
        }
        let read = try readXLIFF(at: xliffPath)
        return Input(path: path, xliffPath: xliffPath, document: read.document, targetLocale: targetLocale, fingerprint: read.fingerprint)
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

    /// Merges every input into the project's catalogs; saves the changed ones unless
    /// `dryRun`. Returns one report per `<file>` of each input.
    public func run(_ inputs: [Input], dryRun: Bool) throws(Failure) -> [FileReport] {
        // Each catalog is read for the languages imported into it only (see LanguageScopedFile).
        var languagesByCatalog: [String: [String]] = [:]
        for input in inputs {
            for file in input.document.files where file.original.hasSuffix(".xcstrings") {
                let path = project.path(of: file.original), language = input.language(of: file)
                if !languagesByCatalog[path, default: []].contains(language) { languagesByCatalog[path, default: []].append(language) }
            }
        }
        var opened: [String: LanguageScopedFile] = [:]
        var order: [String] = []
        var changed: Set<String> = []
        var legacyWrites: [(path: String, bytes: [UInt8])] = []
        var reports: [FileReport] = []
        for input in inputs {
            for file in input.document.files {
                let language = input.language(of: file)
                let path = project.path(of: file.original)
                var report = FileReport(input: input.path, original: file.original, language: language,
                                        summary: CatalogImport.Summary(), found: true, unitCount: file.units.count)
                guard FileManager.default.fileExists(atPath: path) else {
                    report.found = false
                    reports.append(report)
                    continue
                }
                if file.original.hasSuffix(".strings") || file.original.hasSuffix(".stringsdict") {
                    do {
                        let (bytes, summary) = try LegacyTableImport(policy: policy).apply(file, sourcePath: path, language: language)
                        report.summary = summary
                        if let bytes { legacyWrites.append((LegacyTableImport.targetPath(sourcePath: path, language: language), bytes)) }
                    } catch {
                        throw .catalog(error.description)
                    }
                    reports.append(report)
                    continue
                }
                guard file.original.hasSuffix(".xcstrings") else {
                    report.found = false
                    reports.append(report)
                    continue
                }
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
                report.summary = CatalogImport(policy: policy).apply(file, language: language, to: &opened[path]!.catalog)
                if !report.summary.isEmpty { changed.insert(path) }
                reports.append(report)
            }
        }
        // A catalog that turns out not to be valid fails the import, as a full read would.
        for path in order where dryRun || !changed.contains(path) {
            do {
                try opened[path]?.confirmText()
            } catch {
                throw .catalog(error.description)
            }
        }
        guard !dryRun else { return reports }
        for write in legacyWrites {
            do {
                try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: write.path).deletingLastPathComponent().path, withIntermediateDirectories: true)
                try CatalogFile.writeAtomically(write.bytes, to: write.path)
            } catch {
                throw .catalog("\(write.path): error: cannot write: \(error)")
            }
        }
        for path in order {
            guard changed.contains(path), let file = opened[path] else { continue }
            do {
                try file.save()
            } catch {
                throw .catalog(error.description)
            }
        }
        return reports
    }
}
