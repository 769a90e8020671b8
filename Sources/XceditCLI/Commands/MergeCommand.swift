import StringCatalogKit

/// `xcedit merge BASE OURS THEIRS [--output FILE] [--name PATH]`: a three-way merge of
/// catalogs, as git's merge driver (`driver = xcedit merge %O %A %B --name %P`).
enum MergeCommand {
    static let spec = CommandSpec(
        name: "merge", arguments: "BASE OURS THEIRS [--output FILE] [--name PATH]",
        summary: "merge two catalogs changed from one base, string by string (git's merge driver)",
        flags: [
            FlagSpec(name: "--output", help: "write the result here (default: over OURS, as git expects)", valueName: "FILE"),
            FlagSpec(name: "--name", help: "the catalog's path in the project, for messages (git's %P)", valueName: "PATH"),
        ],
        positional: 3...3, run: run
    )

    /// An input that is not a valid catalog: distinct from "conflicts remain" (1).
    static let invalidInput: Int32 = 2

    static func run(_ arguments: ParsedArguments, console: Console) -> Int32 {
        let paths = arguments.positional
        let output = arguments.values(of: "--output").last ?? paths[1]
        let name = arguments.values(of: "--name").last ?? paths[1]
        var inputs: [[UInt8]] = []
        for path in paths {
            do {
                inputs.append(try CatalogFile.readBytes(path, hashingContent: false).0)
            } catch {
                console.error("\(error)\n\(name): error: nothing merged, \(paths[1]) left as it was\n")
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
            for ((path, role), input) in zip(zip(paths, ["base", "ours", "theirs"]), inputs) {
                do {
                    catalogs.append(try CatalogFile.located(path) { () throws(CatalogReadError) in try CatalogReader.read(input) })
                } catch {
                    console.error("\(error)\n")
                    invalid.append(role)
                }
            }
            guard invalid.isEmpty else {
                console.error("\(name): error: not a valid catalog: \(invalid.joined(separator: ", ")); nothing merged, \(paths[1]) left as it was\n")
                return invalidInput
            }
            let result = CatalogMerge.merge(base: catalogs[0], ours: catalogs[1], theirs: catalogs[2])
            (bytes, conflicts, renames) = (CatalogWriter.bytes(result.catalog), result.conflicts, result.renames)
        }
        // The final newline as the three-way rule gives it: the side that changed it, else the base.
        if endsWithNewline[1] != endsWithNewline[0] ? endsWithNewline[1] : endsWithNewline[2] { bytes.append(0x0A) }
        do {
            try CatalogFile.writeAtomically(bytes, to: output)
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
