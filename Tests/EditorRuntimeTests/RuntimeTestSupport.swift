import CatalogEditor
@testable import CatalogFiles
import EditorRuntime
import Foundation
import StringCatalogKit
import TerminalUI

/// Temporary files for the runtime's tests.
enum Scratch {
    /// A fresh temporary folder, removed by the caller.
    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "xcedit-runtime-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// A shell script at `path` that the tests then execute (a fake editor or viewer). Written
    /// through a descriptor closed on exec: a process that another test spawns meanwhile
    /// would otherwise inherit it open for writing and keep it for its whole life, and
    /// executing the script would fail with "text file busy" (the shell's status 126).
    static func writeScript(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        defer { close(fd) }
        try FileHandle(fileDescriptor: fd, closeOnDealloc: false).write(contentsOf: Data(text.utf8))
        // The mode `open` gave is narrowed by the umask; scripts must be executable.
        fchmod(fd, 0o755)
    }

    /// Runs git in the scratch repository at `root`, with no user or system configuration
    /// (no merge driver, a fixed author); throws its output when it fails, unless allowed.
    @discardableResult
    static func git(_ arguments: [String], in root: String, allowingFailure: Bool = false) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        for name in ["GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME"] { environment[name] = "xcedit test" }
        for name in ["GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"] { environment[name] = "test@example.invalid" }
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus != 0 && !allowingFailure { throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "git \(arguments): \(output)"]) }
        return (process.terminationStatus, output)
    }
}

/// A copy of the sample project in a temporary folder, and the editor run on it through an
/// in-memory terminal: keys in, frames out, files on disk.
final class SampleProjectCopy {
    static let original = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("SampleProject").path

    let root: String
    var birds: String { root + "/BackyardBirds" }
    var localizable: String { birds + "/Localizable.xcstrings" }
    var infoPlist: String { birds + "/InfoPlist.xcstrings" }
    var projectFile: String { root + "/BackyardBirds.xcodeproj/project.pbxproj" }

    init() throws {
        root = try Scratch.folder() + "/SampleProject"
        try FileManager.default.copyItem(atPath: Self.original, toPath: root)
    }

    deinit { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }

    func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    func catalog(_ path: String) throws -> StringCatalog {
        try CatalogFile.open(path).catalog
    }

    /// The editor's state on `paths` as the executable makes it, recovery copies included.
    func state(_ paths: [String], width: Int = 120, height: Int = 40) throws -> EditorState {
        let documents = try DocumentLoading.load(paths)
        let recoveries = RecoveryCopies.existing(for: documents) { _ in }
        return EditorState(documents: documents, width: width, height: height, checker: CatalogChecker(),
                           measure: { TextWidth.of($0) }, recoveries: recoveries)
    }
}

/// Runs the editor's loop on `state` with `script` typed into an in-memory terminal.
@MainActor @discardableResult
func runEditor(_ state: inout EditorState, _ script: [MemoryTerminal.Step], environment: [String: String] = [:],
               terminal: MemoryTerminal? = nil, effects: EffectInterpreter? = nil) -> (ending: EditorLoop.Ending, terminal: MemoryTerminal) {
    let terminal = terminal ?? MemoryTerminal(width: state.layout.width, height: state.layout.height)
    terminal.append(script)
    let ending = EditorLoop.run(&state, on: terminal, effects: effects ?? EffectInterpreter(environment: environment))
    return (ending, terminal)
}

extension Array where Element == MemoryTerminal.Step {
    static func keys(_ keys: Key...) -> [MemoryTerminal.Step] {
        keys.map { .event(.key($0)) }
    }
}
