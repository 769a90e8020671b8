import CatalogFiles
import Foundation
import Interchange
import StringCatalogKit

/// The translator hand-off measured on the generated catalog: `xcedit export` of one
/// language and `xcedit import` of the bundle it wrote, next to Python's `xml.etree`
/// parsing the same `.xliff`; and, in process, a check that the export carries everything
/// back (`asWritten` import into the catalog without that language gives the same bytes).
enum ExchangeBenchmark {
    static let language = "fr"

    static let pythonParse = "import sys, xml.etree.ElementTree as ET\nET.parse(sys.argv[1])"

    /// `FOLDER/Project/App/Bench.xcstrings` (the catalog), and the same catalog without
    /// `language` beside it, to import into; written by `xcedit-bench strip`.
    static func stripLanguage(from path: String, to output: String) throws {
        var catalog = try CatalogFile.open(path).catalog
        for i in catalog.strings.indices { catalog.modifyString(at: i) { _ = $0.localizations?.remove(language) } }
        try CatalogFile.writeAtomically(CatalogWriter.bytes(catalog), to: output)
    }

    /// Export then import in process; nil when the catalog comes back byte for byte,
    /// else what differs.
    static func roundTripProblem(_ bytes: [UInt8]) -> String? {
        guard var catalog = try? CatalogReader.read(bytes) else { return "the catalog could not be read" }
        let original = catalog
        let file = XLIFFFile(original: "App/Bench.xcstrings", sourceLanguage: catalog.sourceLanguage, targetLanguage: language,
                             units: CatalogUnits(catalog: catalog, language: language).units())
        guard let read = try? XLIFFReader.read(XLIFFWriter.bytes(XLIFFDocument(files: [file]))) else { return "the export could not be read back" }
        for i in catalog.strings.indices { catalog.modifyString(at: i) { _ = $0.localizations?.remove(language) } }
        let summary = CatalogImport(policy: .asWritten).apply(read.files[0], language: language, to: &catalog)
        if !summary.unknownKeys.isEmpty || !summary.sourceChanged.isEmpty { return "units were not recognised" }
        return CatalogWriter.bytes(catalog) == CatalogWriter.bytes(original) ? nil : "the imported catalog differs"
    }
}
