import Testing
import TerminalUI
@testable import NCursesTerminal

/// What `get_wch` hands over, and the key the editor should see.
private struct Row: CustomStringConvertible, Sendable {
    let code: UInt32
    let isKeyCode: Bool
    let keyName: String?
    let key: Key?

    static func char(_ code: UInt32, _ key: Key?) -> Row { Row(code: code, isKeyCode: false, keyName: nil, key: key) }
    static func code(_ code: UInt32, _ key: Key?, name: String? = nil) -> Row { Row(code: code, isKeyCode: true, keyName: name, key: key) }

    var description: String { "\(isKeyCode ? "key code" : "char") \(code) \(keyName ?? "") → \(key.map(String.init(describing:)) ?? "nil")" }
}

private let characters: [Row] = [
    .char(0x61, .character("a")),
    .char(0x41, .character("A")),
    .char(0x20, .character(" ")),
    .char(0x7E, .character("~")),
    .char(0xE9, .character("é")),
    .char(0x65E5, .character("日")),
    .char(0x0645, .character("م")),
    .char(0x1F600, .character("😀")),
    .char(13, .enter),  // nonl(): Enter is CR
    .char(10, .enter),
    .char(9, .tab),
    .char(127, .backspace),
    .char(8, .backspace),
    .char(27, .escape),
    .char(1, .ctrl("a")),
    .char(3, .ctrl("c")),  // raw(): Ctrl-C is a key, not SIGINT
    .char(17, .ctrl("q")),
    .char(19, .ctrl("s")),  // raw(): Ctrl-S is a key, not XOFF
    .char(26, .ctrl("z")),
    .char(0, nil),
    .char(28, nil),
    .char(31, nil),
    .char(0x85, nil),  // C1 control
    .char(0xD800, nil),  // not a scalar
]

private let keyCodes: [Row] = [
    .code(KeyCode.up, .up), .code(KeyCode.down, .down),
    .code(KeyCode.left, .left), .code(KeyCode.right, .right),
    .code(KeyCode.home, .home), .code(KeyCode.end, .end),
    .code(KeyCode.pageUp, .pageUp), .code(KeyCode.pageDown, .pageDown),
    .code(KeyCode.insert, .insert), .code(KeyCode.delete, .delete),
    .code(KeyCode.backspace, .backspace), .code(KeyCode.backTab, .backTab),
    .code(KeyCode.enter, .enter),
    .code(KeyCode.shiftUp, .shiftUp, name: "KEY_SR"), .code(KeyCode.shiftDown, .shiftDown, name: "KEY_SF"),
    .code(KeyCode.shiftLeft, .shiftLeft), .code(KeyCode.shiftRight, .shiftRight),
    .code(KeyCode.functionKey0 + 1, .function(1)),
    .code(KeyCode.functionKey0 + 5, .function(5)),
    .code(KeyCode.functionKey0 + 12, .function(12)),
    .code(KeyCode.functionKey0, nil),  // KEY_F(0) is no key
    // Extended keys have numbers chosen per terminfo entry, so only the name counts.
    .code(560, .shiftUp, name: "kUP2"), .code(561, .shiftDown, name: "kDN2"),
    .code(562, .shiftUp, name: "kUP"), .code(563, .shiftDown, name: "kDN"),
    .code(564, .shiftLeft, name: "kLFT2"), .code(565, .shiftRight, name: "kRIT2"),
    .code(566, .ctrlLeft, name: "kLFT5"), .code(567, .ctrlRight, name: "kRIT5"),
    .code(568, .ctrlHome, name: "kHOM5"), .code(569, .ctrlEnd, name: "kEND5"),
    .code(570, nil, name: "kUP3"),  // Alt-Up: not used
    .code(571, nil, name: "kDC5"),
    .code(572, nil, name: nil),
    .code(KeyCode.mouse, nil, name: "KEY_MOUSE"),  // handled before decoding
]

@Suite struct KeyDecoderTests {
    @Test(arguments: characters)
    fileprivate func character(_ row: Row) {
        #expect(KeyDecoder.decode(row.code, isKeyCode: row.isKeyCode, keyName: row.keyName) == row.key)
    }

    @Test(arguments: keyCodes)
    fileprivate func keyCode(_ row: Row) {
        #expect(KeyDecoder.decode(row.code, isKeyCode: row.isKeyCode, keyName: row.keyName) == row.key)
    }

    /// The names above are ncurses' numbers, not ours: a few spot checks against curses.h.
    @Test func codesAreNcursesOwn() {
        #expect(KeyCode.down == 0o402)
        #expect(KeyCode.up == 0o403)
        #expect(KeyCode.functionKey0 == 0o410)
        #expect(KeyCode.resize == 0o632)
    }

    /// A character code and a key code with the same number are different keys.
    @Test func characterAndKeyCodeDiffer() {
        #expect(KeyDecoder.decode(KeyCode.up, isKeyCode: false, keyName: nil) == .character("ă"))
        #expect(KeyDecoder.decode(KeyCode.up, isKeyCode: true, keyName: "KEY_UP") == .up)
    }

    /// The paste markers must not collide with ncurses' codes for the terminal's own keys.
    @Test func pasteMarkersLieAboveExtendedKeys() {
        #expect(KeyCode.pasteStart > 0o777 + 0x200)
        #expect(KeyCode.pasteEnd == KeyCode.pasteStart + 1)
    }
}
