import TerminalUI

/// Asking the terminal how wide it draws emoji sequences (`EmojiSequenceWidths.probes`),
/// once at start: each probe is written at the top-left corner and followed by a cursor
/// position request, whose answer says how many columns the terminal moved; a device
/// attributes request after them, which every terminal answers, says that no more answers
/// will come. The same round trip may ask whether the terminal draws images
/// (`GraphicsDetection`): its questions go before the device attributes request, so that
/// one answer ends them all. The bytes and their reading are here, pure; the backend writes
/// and reads.
enum WidthProbe {
    /// What is written: each probe from column 1, then where the cursor ended, then (when
    /// asked for) the graphics questions, then the primary device attributes (DA1).
    static func request(askingGraphics: Bool) -> String {
        var out = ""
        for probe in EmojiSequenceWidths.probes {
            out += "\u{1B}[1;1H" + probe + "\u{1B}[6n"
        }
        if askingGraphics { out += GraphicsDetection.questions }
        return out + "\u{1B}[c"
    }

    /// What came back so far: the columns of each cursor position report in order, whether
    /// the device attributes answer has come (nothing more will), and every other byte (keys
    /// typed meanwhile), in order, for ncurses to read later.
    struct Replies: Equatable {
        var columns: [Int] = []
        var finished = false
        var other: [UInt8] = []
        /// What the answers to the graphics questions said (nothing, when not asked).
        var graphics = GraphicsDetection.Support()

        /// The width of each probe (nil for those without an answer).
        var measured: [Int?] {
            EmojiSequenceWidths.probes.indices.map { $0 < columns.count ? columns[$0] - 1 : nil }
        }
    }

    /// Reads `bytes`: `ESC [ row ; column R` is a position report, `ESC [ ? … c` the device
    /// attributes, the kitty graphics and XTVERSION answers are `GraphicsDetection`'s; an
    /// unfinished sequence at the end stays with `other` (an unfinished graphics answer is
    /// dropped: it is no key).
    static func replies(_ bytes: [UInt8]) -> Replies {
        var replies = positionReplies(bytes)
        let graphics = GraphicsDetection.read(replies.other)
        replies.other = graphics.rest
        replies.graphics = graphics.support
        // The device attributes were read here: they end the graphics answers too.
        replies.graphics.complete = replies.finished
        return replies
    }

    private static func positionReplies(_ bytes: [UInt8]) -> Replies {
        var replies = Replies()
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
                var end = index + 2
                while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
                if end < bytes.count {
                    let parameters = bytes[(index + 2)..<end]
                    if bytes[end] == UInt8(ascii: "R"), let column = positionColumn(parameters) {
                        replies.columns.append(column)
                        index = end + 1
                        continue
                    }
                    if bytes[end] == UInt8(ascii: "c"), parameters.first == UInt8(ascii: "?") {
                        replies.finished = true
                        index = end + 1
                        continue
                    }
                }
            }
            replies.other.append(bytes[index])
            index += 1
        }
        return replies
    }

    /// The column of a position report's parameters `row;column`.
    private static func positionColumn(_ parameters: ArraySlice<UInt8>) -> Int? {
        let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 2, let row = number(fields[0]), row >= 1, let column = number(fields[1]), column >= 1 else { return nil }
        return column
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count < 6, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
}
