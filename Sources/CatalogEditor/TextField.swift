/// One change to a `TextField`: what a key (or a paste) asks of the edit buffer.
///
/// Enter (commit) and Esc (cancel) are not edits: the reducer decides what they do with the
/// field as a whole. Inserting a line break is `.newline`, bound to some other key.
public enum TextEdit: Equatable, Sendable {
    /// Typed or pasted text. Line breaks and tabs are kept (CR LF and a lone CR become LF,
    /// as terminals send pasted line breaks as CR); other control characters are dropped.
    case insert(String)
    case newline
    /// Backspace: removes the last scalar of a letter with its marks (an Indic vowel sign,
    /// a virama), else the whole cluster before the cursor (an emoji sequence, a flag).
    case deleteBackward
    /// Delete: removes the whole cluster after the cursor.
    case deleteForward
    case moveLeft, moveRight
    case moveWordLeft, moveWordRight
    /// Start and end of the current line, not of the whole value.
    case moveHome, moveEnd
    /// Start and end of the whole value.
    case moveToStart, moveToEnd
    /// To the line above or below, keeping the display column.
    case moveUp, moveDown
    /// Ctrl-U: deletes from the start of the line to the cursor; at the start of a line,
    /// the line break before it, so that repeated presses keep going.
    case deleteToStart
    /// Ctrl-K: deletes from the cursor to the end of the line; at the end of a line, the
    /// line break after it.
    case deleteToEnd
    /// Ctrl-W: deletes back to where `moveWordLeft` would go.
    case deleteWordBackward
}

/// The edit buffer of one value: its text and a cursor that is always between grapheme
/// clusters (Swift `Character`s), never inside one.
///
/// - The cursor counts `Character`s. Every edit works on whole clusters, and after an
///   insertion the cursor is put at the first cluster boundary at or after the inserted text,
///   so a combining mark typed after "e" merges into "é" and the cursor stays after it.
/// - Values may have several lines. Home and End work on the current line; Up and Down keep
///   the display column (measured with the width closure given to `apply`), remembered across
///   consecutive vertical moves like in most editors.
/// - Word moves use character classes: letters, digits and "_" of any script form words;
///   among CJK text a run of ideographs, a run of hiragana and a run of katakana are each a
///   word, so "日本語のテキスト" is three words. Everything else (spaces, line breaks,
///   punctuation, symbols, emoji) separates words.
/// - Arabic and Hebrew are kept and moved through in logical order: no bidi reordering,
///   as in the rest of the editor (terminal-ui.md §2.6). Left moves towards the start of the
///   text.
/// - Horizontal scrolling works in display columns, with the width closure the renderer
///   passes (`TextWidth.of`); CatalogEditor doesn't depend on TerminalUI.
public struct TextField: Equatable, Sendable {
    /// The value being edited. Setting it keeps the cursor within it.
    public var text: String {
        didSet {
            let count = text.count
            if cursor > count { cursor = count }
            goalColumn = nil
        }
    }

    /// Where the cursor is, in `Character`s from the start; clamped to the text.
    public var cursor: Int {
        didSet {
            if cursor < 0 { cursor = 0 } else if cursor > text.count { cursor = text.count }
        }
    }

    /// The text the field was opened with, to tell whether anything changed.
    public private(set) var original: String

    /// The first display column of the cursor's line that is shown; see `scrollIntoView`.
    public private(set) var scrollOffset = 0

    /// The display column that Up and Down aim for, kept across consecutive vertical moves.
    var goalColumn: Int?

    /// A field holding `text`, with the cursor at the end.
    public init(_ text: String) {
        self.text = text
        self.original = text
        self.cursor = text.count
    }

    /// Whether the text differs from what the field was opened with.
    public var isModified: Bool { text != original }

    /// Width of every cluster as one column: the default for `apply` when no measure is given.
    public static func oneColumn(_ character: Character) -> Int { 1 }

    // MARK: Editing

    /// Carries out one edit. `widthOf` measures clusters for Up and Down (pass
    /// `TextWidth.of`); without it every cluster counts as one column.
    /// With `wrapWidth`, Up and Down move over the rows of the value wrapped to that width.
    public mutating func apply(_ edit: TextEdit, widthOf: (Character) -> Int = TextField.oneColumn, wrapWidth: Int? = nil) {
        if edit != .moveUp && edit != .moveDown { goalColumn = nil }
        let chars = Array(text)
        switch edit {
        case .insert(let inserted):
            replace(cursor..<cursor, with: Self.cleaned(inserted), in: chars)
        case .newline:
            replace(cursor..<cursor, with: "\n", in: chars)
        case .deleteBackward:
            if cursor > 0 { replace(cursor - 1..<cursor, with: Self.afterBackspace(chars[cursor - 1]), in: chars) }
        case .deleteForward:
            if cursor < chars.count { replace(cursor..<cursor + 1, with: "", in: chars) }
        case .moveLeft:
            cursor -= 1
        case .moveRight:
            cursor += 1
        case .moveWordLeft:
            cursor = Self.wordStart(before: cursor, in: chars)
        case .moveWordRight:
            cursor = Self.wordEnd(after: cursor, in: chars)
        case .moveHome:
            cursor = Self.lineRange(containing: cursor, in: chars).lowerBound
        case .moveEnd:
            cursor = Self.lineRange(containing: cursor, in: chars).upperBound
        case .moveToStart:
            cursor = 0
        case .moveToEnd:
            cursor = chars.count
        case .moveUp, .moveDown:
            let step = edit == .moveUp ? -1 : 1
            if let wrapWidth { moveWrapped(by: step, width: wrapWidth, widthOf: widthOf) } else { moveVertically(by: step, in: chars, widthOf: widthOf) }
        case .deleteToStart:
            let start = Self.lineRange(containing: cursor, in: chars).lowerBound
            if start < cursor {
                replace(start..<cursor, with: "", in: chars)
            } else if cursor > 0 {
                replace(cursor - 1..<cursor, with: "", in: chars)
            }
        case .deleteToEnd:
            let end = Self.lineRange(containing: cursor, in: chars).upperBound
            if end > cursor {
                replace(cursor..<end, with: "", in: chars)
            } else if cursor < chars.count {
                replace(cursor..<cursor + 1, with: "", in: chars)
            }
        case .deleteWordBackward:
            let start = Self.wordStart(before: cursor, in: chars)
            if start < cursor { replace(start..<cursor, with: "", in: chars) }
        }
    }

    /// Replaces the clusters in `range` and puts the cursor after the new text, rounded up to
    /// a cluster boundary in case the new text merged with its neighbours.
    private mutating func replace(_ range: Range<Int>, with replacement: String, in chars: [Character]) {
        let head = String(chars[..<range.lowerBound]) + replacement
        let newText = head + String(chars[range.upperBound...])
        text = newText
        let end = head.utf8.count
        var offset = 0
        var position = 0
        for character in newText {
            if offset >= end { break }
            offset += character.utf8.count
            position += 1
        }
        cursor = position
    }

    /// Pasted or typed text as it goes into a value: line breaks as LF, tabs kept, other
    /// control characters dropped.
    static func cleaned(_ inserted: String) -> String {
        var out = ""
        for character in inserted {
            if character == "\r\n" || character == "\r" {
                out.append("\n")
            } else if character == "\n" || character == "\t" {
                out.append(character)
            } else if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                continue
            } else {
                out.append(character)
            }
        }
        return out
    }

    private mutating func moveVertically(by step: Int, in chars: [Character], widthOf: (Character) -> Int) {
        let ranges = Self.lineRanges(chars)
        let line = Self.lineIndex(of: cursor, in: ranges)
        let current = ranges[line]
        let goal = goalColumn ?? chars[current.lowerBound..<cursor].reduce(0) { $0 + widthOf($1) }
        let target = line + step
        guard ranges.indices.contains(target) else {
            // Up on the first line goes to the start, Down on the last to the end.
            cursor = step < 0 ? 0 : chars.count
            goalColumn = nil
            return
        }
        cursor = Self.position(atColumn: goal, in: ranges[target], of: chars, widthOf: widthOf)
        goalColumn = goal
    }

    /// The last cluster boundary in `range` at or before display column `goal`.
    static func position(atColumn goal: Int, in range: Range<Int>, of chars: [Character], widthOf: (Character) -> Int) -> Int {
        var column = 0
        var position = range.lowerBound
        while position < range.upperBound {
            let width = widthOf(chars[position])
            if column + width > goal { break }
            column += width
            position += 1
        }
        return position
    }

    // MARK: Lines

    /// The logical lines, split at line breaks; a value ending in a line break has an empty
    /// last line.
    public func lines() -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    /// The line the cursor is on, counted from 0.
    public var cursorLine: Int {
        Self.lineIndex(of: cursor, in: Self.lineRanges(Array(text)))
    }

    /// The cursor's offset in its line, in `Character`s.
    public var cursorColumnInLine: Int {
        cursor - Self.lineRange(containing: cursor, in: Array(text)).lowerBound
    }

    /// Cluster ranges of the lines, without their line breaks.
    static func lineRanges(_ chars: [Character]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, character) in chars.enumerated() where character.isNewline {
            ranges.append(start..<index)
            start = index + 1
        }
        ranges.append(start..<chars.count)
        return ranges
    }

    static func lineIndex(of position: Int, in ranges: [Range<Int>]) -> Int {
        ranges.firstIndex { position <= $0.upperBound } ?? ranges.count - 1
    }

    static func lineRange(containing position: Int, in chars: [Character]) -> Range<Int> {
        var start = position
        while start > 0 && !chars[start - 1].isNewline { start -= 1 }
        var end = position
        while end < chars.count && !chars[end].isNewline { end += 1 }
        return start..<end
    }

    // MARK: Words

    enum CharacterClass: Equatable {
        case separator, word, ideograph, hiragana, katakana
    }

    static func characterClass(_ character: Character) -> CharacterClass {
        if character.isWhitespace { return .separator }
        guard let value = character.unicodeScalars.first?.value else { return .separator }
        switch value {
        case 0x3040...0x309F: return .hiragana
        case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return .katakana
        case 0x3005...0x3007, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF:
            return .ideograph
        default: break
        }
        if character.isLetter || character.isNumber || character == "_" { return .word }
        return .separator
    }

    /// Where a word move to the left lands: past separators, then to the start of the word.
    static func wordStart(before position: Int, in chars: [Character]) -> Int {
        var index = min(position, chars.count)
        while index > 0 && characterClass(chars[index - 1]) == .separator { index -= 1 }
        guard index > 0 else { return 0 }
        let kind = characterClass(chars[index - 1])
        while index > 0 && characterClass(chars[index - 1]) == kind { index -= 1 }
        return index
    }

    /// Where a word move to the right lands: past separators, then to the end of the word.
    static func wordEnd(after position: Int, in chars: [Character]) -> Int {
        var index = max(position, 0)
        while index < chars.count && characterClass(chars[index]) == .separator { index += 1 }
        guard index < chars.count else { return chars.count }
        let kind = characterClass(chars[index])
        while index < chars.count && characterClass(chars[index]) == kind { index += 1 }
        return index
    }

    // MARK: Horizontal scrolling

    /// The part of the cursor's line that fits in `width` columns at the current scroll
    /// offset, adjusted (without storing it) so the cursor is visible, and the cursor's column
    /// in that part. Rendering is pure; call `scrollIntoView` after edits to keep the offset.
    public func visibleSlice(width: Int, widthOf: (Character) -> Int) -> (text: String, cursorX: Int) {
        var scroll = scrollOffset
        return Self.visibleSlice(of: lines()[cursorLine], cursorColumn: cursorColumnInLine,
                                 width: width, widthOf: widthOf, scroll: &scroll)
    }

    /// Another line of the value at the same scroll offset as the cursor's line, so a
    /// multi-line value scrolls as one block.
    public func visibleSlice(ofLine index: Int, width: Int, widthOf: (Character) -> Int) -> String {
        var scroll = scrollOffset
        _ = Self.visibleSlice(of: lines()[cursorLine], cursorColumn: cursorColumnInLine,
                              width: width, widthOf: widthOf, scroll: &scroll)
        let all = lines()
        guard all.indices.contains(index) else { return "" }
        return Self.clip(Array(all[index]), from: scroll, width: width, widthOf: widthOf)
    }

    /// Moves the stored scroll offset just enough to show the cursor in a field `width`
    /// columns wide.
    public mutating func scrollIntoView(width: Int, widthOf: (Character) -> Int) {
        var scroll = scrollOffset
        _ = Self.visibleSlice(of: lines()[cursorLine], cursorColumn: cursorColumnInLine,
                              width: width, widthOf: widthOf, scroll: &scroll)
        scrollOffset = scroll
    }

    /// What to show of one line in `width` columns with the cursor at cluster `cursorColumn`.
    ///
    /// `scroll` (the first shown column) moves only as far as needed to keep the cursor, and
    /// the cluster under it, inside the window with a small margin (up to 3 columns, a
    /// quarter of the width) on either side; it doesn't scroll past the end of the line plus
    /// the cursor's cell, and it always starts at a cluster boundary, so a wide cluster is
    /// never cut. A wide cluster that doesn't fit at the right edge is left out.
    public static func visibleSlice(of line: Substring, cursorColumn: Int, width: Int,
                                    widthOf: (Character) -> Int, scroll: inout Int) -> (text: String, cursorX: Int) {
        guard width > 0 else { return ("", 0) }
        let chars = Array(line)
        let cursorIndex = max(0, min(cursorColumn, chars.count))
        var cursorX = 0
        var lineWidth = 0
        for (index, character) in chars.enumerated() {
            let w = widthOf(character)
            if index < cursorIndex { cursorX += w }
            lineWidth += w
        }
        let cursorCell = cursorIndex < chars.count ? max(1, widthOf(chars[cursorIndex])) : 1
        let margin = min(3, (width - 1) / 4)
        var start = max(0, scroll)
        if cursorX - start < margin { start = max(0, cursorX - margin) }
        if cursorX + cursorCell - start > width - margin { start = cursorX + cursorCell - (width - margin) }
        start = max(0, min(start, lineWidth + 1 - width))
        // Round up to a cluster boundary; the cursor is on one, so it stays visible.
        var column = 0
        for character in chars {
            if column >= start { break }
            column += widthOf(character)
        }
        start = column
        scroll = start
        return (clip(chars, from: start, width: width, widthOf: widthOf), cursorX - start)
    }

    /// The clusters of `chars` from display column `start` that fit in `width` columns. A
    /// wide cluster cut by the left edge shows as spaces, so columns stay aligned.
    static func clip(_ chars: [Character], from start: Int, width: Int, widthOf: (Character) -> Int) -> String {
        var out = ""
        var column = 0
        var used = 0
        for character in chars {
            let w = widthOf(character)
            let begin = column
            column += w
            if begin < start {
                if column > start {
                    out += String(repeating: " ", count: column - start)
                    used += column - start
                }
                continue
            }
            if used + w > width { break }
            out.append(character)
            used += w
        }
        return out
    }
}
