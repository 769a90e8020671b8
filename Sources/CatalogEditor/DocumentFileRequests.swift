import StringCatalogKit

/// A document's file as an effect that reads or writes it needs it: copied out of the state
/// when the reducer asks for the effect, so that the runtime performs it without reading
/// `EditorState` (which may have moved on by then).
///
/// `document`, its place in `EditorState.documents`, is how the command reporting back
/// names it: documents are never removed or reordered once opened (the one exception, the
/// first strings of a large catalog replaced by the whole, refuses every file effect while
/// it reads), so the place is an identity the reducer already uses for prompts and
/// selections, and it tells apart two files of one XLIFF that share a path.
public struct DocumentFile: Equatable, Sendable {
    public var document: Int
    public var path: String
    /// The file as it was read or last saved (nil for a document never on disk: tests).
    public var fingerprint: FileFingerprint?
    /// The translator's XLIFF the document is one `<file>` of; nil for a `.xcstrings` file.
    public var exchange: ExchangeOrigin?

    public init(document: Int, path: String, fingerprint: FileFingerprint? = nil, exchange: ExchangeOrigin? = nil) {
        self.document = document
        self.path = path
        self.fingerprint = fingerprint
        self.exchange = exchange
    }
}

/// What saving one document writes, and what the save compares with first.
public struct DocumentSave: Equatable, Sendable {
    public var file: DocumentFile
    public var catalog: StringCatalog
    /// The catalog as the file held it when it was read or last saved (see
    /// `Document.savedCatalog`): what an XLIFF's save patches against, and what tells
    /// whether the file was in Xcode's layout.
    public var savedCatalog: StringCatalog?
    public var isModified: Bool
    /// The save must ask before writing the file in Xcode's layout whatever layout it has
    /// (see `Document.mayRewriteWhole`); false for a file git left unmerged, which holds
    /// git's or the merge driver's text rather than what was read.
    public var asksBeforeRewritingWhole: Bool
    /// Write the file keeping its own layout for the strings unchanged since `savedCatalog`
    /// (see `Document.keepsFileLayout`).
    public var keepsFileLayout: Bool
    /// The enclosing project's `project.pbxproj`, and the languages to add to and remove
    /// from its `knownRegions` (see `Document.projectLanguageChanges`).
    public var projectFile: String?
    public var addedProjectLanguages: [String]
    public var removedProjectLanguages: [String]
}

/// A save of the documents asked for, each file written once.
public struct SaveRequest: Equatable, Sendable {
    public enum Target: Equatable, Sendable {
        /// A `.xcstrings` file.
        case catalog(DocumentSave)
        /// A translator's XLIFF, written once with the changes of every document of it:
        /// `asked` is the document the save was asked for (the first of them), whose
        /// fingerprint the file is compared with; `documents` all of the XLIFF's, in order.
        case xliff(path: String, asked: Int, documents: [DocumentSave])
    }

    public var targets: [Target]
    /// Overwrite a file that changed on disk.
    public var force: Bool
    /// Why nothing may be written: the catalog shown is only the first strings of a file
    /// still being read (see `CatalogReading`). The reducer does not ask then; should it,
    /// each document asked is reported not saved, with this reason.
    public var refusal: String?
    /// The documents asked for, in order: what the reports name.
    public var documents: [Int]
}

extension EditorState {
    /// The file of the document at `index`, as an effect needs it.
    func file(of index: Int) -> DocumentFile {
        let document = documents[index]
        return DocumentFile(document: index, path: document.path, fingerprint: document.fingerprint, exchange: document.exchange)
    }

    /// The files a reload of the document at `index` reads again: for a file of a
    /// translator's XLIFF, every document of that XLIFF, which all come from the one file.
    func filesToReload(_ index: Int) -> [DocumentFile] {
        guard let xliffPath = documents[index].exchange?.xliffPath else { return [file(of: index)] }
        return documents(ofXLIFF: xliffPath).map(file(of:))
    }

    /// A save of the documents at `indices`: each `.xcstrings` file on its own, each
    /// translator's XLIFF once (at the first of its documents asked), with all its documents.
    public func saveRequest(_ indices: [Int], force: Bool) -> SaveRequest {
        var targets: [SaveRequest.Target] = []
        var xliffs: Set<String> = []
        for index in indices {
            if let xliffPath = documents[index].exchange?.xliffPath {
                guard xliffs.insert(xliffPath).inserted else { continue }
                targets.append(.xliff(path: xliffPath, asked: index, documents: documents(ofXLIFF: xliffPath).map(documentSave)))
            } else {
                targets.append(.catalog(documentSave(index)))
            }
        }
        return SaveRequest(targets: targets, force: force, refusal: reading?.refusal, documents: indices)
    }

    /// The places of the documents that are files of the XLIFF at `xliffPath`.
    public func documents(ofXLIFF xliffPath: String) -> [Int] {
        documents.indices.filter { documents[$0].exchange?.xliffPath == xliffPath }
    }

    /// The document at `index` as a save writes it.
    public func documentSave(_ index: Int) -> DocumentSave {
        let document = documents[index]
        let languages = document.projectLanguageChanges
        return DocumentSave(file: file(of: index), catalog: document.catalog, savedCatalog: document.savedCatalog, isModified: document.isModified,
                            asksBeforeRewritingWhole: !document.mayRewriteWhole && !document.keepsFileLayout
                                && (document.merge.map(\.isWithFileChangedOnDisk) ?? true),
                            keepsFileLayout: document.keepsFileLayout,
                            projectFile: document.projectFile, addedProjectLanguages: languages.added, removedProjectLanguages: languages.removed)
    }
}
