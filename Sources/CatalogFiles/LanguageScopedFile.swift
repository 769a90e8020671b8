import StringCatalogKit

/// A catalog on disk opened to change only some of its languages (an import of translated
/// bundles). A file in Xcode's layout is read for those languages alone and saved by
/// splicing them into its bytes (`LanguageScopedCatalog`); any other file is read and saved
/// whole, as `CatalogFile` does. Either way the saved bytes are the same, and the save is
/// atomic and refuses to overwrite a change made on disk meanwhile.
public struct LanguageScopedFile: Sendable {
    public let path: String
    /// `languages` and the source language hold their localizations; other languages may be
    /// absent (when the file was read in part). Change only those languages' localizations.
    public var catalog: StringCatalog {
        get {
            switch content {
            case .scoped(let scoped): scoped.catalog
            case .whole(let catalog): catalog
            }
        }
        // Moved out and back so that an edit in place does not copy the model.
        _modify {
            switch content {
            case .scoped(var scoped):
                content = .whole(StringCatalog(sourceLanguage: ""))
                defer { content = .scoped(scoped) }
                yield &scoped.catalog
            case .whole(var catalog):
                content = .whole(StringCatalog(sourceLanguage: ""))
                defer { content = .whole(catalog) }
                yield &catalog
            }
        }
    }
    /// True when the file was read in part (it is in Xcode's layout).
    public var isScoped: Bool {
        if case .scoped = content { return true }
        return false
    }
    private var content: Content
    private let fingerprint: FileFingerprint

    private enum Content: Sendable {
        case scoped(LanguageScopedCatalog)
        case whole(StringCatalog)
    }

    /// Reads the catalog at `path` for changing `languages`. With `checkingTextLater`, part of
    /// the check that the file is valid runs beside the caller's work (see
    /// `LanguageScopedCatalog`): call `confirmText()` before relying on it; `save` does.
    public static func open(_ path: String, languages: [String], checkingTextLater: Bool = false) throws(CatalogFile.Failure) -> LanguageScopedFile {
        let (bytes, fingerprint) = try CatalogFile.readBytes(path)
        if let scoped = LanguageScopedCatalog(bytes: bytes, languages: languages, checkingTextLater: checkingTextLater) {
            return LanguageScopedFile(path: path, content: .scoped(scoped), fingerprint: fingerprint)
        }
        let whole = try CatalogFile.located(path) { () throws(CatalogReadError) in try CatalogReader.read(bytes) }
        return LanguageScopedFile(path: path, content: .whole(whole), fingerprint: fingerprint)
    }

    /// Waits for the check left for later (`checkingTextLater`); throws when the file turned
    /// out not to be a valid catalog after all.
    public func confirmText() throws(CatalogFile.Failure) {
        guard case .scoped(let scoped) = content else { return }
        try CatalogFile.located(path) { () throws(CatalogReadError) in try scoped.confirmText() }
    }

    /// Saves atomically over the file that was read, unless it changed on disk since. A
    /// splice goes to disk a stretch at a time, straight from the bytes that were read (while
    /// the check left for later finishes; the new file replaces the old one only when it
    /// passed); a change it cannot express is saved through the whole catalog.
    public func save(replacingReadOnly: Bool = true) throws(CatalogFile.Failure) {
        try stage(replacingReadOnly: replacingReadOnly).replace()
    }

    /// The first half of `save`: the new file written beside the old one, to be renamed over
    /// it with other files of the same import (`FileGroupWrite`).
    public func stage(replacingReadOnly: Bool = true) throws(CatalogFile.Failure) -> StagedFile {
        if CatalogFile.changedOnDisk(path, since: fingerprint) { throw .changedOnDisk(path: path) }
        let catalog: StringCatalog
        switch content {
        case .whole(let whole):
            catalog = whole
        case .scoped(let scoped):
            if let edits = scoped.spliceEdits() {
                return try StagedFile.stage(to: path, unchangedSince: fingerprint, replacingReadOnly: replacingReadOnly,
                                            beforeReplacing: confirmText) { file in
                    scoped.write(edits) { file.append($0) }
                }
            }
            try confirmText()
            catalog = try CatalogFile.located(path) { () throws(CatalogReadError) in try scoped.wholeCatalog() }
        }
        return try StagedFile.stage(CatalogWriter.bytes(catalog, capacity: fingerprint.size), to: path, unchangedSince: fingerprint,
                                    replacingReadOnly: replacingReadOnly)
    }
}
