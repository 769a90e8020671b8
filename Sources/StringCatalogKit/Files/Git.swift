import Foundation

/// Runs git: `xcedit git-setup` configures it, and the editor reads a merge's three
/// versions from its index and marks a resolved catalog with `git add`.
public enum Git {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// What git printed, trimmed; throws its error output when it fails.
    public static func run(_ arguments: [String], in folder: String? = nil) throws(Failure) -> String {
        let output = try output(arguments, in: folder)
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What git printed, byte for byte (a file's contents from `git show`).
    public static func output(_ arguments: [String], in folder: String? = nil) throws(Failure) -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + (folder.map { ["-C", $0] } ?? []) + arguments
        let out = Pipe(), error = Pipe()
        process.standardOutput = out
        process.standardError = error
        // Never a question on the editor's terminal.
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run git: \(error.localizedDescription)")
        }
        // Both pipes drained at once, so that a full error pipe never stalls git.
        nonisolated(unsafe) var errorOutput = Data()
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorOutput = error.fileHandleForReading.readDataToEndOfFile()
            drained.signal()
        }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(description: message.isEmpty ? "git \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)" : message)
        }
        return [UInt8](output)
    }
}
