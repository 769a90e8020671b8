/// What the editor's run loop needs from a terminal: its size, a frame to show, the next
/// input, a bell, and handing the screen over to another program for a while.
///
/// The ncurses backend implements it for real use; `MemoryTerminal` implements it in
/// memory so that tests drive the whole loop (keys in, frames out, files on disk).
@MainActor
public protocol TerminalDevice: AnyObject {
    /// The size in cells.
    var size: (width: Int, height: Int) { get }
    /// Shows `grid`.
    func draw(_ grid: CellGrid)
    /// The next input, waiting up to `timeoutMilliseconds` (-1: as long as it takes); nil
    /// when none came in time.
    func nextEvent(timeoutMilliseconds: Int32) -> InputEvent?
    /// Signals that a command had nothing to do.
    func bell()
    /// Puts `text` on the system clipboard through the terminal (OSC 52), which works over SSH.
    func copyToClipboard(_ text: String)
    /// Gives the terminal to another program (an external editor) until `resume()`.
    func suspend()
    func resume()
    /// A cell's size in pixels, when the terminal says: images are drawn in proportion.
    var cellPixelSize: (width: Int, height: Int)? { get }
    /// Writes an image's escape sequence (`InlineImageSequence`) to the terminal as it is,
    /// over the frame drawn last, whose cells stay as they are.
    func writeGraphics(_ sequence: String)
    /// Makes the next `draw` repaint every cell, e.g. after an image was on the screen.
    func invalidate()
}
