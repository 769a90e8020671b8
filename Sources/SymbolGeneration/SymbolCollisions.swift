/// Names two keys would share, made distinct.
///
/// Xcode stops the build with a redeclaration when two keys make the same name (`Title`
/// and `TITLE` both make `title`); here the first key in order keeps the name, each later
/// one gets the smallest number after it that no other symbol has (`title2`), and every such
/// rename is reported with both keys. A name also may not shadow the file's private
/// `resourceBundle` or `resourceBundleDescription`, which the symbols' bodies refer to.
enum SymbolCollisions {
    static let namesOfTheFile: Set<String> = ["resourceBundle", "resourceBundleDescription"]

    /// `symbols` (in key order) with distinct names, and what was renamed.
    static func resolve(_ symbols: [StringSymbol]) -> (symbols: [StringSymbol], problems: [SymbolProblem]) {
        // A name made from another key is never taken away from it by a renamed one.
        let made = Set(symbols.map(\.name)).union(namesOfTheFile)
        var taken = namesOfTheFile
        var firstKey: [String: String] = [:]
        var resolved: [StringSymbol] = []
        var problems: [SymbolProblem] = []
        for var symbol in symbols {
            let wanted = symbol.name
            if !taken.contains(wanted) {
                taken.insert(wanted)
                firstKey[wanted] = symbol.key
                resolved.append(symbol)
                continue
            }
            var number = 2
            while taken.contains(wanted + String(number)) || made.contains(wanted + String(number)) { number += 1 }
            symbol.name = wanted + String(number)
            taken.insert(symbol.name)
            let other = firstKey[wanted].map { "the key “\($0)”" } ?? "the generated file's own `\(wanted)`"
            problems.append(SymbolProblem(key: symbol.key, message: "its symbol `\(wanted)` is also made by \(other); generated as `\(symbol.name)`", isCollision: true))
            resolved.append(symbol)
        }
        return (resolved, problems)
    }
}
