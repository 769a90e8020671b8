#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNCurses
import TerminalUI

/// The terminal, through ncursesw: draws `CellGrid`s and reads `InputEvent`s.
///
/// This is the only place that talks to ncurses. It is used from the main actor only,
/// because ncurses is not thread-safe. Call `shutdown()` on every way out; signals that end
/// or crash the process restore the terminal by themselves.
@MainActor
public final class NCursesTerminal {
    public struct Options: Sendable {
        /// Colours on the terminal's default background. The caller turns this off for
        /// `NO_COLOR` or `--no-color`; bold, dim, reverse, underline and italics stay.
        public var useColor: Bool
        /// How long a lone Esc waits for the rest of a key sequence (ncurses' default,
        /// one second, makes Esc feel sluggish).
        public var escapeDelayMilliseconds: Int32
        /// Whether the start-up questions include the graphics ones (`GraphicsDetection`):
        /// off where asking is not safe or the user said how to draw images.
        public var asksGraphics: Bool

        public init(useColor: Bool = true, escapeDelayMilliseconds: Int32 = 25, asksGraphics: Bool = false) {
            self.useColor = useColor
            self.escapeDelayMilliseconds = escapeDelayMilliseconds
            self.asksGraphics = asksGraphics
        }
    }

    public enum StartError: Error, Equatable, CustomStringConvertible {
        /// Standard input or output is not a terminal.
        case notATerminal
        /// TERM is unset or names a terminal the terminfo database does not know.
        case unknownTerminal(String)
        /// The terminfo database itself could not be found.
        case noTerminfoDatabase(String)
        /// The terminal is known but cannot address the cursor (a hardcopy or generic one).
        case unsupportedTerminal(String)

        public var description: String {
            switch self {
            case .notATerminal:
                "standard input and output must be a terminal"
            case .unknownTerminal(""):
                "TERM is not set; set it to your terminal type, e.g. TERM=xterm-256color"
            case .unknownTerminal(let name):
                "unknown terminal type '\(name)' (from TERM); try TERM=xterm-256color"
            case .noTerminfoDatabase(let name):
                "no terminfo database found to look up terminal type '\(name)'; install ncurses-base or ncurses-term"
            case .unsupportedTerminal(let name):
                "terminal type '\(name)' cannot move the cursor, which a full-screen editor needs"
            }
        }
    }

    private var screen: OpaquePointer?
    private var suspended = false
    private let colorSupport: ColorSupport
    private let mouseMask: mmask_t
    /// The grid on screen; nil forces the next `draw` to write every cell.
    private var previous: CellGrid?
    private var previousSize = (width: 0, height: 0)
    private var clearPhysicalScreen = false
    private var cursorVisible: Bool?
    private var pairs: [PairColors: Int16] = [:]

    private struct PairColors: Hashable {
        var foreground: Int16
        var background: Int16
    }

    public init(options: Options = Options()) throws(StartError) {
        guard isatty(0) == 1, isatty(1) == 1 else { throw .notATerminal }
        Self.chooseLocale()

        // Ask terminfo first, with an error code: newterm must not get the chance to print
        // "Error opening terminal" and exit.
        let name = getenv("TERM").map { String(cString: $0) } ?? ""
        guard !name.isEmpty else { throw .unknownTerminal("") }
        switch cn_check_terminal(name, 1) {
        case 1: break
        case -1: throw .noTerminfoDatabase(name)
        case 2: throw .unsupportedTerminal(name)
        default: throw .unknownTerminal(name)
        }

        var shellModes = termios()
        let haveShellModes = tcgetattr(0, &shellModes) == 0
        guard let screen = newterm(nil, cn_stdout_file(), cn_stdin_file()) else {
            throw .unsupportedTerminal(name)
        }
        self.screen = screen

        raw()  // not cbreak: Ctrl-C, Ctrl-S, Ctrl-Q and Ctrl-Z must arrive as keys
        noecho()
        nonl()
        let window = cn_stdscr()
        keypad(window, true)
        intrflush(window, false)
        set_escdelay(options.escapeDelayMilliseconds)
        curs_set(0)
        cursorVisible = false

        if options.useColor && has_colors() {
            start_color()
            let defaultColors = use_default_colors() == OK
            colorSupport = .colors(count: Int(cn_colors()), defaultColors: defaultColors)
        } else {
            colorSupport = .none
        }

        mouseMask = cn_button1_pressed() | cn_button4_pressed() | cn_button5_pressed()
        mousemask(mouseMask, nil)
        mouseinterval(0)

        // Bracketed paste: the terminal wraps pasted text in ESC[200~ … ESC[201~ once asked
        // to; ncurses does not bind those markers by itself.
        define_key("\u{1B}[200~", Int32(KeyCode.pasteStart))
        define_key("\u{1B}[201~", Int32(KeyCode.pasteEnd))
        cn_write_tty(Self.pasteOn)

        SignalRestore.install(restoreSequence: Self.restoreSequence(), modes: haveShellModes ? shellModes : nil)
        (emojiWidths, graphics) = askTerminal(graphics: options.asksGraphics)
    }

    /// How wide this terminal draws emoji sequences, asked once at start; the program draws
    /// its grids under these rules (`EmojiSequenceWidths.$current.withValue`).
    public private(set) var emojiWidths = EmojiSequenceWidths.joined
    /// Whether it draws images, as it answered at start (nothing when not asked).
    public private(set) var graphics = GraphicsDetection.Support()

    /// How long the start waits for the terminal's answers: one round trip, even over SSH.
    private static let probeTimeoutMilliseconds: Int32 = 500

    /// Writes the probes (and the graphics questions) on the (alternate, cleared) screen and
    /// reads the answers, for half a second at most; keys that arrive meanwhile are given
    /// back to ncurses. A terminal that does not answer keeps the usual rules and draws no
    /// images. Whatever a terminal that understands none of it prints is cleared by the
    /// first frame.
    private func askTerminal(graphics: Bool) -> (EmojiSequenceWidths, GraphicsDetection.Support) {
        wrefresh(cn_stdscr())
        cn_write_tty(WidthProbe.request(askingGraphics: graphics))
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(Int(Self.probeTimeoutMilliseconds)))
        var bytes: [UInt8] = []
        var replies = WidthProbe.Replies()
        while !replies.finished {
            let left = clock.now.duration(to: deadline)
            guard left > .zero else { break }
            let milliseconds = Int32(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
            guard waitForInput(milliseconds: max(1, milliseconds)) == .input else { continue }
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = read(0, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[..<count]
            replies = WidthProbe.replies(bytes)
        }
        for byte in replies.other.reversed() { ungetch(Int32(byte)) }
        invalidate()
        return (EmojiSequenceWidths(measured: replies.measured), replies.graphics)
    }

    /// The terminal's size in cells.
    public var size: (width: Int, height: Int) {
        screen == nil ? (0, 0) : (Int(cn_cols()), Int(cn_lines()))
    }

    // MARK: Drawing

    /// Shows `grid`, writing only the cells that changed since the last call. Each cell is
    /// written on its own at its own position, so a glyph the terminal measures differently
    /// can never shift the rest of its row.
    public func draw(_ grid: CellGrid) {
        guard screen != nil, !suspended else { return }
        let window = cn_stdscr()
        let screenSize = size
        let width = min(screenSize.width, grid.width)
        let height = min(screenSize.height, grid.height)

        var last = previous
        if let old = last, old.width != grid.width || old.height != grid.height || previousSize != screenSize {
            last = nil
        }
        if last == nil {
            werase(window)
        }
        if clearPhysicalScreen {
            clearok(cn_curscr(), true)
            clearPhysicalScreen = false
        }
        let changes = CellDiff.changes(from: last, to: grid, width: width, height: height)
        let wcwidth: (Unicode.Scalar) -> Int = { Int(cn_wcwidth(wchar_t(bitPattern: $0.value))) }
        var changedRows: [Int] = []
        for change in changes {
            if changedRows.last != change.y { changedRows.append(change.y) }
            let glyph = CellGlyph(change.cell.text, columns: change.width, width: wcwidth)
            let (attributes, pair) = attributesAndPair(for: change.cell.style)
            var x = change.x
            for scalars in glyph.cells {
                // mvadd_wch reports ERR in the bottom-right cell, where the cursor cannot
                // advance, after storing the character; anywhere else ERR means the
                // cluster was refused.
                let isLastCell = x == screenSize.width - 1 && change.y == screenSize.height - 1
                if write(scalars, x: x, y: change.y, attributes: attributes, pair: pair) == ERR && !isLastCell {
                    _ = write([CellGlyph.replacement], x: x, y: change.y, attributes: attributes, pair: pair)
                }
                x += max(1, wcwidth(scalars[0]))
            }
            for _ in 0..<glyph.blanks where x < width {
                _ = write([" "], x: x, y: change.y, attributes: attributes, pair: pair)
                x += 1
            }
        }
        // Clusters ncurses cannot store go to the terminal after its refresh, on every row
        // ncurses may have written (it can resend unchanged cells of a row it updates).
        let overlays = TerminalOverlay.writes(rows: changedRows, of: grid, previous: last, width: width, wcwidth: wcwidth) {
            ResolvedStyle($0, support: colorSupport)
        }

        var showCursor = false
        if let cursor = grid.cursor, (0..<width).contains(cursor.x), (0..<height).contains(cursor.y) {
            wmove(window, Int32(cursor.y), Int32(cursor.x))
            showCursor = true
        } else if !overlays.isEmpty {
            // The overlay writes move the cursor; it must end where ncurses believes it is.
            wmove(window, 0, 0)
        }
        // Hide before drawing and show after, so the cursor never flashes at a stale spot.
        if !showCursor { setCursor(visible: false) }
        leaveok(window, !showCursor && overlays.isEmpty)
        wrefresh(window)
        if !overlays.isEmpty {
            let cursor = grid.cursor.flatMap { showCursor ? $0 : nil } ?? (x: 0, y: 0)
            cn_write_tty(overlays + TerminalOverlay.reset + TerminalOverlay.moveCursor(x: cursor.x, y: cursor.y))
            // ncurses takes the attributes as normal after its refresh; they are again.
            vid_attr(cn_a_normal(), 0, nil)
        }
        if showCursor { setCursor(visible: true) }

        previous = grid
        previousSize = screenSize
    }

    /// Makes the next `draw` repaint the whole screen, e.g. after something else wrote to it.
    public func invalidate() {
        previous = nil
        clearPhysicalScreen = true
    }

    private func write(_ scalars: [Unicode.Scalar], x: Int, y: Int, attributes: attr_t, pair: Int16) -> Int32 {
        var wide = scalars.map { wchar_t(bitPattern: $0.value) }
        wide.append(0)
        return wide.withUnsafeBufferPointer {
            cn_mvadd_cluster(Int32(y), Int32(x), $0.baseAddress, attributes, pair)
        }
    }

    private func attributesAndPair(for style: Style) -> (attr_t, Int16) {
        let resolved = ResolvedStyle(style, support: colorSupport)
        var attributes = cn_a_normal()
        if resolved.bold { attributes |= cn_a_bold() }
        if resolved.dim { attributes |= cn_a_dim() }
        if resolved.reverse { attributes |= cn_a_reverse() }
        if resolved.underline { attributes |= cn_a_underline() }
        if resolved.italic { attributes |= cn_a_italic() }
        guard resolved.needsPair, let foreground = resolved.foreground, let background = resolved.background else {
            return (attributes, 0)
        }
        let key = PairColors(foreground: foreground, background: background)
        if let pair = pairs[key] { return (attributes, pair) }
        let allocated = alloc_pair(Int32(foreground), Int32(background))
        let pair = allocated > 0 && allocated <= Int32(Int16.max) ? Int16(allocated) : 0
        pairs[key] = pair
        return (attributes, pair)
    }

    private func setCursor(visible: Bool) {
        guard cursorVisible != visible else { return }
        curs_set(visible ? 1 : 0)
        cursorVisible = visible
    }

    // MARK: Input

    /// The next key, paste, click or resize; nil when `timeoutMilliseconds` pass without one
    /// (a negative timeout waits for ever). Input the editor has no use for is skipped.
    ///
    /// `.terminate(signal:)` when SIGTERM or SIGHUP came: the caller saves what it must and
    /// ends the process (with status 128 + signal); every later call reports it again.
    public func nextEvent(timeoutMilliseconds: Int32) -> InputEvent? {
        guard screen != nil, !suspended else { return nil }
        let clock = ContinuousClock()
        let deadline = timeoutMilliseconds < 0 ? nil : clock.now.advanced(by: .milliseconds(timeoutMilliseconds))
        func millisecondsLeft() -> Int32 {
            guard let deadline else { return -1 }
            let left = clock.now.duration(to: deadline)
            return left <= .zero ? 0 : Int32(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
        }
        let window = cn_stdscr()
        while true {
            if let signo = SignalRestore.pendingTermination { return .terminate(signal: signo) }
            var ready = waitForInput(milliseconds: 0)
            if ready == .nothing {
                // What ncurses already holds never shows on the descriptor: the rest of a
                // sequence that matched no key, a key pushed back, a resize noted by its
                // SIGWINCH handler. Ask it without waiting.
                wtimeout(window, 0)
                var code: wint_t = 0
                let status = wget_wch(window, &code)
                if status != ERR {
                    if let event = event(status: status, code: UInt32(code)) { return event }
                    continue
                }
                let wait = millisecondsLeft()
                if wait == 0 { return nil }
                ready = waitForInput(milliseconds: wait)
            }
            switch ready {
            case .nothing:
                return nil
            case .interrupted:
                continue  // a signal: SIGWINCH leaves a resize for ncurses to report
            case .wakeup:
                SignalRestore.drainWakeups()
            case .input:
                // As before the wait: ncurses reads, waiting within the time left for the
                // rest of a key sequence or of a character.
                wtimeout(window, millisecondsLeft())
                var code: wint_t = 0
                let status = wget_wch(window, &code)
                if status == ERR { return nil }
                if let event = event(status: status, code: UInt32(code)) { return event }
                if let deadline, clock.now >= deadline { return nil }
            }
        }
    }

    private enum Readiness { case nothing, interrupted, wakeup, input }

    /// Waits up to `milliseconds` (negative: for ever) for the terminal or the self-pipe
    /// of `SignalRestore`. Hang-ups and errors on the terminal count as input: ncurses
    /// then reports the error.
    private func waitForInput(milliseconds: Int32) -> Readiness {
        var descriptors = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0)]
        let wake = SignalRestore.wakeDescriptor
        if wake >= 0 { descriptors.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0)) }
        let count = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        if count < 0 { return errno == EINTR ? .interrupted : .input }
        if count == 0 { return .nothing }
        if descriptors.count > 1 && descriptors[1].revents != 0 { return .wakeup }
        return descriptors[0].revents != 0 ? .input : .nothing
    }

    private func event(status: Int32, code: UInt32) -> InputEvent? {
        if status == KEY_CODE_YES {
            switch code {
            case KeyCode.resize:
                let (width, height) = size
                return .resize(width: width, height: height)
            case KeyCode.mouse:
                return mouseEvent()
            case KeyCode.pasteStart:
                return .paste(readPaste())
            case KeyCode.pasteEnd:
                return nil
            default:
                let name = keyname(Int32(code)).map { String(cString: $0) }
                return KeyDecoder.decode(code, isKeyCode: true, keyName: name).map(InputEvent.key)
            }
        }
        if code == 27 {
            return .key(escapeOrAlt())
        }
        return KeyDecoder.decode(code, isKeyCode: false, keyName: nil).map(InputEvent.key)
    }

    /// Alt-x arrives as Esc followed at once by x; a lone Esc has nothing behind it.
    private func escapeOrAlt() -> Key {
        let window = cn_stdscr()
        wtimeout(window, 0)
        var next: wint_t = 0
        let status = wget_wch(window, &next)
        if status == OK {
            switch KeyDecoder.decode(UInt32(next), isKeyCode: false, keyName: nil) {
            case .character(let c)?: return .alt(c)
            case .enter?: return .altEnter
            default: break
            }
            unget_wch(wchar_t(bitPattern: next))
        } else if status == KEY_CODE_YES {
            ungetch(Int32(next))
        }
        return .escape
    }

    private func mouseEvent() -> InputEvent? {
        var report = MEVENT()
        guard getmouse(&report) == OK else { return nil }
        let x = Int(report.x), y = Int(report.y)
        if report.bstate & cn_button4_pressed() != 0 { return .mouse(MouseEvent(.wheelUp, x: x, y: y)) }
        if report.bstate & cn_button5_pressed() != 0 { return .mouse(MouseEvent(.wheelDown, x: x, y: y)) }
        if report.bstate & (cn_button1_pressed() | cn_button1_clicked()) != 0 { return .mouse(MouseEvent(.press, x: x, y: y)) }
        return nil
    }

    /// Everything up to the end marker, as text: line breaks (which terminals send as CR)
    /// become "\n", other control characters are dropped. A lost end marker ends the
    /// paste after half a second of silence.
    private func readPaste() -> String {
        let window = cn_stdscr()
        wtimeout(window, 500)
        var text = String.UnicodeScalarView()
        var afterCR = false
        while true {
            var code: wint_t = 0
            let status = wget_wch(window, &code)
            if status == ERR { break }
            let value = UInt32(code)
            if status == KEY_CODE_YES {
                if value == KeyCode.pasteEnd { break }
                if value == KeyCode.enter { text.append("\n") }
                afterCR = false
                continue
            }
            defer { afterCR = value == 13 }
            switch value {
            case 13: text.append("\n")
            case 10: if !afterCR { text.append("\n") }
            case 9: text.append("\t")
            case 0..<32, 127, 0x80..<0xA0: break
            default: if let scalar = Unicode.Scalar(value) { text.append(scalar) }
            }
        }
        return String(text)
    }

    // MARK: Handing the terminal over

    /// Gives the terminal back to the shell for a while, e.g. to run $EDITOR.
    public func suspend() {
        guard screen != nil, !suspended else { return }
        cn_write_tty(Self.pasteOff)
        mousemask(0, nil)
        endwin()
        suspended = true
    }

    /// Takes the terminal back after `suspend()`; the next `draw` repaints everything.
    public func resume() {
        guard screen != nil, suspended else { return }
        suspended = false
        wrefresh(cn_stdscr())  // back to raw mode, alternate screen and keypad mode
        mousemask(mouseMask, nil)
        cn_write_tty(Self.pasteOn)
        cursorVisible = nil
        invalidate()
    }

    /// Restores the terminal: bracketed paste and mouse reporting off, cursor visible, the
    /// shell's screen and modes back. Safe to call more than once.
    /// Signals that a command had nothing to do (the terminal's bell or flash).
    public func bell() {
        beep()
    }

    /// Puts `text` on the system clipboard of the terminal the user sits at (OSC 52).
    public func copyToClipboard(_ text: String) {
        guard screen != nil else { return }
        cn_write_tty(ClipboardSequence.osc52(text))
    }

    // MARK: Images

    /// A cell's size in pixels from the window size the terminal reports (kitty, iTerm2 and
    /// WezTerm fill in the pixels); nil when it leaves them out.
    public var cellPixelSize: (width: Int, height: Int)? {
        var window = winsize()
        guard screen != nil, ioctl(1, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0,
              window.ws_xpixel > 0, window.ws_ypixel > 0 else { return nil }
        return (Int(window.ws_xpixel) / Int(window.ws_col), Int(window.ws_ypixel) / Int(window.ws_row))
    }

    /// Writes an image's sequence after ncurses' last refresh (`draw` flushes it), straight
    /// to the terminal; the sequence puts the cursor back where ncurses left it.
    public func writeGraphics(_ sequence: String) {
        guard screen != nil, !suspended else { return }
        cn_write_tty(sequence)
    }

    public func shutdown() {
        guard let screen else { return }
        if !suspended {
            cn_write_tty(Self.pasteOff)
            mousemask(0, nil)
            curs_set(1)
            endwin()
        }
        delscreen(screen)
        self.screen = nil
        suspended = false
        previous = nil
        SignalRestore.disarm()
    }

    // MARK: Set-up helpers

    private static let pasteOn = "\u{1B}[?2004h"
    private static let pasteOff = "\u{1B}[?2004l"

    /// ncursesw needs a UTF-8 locale to read and write anything beyond ASCII; containers
    /// and CI machines often have none set, so fall back to C.UTF-8.
    private static func chooseLocale() {
        let all = setlocale(LC_ALL, "")
        let ctype = setlocale(LC_CTYPE, nil).map { String(cString: $0) }
        if all == nil || ctype == nil || ctype == "C" || ctype == "POSIX" {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    /// What a signal handler writes to restore the terminal, prepared while it is safe to
    /// ask terminfo: plain attributes, visible cursor, keypad off, leave the alternate
    /// screen, then bracketed paste and every mouse mode off.
    private static func restoreSequence() -> [UInt8] {
        var bytes: [UInt8] = []
        for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            if let value = cn_terminfo_string(capability) {
                bytes += withoutPadding(Array(String(cString: value).utf8))
            }
        }
        bytes += Array((pasteOff + "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l").utf8)
        return bytes
    }

    /// Terminfo strings may hold delays such as `$<5>` that tputs would turn into waits.
    private static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"),
               let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) {
                index = close + 1
                continue
            }
            out.append(bytes[index])
            index += 1
        }
        return out
    }
}

extension NCursesTerminal: TerminalDevice {}
