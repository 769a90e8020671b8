import CatalogFiles
import Foundation
import StringCatalogKit

/// `xcedit merge` measured on the generated catalog as the base: OURS and THEIRS each change
/// one language's value of 1,000 different strings (and add a few strings), next to git's line
/// merge (`git merge-file`) of the same three files. EXPECTED is both sides' changes applied,
/// which the merge's output must equal byte for byte.
enum MergeBenchmark {
    static let changedPerSide = 1_000
    static let addedPerSide = 10

    /// Writes OURS, THEIRS and EXPECTED for the catalog at `path` (`xcedit-bench merge-inputs`,
    /// in a child process, as `generate` is).
    static func writeInputs(from path: String, ours: String, theirs: String, expected: String) throws {
        let base = try CatalogFile.open(path).catalog
        let stride = max(1, base.strings.count / changedPerSide)
        let language = base.languages.dropFirst().first ?? base.sourceLanguage
        func edited(_ catalog: StringCatalog, offset: Int, side: String) -> StringCatalog {
            var catalog = catalog
            for index in Swift.stride(from: offset, to: catalog.strings.count, by: stride).prefix(changedPerSide) {
                catalog.modifyString(at: index) { $0.setLocalization(Localization("changed on \(side) \(index)", state: .translated), for: language) }
            }
            for n in 0..<addedPerSide {
                var string = CatalogString(key: "zz added on \(side) \(n)")
                string.setLocalization(Localization("new on \(side)", state: .translated), for: language)
                catalog.insert(string)
            }
            return catalog
        }
        let oursCatalog = edited(base, offset: 0, side: "ours")
        let theirsCatalog = edited(base, offset: stride / 2, side: "theirs")
        try CatalogFile.writeAtomically(CatalogWriter.bytes(oursCatalog), to: ours)
        try CatalogFile.writeAtomically(CatalogWriter.bytes(theirsCatalog), to: theirs)
        try CatalogFile.writeAtomically(CatalogWriter.bytes(edited(oursCatalog, offset: stride / 2, side: "theirs")), to: expected)
    }
}
