import PropertyLists
import StringCatalogKit

/// Reads old-style text `.strings` files: `"key" = "value";` entries with `/* */` and `//`
/// comments, in UTF-8 or UTF-16.
///
/// The words of the file (strings, escapes, comments) are the old-style property list
/// grammar's, read by the `PropertyListScanner` that reads project files too. On top of
/// them: `"key";` alone means the value is the key; the whole list may be wrapped in `{ }`.
///
/// The comment of an entry is the last comment before it, since the previous entry, blank
/// lines or not (a run of `//` lines on consecutive lines counts as one comment), or a comment
/// after its `;` on the same line. The file's header (`StringsFileHeader`) is no entry's.
enum StringsTextReader {
    /// The entries, and the header comment the file starts with, if it has one.
    static func read(_ bytes: [UInt8]) throws(InterchangeReadError) -> (entries: [StringsEntry], header: String?) {
        let text = try utf8Text(bytes)
        let result: Result<(entries: [StringsEntry], header: String?), InterchangeReadError> = text.withUnsafeBufferPointer { buffer in
            var parser = StringsTextParser(scanner: PropertyListScanner(buffer), lines: TextLines(buffer))
            return Result { () throws(InterchangeReadError) in (try parser.parse(), parser.header) }
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

    /// The last comment seen since the previous entry, the lines it starts and ends on, and
    /// whether it is the file's first comment (which may be its header).
    var pendingComment: (text: String, firstLine: Int, lastLine: Int, isLineComment: Bool, isFirst: Bool)?
    /// Whether a comment was seen: only the first can be the header.
    var sawComment = false
    /// The file's header comment (`StringsFileHeader`), given to no entry.
    var header: String?
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
                _ = takePendingComment()
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
        let comment = takePendingComment()
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
        entries.append(StringsEntry(key: key, value: value, comment: comment, line: keyLine))
    }

    /// The pending comment, for the entry that follows it, taken away; nil when there is
    /// none or it is the file's header, which is kept as `header` instead.
    mutating func takePendingComment() -> String? {
        guard let pending = pendingComment else { return nil }
        pendingComment = nil
        if pending.isFirst, StringsFileHeader.isHeader(pending.text) {
            header = pending.text
            return nil
        }
        return pending.text
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
            pendingComment = (joined, pending.firstLine, lastLine, true, pending.isFirst)
            return
        }
        // A comment the next one replaces is no entry's; the first may still be the header.
        _ = takePendingComment()
        pendingComment = (body, firstLine, lastLine, lineComment, !sawComment && entries.isEmpty)
        sawComment = true
    }
}
