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
            .filter(StringSymbol.isWanted(for:))
            .sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
        for string in chosen {
            switch StringSymbol.make(string, sourceLanguage: catalog.sourceLanguage) {
            case .success(let symbol): symbols.append(symbol)
            case .failure(let problem): problems.append(problem)
            }
        }
        let resolved = SymbolCollisions.resolve(symbols)
        self.symbols = resolved.symbols
        self.problems = problems + resolved.problems
    }

    /// The name of the generated file: `GeneratedStringSymbols_TABLE.swift`.
    public var fileName: String { "GeneratedStringSymbols_\(table).swift" }
}

extension StringSymbol {
    /// The symbol `string` gets, on its own: whether another key makes the same name is the
    /// catalog's question (`CatalogSymbols`). Fails with the reason it gets none.
    public static func make(_ string: CatalogString, sourceLanguage: String) -> Result<StringSymbol, SymbolProblem> {
        guard let name = SymbolName.member(forKey: string.key) else {
            return .failure(SymbolProblem(key: string.key, message: "the key has no letters or digits to make a symbol name; no symbol generated"))
        }
        switch SymbolArguments.of(string, sourceLanguage: sourceLanguage) {
        case .success(let arguments):
            return .success(StringSymbol(key: string.key, name: name, comment: string.comment, arguments: arguments))
        case .failure(let problem):
            return .failure(SymbolProblem(key: problem.key, message: problem.message + "; no symbol generated"))
        }
    }

    /// Whether Xcode generates a symbol for `string` at all: a manual string that does not
    /// say `"generatesSymbol": false`.
    public static func isWanted(for string: CatalogString) -> Bool {
        string.extractionState == .manual && string.generatesSymbol != false
    }
}
