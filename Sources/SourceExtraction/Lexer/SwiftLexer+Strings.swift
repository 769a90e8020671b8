extension SwiftLexer {
    /// A string literal from its opening quote (after any `#`s of a raw string) to its
    /// closing delimiter. Unterminated, a single-line literal ends at its line's end and a
    /// multi-line one at the end of the file, with a warning.
    func lexString(hashes: Int, start: Int) throws(SourceReadError) -> StringLiteral {
        var builder = LiteralBuilder()
        if byte(at: index + 1) == UInt8(ascii: "\""), byte(at: index + 2) == UInt8(ascii: "\"") {
            index += 3
            try lexMultiLineBody(hashes: hashes, start: start, into: &builder)
        } else {
            index += 1
            try lexSingleLineBody(hashes: hashes, start: start, into: &builder)
        }
        return builder.finish()
    }

    private func lexSingleLineBody(hashes: Int, start: Int, into builder: inout LiteralBuilder) throws(SourceReadError) {
        while true {
            guard let byte = byte(at: index), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") else {
                warn("unterminated string literal (expected '\"\(String(repeating: "#", count: hashes))')", at: start)
                return
            }
            if byte == UInt8(ascii: "\""), hashesFollow(index + 1, hashes) {
                index += 1 + hashes
                return
            }
            if byte == UInt8(ascii: "\\"), hashesFollow(index + 1, hashes) {
                let escape = index
                index += 1 + hashes
                try lexEscape(at: escape, singleLine: true, into: &builder)
                continue
            }
            builder.text.append(byte)
            index += 1
        }
    }

    /// A `"""` literal: content starts on the line after the opening delimiter, and the
    /// closing delimiter's indentation is removed from every line, as Swift does.
    private func lexMultiLineBody(hashes: Int, start: Int, into builder: inout LiteralBuilder) throws(SourceReadError) {
        skipSpaces()
        if !consumeLineBreak() {
            warn("multi-line string literal content must begin on a new line", at: index)
        }
        guard let indentation = closingIndentation(hashes: hashes) else {
            warn("unterminated multi-line string literal (expected '\"\"\"\(String(repeating: "#", count: hashes))' on its own line)", at: start)
            try lexMultiLineLines(hashes: hashes, indentation: 0, into: &builder)
            return
        }
        try lexMultiLineLines(hashes: hashes, indentation: indentation, into: &builder)
    }

    private func lexMultiLineLines(hashes: Int, indentation: Int, into builder: inout LiteralBuilder) throws(SourceReadError) {
        if closeIfClosingLine(hashes: hashes) { return }
        skipIndentation(indentation)
        while let byte = byte(at: index) {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                _ = consumeLineBreak()
                // The line break before the closing delimiter is not part of the value.
                if closeIfClosingLine(hashes: hashes) { return }
                builder.text.append(UInt8(ascii: "\n"))
                skipIndentation(indentation)
                continue
            }
            if byte == UInt8(ascii: "\\"), hashesFollow(index + 1, hashes) {
                let escape = index
                index += 1 + hashes
                if continuesLine() {
                    if closeIfClosingLine(hashes: hashes) { return }
                    skipIndentation(indentation)
                    continue
                }
                try lexEscape(at: escape, singleLine: false, into: &builder)
                continue
            }
            if byte == UInt8(ascii: "\""), isDelimiter(at: index, hashes: hashes) {
                warn("multi-line string literal closing delimiter must begin on a new line", at: index)
                index += 3 + hashes
                return
            }
            builder.text.append(byte)
            index += 1
        }
    }

    /// After a backslash: a line continuation (spaces, then the line's end) is consumed.
    private func continuesLine() -> Bool {
        var probe = index
        while let byte = byte(at: probe), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { probe += 1 }
        guard let end = byte(at: probe), end == UInt8(ascii: "\n") || end == UInt8(ascii: "\r") else { return false }
        index = probe
        _ = consumeLineBreak()
        return true
    }

    /// An escape after its backslash (and a raw string's `#`s): an interpolation, a
    /// character, or `\u{…}`.
    private func lexEscape(at escape: Int, singleLine: Bool, into builder: inout LiteralBuilder) throws(SourceReadError) {
        guard let byte = byte(at: index) else { return }
        index += 1
        switch byte {
        case UInt8(ascii: "("):
            interpolationDepth += 1
            defer { interpolationDepth -= 1 }
            guard interpolationDepth <= Self.maximumInterpolationDepth else {
                throw SourceReadError(position: position(escape), message: "string interpolations nested more than \(Self.maximumInterpolationDepth) deep")
            }
            let at = position(escape)
            let tokens = try lexTokens(until: .interpolationEnd(singleLine: singleLine))
            builder.flushText()
            builder.segments.append(.interpolation(Interpolation(tokens: tokens, position: at)))
        case UInt8(ascii: "n"): builder.text.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): builder.text.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): builder.text.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "0"): builder.text.append(0)
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): builder.text.append(byte)
        case UInt8(ascii: "u"):
            guard let scalar = lexUnicodeEscape() else {
                warn("invalid unicode escape (expected '\\u{' with 1 to 8 hexadecimal digits and '}')", at: escape)
                return
            }
            builder.text.append(contentsOf: Array(String(scalar).utf8))
        default:
            index -= 1
            warn("invalid escape sequence in string literal", at: escape)
        }
    }

    /// `{hex}` after `\u`, as a scalar; nil (having consumed what looked like it) if invalid.
    private func lexUnicodeEscape() -> Unicode.Scalar? {
        guard byte(at: index) == UInt8(ascii: "{") else { return nil }
        index += 1
        var value: UInt32 = 0
        var digits = 0
        while let byte = byte(at: index), let digit = Self.hexValue(byte), digits < 8 {
            value = value * 16 + digit
            digits += 1
            index += 1
        }
        guard digits > 0, byte(at: index) == UInt8(ascii: "}") else { return nil }
        index += 1
        return Unicode.Scalar(value)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: Delimiters and lines

    func hashesFollow(_ offset: Int, _ hashes: Int) -> Bool {
        for k in 0..<hashes where byte(at: offset + k) != UInt8(ascii: "#") { return false }
        return true
    }

    private func isDelimiter(at offset: Int, hashes: Int) -> Bool {
        byte(at: offset) == UInt8(ascii: "\"") && byte(at: offset + 1) == UInt8(ascii: "\"")
            && byte(at: offset + 2) == UInt8(ascii: "\"") && hashesFollow(offset + 3, hashes)
    }

    private func skipSpaces() {
        while let byte = byte(at: index), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { index += 1 }
    }

    /// `\n`, `\r\n` or `\r`; false when none is here.
    private func consumeLineBreak() -> Bool {
        if byte(at: index) == UInt8(ascii: "\r") {
            index += 1
            if byte(at: index) == UInt8(ascii: "\n") { index += 1 }
            return true
        }
        if byte(at: index) == UInt8(ascii: "\n") {
            index += 1
            return true
        }
        return false
    }

    private func skipIndentation(_ width: Int) {
        var skipped = 0
        while skipped < width, let byte = byte(at: index), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
            index += 1
            skipped += 1
        }
    }

    /// At a line's start: if the line is only indentation and the closing delimiter, moves
    /// past the delimiter.
    private func closeIfClosingLine(hashes: Int) -> Bool {
        var probe = index
        while let byte = byte(at: probe), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { probe += 1 }
        guard isDelimiter(at: probe, hashes: hashes) else { return false }
        index = probe + 3 + hashes
        return true
    }

    /// The indentation of the closing delimiter's line: the first line, from here on, that
    /// is only indentation and the delimiter. Nil when there is none.
    private func closingIndentation(hashes: Int) -> Int? {
        var lineStart = index
        while lineStart < bytes.count {
            var probe = lineStart
            while let byte = byte(at: probe), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { probe += 1 }
            if isDelimiter(at: probe, hashes: hashes) { return probe - lineStart }
            while probe < bytes.count, bytes[probe] != UInt8(ascii: "\n") { probe += 1 }
            lineStart = probe + 1
        }
        return nil
    }
}

/// The segments of a literal being read: text bytes gather until an interpolation.
struct LiteralBuilder {
    var segments: [StringLiteral.Segment] = []
    var text: [UInt8] = []

    mutating func flushText() {
        guard !text.isEmpty else { return }
        segments.append(.text(String(decoding: text, as: UTF8.self)))
        text.removeAll(keepingCapacity: true)
    }

    mutating func finish() -> StringLiteral {
        flushText()
        return StringLiteral(segments: segments)
    }
}
