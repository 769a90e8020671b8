import CNCurses
import TerminalUI

/// The ncurses key codes the decoder knows, named, so tests can build the table without a
/// terminal. Function keys are `functionKey0 + n`.
enum KeyCode {
    static let down = UInt32(KEY_DOWN)
    static let up = UInt32(KEY_UP)
    static let left = UInt32(KEY_LEFT)
    static let right = UInt32(KEY_RIGHT)
    static let home = UInt32(KEY_HOME)
    static let end = UInt32(KEY_END)
    static let pageUp = UInt32(KEY_PPAGE)
    static let pageDown = UInt32(KEY_NPAGE)
    static let insert = UInt32(KEY_IC)
    static let delete = UInt32(KEY_DC)
    static let backspace = UInt32(KEY_BACKSPACE)
    static let backTab = UInt32(KEY_BTAB)
    static let enter = UInt32(KEY_ENTER)
    static let shiftUp = UInt32(KEY_SR)
    static let shiftDown = UInt32(KEY_SF)
    static let shiftLeft = UInt32(KEY_SLEFT)
    static let shiftRight = UInt32(KEY_SRIGHT)
    static let functionKey0 = UInt32(KEY_F0)
    static let mouse = UInt32(KEY_MOUSE)
    static let resize = UInt32(KEY_RESIZE)
    /// Codes we bind to the bracketed-paste markers with `define_key`. ncurses numbers the
    /// terminal's extended keys (kUP5, kDC3, …) from KEY_MAX + 1 upwards, so ours sit far
    /// above them.
    static let pasteStart = UInt32(KEY_MAX) + 0x400
    static let pasteEnd = UInt32(KEY_MAX) + 0x401
}

/// Turns what `get_wch` returned into a `Key`: a pure function, tested as a table.
enum KeyDecoder {
    /// - Parameters:
    ///   - code: the character or key code `get_wch` stored.
    ///   - isKeyCode: `get_wch` returned `KEY_CODE_YES` (a key, not a character).
    ///   - keyName: `keyname(code)` for key codes; extended keys such as Ctrl-Left have
    ///     numbers that depend on the terminfo entry, so they are recognised by name.
    /// - Returns: the key, or nil for codes the editor has no use for.
    static func decode(_ code: UInt32, isKeyCode: Bool, keyName: String?) -> Key? {
        isKeyCode ? decodeKeyCode(code, keyName: keyName) : decodeCharacter(code)
    }

    private static func decodeCharacter(_ code: UInt32) -> Key? {
        switch code {
        case 13, 10: return .enter  // nonl(): Enter arrives as CR
        case 9: return .tab
        case 8, 127: return .backspace
        case 27: return .escape
        case 1...26: return .ctrl(Character(Unicode.Scalar(UInt8(code) + 0x60)))
        case 0..<32, 0x80..<0xA0: return nil  // other C0 and C1 controls
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }

    private static func decodeKeyCode(_ code: UInt32, keyName: String?) -> Key? {
        switch code {
        case KeyCode.up: return .up
        case KeyCode.down: return .down
        case KeyCode.left: return .left
        case KeyCode.right: return .right
        case KeyCode.home: return .home
        case KeyCode.end: return .end
        case KeyCode.pageUp: return .pageUp
        case KeyCode.pageDown: return .pageDown
        case KeyCode.insert: return .insert
        case KeyCode.delete: return .delete
        case KeyCode.backspace: return .backspace
        case KeyCode.backTab: return .backTab
        case KeyCode.enter: return .enter
        case KeyCode.shiftUp: return .shiftUp
        case KeyCode.shiftDown: return .shiftDown
        case KeyCode.shiftLeft: return .shiftLeft
        case KeyCode.shiftRight: return .shiftRight
        case KeyCode.functionKey0 + 1...KeyCode.functionKey0 + 63:
            return .function(Int(code - KeyCode.functionKey0))
        default:
            return keyName.flatMap { extendedKeys[$0] }
        }
    }

    /// Terminfo's names for modified keys: 2 = Shift, 5 = Ctrl (xterm's modifier numbering).
    /// "kUP"/"kDN" are xterm's own names for Shift-Up/Down.
    private static let extendedKeys: [String: Key] = [
        "kUP": .shiftUp, "kUP2": .shiftUp,
        "kDN": .shiftDown, "kDN2": .shiftDown,
        "kLFT2": .shiftLeft, "kRIT2": .shiftRight,
        "kLFT5": .ctrlLeft, "kRIT5": .ctrlRight,
        "kHOM5": .ctrlHome, "kEND5": .ctrlEnd,
    ]
}
