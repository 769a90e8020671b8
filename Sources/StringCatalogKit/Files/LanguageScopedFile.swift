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

    /// Reads the catalog at `path` for changing `languages`.
    public static func open(_ path: String, languages: [String]) throws(CatalogFile.Failure) -> LanguageScopedFile {
        let (bytes, fingerprint) = try CatalogFile.readBytes(path)
        if let scoped = LanguageScopedCatalog(bytes: bytes, languages: languages) {
            return LanguageScopedFile(path: path, content: .scoped(scoped), fingerprint: fingerprint)
        }
        do {
            return LanguageScopedFile(path: path, content: .whole(try CatalogReader.read(bytes)), fingerprint: fingerprint)
        } catch {
            var located = error
            located.file = path
            throw .invalid(located)
        }
    }

    /// The bytes a save writes.
    public func serialized() throws(CatalogFile.Failure) -> [UInt8] {
        switch content {
        case .whole(let catalog):
            return CatalogWriter.bytes(catalog, capacity: fingerprint.size)
        case .scoped(let scoped):
            if let bytes = scoped.splicedBytes() { return bytes }
            do {
                return CatalogWriter.bytes(try scoped.wholeCatalog(), capacity: fingerprint.size)
            } catch {
                var located = error
                located.file = path
                throw .invalid(located)
            }
        }
    }

    /// Saves atomically over the file that was read, unless it changed on disk since. A
    /// splice goes to disk a stretch at a time, straight from the bytes that were read.
    public func save() throws(CatalogFile.Failure) {
        if CatalogFile.changedOnDisk(path, since: fingerprint) { throw .changedOnDisk(path: path) }
        if case .scoped(let scoped) = content, let edits = scoped.spliceEdits() {
            try CatalogFile.writeAtomically(to: path, unchangedSince: fingerprint) { file in scoped.write(edits, into: &file) }
            return
        }
        try CatalogFile.writeAtomically(try serialized(), to: path, unchangedSince: fingerprint)
    }
}
