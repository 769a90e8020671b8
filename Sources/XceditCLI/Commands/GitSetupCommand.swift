import CatalogFiles
import Foundation
import Processes
import StringCatalogKit

/// `xcedit git-setup [--global]`: makes git merge catalogs with `xcedit merge` and show their
/// diffs string by string (`xcedit diff --textconv`), idempotently: the `.gitattributes` line
/// and the git config entries are added only where they are missing, and each change is said.
enum GitSetupCommand {
    static let spec = CommandSpec(
        name: "git-setup", arguments: "[--global]",
        summary: "make git merge catalogs with xcedit and diff them string by string",
        options: Option.self, positional: 0...0, run: run
    )

    enum Option: CommandOption {
        case global

        var flag: FlagSpec {
            switch self {
            case .global: FlagSpec(name: "--global", help: "for every repository of this user (~/.gitconfig and git's global attributes file)")
            }
        }
    }

    static let attributesLine = "*.xcstrings merge=xcstrings diff=xcstrings"

    static func run(_ arguments: CommandArguments<Option>, console: Console) -> Int32 {
        let global = arguments.has(.global)
        let scope = global ? "--global" : "--local"
        do {
            let top = global ? nil : try Git.run(["rev-parse", "--show-toplevel"])
            let attributesFile = try top.map { $0 + "/.gitattributes" } ?? globalAttributesFile()
            let program = currentExecutable()
            if let reason = unusableInGitReason(program) {
                console.error("xcedit git-setup: error: \(program): \(reason)\n")
                return ExitStatus.failure
            }
            let executable = shellQuoted(program)
            let entries = [
                ("merge.xcstrings.name", "String Catalog merge (xcedit)"),
                // git expands %O, %A, %B, %P… in a merge driver before the shell sees it, in the
                // program's path too: a folder named `%P` would splice in the file's name.
                ("merge.xcstrings.driver", "\(percentEscaped(executable)) merge %O %A %B --name %P"),
                // A textconv is run as it is, the file's path appended: no placeholders.
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
            try addAttributes(to: attributesFile, console: console, refusingLinks: top != nil,
                              gitApplies: top.map { folder in { gitAppliesBothAttributes(in: folder) } })
            return ExitStatus.success
        } catch {
            console.error("xcedit git-setup: error: \(error)\n")
            return ExitStatus.failure
        }
    }

    /// Adds the attributes line unless catalogs already get both attributes: as `gitApplies`
    /// says (git check-attr, which knows every line and file that counts), else as the
    /// file's own lines say, the last one for `*.xcstrings` deciding each attribute. The
    /// file's bytes are kept as they are (a Latin-1 byte too) and its line ending is used.
    /// A repository's `.gitattributes` that is a symbolic link is refused, as git refuses it.
    static func addAttributes(to path: String, console: Console, refusingLinks: Bool = false,
                              gitApplies: (() -> Bool?)? = nil) throws {
        if refusingLinks, (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
            throw SetupFailure(message: "\(path) is a symbolic link, which git does not read as attributes: make it a file")
        }
        let existing = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        if gitApplies?() ?? fileAppliesBothAttributes(existing) {
            console.out("\(path): already has '\(attributesLine)'\n")
            return
        }
        let crlf = existing.firstIndex(of: 0x0A).map { $0 > 0 && existing[$0 - 1] == 0x0D } ?? false
        let ending: [UInt8] = crlf ? [0x0D, 0x0A] : [0x0A]
        var bytes = existing
        if !bytes.isEmpty && bytes.last != 0x0A { bytes += ending }
        bytes += Array(attributesLine.utf8) + ending
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try CatalogFile.writeAtomically(bytes, to: path)
        console.out("\(path): added '\(attributesLine)'\n")
    }

    struct SetupFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Whether the lines for `*.xcstrings` in `bytes`, later ones overriding earlier ones
    /// attribute by attribute (`-merge`, `!diff`, `merge=other`), end with both set to ours.
    static func fileAppliesBothAttributes(_ bytes: [UInt8]) -> Bool {
        var merge: String?, diff: String?
        for line in bytes.split(whereSeparator: { $0 == 0x0A || $0 == 0x0D }) {
            let words = line.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 }).map { String(decoding: $0, as: UTF8.self) }
            guard words.first == "*.xcstrings" else { continue }
            for word in words.dropFirst() {
                let name = word.drop { $0 == "-" || $0 == "!" }.prefix { $0 != "=" }
                let value = word.contains("=") ? String(word.drop { $0 != "=" }.dropFirst()) : nil
                if name == "merge" { merge = value }
                if name == "diff" { diff = value }
            }
        }
        return merge == "xcstrings" && diff == "xcstrings"
    }

    /// What git says a catalog in the repository at `folder` gets; nil when it cannot say.
    static func gitAppliesBothAttributes(in folder: String) -> Bool? {
        guard let answer = try? Git.run(["check-attr", "merge", "diff", "--", "probe.xcstrings"], in: folder) else { return nil }
        let lines = Set(answer.split(separator: "\n").map(String.init))
        return lines.contains("probe.xcstrings: merge: xcstrings") && lines.contains("probe.xcstrings: diff: xcstrings")
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

    /// Why git's config cannot run the program at `path` (nil: it can): a line break ends
    /// a command there.
    static func unusableInGitReason(_ path: String) -> String? {
        path.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\0" })
            ? "the program's path holds a line break, which a git driver cannot run; install xcedit under another folder" : nil
    }

    /// `command` with each `%` doubled, so that git's merge-driver placeholders leave it as it is.
    static func percentEscaped(_ command: String) -> String {
        command.replacingOccurrences(of: "%", with: "%%")
    }

    /// `text` as one word for the shell that runs git's drivers.
    static func shellQuoted(_ text: String) -> String {
        guard text.contains(where: { !($0.isLetter || $0.isNumber || "/._-+".contains($0)) }) else { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
