/// Where a document comes from when it is not a `.xcstrings` file but one `<file>` of a
/// translator's XLIFF (inside an `.xcloc` bundle, or an `.xliff` on its own): saving patches
/// that XLIFF, and what an XLIFF cannot carry (new strings, keys, comments, languages, the
/// source text) is refused (`Reducer+Exchange`).
public struct ExchangeOrigin: Equatable, Sendable {
    /// The `.xcloc` bundle or `.xliff` file that was opened.
    public var input: String
    /// The XLIFF file that holds the catalog (the bundle's `Localized Contents/LANG.xliff`).
    public var xliffPath: String
    /// The `<file>`'s place among the XLIFF's files.
    public var fileIndex: Int
    /// The `<file>`'s `original`: the catalog's path in the developer's project.
    public var original: String
    /// The language of its targets: the one language a translator works on here.
    public var language: String
    /// The bundle's screenshots and other notes (none for an `.xliff` on its own).
    public var notes: BundleNotes

    public init(input: String, xliffPath: String, fileIndex: Int, original: String, language: String, notes: BundleNotes = BundleNotes()) {
        self.input = input
        self.xliffPath = xliffPath
        self.fileIndex = fileIndex
        self.original = original
        self.language = language
        self.notes = notes
    }

    /// Whether the `<file>` is a legacy table (`en.lproj/TABLE.strings` or `.stringsdict`)
    /// rather than a catalog: one text per key, targets without a state.
    public var isLegacyTable: Bool {
        original.hasSuffix(".strings") || original.hasSuffix(".stringsdict")
    }

    /// The bundle's or file's name (`de.xcloc`).
    public var inputName: String {
        var trimmed = input
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    }

    /// The table the screenshots name the file's strings by: `Localizable` for
    /// `App/Localizable.xcstrings` or `en.lproj/Localizable.strings`.
    public var tableName: String {
        let name = original.split(separator: "/").last.map(String.init) ?? original
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The XLIFF file's name (`de.xliff`).
    public var xliffName: String {
        xliffPath.split(separator: "/").last.map(String.init) ?? xliffPath
    }
}
