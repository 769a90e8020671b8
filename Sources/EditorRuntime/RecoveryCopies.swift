import CatalogEditor
import CatalogFiles
import Interchange
import Foundation
import StringCatalogKit

/// The editor's side of recovery copies (the file format is the library's `RecoveryCopy`):
/// writing one per modified catalog when a signal ends the editor, and finding the ones an
/// earlier session left, at the next start. The reducer asks what to do with them
/// (`Reducer+Recovery`).
public enum RecoveryCopies {
    /// Writes a recovery copy beside each catalog with unsaved changes (SIGTERM, SIGHUP,
    /// SIGINT or SIGQUIT ended the editor). Returns a line per catalog for standard error,
    /// to be printed once the terminal is restored.
    /// `effects` is the interpreter that saved the documents, which kept what was read of
    /// their XLIFFs.
    public static func write(_ state: EditorState, effects: EffectInterpreter) -> [String] {
        var report: [String] = []
        var xliffs: [String] = []
        for document in state.documents where document.isModified {
            if let origin = document.exchange {
                if !xliffs.contains(origin.xliffPath) { xliffs.append(origin.xliffPath) }
                continue
            }
            do {
                try RecoveryCopy.write(document.catalog, for: document.path)
                report.append("xcedit: unsaved changes to \(document.path) kept in \(RecoveryCopy.path(for: document.path))")
            } catch {
                report.append("xcedit: unsaved changes to \(document.path) could not be kept: \(error)")
            }
        }
        for xliffPath in xliffs { report.append(writeExchange(xliffPath, state: state, readings: effects.xliffReadings)) }
        return report
    }

    /// The recovery copy of a translator's XLIFF: the file as it is on disk with the unsaved
    /// changes of its catalogs patched in, beside it as `NAME.xliff.xcedit-recovery`.
    private static func writeExchange(_ xliffPath: String, state: EditorState, readings: KeptXLIFFReadings) -> String {
        let copy = RecoveryCopy.path(for: xliffPath)
        do {
            // Its documents as a save would write them.
            let siblings = state.documents(ofXLIFF: xliffPath).map(state.documentSave)
            // When another program changed the file since, its units are read again.
            let unchanged = siblings.first?.file.fingerprint.map { !CatalogFile.changedOnDisk(xliffPath, since: $0) } ?? false
            let patched = try ExchangeDocuments.patchedBytes(siblings, unchangedOnDisk: unchanged, readings: readings)
            try RecoveryCopy.write(bytes: patched.bytes, for: xliffPath)
            return "xcedit: unsaved changes to \(xliffPath) kept in \(copy)"
        } catch {
            return "xcedit: unsaved changes to \(xliffPath) could not be kept: \(error)"
        }
    }

    /// Recovery copies an earlier session left beside the catalogs. One that cannot be read
    /// is left alone; `warn` gets a line about it.
    public static func existing(for documents: [Document], warn: (String) -> Void) -> [RecoveredChanges] {
        existingForCatalogs(documents, warn: warn) + existingForExchanges(documents, warn: warn)
    }

    private static func existingForCatalogs(_ documents: [Document], warn: (String) -> Void) -> [RecoveredChanges] {
        documents.indices.compactMap { index in
            guard documents[index].exchange == nil else { return nil }
            guard let found = RecoveryCopy.existing(for: documents[index].path) else { return nil }
            do {
                return RecoveredChanges(document: index, path: found.path, modified: found.modified, catalog: try CatalogFile.open(found.path).catalog)
            } catch {
                warn("xcedit: ignoring the recovery copy \(found.path): \(error)")
                return nil
            }
        }
    }

    /// Recovery copies of translators' XLIFFs: a copy is read as the XLIFF it is, and each
    /// catalog of it whose strings differ from the file's is offered (the first one when
    /// none differs, so that the copy can still be deleted).
    private static func existingForExchanges(_ documents: [Document], warn: (String) -> Void) -> [RecoveredChanges] {
        var found: [RecoveredChanges] = []
        var seen: Set<String> = []
        for index in documents.indices {
            guard let origin = documents[index].exchange, seen.insert(origin.xliffPath).inserted,
                  let copy = RecoveryCopy.existing(for: origin.xliffPath) else { continue }
            let read: XLIFFDocument
            do {
                read = try ProjectImport.readXLIFF(at: copy.path).document
            } catch {
                warn("xcedit: ignoring the recovery copy \(copy.path): \(error)")
                continue
            }
            var candidates: [RecoveredChanges] = []
            for sibling in documents.indices {
                guard let own = documents[sibling].exchange, own.xliffPath == origin.xliffPath,
                      let file = ExchangeDocuments.fileIndex(of: own, in: read) else { continue }
                var xliffFile = read.files[file]
                if xliffFile.targetLanguage == nil { xliffFile.targetLanguage = own.language }
                candidates.append(RecoveredChanges(document: sibling, path: copy.path, modified: copy.modified, catalog: XLIFFCatalogView.catalog(xliffFile)))
            }
            let offered = candidates.filter { !$0.catalog.keysChanged(since: documents[$0.document].catalog).isEmpty }
            found += offered.isEmpty ? Array(candidates.prefix(1)) : offered
        }
        return found
    }
}
