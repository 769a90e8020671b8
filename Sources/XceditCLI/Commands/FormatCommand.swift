import StringCatalogKit

/// `xcedit fmt PATH... [--check]`: rewrites catalogs in Xcode's exact layout.
enum FormatCommand {
    static let spec = CommandSpec(
        name: "fmt", arguments: "PATH... [--check]",
        summary: "rewrite catalogs in Xcode's layout, atomically",
        flags: [FlagSpec(name: "--check", help: "change nothing; list files that would change, exit 1 if any")],
        positional: 1...Int.max, run: run
    )

    /// The catalog at `path` and the size of its file.
    static func parse(_ path: String) throws(CatalogFile.Failure) -> (StringCatalog, Int) {
        let (bytes, _) = try CatalogFile.readBytes(path)
        do {
            return (try CatalogReader.read(bytes), bytes.count)
        } catch {
            var located = error
            located.file = path
            throw .invalid(located)
        }
    }

    static func run(_ arguments: ParsedArguments, console: Console) -> Int32 {
        let check = arguments.has("--check")
        let (paths, failedToFind) = CatalogInputs.expand(arguments.positional, console: console)
        var failed = failedToFind
        var changed = 0
        for path in paths {
            do {
                // The file's bytes are let go once parsed, so that the input, the model and
                // the output are never all in memory at once; the output is then compared
                // with the file on disk.
                let (catalog, size) = try parse(path)
                let formatted = CatalogWriter.bytes(catalog, capacity: size)
                ExitLifetime.keepUntilExit(catalog)
                guard try !CatalogFile.contentsEqual(path, formatted) else { continue }
                changed += 1
                if check {
                    console.out("\(path): not in Xcode's layout\n")
                } else {
                    try CatalogFile.writeAtomically(formatted, to: path)
                    console.out("\(path): formatted\n")
                }
            } catch {
                console.error("\(error)\n")
                failed = true
            }
        }
        if failed { return ExitStatus.failure }
        return check && changed > 0 ? ExitStatus.failure : ExitStatus.success
    }
}
