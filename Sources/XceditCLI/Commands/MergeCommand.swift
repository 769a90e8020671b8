import CatalogFiles
import StringCatalogKit
import Versioning

/// `xcedit merge BASE OURS THEIRS [--output FILE] [--name PATH]`: a three-way merge of
/// catalogs, as git's merge driver (`driver = xcedit merge %O %A %B --name %P`).
enum MergeCommand {
    static let spec = CommandSpec(
        name: "merge", arguments: "BASE OURS THEIRS [--output FILE] [--name PATH] [--force]",
        summary: "merge two catalogs changed from one base, string by string (git's merge driver)",
        options: Option.self, positional: 3...3, run: run
    )

    enum Option: CommandOption {
        case output, name, force

        var flag: FlagSpec {
            switch self {
            case .output: FlagSpec(name: "--output", help: "write the result here (default: over OURS, as git expects)", valueName: "FILE")
            case .name: FlagSpec(name: "--name", help: "the catalog's path in the project, for messages (git's %P)", valueName: "PATH")
            case .force: FlagSpec(name: "--force", help: "also replace a read-only output")
            }
        }
    }

    /// An input that is not a valid catalog: distinct from "conflicts remain" (1).
    static let invalidInput: Int32 = 2

    static func run(_ arguments: CommandArguments<Option>, console: Console) -> Int32 {
        let paths = arguments.positional
        let output = arguments.last(.output) ?? paths[1]
        let givenName = arguments.last(.name)
        let name = givenName ?? paths[1]
        let roles = ["base", "ours", "theirs"]
        // Under git the inputs are temporary copies (.merge_file_XXXXXX): a message names the
        // catalog (--name, git's %P) and which side it was.
        func described(_ error: any Error, at index: Int) -> String {
            let text = "\(error)", path = paths[index]
            guard let givenName, givenName != path, text.hasPrefix(path) else { return text }
            // The side at the end of the first line, before the excerpt and its caret.
            let renamed = givenName + text.dropFirst(path.count)
            let firstLine = renamed.prefix { $0 != "\n" }
            return firstLine + " (in \(roles[index]))" + renamed.dropFirst(firstLine.count)
        }
        var inputs: [[UInt8]] = []
        for (index, path) in paths.enumerated() {
            do {
                inputs.append(try CatalogFile.readBytes(path, hashingContent: false).0)
            } catch {
                console.error("\(described(error, at: index))\n\(name): error: nothing merged, ours left as it was\n")
                return invalidInput
            }
        }
        let endsWithNewline = inputs.map { $0.last == 0x0A }
        // The final newline is decided apart (below); without it a catalog written by Xcode
        // is exactly in Xcode's layout. Removed in place: no copy of a large file.
        for index in inputs.indices where endsWithNewline[index] { inputs[index].removeLast() }
        var conflicts: [MergeConflict]
        var renames: [CatalogMerge.Rename] = []
        var bytes: [UInt8]
        // Catalogs in Xcode's layout are merged on their bytes; any other input is read whole.
        if let spliced = CatalogMerge.mergeInLayout(base: inputs[0], ours: inputs[1], theirs: inputs[2]) {
            (bytes, conflicts) = spliced
        } else {
            var catalogs: [StringCatalog] = []
            var invalid: [String] = []
            // Every input is read, so that each broken one is reported at once.
            for (index, input) in inputs.enumerated() {
                do {
                    catalogs.append(try CatalogFile.located(paths[index]) { () throws(CatalogReadError) in try CatalogReader.read(input) })
                } catch {
                    console.error("\(described(error, at: index))\n")
                    invalid.append(roles[index])
                }
            }
            guard invalid.isEmpty else {
                console.error("\(name): error: not a valid catalog: \(invalid.joined(separator: ", ")); nothing merged, ours left as it was\n")
                return invalidInput
            }
            let result = CatalogMerge.merge(base: catalogs[0], ours: catalogs[1], theirs: catalogs[2])
            (bytes, conflicts, renames) = (CatalogWriter.bytes(result.catalog), result.conflicts, result.renames)
        }
        // The final newline as the three-way rule gives it: the side that changed it, else the base.
        if endsWithNewline[1] != endsWithNewline[0] ? endsWithNewline[1] : endsWithNewline[2] { bytes.append(0x0A) }
        do {
            // Read-only is respected as sync and fmt respect it (git's own %A is writable).
            try CatalogFile.writeAtomically(bytes, to: output, replacingReadOnly: arguments.has(.force))
        } catch .readOnly {
            console.error("\(CatalogFile.Failure.readOnly(path: output)) (--force replaces it)\n")
            return ExitStatus.failure
        } catch {
            console.error("\(error)\n")
            return ExitStatus.failure
        }
        for rename in renames {
            let other = rename.by == .ours ? "theirs" : "ours"
            console.out("\(name): \(JSONQuoting.quote(rename.from)) was renamed to \(JSONQuoting.quote(rename.to)) by \(rename.by.rawValue); \(other)' changes to it moved along\n")
        }
        guard conflicts.isEmpty else {
            for conflict in conflicts { console.error("\(name): conflict: \(conflict)\n") }
            console.error("\(name): \(conflicts.count) conflict\(conflicts.count == 1 ? "" : "s"); every other change merged\n")
            return ExitStatus.failure
        }
        return ExitStatus.success
    }
}
