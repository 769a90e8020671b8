/// The escape sequences that draw a PNG in the terminal, over cells the editor has drawn:
/// pure, so that their bytes are tested exactly; the backend only writes them.
///
/// Each sequence saves the cursor (`ESC 7`), moves to the image's first cell, draws, and
/// restores the cursor (`ESC 8`): ncurses keeps believing the cursor is where it left it.
///
/// - kitty's graphics protocol (kitty, WezTerm, Ghostty, Konsole): the PNG is sent whole
///   (`f=100`, `a=T`: transmit and show) in base64 pieces of at most 4096 bytes, as the
///   protocol asks, shown stretched over `columns`×`rows` cells (`c=`, `r=`) under the text
///   (`z=-1`), so that what ncurses draws over it (the outline of a string) stays visible;
///   the cursor does not move (`C=1`) and the terminal sends no answer (`q=2`), which would
///   otherwise arrive as keys. Deleting it by its id (`a=d,d=I`) frees its data too.
/// - iTerm2's inline images (`OSC 1337 ; File=`): the PNG fitted in `columns`×`rows` cells
///   keeping its proportions (`preserveAspectRatio=1`); where in the box it lands is the
///   terminal's choice, so nothing can be outlined on it. Text drawn over it erases it.
public enum InlineImageSequence {
    /// The most base64 one kitty escape sequence may carry.
    public static let kittyChunkSize = 4096

    /// Shows `png` from cell (`x`, `y`) (0-based) over `columns`×`rows` cells, as kitty image
    /// `id` (replacing an image the editor showed under that id).
    public static func kitty(png: [UInt8], id: Int, x: Int, y: Int, columns: Int, rows: Int) -> String {
        let data = Base64.encodedBytes(png)
        var out = saveCursor + moveCursor(x: x, y: y)
        var start = 0
        repeat {
            let end = min(data.count, start + kittyChunkSize)
            let more = end < data.count ? 1 : 0
            // The first piece says what to do; the others only whether more follow.
            let keys = start == 0 ? "a=T,f=100,t=d,i=\(id),q=2,C=1,c=\(columns),r=\(rows),z=-1,m=\(more)" : "m=\(more),q=2"
            out += "\u{1B}_G" + keys + ";" + String(decoding: data[start..<end], as: UTF8.self) + "\u{1B}\\"
            start = end
        } while start < data.count
        return out + restoreCursor
    }

    /// Removes kitty image `id` from the screen and frees its data.
    public static func kittyDelete(id: Int) -> String {
        "\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"
    }

    /// Shows `png` in iTerm2 from cell (`x`, `y`) (0-based), fitted in `columns`×`rows` cells.
    public static func iTerm2(png: [UInt8], x: Int, y: Int, columns: Int, rows: Int) -> String {
        saveCursor + moveCursor(x: x, y: y)
            + "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(columns);height=\(rows);preserveAspectRatio=1:"
            + Base64.encode(png) + "\u{07}" + restoreCursor
    }

    static let saveCursor = "\u{1B}7"
    static let restoreCursor = "\u{1B}8"

    static func moveCursor(x: Int, y: Int) -> String {
        "\u{1B}[\(y + 1);\(x + 1)H"
    }
}
