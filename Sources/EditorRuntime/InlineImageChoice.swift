import CatalogEditor
import TerminalUI

/// Whether and how the editor draws screenshots in the terminal: what the terminal
/// answered at start (`GraphicsDetection`), unless `XCEDIT_GRAPHICS` says otherwise, for a
/// terminal whose answers are lost on the way (over some multiplexers) or to turn it off.
public enum InlineImageChoice {
    public enum Setting: Equatable, Sendable {
        /// As the terminal answered (the default).
        case detect
        case forced(InlineImageKind?)
    }

    /// The values `XCEDIT_GRAPHICS` takes.
    public static let values = "kitty, iterm2, none or auto"

    /// `XCEDIT_GRAPHICS` read: unset, empty or `auto` detects; `kitty`, `iterm2`, `none`
    /// force (in any case); anything else is an error to tell the user, who then gets
    /// detection.
    public static func setting(in environment: [String: String]) -> Result<Setting, SettingError> {
        guard let value = environment["XCEDIT_GRAPHICS"], !value.isEmpty else { return .success(.detect) }
        switch value.lowercased() {
        case "auto": return .success(.detect)
        case "kitty": return .success(.forced(.kitty))
        case "iterm2": return .success(.forced(.iTerm2))
        case "none": return .success(.forced(nil))
        default: return .failure(SettingError(value: value))
        }
    }

    public struct SettingError: Error, Equatable, CustomStringConvertible {
        public var value: String
        public var description: String { "XCEDIT_GRAPHICS=\(value): expected \(InlineImageChoice.values); asking the terminal instead" }
    }

    /// Whether to ask the terminal at all: only when detecting, and where asking is safe.
    public static func asksTerminal(_ setting: Setting, environment: [String: String]) -> Bool {
        setting == .detect && GraphicsDetection.worthAsking(environment: environment)
    }

    /// How images are drawn: kitty's protocol where the terminal has it (it outlines the
    /// string), else iTerm2's; none unless every answer came back.
    public static func kind(_ setting: Setting, detected: GraphicsDetection.Support) -> InlineImageKind? {
        if case .forced(let kind) = setting { return kind }
        guard detected.canDrawImages else { return nil }
        return detected.kitty ? .kitty : .iTerm2
    }
}
