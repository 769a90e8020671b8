import Foundation

/// Where the editor remembers things for the user between sessions (`EditorMemory`, in
/// EditorRuntime): resolved from the environment when the command line starts the editor.
enum EditorStateFolder {
    /// `$XDG_STATE_HOME/xcedit` when that is an absolute path (the specification has
    /// relative ones ignored), else `$HOME/.local/state/xcedit`; nil without either.
    static func path(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return (state as NSString).appendingPathComponent("xcedit")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return (home as NSString).appendingPathComponent(".local/state/xcedit")
    }
}
