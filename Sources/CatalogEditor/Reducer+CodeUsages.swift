import StringCatalogKit

/// Where the code uses the selected string. Finding it means reading the project file and
/// extracting from every source of the targets that have the catalog, as `xcedit sync` does:
/// far too slow for a keystroke. So the reducer asks once per catalog while the editor is
/// idle, the run loop works it out on another thread and reports it with
/// `codeUsagesFound`, and the inspector shows it from then on.
extension EditorState {
    /// The uses of the selected string's key, when the uses of its catalog are known; nil
    /// while they are being found or where no project says.
    public var selectedCodeUsages: [CodeLocation]? {
        guard case .found(let usages)? = codeUsages.status(of: document.path), let entry = selectedEntry else { return nil }
        return usages.locations[entry.key] ?? []
    }

    /// True when the catalog shown is a `.xcstrings` file whose uses nobody asked for yet
    /// (a translator's XLIFF has no code beside it).
    var wantsCodeUsages: Bool {
        document.exchange == nil && codeUsages.status(of: document.path) == nil
    }

    mutating func askForCodeUsages() -> [Effect] {
        guard wantsCodeUsages else { return [] }
        codeUsages.ask(document.path)
        return [.findCodeUsages(catalogPath: document.path)]
    }

    mutating func recordCodeUsages(_ usages: CodeUsages?, for path: String) {
        codeUsages.record(usages, for: path)
        if path == document.path { keepFormCursorInView() }
    }
}
