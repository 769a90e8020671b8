import CatalogEditor
import Foundation

/// Showing a bundle's screenshot or note in the user's viewer ($XCEDIT_VIEWER, else
/// `xdg-open`, else macOS's `open`) without holding up the editor: the shell starts the
/// viewer in the background, its input and output away from the editor's terminal and
/// hang-ups ignored, and ends at once; the viewer lives on by itself and is never waited for.
enum ViewerLaunch {
    /// The viewer's command line, or nil when there is none to use. $XCEDIT_VIEWER may carry
    /// arguments (`feh --scale-down`); blank counts as unset.
    static func viewerCommand(in environment: [String: String], isOnPath: (String) -> Bool) -> String? {
        if let value = environment["XCEDIT_VIEWER"], value.contains(where: { !$0.isWhitespace }) { return value }
        return ["xdg-open", "open"].first(where: isOnPath)
    }

    /// Starts the viewer on `path`; nil when it started, else why not (for the status line).
    /// A screenshot's frame goes to the viewer as `XCEDIT_FRAME=x,y,width,height`, so that a
    /// viewer script can outline the string.
    static func open(_ path: String, frame: NoteFrame?, environment: [String: String]) -> String? {
        guard FileManager.default.isReadableFile(atPath: path) else {
            return "Cannot open \(path): the file is gone or cannot be read"
        }
        guard let command = viewerCommand(in: environment, isOnPath: { isOnPath($0, environment: environment) }) else {
            return "No viewer to open \(path) with: set $XCEDIT_VIEWER (or install xdg-open)"
        }
        // Hang-ups ignored: the viewer stays open when the terminal the editor ran in closes.
        let script = "(trap '' HUP; " + command + " \"$1\") </dev/null >/dev/null 2>&1 &"
        var environment = environment
        environment["XCEDIT_FRAME"] = frame.map { [$0.x, $0.y, $0.width, $0.height].map(NoteFrame.number).joined(separator: ",") }
        switch ExternalCommand.runScript(script, argument: path, environment: environment) {
        case .exited(status: 0): return nil
        case .exited(let status): return "Could not start the viewer \(ExternalCommand.programName(command)) (status \(status))"
        case .killed(let signal): return "Could not start the viewer \(ExternalCommand.programName(command)) (signal \(signal))"
        case .couldNotStart(let reason): return "Could not start the viewer: \(reason)"
        }
    }

    /// Whether an executable called `name` is in one of $PATH's folders.
    static func isOnPath(_ name: String, environment: [String: String]) -> Bool {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
    }
}
