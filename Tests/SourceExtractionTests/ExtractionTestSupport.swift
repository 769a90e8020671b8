import Testing
@testable import SourceExtraction

/// Extraction from small sources written in the tests, one file or several.
enum ExtractionTestSupport {
    static func extract(_ files: [String: String], configuration: BuildConfiguration = .debug) -> ExtractionResult {
        SourceExtraction.extract(sources: files.sorted { $0.key < $1.key }.map { .init(path: $0.key, bytes: Array($0.value.utf8)) },
                                 configuration: configuration)
    }

    static func extract(_ source: String, language: String = "swift") -> ExtractionResult {
        extract(["File.\(language)": source])
    }

    static func keys(_ source: String, language: String = "swift") -> [String] {
        extract(source, language: language).strings.map(\.key)
    }
}
