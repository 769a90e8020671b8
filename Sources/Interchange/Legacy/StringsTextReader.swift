import StringCatalogKit

/// Reads old-style text `.strings` files: `"key" = "value";` entries with `/* */` and `//`
/// comments, in UTF-8 or UTF-16.
///
/// The words of the file (strings, escapes, comments) are the old-style property list
/// grammar's, read by the `PropertyListScanner` that reads project files too. On top of
/// them: `"key";` alone means the value is the key; the whole list may be wrapped in `{ }`.
///
/// The comment of an entry is the last comment before it, since the previous entry (a run of
/// `//` lines on consecutive lines counts as one comment), or a comment after its `;` on the
/// same line.
enum StringsTextReader {
    static func read(_ bytes: [UInt8]) throws(InterchangeReadError) -> [StringsEntry] {
        let text = try utf8Text(bytes)
        let result: Result<[StringsEntry], InterchangeReadError> = text.withUnsafeBufferPointer { buffer in
            var parser = StringsTextParser(scanner: PropertyListScanner(buffer), lines: TextLines(buffer))
            return Result { () throws(InterchangeReadError) in try parser.parse() }
        }
        return try result.get()
    }

    /// The file as UTF-8 without a byte order mark: UTF-16 files are converted; invalid text
    /// is an error at its first bad byte.
    static func utf8Text(_ bytes: [UInt8]) throws(InterchangeReadError) -> [UInt8] {
        let (encoding, markLength) = TextDecoding.detect(bytes)
        guard encoding == .utf8 else {
            switch TextDecoding.utf8(fromUTF16: bytes) {
            case .success(let text): return text
            case .failure(let invalid): throw invalid.readError
            }
        }
        let text = markLength == 0 ? bytes : Array(bytes[markLength...])
        if let invalid = text.withUnsafeBufferPointer({ UTF8Validation.firstInvalidByte($0) }) {
            let position = TextLines(text).position(of: invalid, in: text)
            throw InterchangeReadError(message: "invalid UTF-8 at byte \(markLength + invalid)", line: position.line, column: position.column)
        }
        return text
    }
}

private struct StringsTextParser {
    var scanner: PropertyListScanner
    let lines: TextLines

    /// The last comment seen since the previous entry, and the lines it starts and ends on.
    var pendingComment: (text: String, firstLine: Int, lastLine: Int, isLineComment: Bool)?
    var entries: [StringsEntry] = []
    /// The line of the previous entry's `;`, for comments that trail it.
    var lastEntryLine = 0

    func error(_ message: String, at offset: Int? = nil) -> InterchangeReadError {
        let position = lines.position(of: offset ?? scanner.offset, in: scanner.bytes)
        return InterchangeReadError(message: message, line: position.line, column: position.column)
    }

    mutating func parse() throws(InterchangeReadError) -> [StringsEntry] {
        try skipTrivia()
        var braced = false
        if scanner.current == UInt8(ascii: "{") {
            braced = true
            scanner.offset += 1
        }
        while true {
            try skipTrivia()
            if scanner.isAtEnd {
                if braced { throw error("expected '}' to close the dictionary, found the end of the file") }
                return entries
            }
            if braced, scanner.current == UInt8(ascii: "}") {
                scanner.offset += 1
                try skipTrivia()
                if !scanner.isAtEnd { throw error("expected the end of the file after '}'") }
                return entries
            }
            try parseEntry()
        }
    }

    mutating func parseEntry() throws(InterchangeReadError) {
        let keyLine = lines.line(of: scanner.offset)
        let comment = pendingComment?.text
        // Only white space can come between a comment and the key: a gap of more than one
        // line is a blank line.
        let commentIsDetached = pendingComment.map { keyLine > $0.lastLine + 1 } ?? false
        pendingComment = nil
        let key = try parseString(role: "a key")
        try skipTrivia()
        let value: String
        if scanner.current == UInt8(ascii: ";") {
            value = key
        } else {
            guard scanner.current == UInt8(ascii: "=") else {
                throw error(scanner.isAtEnd ? "expected '=' after the key, found the end of the file" : "expected '=' or ';' after the key")
            }
            scanner.offset += 1
            try skipTrivia()
            value = try parseString(role: "a value")
            try skipTrivia()
        }
        guard scanner.current == UInt8(ascii: ";") else {
            throw error(scanner.isAtEnd ? "expected ';' after the value, found the end of the file" : "expected ';' after the value (a quote inside a value must be written \\\")")
        }
        lastEntryLine = lines.line(of: scanner.offset)
        scanner.offset += 1
        entries.append(StringsEntry(key: key, value: value, comment: comment, commentIsDetached: commentIsDetached, line: keyLine))
    }

    mutating func parseString(role: String) throws(InterchangeReadError) -> String {
        guard !scanner.isAtEnd else { throw error("expected \(role), found the end of the file") }
        guard scanner.isAtString else { throw error("expected \(role) in quotes, found \(scanner.describeCurrent())") }
        do {
            return try scanner.readString()
        } catch {
            throw InterchangeReadError(message: error.message, line: error.line, column: error.column)
        }
    }

    // MARK: White space and comments

    mutating func skipTrivia() throws(InterchangeReadError) {
        while true {
            let comment: PropertyListScanner.Comment?
            do {
                comment = try scanner.nextComment()
            } catch {
                throw InterchangeReadError(message: error.message, line: error.line, column: error.column)
            }
            guard let comment else { return }
            let body = String(decoding: UnsafeBufferPointer(rebasing: scanner.bytes[comment.body]), as: UTF8.self).trimmingSpaces
            let firstLine = lines.line(of: comment.range.lowerBound)
            noteComment(body, firstLine: firstLine, lastLine: comment.isLineComment ? firstLine : lines.line(of: comment.range.upperBound - 1),
                        isLineComment: comment.isLineComment)
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
}
