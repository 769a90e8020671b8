/// A terminal in memory: it plays a script of input events (and actions between them, such
/// as changing a file on disk) and keeps every frame it is given.
///
/// When the script runs out it reports a hang-up (SIGHUP), as a terminal whose connection
/// dropped does, so a loop under test always ends.
public final class MemoryTerminal: TerminalDevice {
    /// One step of the script.
    public enum Step {
        case event(InputEvent)
        /// Runs when the loop asks for the next input, before the following step.
        case action(() -> Void)
        /// The user pauses: every look for input that does not wait (a zero timeout)
        /// finds none, until the loop waits for a key; then the script goes on.
        case pause
    }

    public private(set) var size: (width: Int, height: Int)
    public private(set) var frames: [CellGrid] = []
    public private(set) var bells = 0
    /// How often the loop looked for input during pauses and found none.
    public private(set) var pauseLooks = 0
    /// How often the screen was handed over, and whether it is handed over now.
    public private(set) var suspensions = 0
    public private(set) var isSuspended = false
    private var script: [Step]
    private var next = 0

    public init(width: Int, height: Int, script: [Step] = []) {
        size = (width, height)
        self.script = script
    }

    /// Adds steps at the end of the script.
    public func append(_ steps: [Step]) {
        script += steps
    }

    /// The last frame as text, one line per row.
    public var screen: String {
        frames.last?.text() ?? ""
    }

    public func draw(_ grid: CellGrid) {
        precondition(!isSuspended, "drawing while another program has the terminal")
        frames.append(grid)
    }

    public func nextEvent(timeoutMilliseconds: Int32) -> InputEvent? {
        while next < script.count {
            let step = script[next]
            next += 1
            switch step {
            case .action(let action): action()
            case .pause:
                if timeoutMilliseconds >= 0 {
                    next -= 1
                    pauseLooks += 1
                    return nil
                }
            case .event(let event):
                if case .resize(let width, let height) = event { size = (width, height) }
                return event
            }
        }
        return .terminate(signal: 1)
    }

    /// What `copyToClipboard` was given, in order.
    public private(set) var clipboard: [String] = []

    public func copyToClipboard(_ text: String) {
        clipboard.append(text)
    }

    public func bell() {
        bells += 1
    }

    public func suspend() {
        suspensions += 1
        isSuspended = true
    }

    public func resume() {
        isSuspended = false
    }

    /// What the test says a cell measures in pixels (nil: the terminal does not say).
    public var cellPixelSize: (width: Int, height: Int)?
    /// The image sequences written, in order, with how many frames were drawn before each.
    public private(set) var graphics: [(sequence: String, afterFrames: Int)] = []
    /// How often a full repaint was asked for.
    public private(set) var invalidations = 0

    public func writeGraphics(_ sequence: String) {
        graphics.append((sequence, frames.count))
    }

    public func invalidate() {
        invalidations += 1
    }
}

extension MemoryTerminal.Step {
    /// Each character of `text` typed as a key.
    public static func type(_ text: String) -> [MemoryTerminal.Step] {
        text.map { .event(.key(.character($0))) }
    }

    public static func key(_ key: Key) -> MemoryTerminal.Step {
        .event(.key(key))
    }
}
