import CatalogEditor
import CatalogFiles
import Foundation
import Processes
import ProjectModel
import StringCatalogKit
import TerminalUI

/// Carries out the effects the reducer asks for — saving (with the changed-on-disk
/// question; a translator's XLIFF through `ExchangeDocuments`), the project's
/// `knownRegions`, reloading, deleting a recovery copy, editing in `$EDITOR`, looking up a
/// translation's history in git, asking the translation provider for drafts, showing a
/// bundle's notes (in the viewer, or drawn in the terminal) — and reports each outcome as the command the reducer
/// takes next (a history lookup later, when it is done).
///
/// This is the one place where the editor touches files and other programs. An effect
/// carries what performing it needs (the files, catalogs and languages concerned, copied out
/// of the state when the reducer asked): the interpreter never reads the editor's state.
public struct EffectInterpreter {
    /// The environment an external editor is chosen from and runs in.
    public var environment: [String: String]
    /// Where translations' histories and the code's uses of keys are looked up, off the
    /// run loop's thread.
    let lookups = BackgroundLookups()
    /// The XLIFF of each translator's bundle open, as last read or written: what a save
    /// patches. Loading a bundle keeps its reading here (`DocumentLoading.loadReadable`).
    let xliffReadings = KeptXLIFFReadings()

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// Starts reading the whole catalog at `path`, whose first strings the editor shows
    /// meanwhile (see `EditorState.reading`); reported to the run loop with `catalogRead`.
    public func readInBackground(_ path: String) {
        lookups.readCatalog(path)
    }

    /// Performs `effect` (other than quit and bell, which the loop handles) and returns the
    /// commands reporting how it went. `screen` is what the loop shows now, for drawing an
    /// image over it; without one (tests of other effects) no image is drawn.
    @MainActor
    public func perform(_ effect: Effect, terminal: TerminalDevice, screen: () -> ScreenWithImage? = { nil }) -> [Command] {
        switch effect {
        case .quit, .quitUnreadable, .bell:
            return []
        case .copyToClipboard(let text):
            terminal.copyToClipboard(text)
            return []
        case .lookUpSourceHistory(let question):
            // Reported later: see `EditorLoop`.
            lookups.lookUpSourceHistory(question)
            return []
        case .findCodeUsages(let catalogPath):
            lookups.findCodeUsages(of: catalogPath)
            return []
        case .machineTranslate(let job):
            // Reported later, like a lookup: the provider may take a while.
            lookups.draftMachineTranslation(job, environment: environment)
            return []
        case .buildMemory(let catalogs, let generation):
            // Reported later, like a lookup: see `MemoryLookup`.
            lookups.memory.build(catalogs, generation: generation, environment: environment, lookups: lookups)
            return []
        case .lookUpMemory(let question):
            lookups.memory.lookUp(question, lookups: lookups)
            return []
        case .searchMemory(let query):
            lookups.memory.search(query, lookups: lookups)
            return []
        case .openInViewer(let path, let frame):
            return ViewerLaunch.open(path, frame: frame, environment: environment).map { [.viewerFailed($0)] } ?? []
        case .measureImage(let path):
            return [InlineImageDrawing.measure(path, terminal: terminal)]
        case .drawImage(let path, let kind):
            guard let screen = screen() else { return [] }
            return InlineImageDrawing.draw(path, kind: kind, over: screen, terminal: terminal)
        case .eraseImage(let kind):
            InlineImageDrawing.erase(kind, terminal: terminal)
            return []
        case .deleteFile(let path):
            try? FileManager.default.removeItem(atPath: path)
            return []
        case .save(let request):
            return save(request)
        case .reload(let files):
            if files.first?.exchange != nil {
                // Every catalog of a translator's XLIFF comes from the one file.
                return ExchangeDocuments.reload(files, readings: xliffReadings)
            }
            var reports: [Command] = []
            for file in files {
                do {
                    let read = try CatalogFile.open(file.path)
                    reports.append(.reloadFinished(document: file.document, outcome: .loaded(read.catalog, read.fingerprint)))
                } catch {
                    reports.append(.reloadFinished(document: file.document, outcome: .failed(error.description)))
                }
            }
            return reports
        case .readForMerge(let file):
            do {
                let read = try CatalogFile.open(file.path)
                return [.readForMergeFinished(document: file.document, outcome: .loaded(read.catalog, read.fingerprint))]
            } catch {
                return [.readForMergeFinished(document: file.document, outcome: .failed(error.description))]
            }
        case .markResolvedInGit(let file):
            do {
                _ = try Git.run(["add", "--", MergeVersions.fileName(of: file.path)], in: MergeVersions.folder(of: file.path))
                return [.markResolvedFinished(document: file.document, failure: nil)]
            } catch {
                return [.markResolvedFinished(document: file.document, failure: error.description)]
            }
        case .editExternally(let value, let context):
            let text = ExternalEditText.compose(value: value, context: context)
            switch ExternalCommand.edit(text, environment: environment, beforeRun: { terminal.suspend() }, afterRun: { terminal.resume() }) {
            case .edited(let text): return [.externalEditFinished(.edited(ExternalEditText.value(from: text)))]
            case .failed(let reason): return [.externalEditFinished(.failed(reason))]
            }
        }
    }

    /// Saves the documents asked for in turn, each XLIFF once with the changes of each of its
    /// catalogs. A conflict (the file changed on disk) stops the round: it asks a question,
    /// and the other saves wait for the next Ctrl-S.
    private func save(_ request: SaveRequest) -> [Command] {
        // The first strings of a catalog still being read are never written (the reducer
        // does not ask; this holds even if it did).
        if let refusal = request.refusal { return request.documents.map { .saveFinished(document: $0, outcome: .failed(refusal)) } }
        let force = request.force
        var results: [Command] = []
        saving: for target in request.targets {
            let document: DocumentSave
            switch target {
            case .xliff(let path, let asked, let documents):
                let reports = ExchangeDocuments.save(path, asked: asked, documents: documents, force: force, readings: xliffReadings)
                results += reports
                if reports.contains(where: { if case .saveFinished(_, .changedOnDisk) = $0 { return true }; return false }) { break saving }
                continue
            case .catalog(let catalog):
                document = catalog
            }
            let index = document.file.document
            if !force && Self.rewritesWhole(document) {
                results.append(.saveFinished(document: index, outcome: .notInXcodeLayout))
                break
            }
            let outcome: SaveOutcome
            do {
                let fingerprint: FileFingerprint
                if document.keepsFileLayout && !force, let asRead = document.savedCatalog, let readFrom = document.file.fingerprint {
                    guard let kept = try CatalogFile.saveKeepingLayout(document.catalog, asRead: asRead, to: document.file.path, replacing: readFrom) else {
                        results.append(.saveFinished(document: index, outcome: .layoutCannotBeKept))
                        break saving
                    }
                    fingerprint = kept
                } else {
                    fingerprint = try CatalogFile.save(document.catalog, to: document.file.path, replacing: document.file.fingerprint, force: force)
                }
                if let failure = Self.saveProjectLanguages(of: document) {
                    outcome = .savedCatalogOnly(fingerprint, reason: failure)
                } else {
                    outcome = .saved(fingerprint)
                }
            } catch .changedOnDisk {
                outcome = .changedOnDisk
            } catch {
                outcome = .failed(error.description)
            }
            results.append(.saveFinished(document: index, outcome: outcome))
            if outcome == .changedOnDisk { break }
        }
        return results
    }

    /// Whether saving `document` would rewrite a file that is not in Xcode's layout, which
    /// the user has not agreed to. A file changed on disk is left to the save to find; a
    /// file git left unmerged holds git's or the merge driver's text, not what was read.
    static func rewritesWhole(_ document: DocumentSave) -> Bool {
        guard document.asksBeforeRewritingWhole, let fingerprint = document.file.fingerprint, let asRead = document.savedCatalog,
              !CatalogFile.changedOnDisk(document.file.path, since: fingerprint) else { return false }
        return CatalogFile.isInXcodeLayout(asRead, asRead: fingerprint) == false
    }

    /// Records the document's added and removed languages in the project's `knownRegions`;
    /// returns why it could not.
    static func saveProjectLanguages(of document: DocumentSave) -> String? {
        let added = document.addedProjectLanguages, removed = document.removedProjectLanguages
        guard let projectFile = document.projectFile, !added.isEmpty || !removed.isEmpty else { return nil }
        var project: ProjectLanguages
        do {
            project = try ProjectLanguages.read(projectFile: projectFile)
        } catch {
            return error.description
        }
        do {
            try project.recordLanguageChanges(added: added, removed: removed)
        } catch {
            return error.description
        }
        return nil
    }
}
