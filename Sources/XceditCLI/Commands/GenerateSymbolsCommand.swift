import CatalogFiles
import Foundation
import StringCatalogKit
import SymbolGeneration

/// `xcedit generate-symbols CATALOG... --output-directory DIR [--access public] [--check]`:
/// what `xcstringstool generate-symbols --language swift` writes at build time, on any
/// platform, and with public accessors on request.
enum GenerateSymbolsCommand {
    static let spec = CommandSpec(
        name: "generate-symbols", arguments: "CATALOG... -o DIR [--access internal|public] [--check]",
        summary: "write DIR/GeneratedStringSymbols_TABLE.swift: Swift symbols for manual strings, as Xcode 26 builds them",
        options: Option.self, positional: 1...Int.max, run: run
    )

    enum Option: OutputDirectoryOption {
        case outputDirectory, outputDirectoryShort, access, check

        var flag: FlagSpec {
            switch self {
            case .outputDirectory: .outputDirectory("where the .swift files go (created if needed)")
            case .outputDirectoryShort: .outputDirectoryShort
            case .access: FlagSpec(name: "--access", help: "internal (default, as Xcode) or public, for a catalog used from other modules", valueName: "LEVEL")
            case .check: FlagSpec(name: "--check", help: "write nothing; list files that would change, exit 1 if any")
            }
        }
    }

    static func run(_ arguments: CommandArguments<Option>, console: Console) -> Int32 {
        guard let output = arguments.outputDirectory else {
            console.error("xcedit generate-symbols: missing --output-directory DIR (usage: xcedit generate-symbols \(spec.arguments))\n")
            return ExitStatus.usage
        }
        let access: SymbolAccess
        switch arguments.last(.access) {
        case nil: access = .internal
        case let level?:
            guard let known = SymbolAccess(rawValue: level) else {
                console.error("xcedit generate-symbols: unknown access level '\(level)' (internal or public)\n")
                return ExitStatus.usage
            }
            access = known
        }
        let (paths, failedToFind) = CatalogInputs.expand(arguments.positional, console: console)
        var failed = failedToFind
        // Every file is made before any is written: a broken catalog, or two catalogs of one
        // table name, leave the output folder as it was.
        var files: [(path: String, bytes: [UInt8])] = []
        var tables = OutputTables()
        for path in paths {
            let table = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            // Xcode leaves out catalogs inside a language folder (a variant group).
            if URL(fileURLWithPath: path).deletingLastPathComponent().pathExtension == "lproj" {
                console.error("\(path): warning: a catalog inside a .lproj folder gets no symbols (as in Xcode)\n")
                continue
            }
            guard SymbolFileName.isUsable(table) else {
                console.error("\(path): error: the table name cannot name a Swift file (a control character or line break in it)\n")
                failed = true
                continue
            }
            guard tables.claim(path, console: console) != nil else {
                failed = true
                continue
            }
            do {
                let catalog = try CatalogFile.open(path, hashingContent: false).catalog
                let symbols = CatalogSymbols(catalog, table: table)
                ExitLifetime.keepUntilExit(catalog)
                for problem in symbols.problems { console.error("\(path): warning: \(problem)\n") }
                files.append((URL(fileURLWithPath: output).appendingPathComponent(symbols.fileName).path,
                              SymbolFileWriter.bytes(symbols, access: access)))
            } catch {
                console.error("\(error)\n")
                failed = true
            }
        }
        if failed {
            console.error("xcedit generate-symbols: nothing written\n")
            return ExitStatus.failure
        }
        // An unchanged file is not touched, so that a build does not compile it again.
        let changed = files.filter { !SymbolFileName.holds($0.path, $0.bytes) }
        if arguments.has(.check) {
            for file in changed { console.out("\(file.path): would change\n") }
            return changed.isEmpty ? ExitStatus.success : ExitStatus.failure
        }
        do {
            var group = FileGroupWrite()
            for file in changed { try group.stage(file.bytes, to: file.path) }
            try group.commit()
        } catch {
            console.error("\(error)\n")
            return ExitStatus.failure
        }
        for file in files {
            console.out("\(file.path): \(changed.contains { $0.path == file.path } ? "written" : "unchanged")\n")
        }
        return ExitStatus.success
    }
}

/// What decides which generated files reach the disk.
enum SymbolFileName {
    /// A table name that can be put in a file name and in the file's header comment.
    static func isUsable(_ table: String) -> Bool {
        !table.isEmpty && !table.unicodeScalars.contains { $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "/" }
    }

    /// Whether `path` is a file holding exactly `bytes`.
    static func holds(_ path: String, _ bytes: [UInt8]) -> Bool {
        (try? CatalogFile.contentsEqual(path, bytes)) ?? false
    }
}
