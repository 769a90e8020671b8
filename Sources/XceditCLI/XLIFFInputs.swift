import CatalogFiles
import Interchange
import StringCatalogKit

/// `.xcloc` bundles and `.xliff` files given to `stats` and `lint`: each `<file>` of the
/// XLIFF is checked as a catalog in its source and target language.
enum XLIFFInputs {
    static func isExchangeFile(_ path: String) -> Bool {
        XclocEditing.isExchangePath(path)
    }

    /// Hands each file of each input to `body` as a catalog named `INPUT: ORIGINAL`, with
    /// its target language, then tells `finished` the input and how many files it had;
    /// returns true when an input could not be read.
    static func openEach(_ paths: [String], console: Console, finished: (_ input: String, _ files: Int) -> Void = { _, _ in },
                         _ body: (CatalogFile, _ targetLanguage: String?) throws -> Void) -> Bool {
        CatalogInputs.eachReportingErrors(paths, console: console) { path in
            let input = try ProjectImport.readInput(path)
            reportWarnings(of: input, console: console)
            let views = XclocEditing.views(of: input)
            for file in views {
                let view = CatalogFile(view: file.catalog, path: path + ": " + file.original)
                try body(view, file.language)
                ExitLifetime.keepUntilExit(view)
            }
            finished(path, views.count)
        }
    }

    /// What the reader found odd but read (a repeated unit id), on standard error.
    static func reportWarnings(of input: ProjectImport.Input, console: Console) {
        for warning in input.document.warnings { console.error("\(warning.inFile(input.xliffPath))\n") }
    }
}
