import CatalogEditor
import CatalogFiles
import Interchange
import StringCatalogKit

/// The editor on a translator's `.xcloc` bundle or `.xliff` file: each `<file>` of the XLIFF
/// is a document (a catalog in its source and target language), and the files on disk are
/// read, saved, reloaded and kept in recovery copies through the XLIFF, which is patched in
/// place (`XLIFFCatalogSave`) so that only the units the translator changed differ. What
/// was read of the XLIFF is kept (`KeptXLIFFReadings`, the interpreter's), so that a save
/// patches it without reading the file again, unless someone else changed the file meanwhile.
enum ExchangeDocuments {
    /// One document per `<file>` of the bundle or XLIFF at `path`, named by its `original`
    /// under the path given (`de.xcloc/App/Localizable.xcstrings`, a name for titles and the
    /// catalog picker: nothing is read or written there). What was read is kept in `readings`.
    static func load(_ path: String, keepingIn readings: KeptXLIFFReadings) throws(ProjectImport.Failure) -> [Document] {
        let input = try ProjectImport.readInput(path)
        readings.keep(XLIFFReading(bytes: input.bytes, document: input.document), of: input.xliffPath, fingerprint: input.fingerprint)
        var folder = path
        while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        // Only a bundle has notes; an `.xliff` on its own is the XLIFF itself.
        let notes = input.xliffPath == path ? BundleNotes() : BundleNoteReading.notes(of: folder)
        return XclocEditing.views(of: input).map { view in
            let origin = ExchangeOrigin(input: path, xliffPath: input.xliffPath, fileIndex: view.index, original: view.original,
                                        language: view.language, notes: notes)
            // The target language is listed even where the file has no translation yet.
            let languages = view.language == view.catalog.sourceLanguage ? [] : [view.language]
            return Document(path: folder + "/" + view.original, catalog: view.catalog, projectLanguages: languages,
                            fingerprint: input.fingerprint, exchange: origin)
        }
    }

    /// The XLIFF's bytes as they are on disk now, with the changes of `documents` (the
    /// modified ones among them; files of one XLIFF) patched in.
    static func patchedBytes(_ documents: [DocumentSave], unchangedOnDisk: Bool,
                             readings: KeptXLIFFReadings) throws(ProjectImport.Failure) -> (bytes: [UInt8], unchanged: Bool) {
        let patch = try patched(documents, unchangedOnDisk: unchangedOnDisk, readings: readings)
        return (patch.bytes, patch.unchanged)
    }

    /// The XLIFF's bytes as they are on disk now, with the changes of `documents` (the
    /// modified ones among them) patched in; the reading of those bytes, to keep for the
    /// next save (nil when they cannot be read back); and whether they are the bytes on
    /// disk (nothing to write).
    /// When the file is still the one the documents were read from (`unchangedOnDisk`),
    /// the reading kept of it is patched and each document's `savedCatalog` says what it
    /// holds; otherwise the file and its units are read again.
    static func patched(_ documents: [DocumentSave], unchangedOnDisk: Bool,
                        readings: KeptXLIFFReadings) throws(ProjectImport.Failure) -> (bytes: [UInt8], reading: XLIFFReading?, unchanged: Bool) {
        guard let xliffPath = documents.first?.file.exchange?.xliffPath else { return ([], nil, true) }
        var read: XLIFFReading
        if unchangedOnDisk, let kept = keptReading(of: xliffPath, for: documents, in: readings) {
            read = kept
        } else {
            let fresh = try ProjectImport.readXLIFF(at: xliffPath)
            read = XLIFFReading(bytes: fresh.bytes, document: fresh.document)
        }
        var edited: [XLIFFCatalogSave.EditedFile] = []
        for document in documents where document.isModified {
            guard let origin = document.file.exchange else { continue }
            guard let file = fileIndex(of: origin, in: read.document) else {
                throw .catalog("\(xliffPath): error: the XLIFF no longer has the file '\(origin.original)'; not saved")
            }
            edited.append(XLIFFCatalogSave.EditedFile(index: file, language: origin.language, catalog: document.catalog,
                                                      asRead: unchangedOnDisk ? document.savedCatalog : nil))
        }
        let before = read.bytes
        let readable = XLIFFCatalogSave.patch(&read, edited: edited)
        return (read.bytes, readable ? read : nil, read.bytes == before)
    }

    /// The reading kept of the XLIFF at `xliffPath` when it is the file `documents` were
    /// all read from or last saved to, taken out of those kept: patched where nothing else
    /// holds it, its units are not copied. The save keeps it back.
    private static func keptReading(of xliffPath: String, for documents: [DocumentSave], in readings: KeptXLIFFReadings) -> XLIFFReading? {
        guard let fingerprint = documents[0].file.fingerprint, documents.allSatisfy({ $0.file.fingerprint == fingerprint }) else { return nil }
        return readings.take(of: xliffPath, fingerprint: fingerprint)
    }

    /// Where `origin`'s `<file>` is in `document`: at its old place when it is still there
    /// (a file may name the same `original` twice), else the first file of that name.
    static func fileIndex(of origin: ExchangeOrigin, in document: XLIFFDocument) -> Int? {
        if document.files.indices.contains(origin.fileIndex), document.files[origin.fileIndex].original == origin.original {
            return origin.fileIndex
        }
        return document.files.firstIndex { $0.original == origin.original }
    }

    /// Saves the XLIFF at `xliffPath` with the changes of `documents`, all of its files;
    /// `asked`, the document the save was asked for, gives the fingerprint the file is
    /// compared with. Each modified document is reported saved; with `force` (overwriting
    /// another program's version), the unmodified ones take the file as written, since it
    /// may now say something else than they show.
    static func save(_ xliffPath: String, asked index: Int, documents: [DocumentSave], force: Bool, readings: KeptXLIFFReadings) -> [Command] {
        let modified = documents.filter(\.isModified).map(\.file.document)
        let fingerprint = documents.first { $0.file.document == index }?.file.fingerprint
        if !force, let fingerprint, CatalogFile.changedOnDisk(xliffPath, since: fingerprint) {
            return [.saveFinished(document: modified.first ?? index, outcome: .changedOnDisk)]
        }
        let written: FileFingerprint
        do {
            // Without force the file was just found unchanged, and the write below refuses
            // a change made meanwhile.
            let patched = try patched(documents, unchangedOnDisk: !force, readings: readings)
            if patched.unchanged, !force, let fingerprint {
                // Nothing the XLIFF carries differs (changes undone by hand): the file stays as it is.
                written = fingerprint
            } else {
                written = try CatalogFile.save(bytes: patched.bytes, to: xliffPath, replacing: fingerprint, force: force)
            }
            // What the next save patches: the bytes just written, as the documents now say.
            if let reading = patched.reading {
                readings.keep(reading, of: xliffPath, fingerprint: written)
            } else {
                readings.forget(xliffPath)
            }
        } catch let failure as ProjectImport.Failure {
            return modified.map { .saveFinished(document: $0, outcome: .failed(failure.description)) }
        } catch CatalogFile.Failure.changedOnDisk {
            return [.saveFinished(document: modified.first ?? index, outcome: .changedOnDisk)]
        } catch {
            return modified.map { .saveFinished(document: $0, outcome: .failed("\(error)")) }
        }
        var results: [Command] = []
        let unmodified = documents.filter { !$0.isModified }
        if force {
            results += reload(unmodified.map(\.file), readings: readings)
        } else {
            results += unmodified.map { .saveFinished(document: $0.file.document, outcome: .saved(written)) }
        }
        return results + modified.map { .saveFinished(document: $0, outcome: .saved(written)) }
    }

    /// Reads the XLIFF again for `files` (files of one XLIFF).
    static func reload(_ files: [DocumentFile], readings: KeptXLIFFReadings) -> [Command] {
        guard let xliffPath = files.first?.exchange?.xliffPath else { return [] }
        let read: (fingerprint: FileFingerprint, document: XLIFFDocument)
        if let kept = readings.latest(of: xliffPath), !CatalogFile.changedOnDisk(xliffPath, since: kept.fingerprint) {
            // The file as kept (just written over another program's version): nothing to read.
            read = (kept.fingerprint, kept.reading.document)
        } else {
            do {
                let fresh = try ProjectImport.readXLIFF(at: xliffPath)
                readings.keep(XLIFFReading(bytes: fresh.bytes, document: fresh.document), of: xliffPath, fingerprint: fresh.fingerprint)
                read = (fresh.fingerprint, fresh.document)
            } catch {
                return files.map { .reloadFinished(document: $0.document, outcome: .failed(error.description)) }
            }
        }
        return files.map { file in
            let origin = file.exchange!
            guard let index = fileIndex(of: origin, in: read.document) else {
                return .reloadFinished(document: file.document, outcome: .failed("\(xliffPath): the XLIFF no longer has the file '\(origin.original)'"))
            }
            var xliffFile = read.document.files[index]
            if xliffFile.targetLanguage == nil { xliffFile.targetLanguage = origin.language }
            return .reloadFinished(document: file.document, outcome: .loaded(XLIFFCatalogView.catalog(xliffFile), read.fingerprint))
        }
    }
}
