import CatalogEditor
import CatalogFiles
import Foundation
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
/// This is the one place where the editor touches files and other programs.
public struct EffectInterpreter {
    /// The environment an external editor is chosen from and runs in.
    public var environment: [String: String]
    /// Where translations' histories and the code's uses of keys are looked up, off the
    /// run loop's thread.
    let lookups = BackgroundLookups()

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// Starts reading the whole catalog at `path`, whose first strings the editor shows
    /// meanwhile (see `EditorState.reading`); reported to the run loop with `catalogRead`.
    public func readInBackground(_ path: String) {
        lookups.readCatalog(path)
    }

    /// Performs `effect` (other than quit and bell, which the loop handles) and returns the
    /// commands reporting how it went.
    @MainActor
    public func perform(_ effect: Effect, state: EditorState, terminal: TerminalDevice) -> [Command] {
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
        case .openInViewer(let path, let frame):
            return ViewerLaunch.open(path, frame: frame, environment: environment).map { [.viewerFailed($0)] } ?? []
        case .measureImage(let path):
            return [InlineImageDrawing.measure(path, terminal: terminal)]
        case .drawShownImage:
            return InlineImageDrawing.draw(state, terminal: terminal)
        case .eraseImage(let kind):
            InlineImageDrawing.erase(kind, terminal: terminal)
            return []
        case .deleteFile(let path):
            try? FileManager.default.removeItem(atPath: path)
            return []
        case .save(let indices, let force):
            return save(indices, force: force, state: state)
        case .reload(let index):
            if let origin = state.documents[index].exchange {
                // Every catalog of a translator's XLIFF comes from the one file.
                return ExchangeDocuments.reload(ExchangeDocuments.siblings(of: origin.xliffPath, in: state), state: state)
            }
            let path = state.documents[index].path
            do {
                let file = try CatalogFile.open(path)
                return [.reloadFinished(document: index, outcome: .loaded(file.catalog, file.fingerprint))]
            } catch {
                return [.reloadFinished(document: index, outcome: .failed(error.description))]
            }
        case .readForMerge(let index):
            do {
                let file = try CatalogFile.open(state.documents[index].path)
                return [.readForMergeFinished(document: index, outcome: .loaded(file.catalog, file.fingerprint))]
            } catch {
                return [.readForMergeFinished(document: index, outcome: .failed(error.description))]
            }
        case .markResolvedInGit(let index):
            let path = state.documents[index].path
            do {
                _ = try Git.run(["add", "--", MergeVersions.fileName(of: path)], in: MergeVersions.folder(of: path))
                return [.markResolvedFinished(document: index, failure: nil)]
            } catch {
                return [.markResolvedFinished(document: index, failure: error.description)]
            }
        case .editExternally(let value, let context):
            let text = ExternalEditText.compose(value: value, context: context)
            switch ExternalCommand.edit(text, environment: environment, beforeRun: { terminal.suspend() }, afterRun: { terminal.resume() }) {
            case .edited(let text): return [.externalEditFinished(.edited(ExternalEditText.value(from: text)))]
            case .failed(let reason): return [.externalEditFinished(.failed(reason))]
            }
        }
    }

    /// Saves the documents at `indices` in turn. A conflict (the file changed on disk) stops
    /// the round: it asks a question, and the other saves wait for the next Ctrl-S.
    private func save(_ indices: [Int], force: Bool, state: EditorState) -> [Command] {
        // The first strings of a catalog still being read are never written (the reducer
        // does not ask; this holds even if it did).
        if let reading = state.reading { return indices.map { .saveFinished(document: $0, outcome: .failed(reading.refusal)) } }
        var results: [Command] = []
        var savedXLIFFs: Set<String> = []
        for index in indices {
            let document = state.documents[index]
            if let origin = document.exchange {
                // One write per XLIFF, with the changes of each of its catalogs.
                guard savedXLIFFs.insert(origin.xliffPath).inserted else { continue }
                let reports = ExchangeDocuments.save(index, force: force, state: state)
                results += reports
                if reports.contains(where: { if case .saveFinished(_, .changedOnDisk) = $0 { return true }; return false }) { break }
                continue
            }
            if !force && Self.rewritesWhole(document) {
                results.append(.saveFinished(document: index, outcome: .notInXcodeLayout))
                break
            }
            let outcome: SaveOutcome
            do {
                let fingerprint = try CatalogFile.save(document.catalog, to: document.path, replacing: document.fingerprint, force: force)
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
    static func rewritesWhole(_ document: Document) -> Bool {
        guard !document.mayRewriteWhole, document.merge.map(\.isWithFileChangedOnDisk) ?? true,
              let fingerprint = document.fingerprint, let asRead = document.savedCatalog,
              !CatalogFile.changedOnDisk(document.path, since: fingerprint) else { return false }
        return CatalogFile.isInXcodeLayout(asRead, asRead: fingerprint) == false
    }

    /// Records the document's added and removed languages in the project's `knownRegions`;
    /// returns why it could not.
    static func saveProjectLanguages(of document: Document) -> String? {
        let changes = document.projectLanguageChanges
        guard let projectFile = document.projectFile, !changes.added.isEmpty || !changes.removed.isEmpty else { return nil }
        var project: ProjectLanguages
        do {
            project = try ProjectLanguages.read(projectFile: projectFile)
        } catch {
            return error.description
        }
        do {
            try project.recordLanguageChanges(added: changes.added, removed: changes.removed)
        } catch {
            return error.description
        }
        return nil
    }
}
