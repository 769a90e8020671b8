import CatalogFiles
import StringCatalogKit

/// `xcedit fmt PATH... [--check] [--force]`: rewrites catalogs in Xcode's exact layout.
enum FormatCommand {
    static let spec = CommandSpec(
        name: "fmt", arguments: "PATH... [--check] [--force]",
        summary: "rewrite catalogs in Xcode's layout, atomically",
        options: Option.self, positional: 1...Int.max, run: run
    )

    enum Option: CommandOption {
        case check, force

        var flag: FlagSpec {
            switch self {
            case .check: FlagSpec(name: "--check", help: "change nothing; list files that would change, exit 1 if any")
            case .force: FlagSpec(name: "--force", help: "rewrite read-only files too")
            }
        }
    }

    static func run(_ arguments: CommandArguments<Option>, console: Console) -> Int32 {
        let check = arguments.has(.check)
        let force = arguments.has(.force)
        let (paths, failedToFind) = CatalogInputs.expand(arguments.positional, console: console)
        var failed = failedToFind
        var changed = 0
        for path in paths {
            do {
                // The file's bytes are let go once parsed (CatalogFile keeps the model and
                // what the file looked like), so that the input, the model and the output are
                // never all in memory at once; the output is then compared with the file on disk.
                let file = try CatalogFile.open(path)
                let fingerprint = file.fingerprint
                let formatted = CatalogWriter.bytes(file.catalog, capacity: fingerprint.size)
                ExitLifetime.keepUntilExit(file)
                guard try !CatalogFile.contentsEqual(path, formatted) else { continue }
                changed += 1
                if check {
                    console.out("\(path): not in Xcode's layout\n")
                } else {
                    // Another program may have rewritten the file while this one worked: the
                    // fingerprint is checked again right before the rename.
                    try CatalogFile.writeAtomically(formatted, to: path, unchangedSince: fingerprint, replacingReadOnly: force)
                    console.out("\(path): formatted\n")
                }
            } catch .readOnly {
                console.error("\(CatalogFile.Failure.readOnly(path: path)) (--force rewrites it)\n")
                failed = true
            } catch {
                console.error("\(error)\n")
                failed = true
            }
        }
        if failed { return ExitStatus.failure }
        return check && changed > 0 ? ExitStatus.failure : ExitStatus.success
    }
}
