import StringCatalogKit
import SymbolGeneration

/// The generated Swift symbol the inspector shows for a manual string.
///
/// Which name a string gets is the whole catalog's question: two keys that make the same
/// name are told apart by a number (`title2`), so the names are worked out for the catalog at
/// once, kept in the cache until a string of it changes, never per frame.
extension EditorState {
    /// How code refers to the symbol of the string at `index` of document `document`
    /// (`.landmarks(count:)`, `.InfoPlist.cfbundleName`); nil for a string that gets none.
    /// Reads what the reducer kept; works it out (keeping nothing) when nothing was.
    public func symbolReference(ofString index: Int, document: Int) -> String? {
        let string = documents[document].catalog.strings[index]
        guard StringSymbol.isWanted(for: string) else { return nil }
        let references = cache.symbolReferences[document] ?? Self.symbolReferences(of: documents[document])
        return references[string.key]
    }

    /// Works out the symbols of the catalog whose string the inspector shows, when that string
    /// gets one and they are not known yet, so that rendering finds them.
    mutating func rememberSymbolsOfSelectedString() {
        guard let row = selectedRowReference, cache.symbolReferences[row.document] == nil,
              documents[row.document].exchange == nil,
              StringSymbol.isWanted(for: documents[row.document].catalog.strings[row.string]) else { return }
        cache.symbolReferences[row.document] = Self.symbolReferences(of: documents[row.document])
    }

    /// Every manual string's symbol reference in `document`, by key, the namespace of a table
    /// other than `Localizable` before it (`.InfoPlist.title`).
    static func symbolReferences(of document: Document) -> [String: String] {
        let fileName = document.fileName
        let table = fileName.hasSuffix(".xcstrings") ? String(fileName.dropLast(".xcstrings".count)) : fileName
        let symbols = CatalogSymbols(document.catalog, table: table)
        let prefix = symbols.namespace.map { "." + $0 } ?? ""
        return Dictionary(symbols.symbols.map { ($0.key, prefix + $0.reference) }, uniquingKeysWith: { first, _ in first })
    }
}
