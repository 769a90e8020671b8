import Foundation
import NCursesTerminal
import XceditCLI

/// Edits text in the user's editor ($VISUAL, $EDITOR, else vi), handing the terminal over
/// while it runs. The file handling and the process live in `ExternalCommand`, where tests
/// reach them; this is only the terminal's part.
@MainActor
enum ExternalEditor {
    /// `.edited(text)`: the file's text after the editor (see `ExternalEditText.value(from:)`
    /// for the value in it). `.failed(reason)`: a sentence for the status line.
    typealias Result = ExternalCommand.EditResult

    static func edit(
        _ text: String, terminal: NCursesTerminal,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Result {
        ExternalCommand.edit(text, environment: environment, beforeRun: { terminal.suspend() }, afterRun: { terminal.resume() })
    }
}
