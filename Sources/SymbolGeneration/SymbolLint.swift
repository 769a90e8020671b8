import StringCatalogKit

/// What `lint` says of symbols: a manual string meant to get one (`generatesSymbol` not
/// false) whose key makes no name, whose placeholders no Swift type fits, or whose name
/// another key makes too. Xcode's build fails on the last; the first two get no symbol.
public enum SymbolLint {
    public static let checkID = "symbols"

    public static func problems(in catalog: StringCatalog, table: String) -> [Problem] {
        CatalogSymbols(catalog, table: table).problems.map { problem in
            Problem(checkID: checkID, severity: .warning, message: "symbol: " + problem.message,
                    location: ProblemLocation(key: problem.key))
        }
    }
}
