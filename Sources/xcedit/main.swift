import Foundation
import XceditCLI

// Commands write through a Console so that tests can capture what they print.
let console = Console(
    out: { FileHandle.standardOutput.write(Data($0.utf8)) },
    error: { FileHandle.standardError.write(Data($0.utf8)) },
    outBytes: { FileHandle.standardOutput.write(Data($0)) }
)
let status = CommandLineTool.run(
    Array(CommandLine.arguments.dropFirst()), console: console,
    environment: ProcessInfo.processInfo.environment,
    openEditor: { launch in
        // Before any catalog is read: this may start the program afresh.
        BacktracerSettings.ensureNonInteractive()
        return MainActor.assumeIsolated { EditorApp.run(launch, console: console) }
    }
)
exit(status)
