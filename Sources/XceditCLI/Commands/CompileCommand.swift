import CatalogFiles
import Foundation
import Interchange
import StringCatalogKit

/// `xcedit compile CATALOG... --output-directory DIR [--format text]`: what
/// `xcstringstool compile` makes of catalogs at build time.
enum CompileCommand {
    static let spec = CommandSpec(
        name: "compile", arguments: "CATALOG... -o DIR [--format text]",
        summary: "write DIR/LANG.lproj/TABLE.strings and .stringsdict as Xcode builds them",
        options: Option.self, positional: 1...Int.max, run: run
    )

    enum Option: OutputDirectoryOption {
        case outputDirectory, outputDirectoryShort, format

        var flag: FlagSpec {
            switch self {
            case .outputDirectory: .outputDirectory("where the LANG.lproj folders go (created if needed)")
            case .outputDirectoryShort: .outputDirectoryShort
            case .format: FlagSpec(name: "--format", help: "text: .strings as readable text (default xml, as Xcode; binary also works)", valueName: "FORMAT")
            }
        }
    }

    static func run(_ arguments: CommandArguments<Option>, console: Console) -> Int32 {
        guard let output = arguments.outputDirectory else {
            console.error("xcedit compile: missing --output-directory DIR (usage: xcedit compile \(spec.arguments))\n")
            return ExitStatus.usage
        }
        let stringsFormat: StringsFileFormat
        switch arguments.last(.format) {
        case nil, "xml": stringsFormat = .xmlPropertyList
        case "text": stringsFormat = .text
        case "binary": stringsFormat = .binaryPropertyList
        case let other?:
            console.error("xcedit compile: unknown format '\(other)' (text, xml or binary)\n")
            return ExitStatus.usage
        }
        let (paths, failedToFind) = CatalogInputs.expand(arguments.positional, console: console)
        var failed = failedToFind
        // Everything is compiled before anything is written, so that a broken catalog or two
        // catalogs of the same table name leave the output folder untouched.
        var files: [(path: String, bytes: [UInt8])] = []
        var tables = OutputTables()
        var summaries: [String] = []
        for path in paths {
            do {
                let catalog = try CatalogFile.open(path).catalog
                guard let table = tables.claim(path, console: console) else {
                    failed = true
                    continue
                }
                let compiled = CatalogCompiler.compile(catalog, table: table)
                // A language names a LANG.lproj folder: a code that could lead elsewhere is refused.
                if let unsafe = compiled.first(where: { !Language.canNameFile($0.language) }) {
                    console.error("\(path): error: \(Language.unsafeFileNameReason(unsafe.language))\n")
                    failed = true
                    continue
                }
                files += CatalogCompiler.files(compiled, stringsFormat: stringsFormat)
                // Freeing a large model takes time for nothing at exit (see ExitLifetime).
                ExitLifetime.keepUntilExit(catalog)
                ExitLifetime.keepUntilExit(compiled)
                summaries.append("\(path): \(compiled.count) language\(compiled.count == 1 ? "" : "s") → \(output)\n")
            } catch {
                console.error("\(error)\n")
                failed = true
            }
        }
        if failed {
            console.error("xcedit compile: nothing written\n")
            return ExitStatus.failure
        }
        do {
            try CompiledFilesWriter.write(files, into: output)
        } catch {
            console.error("\(error)\n")
            return ExitStatus.failure
        }
        for summary in summaries { console.out(summary) }
        return ExitStatus.success
    }
}
