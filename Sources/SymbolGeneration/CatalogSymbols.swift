import StringCatalogKit

/// The symbols of one catalog: what `xcstringstool generate-symbols` makes of it.
///
/// Only strings whose `extractionState` is `manual` get one (strings extracted from code
/// are already used by their literal), and not those with `"generatesSymbol": false`. They
/// are in key order, compared by Unicode scalars, as Xcode writes them (`%lld MiB` before
/// `%lld bytes`, `These …` before `attachment…`).
public struct CatalogSymbols: Equatable, Sendable {
    /// The table: the catalog's file name without `.xcstrings`.
    public var table: String
    /// The enum the symbols are nested in; nil for `Localizable`, whose symbols are members
    /// of `LocalizedStringResource` itself.
    public var namespace: String?
    public var symbols: [StringSymbol]
    /// Strings left out and names changed, each with its reason.
    public var problems: [SymbolProblem]

    public static let defaultTable = "Localizable"

    public init(_ catalog: StringCatalog, table: String) {
        self.table = table
        var problems: [SymbolProblem] = []
        if table == Self.defaultTable {
            namespace = nil
        } else if let name = SymbolName.namespace(forTable: table) {
            namespace = name
        } else {
            namespace = nil
            self.symbols = []
            self.problems = [SymbolProblem(key: table, message: "the table name makes no Swift name for its namespace; no symbols generated")]
            return
        }
        var symbols: [StringSymbol] = []
        let chosen = catalog.strings
            .filter { $0.extractionState == .manual && $0.generatesSymbol != false }
            .sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
        for string in chosen {
            guard let name = SymbolName.member(forKey: string.key) else {
                problems.append(SymbolProblem(key: string.key, message: "the key has no letters or digits to make a symbol name; no symbol generated"))
                continue
            }
            switch SymbolArguments.of(string, sourceLanguage: catalog.sourceLanguage) {
            case .success(let arguments):
                symbols.append(StringSymbol(key: string.key, name: name, comment: string.comment, arguments: arguments))
            case .failure(let problem):
                problems.append(SymbolProblem(key: problem.key, message: problem.message + "; no symbol generated"))
            }
        }
        let resolved = SymbolCollisions.resolve(symbols)
        self.symbols = resolved.symbols
        self.problems = problems + resolved.problems
    }

    /// The name of the generated file: `GeneratedStringSymbols_TABLE.swift`.
    public var fileName: String { "GeneratedStringSymbols_\(table).swift" }
}
