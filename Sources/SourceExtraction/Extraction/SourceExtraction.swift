import CatalogFiles
import Foundation
import ParallelWork
import StringCatalogKit

/// Extraction of localizable strings from Swift and Objective-C sources, as Xcode's build
/// does it: a first pass over every file's declarations (which callables take a localized
/// type, which names have which types), then the rules over every file.
public enum SourceExtraction {
    /// A source file's path and contents, for extracting from text not on disk.
    public struct Source: Sendable {
        public var path: String
        public var bytes: [UInt8]

        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// Reads and extracts `files` (`.swift`, `.m`, `.mm`; others are ignored). A file that
    /// cannot be read (absent, unreadable, not a regular file: a FIFO would block the read) is
    /// reported in `errors` and skipped.
    public static func extract(files: [String], configuration: BuildConfiguration = .debug) -> ExtractionResult {
        var errors: [SourceReadError] = []
        var sources: [Source] = []
        for path in files where SourceLanguage(path: path) != nil {
            do throws(CatalogFile.Failure) {
                sources.append(Source(path: path, bytes: try CatalogFile.readBytes(path, hashingContent: false).0))
            } catch {
                errors.append(SourceReadError(file: path, position: SourcePosition(line: 1, column: 1), message: error.readFailure))
            }
        }
        var result = extract(sources: sources, configuration: configuration)
        result.errors = errors + result.errors
        return result
    }

    /// Extracts from sources already read.
    public static func extract(sources: [Source], configuration: BuildConfiguration = .debug) -> ExtractionResult {
        let lexed: [Result<LexedSource, SourceReadError>] = ParallelJobs.map(sources.count) { job in
            guard let language = SourceLanguage(path: sources[job].path) else {
                return .success(LexedSource(tokens: [], warnings: []))
            }
            do throws(SourceReadError) {
                return .success(try SourceLexing.lex(sources[job].bytes, language: language, configuration: configuration))
            } catch {
                var error = error
                error.file = sources[job].path
                return .failure(error)
            }
        }
        let brackets = ParallelJobs.map(sources.count) { job in Brackets((try? lexed[job].get())?.tokens ?? []) }
        let declarations: [FileDeclarations] = ParallelJobs.map(sources.count) { job in
            guard SourceLanguage(path: sources[job].path) == .swift, let file = try? lexed[job].get() else { return FileDeclarations() }
            return DeclarationScanner(tokens: file.tokens, brackets: brackets[job]).scan()
        }
        let index = DeclarationIndex(declarations)
        let perFile: [(strings: [ExtractedString], warnings: [SourceWarning])] = ParallelJobs.map(sources.count) { job in
            guard let file = try? lexed[job].get() else { return ([], []) }
            let path = sources[job].path
            var warnings = file.warnings
            let strings: [ExtractedString]
            if SourceLanguage(path: path) == .swift {
                strings = SwiftFileExtraction(file: path, tokens: file.tokens, brackets: brackets[job],
                                              declarations: declarations[job], index: index).extract(warnings: &warnings)
            } else {
                strings = ObjectiveCRules.strings(in: file.tokens, file: path)
            }
            return (strings, warnings.map { warning in
                var warning = warning
                warning.file = path
                return warning
            })
        }
        var result = ExtractionResult()
        for (job, file) in perFile.enumerated() {
            result.strings += file.strings
            result.warnings += file.warnings
            if case .failure(let error) = lexed[job] { result.errors.append(error) }
        }
        return result
    }
}
