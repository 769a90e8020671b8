import Foundation
import StringCatalogKit

/// `xcedit git-setup [--global]`: makes git merge catalogs with `xcedit merge` and show their
/// diffs string by string (`xcedit diff --textconv`), idempotently: the `.gitattributes` line
/// and the git config entries are added only where they are missing, and each change is said.
enum GitSetupCommand {
    static let spec = CommandSpec(
        name: "git-setup", arguments: "[--global]",
        summary: "make git merge catalogs with xcedit and diff them string by string",
        flags: [
            FlagSpec(name: "--global", help: "for every repository of this user (~/.gitconfig and git's global attributes file)"),
        ],
        positional: 0...0, run: run
    )

    static let attributesLine = "*.xcstrings merge=xcstrings diff=xcstrings"

    static func run(_ arguments: ParsedArguments, console: Console) -> Int32 {
        let global = arguments.has("--global")
        let scope = global ? "--global" : "--local"
        do {
            let attributesFile = try global ? globalAttributesFile() : try Git.run(["rev-parse", "--show-toplevel"]) + "/.gitattributes"
            let executable = shellQuoted(currentExecutable())
            let entries = [
                ("merge.xcstrings.name", "String Catalog merge (xcedit)"),
                ("merge.xcstrings.driver", "\(executable) merge %O %A %B --name %P"),
                ("diff.xcstrings.textconv", "\(executable) diff --textconv"),
            ]
            for (key, value) in entries {
                if (try? Git.run(["config", scope, "--get", key])) == value {
                    console.out("git config \(scope) \(key): already set\n")
                } else {
                    _ = try Git.run(["config", scope, key, value])
                    console.out("git config \(scope) \(key): set to \(value)\n")
                }
            }
            try addAttributes(to: attributesFile, console: console)
            return ExitStatus.success
        } catch {
            console.error("xcedit git-setup: error: \(error)\n")
            return ExitStatus.failure
        }
    }

    /// Adds the attributes line unless a line for `*.xcstrings` already sets both attributes.
    static func addAttributes(to path: String, console: Console) throws {
        let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let lines = existing.split(whereSeparator: \.isNewline).map { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
        if lines.contains(where: { $0.first == "*.xcstrings" && $0.contains("merge=xcstrings") && $0.contains("diff=xcstrings") }) {
            console.out("\(path): already has '\(attributesLine)'\n")
            return
        }
        let text = existing + (existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n") + attributesLine + "\n"
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try CatalogFile.writeAtomically(Array(text.utf8), to: path)
        console.out("\(path): added '\(attributesLine)'\n")
    }

    /// git's global attributes file: `core.attributesFile`, else `$XDG_CONFIG_HOME/git/attributes`,
    /// else `~/.config/git/attributes`.
    static func globalAttributesFile() throws -> String {
        if let configured = try? Git.run(["config", "--global", "--path", "--get", "core.attributesFile"]), !configured.isEmpty {
            return configured
        }
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty { return xdg + "/git/attributes" }
        return NSHomeDirectory() + "/.config/git/attributes"
    }

    /// The absolute path of this program, so that git finds it whatever its PATH.
    static func currentExecutable() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// `text` as one word for the shell that runs git's drivers.
    static func shellQuoted(_ text: String) -> String {
        guard text.contains(where: { !($0.isLetter || $0.isNumber || "/._-+".contains($0)) }) else { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
