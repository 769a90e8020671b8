import CatalogFiles
import StringCatalogKit
import Versioning

/// `xcedit diff OLD NEW` and `xcedit diff --textconv FILE`: what changed in a catalog, string
/// by string, for people and for git (`diff.xcstrings.textconv`, set up by `git-setup`).
enum DiffCommand {
    static let spec = CommandSpec(
        name: "diff", arguments: "OLD NEW | --textconv FILE",
        summary: "what changed between two versions of a catalog, string by string",
        options: Option.self, positional: 1...2, run: run
    )

    enum Option: CommandOption {
        case textconv

        var flag: FlagSpec {
            switch self {
            case .textconv: FlagSpec(name: "--textconv", help: "print one catalog as a line per value, for git's line diff (git diff, git log -p)")
            }
        }
    }

    static func run(_ arguments: CommandArguments<Option>, console: Console) -> Int32 {
        let paths = arguments.positional
        if arguments.has(.textconv) {
            guard paths.count == 1 else {
                console.error("xcedit diff: --textconv takes one FILE (usage: xcedit diff \(spec.arguments))\n")
                return ExitStatus.usage
            }
            return textconv(paths[0], console: console)
        }
        guard paths.count == 2 else {
            console.error("xcedit diff: expected OLD and NEW (usage: xcedit diff \(spec.arguments))\n")
            return ExitStatus.usage
        }
        do {
            let changes = CatalogChanges(old: try read(paths[0]), new: try read(paths[1]))
            console.out(changes.isEmpty ? "no changes\n" : changes.text)
            return ExitStatus.success
        } catch {
            console.error("\(error)\n")
            return ExitStatus.failure
        }
    }

    /// `/dev/null` (git's name for a side that has no file) is an empty catalog.
    static func read(_ path: String) throws(CatalogFile.Failure) -> StringCatalog {
        if path == "/dev/null" { return StringCatalog(sourceLanguage: "") }
        return try CatalogFile.open(path).catalog
    }

    /// The catalog's lines; a file that is not a valid catalog (a file with conflict
    /// markers, an old revision in another encoding) is shown as its bytes are, so that git's
    /// diff still shows it: `git log -p` stops at the first textconv that fails.
    static func textconv(_ path: String, console: Console) -> Int32 {
        do {
            let (bytes, _) = try CatalogFile.readBytes(path, hashingContent: false)
            if let catalog = try? CatalogReader.read(bytes) {
                // git shows these lines on the terminal (git diff, git log -p): escaped too.
                console.out(CatalogLines.text(catalog))
            } else {
                console.out(bytes: bytes)
            }
            return ExitStatus.success
        } catch {
            console.error("\(error)\n")
            return ExitStatus.failure
        }
    }
}
