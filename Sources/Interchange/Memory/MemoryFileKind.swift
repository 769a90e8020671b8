import StringCatalogKit
import TranslationMemory

/// The kinds of file a memory reads, told by their name, and the units each gives.
public enum MemoryFileKind: String, Sendable, CaseIterable {
    case catalog, xliff, po, tmx

    /// The kind of the file at `path`, nil for a file the memory does not read.
    public static func of(_ path: String) -> MemoryFileKind? {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".xcstrings") { return .catalog }
        if lowered.hasSuffix(".xliff") || lowered.hasSuffix(".xlf") { return .xliff }
        if lowered.hasSuffix(".po") { return .po }
        if lowered.hasSuffix(".tmx") { return .tmx }
        return nil
    }

    /// Whether a folder search takes the file at `path`: a file of a kind read, except inside
    /// an `.xcloc` bundle, where only the translator's XLIFF (`Localized Contents/*.xliff`)
    /// counts; its `Source Contents` are copies of the project's catalogs.
    static func isMemoryFile(_ path: String) -> Bool {
        guard let kind = of(path) else { return false }
        let components = path.split(separator: "/")
        guard let bundle = components.lastIndex(where: { $0.lowercased().hasSuffix(".xcloc") }) else { return true }
        return kind == .xliff && bundle + 2 == components.count - 1 && components[bundle + 1] == "Localized Contents"
    }

    /// The units of a file of this kind (every language), from its bytes: pure, so that the
    /// cache stores exactly what a read gives. `sourceLanguage` is the source of files that
    /// do not say theirs (`.po`, TMX with `srclang="*all*"`).
    func units(_ bytes: [UInt8], path: String, sourceLanguage: String) throws -> [TranslationUnit] {
        switch self {
        case .catalog: try CatalogReader.read(bytes).translationUnits(catalogPath: path)
        case .xliff: XLIFFMemoryUnits.units(try XLIFFReader.read(bytes), path: path)
        case .po: try POMemoryUnits.units(try POReader.read(bytes), path: path, sourceLanguage: sourceLanguage)
        case .tmx: TMXMemoryUnits.units(try TMXReader.read(bytes), path: path, sourceLanguage: sourceLanguage)
        }
    }
}
