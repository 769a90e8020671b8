import StringCatalogKit

/// Reads old-style text `.strings` files: `"key" = "value";` entries with `/* */` and `//`
/// comments, in UTF-8 or UTF-16.
///
/// Follows CoreFoundation's old-style property list grammar for strings files: keys and
/// values are quoted (`"` or `'`) or unquoted words of letters, digits and `_ $ / : . -`;
/// `"key";` alone means the value is the key; the whole list may be wrapped in `{ }`.
/// Escapes are `\a \b \f \n \r \t \v \" \' \\`, octal `\101` (one to three digits) and
/// `\U` with one to four hex digits (a UTF-16 unit; two in a row make a surrogate pair, and
/// half a pair alone is an error);
/// any other escaped character stands for itself.
///
/// The comment of an entry is the last comment before it, since the previous entry (a run of
/// `//` lines on consecutive lines counts as one comment), or a comment after its `;` on the
/// same line.
enum StringsTextReader {
    static func read(_ bytes: [UInt8]) throws(InterchangeReadError) -> [StringsEntry] {
        let scalars: [Unicode.Scalar]
        switch TextDecoding.scalars(of: bytes) {
        case .success(let decoded): scalars = decoded
        case .failure(let invalid): throw invalid.readError
        }
        var parser = StringsTextParser(text: scalars)
        return try parser.parse()
    }
}

private struct StringsTextParser {
    let text: [Unicode.Scalar]
    var at = 0
    /// The line `at` is on, kept up to date as the parser moves (line breaks: LF, CR, CRLF).
    var line = 1

    /// The last comment seen since the previous entry, and the line it ended on.
    var pendingComment: (text: String, firstLine: Int, lastLine: Int, isLineComment: Bool)?
    var entries: [StringsEntry] = []
    /// The line of the previous entry's `;`, for comments that trail it.
    var lastEntryLine = 0
    var lastEntryHadLeadingComment = false

    init(text: [Unicode.Scalar]) {
        self.text = text
    }

    func error(_ message: String, at offset: Int? = nil) -> InterchangeReadError {
        let position = TextPosition.of(offset ?? at, in: text)
        return InterchangeReadError(message: message, line: position.line, column: position.column)
    }

    mutating func parse() throws(InterchangeReadError) -> [StringsEntry] {
        try skipTrivia()
        var braced = false
        if at < text.count, text[at] == "{" {
            braced = true
            advance()
        }
        while true {
            try skipTrivia()
            if at >= text.count {
                if braced { throw error("expected '}' to close the dictionary, found the end of the file") }
                return entries
            }
            if braced, text[at] == "}" {
                advance()
                try skipTrivia()
                if at < text.count { throw error("expected the end of the file after '}'") }
                return entries
            }
            try parseEntry()
        }
    }

    mutating func parseEntry() throws(InterchangeReadError) {
        let keyLine = line
        let comment = pendingComment?.text
        pendingComment = nil
        let key = try parseString(role: "a key")
        try skipTrivia()
        let value: String
        if at < text.count, text[at] == ";" {
            value = key
        } else {
            guard at < text.count, text[at] == "=" else {
                throw error(at < text.count ? "expected '=' or ';' after the key" : "expected '=' after the key, found the end of the file")
            }
            advance()
            try skipTrivia()
            value = try parseString(role: "a value")
            try skipTrivia()
        }
        guard at < text.count, text[at] == ";" else {
            throw error(at < text.count ? "expected ';' after the value (a quote inside a value must be written \\\")" : "expected ';' after the value, found the end of the file")
        }
        advance()
        entries.append(StringsEntry(key: key, value: value, comment: comment, line: keyLine))
        lastEntryLine = line
        lastEntryHadLeadingComment = comment != nil
    }

    // MARK: Strings

    mutating func parseString(role: String) throws(InterchangeReadError) -> String {
        guard at < text.count else { throw error("expected \(role), found the end of the file") }
        let first = text[at]
        if first == "\"" || first == "'" { return try parseQuoted(quote: first) }
        if Self.isUnquoted(first) {
            var word = String.UnicodeScalarView()
            while at < text.count, Self.isUnquoted(text[at]) {
                word.append(text[at])
                at += 1
            }
            return String(word)
        }
        throw error("expected \(role) in quotes, found '\(Self.shown(first))'")
    }

    mutating func parseQuoted(quote: Unicode.Scalar) throws(InterchangeReadError) -> String {
        let start = at
        advance()
        var value = String.UnicodeScalarView()
        // A `\U` escape of a high surrogate waiting for its low half, and where it started.
        var pendingHigh: (unit: UInt32, at: Int)?
        while at < text.count {
            let scalar = text[at]
            if let high = pendingHigh, scalar != "\\" || at + 1 >= text.count || text[at + 1] != "U" {
                throw loneHighSurrogate(high)
            }
            if scalar == quote {
                advance()
                return String(value)
            }
            if scalar == "\\" {
                let escapeStart = at
                advance()
                guard at < text.count else { break }
                let escaped = text[at]
                advance()
                if escaped == "U" {
                    var unit: UInt32 = 0
                    var digits = 0
                    while digits < 4, at < text.count, let digit = Self.hexValue(text[at]) {
                        unit = unit << 4 | digit
                        digits += 1
                        advance()
                    }
                    guard digits > 0 else { throw error("expected hex digits after \\U", at: escapeStart) }
                    if let high = pendingHigh {
                        guard (0xDC00...0xDFFF).contains(unit) else { throw loneHighSurrogate(high) }
                        pendingHigh = nil
                        value.append(Unicode.Scalar(0x10000 + ((high.unit - 0xD800) << 10) + (unit - 0xDC00))!)
                    } else if (0xD800...0xDBFF).contains(unit) {
                        pendingHigh = (unit, escapeStart)
                    } else if let scalar = Unicode.Scalar(unit) {
                        value.append(scalar)
                    } else {
                        throw error("\\U\(Self.hex(unit)) is the low half of a surrogate pair, without its high half before it", at: escapeStart)
                    }
                    continue
                }
                if let octal = Self.octalValue(escaped) {
                    var code = octal
                    var digits = 1
                    while digits < 3, at < text.count, let digit = Self.octalValue(text[at]) {
                        code = code << 3 | digit
                        digits += 1
                        advance()
                    }
                    value.append(NeXTSTEPEncoding.scalar(forByte: UInt8(truncatingIfNeeded: code)))
                    continue
                }
                switch escaped {
                case "a": value.append("\u{07}")
                case "b": value.append("\u{08}")
                case "f": value.append("\u{0C}")
                case "n": value.append("\n")
                case "r": value.append("\r")
                case "t": value.append("\t")
                case "v": value.append("\u{0B}")
                default: value.append(escaped)
                }
                continue
            }
            value.append(scalar)
            advance()
        }
        throw error("unterminated string: no closing \(quote == "\"" ? "'\"'" : "\"'\"") before the end of the file", at: start)
    }

    /// Half a surrogate pair is no character: CoreFoundation would keep the lone unit, which
    /// no Unicode text can hold, so the file is refused where it says so.
    func loneHighSurrogate(_ high: (unit: UInt32, at: Int)) -> InterchangeReadError {
        error("expected a \\U escape of a low surrogate (DC00–DFFF) after \\U\(Self.hex(high.unit))", at: high.at)
    }

    // MARK: White space and comments

    mutating func skipTrivia() throws(InterchangeReadError) {
        while at < text.count {
            let scalar = text[at]
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0B}" || scalar == "\u{0C}" || scalar == "\u{FEFF}" {
                advance()
            } else if scalar == "/", at + 1 < text.count, text[at + 1] == "*" {
                let start = at
                let firstLine = line
                advance(); advance()
                var body = String.UnicodeScalarView()
                var closed = false
                while at < text.count {
                    if text[at] == "*", at + 1 < text.count, text[at + 1] == "/" {
                        advance(); advance()
                        closed = true
                        break
                    }
                    body.append(text[at])
                    advance()
                }
                guard closed else { throw error("unterminated comment: no closing '*/'", at: start) }
                noteComment(String(body).trimmingSpaces, firstLine: firstLine, lastLine: line, isLineComment: false)
            } else if scalar == "/", at + 1 < text.count, text[at + 1] == "/" {
                let firstLine = line
                advance(); advance()
                var body = String.UnicodeScalarView()
                while at < text.count, text[at] != "\n", text[at] != "\r" {
                    body.append(text[at])
                    advance()
                }
                noteComment(String(body).trimmingSpaces, firstLine: firstLine, lastLine: firstLine, isLineComment: true)
            } else {
                return
            }
        }
    }

    /// Records a comment for the next entry, or for the previous one when it trails that
    /// entry's `;` on the same line.
    mutating func noteComment(_ body: String, firstLine: Int, lastLine: Int, isLineComment lineComment: Bool) {
        if firstLine == lastEntryLine, let last = entries.indices.last, pendingComment == nil {
            if !body.isEmpty {
                let existing = entries[last].comment
                entries[last].comment = existing.map { $0 + "\n" + body } ?? body
            }
            return
        }
        if lineComment, let pending = pendingComment, pending.isLineComment, pending.lastLine + 1 == firstLine {
            let joined = pending.text.isEmpty ? body : body.isEmpty ? pending.text : pending.text + "\n" + body
            pendingComment = (joined, pending.firstLine, lastLine, true)
            return
        }
        pendingComment = (body, firstLine, lastLine, lineComment)
    }

    mutating func advance() {
        let scalar = text[at]
        at += 1
        if scalar == "\n" || (scalar == "\r" && (at >= text.count || text[at] != "\n")) { line += 1 }
    }

    // MARK: Characters

    static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": true
        default: false
        }
    }

    static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f": scalar.value - 0x61 + 10
        case "A"..."F": scalar.value - 0x41 + 10
        default: nil
        }
    }

    static func octalValue(_ scalar: Unicode.Scalar) -> UInt32? {
        ("0"..."7").contains(scalar) ? scalar.value - 0x30 : nil
    }

    /// A UTF-16 unit as a `\U` escape writes it: four hex digits.
    static func hex(_ unit: UInt32) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func shown(_ scalar: Unicode.Scalar) -> String {
        scalar.value < 0x20 ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
    }
}
