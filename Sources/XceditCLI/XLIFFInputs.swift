import Interchange
import StringCatalogKit

/// `.xcloc` bundles and `.xliff` files given to `stats` and `lint`: each `<file>` of the
/// XLIFF is checked as a catalog in its source and target language.
enum XLIFFInputs {
    static func isExchangeFile(_ path: String) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.hasSuffix(".xcloc") || trimmed.hasSuffix(".xliff")
    }

    /// Hands each file of each input to `body` as a catalog named `INPUT: ORIGINAL`;
    /// returns true when an input could not be read.
    static func openEach(_ paths: [String], console: Console, _ body: (CatalogFile) -> Void) -> Bool {
        CatalogInputs.eachReportingErrors(paths, console: console) { path in
            let input = try ProjectImport.readInput(path)
            for file in input.document.files {
                var file = file
                if file.targetLanguage == nil { file.targetLanguage = input.targetLocale }
                let view = CatalogFile(view: XLIFFCatalogView.catalog(file), path: path + ": " + file.original)
                body(view)
                ExitLifetime.keepUntilExit(view)
            }
        }
    }
}
