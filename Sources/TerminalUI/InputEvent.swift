/// A key as the editor sees it, decoded by the terminal backend.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// A printable character (including space).
    case character(Character)
    /// Ctrl with a letter, lower case: `.ctrl("s")` is Ctrl-S.
    case ctrl(Character)
    /// Alt (or Esc then the key quickly) with a character.
    case alt(Character)
    case enter, escape, tab, backTab, backspace, delete, insert
    /// Alt-Enter (Esc then Enter): a line break inside a text field.
    case altEnter
    case up, down, left, right, home, end, pageUp, pageDown
    case shiftUp, shiftDown, shiftLeft, shiftRight
    case ctrlLeft, ctrlRight, ctrlHome, ctrlEnd
    case function(Int)

    /// How help and hints name the key.
    public var description: String {
        switch self {
        case .character(" "): "Space"
        case .character(let c): String(c)
        case .ctrl(let c): "Ctrl-" + c.uppercased()
        case .alt(let c): "Alt-" + String(c)
        case .enter: "Enter"
        case .altEnter: "Alt-Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .insert: "Insert"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .shiftUp: "Shift-↑"
        case .shiftDown: "Shift-↓"
        case .shiftLeft: "Shift-←"
        case .shiftRight: "Shift-→"
        case .ctrlLeft: "Ctrl-←"
        case .ctrlRight: "Ctrl-→"
        case .ctrlHome: "Ctrl-Home"
        case .ctrlEnd: "Ctrl-End"
        case .function(let n): "F\(n)"
        }
    }
}

/// A mouse action at a cell.
public struct MouseEvent: Equatable, Sendable {
    public enum Kind: Equatable, Sendable { case press, wheelUp, wheelDown }
    public var kind: Kind
    public var x: Int
    public var y: Int

    public init(_ kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}

/// What the terminal reports to the run loop.
public enum InputEvent: Equatable, Sendable {
    case key(Key)
    /// Text pasted with bracketed paste: inserted as is, never read as commands.
    case paste(String)
    case mouse(MouseEvent)
    case resize(width: Int, height: Int)
    /// SIGTERM or SIGHUP asked the program to end. It writes what it must not lose, puts the
    /// terminal back and exits with status 128 + `signal`.
    case terminate(signal: Int32)
}
