/// Whether the terminal can draw images inline, found out safely: the questions are ones
/// every terminal either answers or ignores, and the last one (primary device attributes,
/// `ESC [ c`) is answered by all of them, so its answer marks the end of the replies and
/// nobody waits on a terminal that stays silent. Pure: the backend writes `query`, reads
/// what comes back for a moment, and hands it to `read`; tests use recorded answers.
///
/// - The kitty graphics protocol: a query action (`a=q`) for a one-pixel image; a terminal
///   that has it answers `ESC _ G i=31 ; OK ESC \`.
/// - iTerm2's inline images (`ESC ] 1337 ; File=…`): the terminal's name from XTVERSION
///   (`ESC [ > 0 q`, answered `ESC P > | NAME VERSION ESC \`), since the protocol has no
///   query of its own. WezTerm draws both.
///
/// Inside tmux or screen neither is used: the multiplexer answers for itself and would
/// not pass images through.
public enum GraphicsDetection {
    public struct Support: Equatable, Sendable {
        public var kitty = false
        public var iTerm2 = false
        /// The device attributes came back: every answer before them was read.
        public var complete = false

        public init(kitty: Bool = false, iTerm2: Bool = false, complete: Bool = false) {
            self.kitty = kitty
            self.iTerm2 = iTerm2
            self.complete = complete
        }

        /// What the editor may draw: nothing unless the answers were complete.
        public var canDrawImages: Bool { complete && (kitty || iTerm2) }
    }

    /// The id the kitty query uses, to know its answer from another program's.
    static let queryID = "31"

    /// The kitty query and XTVERSION, without the device attributes request that must end
    /// them: a start-up probe that asks other things too sends its own, once, last.
    public static let questions = "\u{1B}_Gi=\(queryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}[>0q"

    /// The questions, in the order their answers are expected.
    public static let query = questions + "\u{1B}[c"

    /// Whether to ask at all: not inside a multiplexer (tmux takes the kitty query for a
    /// window title), not on a dumb terminal or the Linux console (which draw no images and
    /// would print the query).
    public static func worthAsking(environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return environment["TMUX"] == nil && environment["STY"] == nil && !term.hasPrefix("screen") && !term.hasPrefix("tmux")
            && term != "dumb" && term != "linux" && !term.isEmpty
    }

    /// What the answers in `bytes` say, and the bytes that were not answers (keys the user
    /// typed meanwhile), to be read as input.
    public static func read(_ bytes: [UInt8]) -> (support: Support, rest: [UInt8]) {
        var support = Support()
        var rest: [UInt8] = []
        var at = 0
        while at < bytes.count {
            guard bytes[at] == 0x1B, at + 1 < bytes.count else {
                rest.append(bytes[at])
                at += 1
                continue
            }
            switch bytes[at + 1] {
            case UInt8(ascii: "_"), UInt8(ascii: "P"):
                // APC (kitty) or DCS (XTVERSION), up to the string terminator ESC \.
                guard let end = terminator(in: bytes, from: at + 2) else {
                    // Cut off: not an answer to trust, and not a key either.
                    return (support, rest)
                }
                let body = String(decoding: bytes[(at + 2)..<end], as: UTF8.self)
                if bytes[at + 1] == UInt8(ascii: "_") {
                    if body.hasPrefix("Gi=\(queryID);") || body.hasPrefix("Gi=\(queryID),") {
                        support.kitty = body.hasSuffix(";OK")
                    }
                } else if body.hasPrefix(">|") {
                    let name = body.dropFirst(2)
                    if name.hasPrefix("iTerm2") || name.hasPrefix("WezTerm") { support.iTerm2 = true }
                }
                at = end + 2
            case UInt8(ascii: "["):
                // A CSI: device attributes (`ESC [ ? … c`) end the answers; another CSI is input.
                var end = at + 2
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                guard end < bytes.count else { return (support, rest + bytes[at...]) }
                if bytes[end] == UInt8(ascii: "c"), at + 2 < bytes.count, bytes[at + 2] == UInt8(ascii: "?") {
                    support.complete = true
                } else {
                    rest += bytes[at...end]
                }
                at = end + 1
            default:
                rest.append(bytes[at])
                at += 1
            }
        }
        return (support, rest)
    }

    /// Where `ESC \` starts at or after `start`; nil when it never comes.
    static func terminator(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 0x1B && bytes[index + 1] == UInt8(ascii: "\\") { return index }
            index += 1
        }
        return nil
    }
}
