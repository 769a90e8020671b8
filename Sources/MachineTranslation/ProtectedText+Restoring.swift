import StringCatalogKit

/// Reading a provider's answer back: its tags replaced by what they stand for, its XML
/// escapes by their characters, the source's whitespace at the ends put back.
extension ProtectedText {
    /// Why an answer cannot be a value: a tag lost, repeated, invented or not closed, or
    /// no text at all. Nothing of such an answer is written.
    public enum RestoreFailure: Error, Equatable, Sendable, CustomStringConvertible {
        case empty
        /// Tags of the request that the answer does not have, with what they stand for.
        case lost([String])
        case repeated(String)
        /// A tag id the request did not have.
        case unknown(Int)
        /// A `<g>` where the request had `<x/>`, or the other way round.
        case changed(String)
        /// Markup whose translated content came back empty (`[](https://…)`).
        case emptied(String)
        /// A tag that does not read, or `</g>` closing nothing.
        case malformed(String)
        case unclosed(String)
        /// A control character no value holds (`&#0;`, `&#x1b;`, or the character itself).
        case control(UInt32)

        public var description: String {
            switch self {
            case .empty: "the provider's text is empty"
            case .lost(let pieces): "the provider's text lost " + pieces.joined(separator: ", ")
            case .repeated(let piece): "the provider's text repeats \(piece)"
            case .unknown(let id): "the provider's text has a tag the request did not have (id \(id))"
            case .changed(let piece): "the provider's text changed the tag of \(piece)"
            case .emptied(let piece): "the provider's text left nothing inside \(piece)"
            case .malformed(let text): "the provider's text has markup that does not read: \(text)"
            case .unclosed(let piece): "the provider's text does not close the tag of \(piece)"
            case .control(let value): "the provider's text holds the control character \(ControlCharacters.name(value)), which no translation has"
            }
        }
    }

    /// The value the provider's `answer` (the tagged text translated) stands for.
    public func restore(_ answer: String) throws(RestoreFailure) -> String {
        var reader = TaggedTextReader(Array(answer.unicodeScalars))
        // The text read so far inside each open `<g>`, the answer's top level first.
        var open: [(id: Int, text: String)] = [(0, "")]
        var seen = [Bool](repeating: false, count: pieces.count)

        func take(_ id: Int) throws(RestoreFailure) -> Piece {
            guard id >= 1 && id <= pieces.count else { throw .unknown(id) }
            guard !seen[id - 1] else { throw .repeated(describe(id)) }
            seen[id - 1] = true
            return pieces[id - 1]
        }

        while let token = try reader.next() {
            switch token {
            case .text(let text):
                // Stored in the catalog, NUL or ESC would reach every terminal showing it.
                if let control = text.unicodeScalars.first(where: { ControlCharacters.isRefused($0) }) { throw .control(control.value) }
                open[open.count - 1].text += text
            case .kept(let id):
                guard case .kept(let text) = try take(id) else { throw .changed(describe(id)) }
                open[open.count - 1].text += text
            case .open(let id):
                guard case .around = try take(id) else { throw .changed(describe(id)) }
                open.append((id, ""))
            case .close:
                guard open.count > 1 else { throw .malformed("</g> closing nothing") }
                let (id, content) = open.removeLast()
                guard case .around(let start, let end) = pieces[id - 1] else { continue }
                let (before, core, after) = Self.splitEdges(content)
                guard !core.isEmpty else { throw .emptied(describe(id)) }
                // Spaces stay outside the delimiters: `** bold**` would style nothing.
                open[open.count - 1].text += before + start + core + end + after
            }
        }
        guard open.count == 1 else { throw .unclosed(describe(open[open.count - 1].id)) }
        let lost = seen.indices.filter { !seen[$0] }.map { describe($0 + 1) }
        guard lost.isEmpty else { throw .lost(lost) }
        let body = Self.splitEdges(open[0].text).1
        guard !body.isEmpty else { throw .empty }
        return leading + body + trailing
    }

    /// `%lld (<x id="1"/>)`: a tag and what it stands for, for messages.
    func describe(_ id: Int) -> String {
        switch pieces[id - 1] {
        case .kept(let text): "\(text) (<x id=\"\(id)\"/>)"
        case .around(let open, let close): "\(open)…\(close) (<g id=\"\(id)\">)"
        }
    }

    /// Whitespace at the start, the rest, whitespace at the end.
    static func splitEdges(_ text: String) -> (String, String, String) {
        let scalars = Array(text.unicodeScalars)
        var start = 0, end = scalars.count
        while start < end && scalars[start].properties.isWhitespace { start += 1 }
        while end > start && scalars[end - 1].properties.isWhitespace { end -= 1 }
        func string(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
        return (string(0..<start), string(start..<end), string(end..<scalars.count))
    }
}

/// Reads a tagged text: `<x id="N"/>` (also `<x id="N"></x>`, as HTML-minded engines write
/// it), `<g id="N">`, `</g>`, XML's and HTML's common escapes, text. Lenient where engines
/// differ harmlessly (case, quotes, spaces, an `&` that escapes nothing); strict where the
/// value would change (a tag of another name, an id that is not a number).
struct TaggedTextReader {
    enum Token: Equatable {
        case text(String)
        case kept(Int)
        case open(Int)
        case close
    }

    private let scalars: [Unicode.Scalar]
    private var position = 0
    /// A `<g id="N"/>` was read: its closing tag comes next.
    private var closesNext = false

    /// How far a tag or an escape is looked for.
    private static let tagLimit = 200, escapeLimit = 12

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    mutating func next() throws(ProtectedText.RestoreFailure) -> Token? {
        if closesNext {
            closesNext = false
            return .close
        }
        while position < scalars.count {
            switch scalars[position] {
            case "<":
                if let token = try tag() { return token }
            case "&":
                return .text(escape())
            default:
                var text = String.UnicodeScalarView()
                while position < scalars.count && scalars[position] != "<" && scalars[position] != "&" {
                    text.append(scalars[position])
                    position += 1
                }
                return .text(String(text))
            }
        }
        return nil
    }

    /// The tag at `position`; nil for one that changes nothing (`</x>`).
    private mutating func tag() throws(ProtectedText.RestoreFailure) -> Token? {
        let start = position
        guard let end = scalars[start..<min(scalars.count, start + Self.tagLimit)].firstIndex(of: ">") else {
            throw .malformed(excerpt(from: start))
        }
        position = end + 1
        var body = String(String.UnicodeScalarView(scalars[(start + 1)..<end])).trimmingSpaces()
        if body.hasPrefix("/") {
            switch body.dropFirst().trimmingSpaces().lowercased() {
            case "g": return .close
            case "x": return nil
            default: throw .malformed(excerpt(from: start, to: end + 1))
            }
        }
        let selfClosing = body.hasSuffix("/")
        if selfClosing { body = String(body.dropLast()) }
        let name = body.prefix { !$0.isWhitespace }.lowercased()
        guard name == "x" || name == "g", let id = Self.id(in: body.dropFirst(name.count)) else {
            throw .malformed(excerpt(from: start, to: end + 1))
        }
        if name == "x" { return .kept(id) }
        if selfClosing {
            // `<g id="N"/>`: markup with nothing inside, refused where it is restored.
            closesNext = true
        }
        return .open(id)
    }

    /// The value of the `id` attribute: `id="3"`, `id='3'` or `id=3`, a positive number.
    static func id(in attributes: Substring) -> Int? {
        var rest = attributes.trimmingSpaces()[...]
        while !rest.isEmpty {
            let name = rest.prefix { $0 != "=" && !$0.isWhitespace }
            rest = rest.dropFirst(name.count).drop { $0.isWhitespace }
            guard rest.first == "=" else { return nil }
            rest = rest.dropFirst().drop { $0.isWhitespace }
            var value: Substring
            if let quote = rest.first, quote == "\"" || quote == "'" {
                rest = rest.dropFirst()
                guard let close = rest.firstIndex(of: quote) else { return nil }
                value = rest[..<close]
                rest = rest[rest.index(after: close)...]
            } else {
                value = rest.prefix { !$0.isWhitespace }
                rest = rest.dropFirst(value.count)
            }
            rest = rest.drop { $0.isWhitespace }
            if name.lowercased() == "id" {
                value = value.trimmingSpaces()[...]
                guard let number = Int(value), number > 0 else { return nil }
                return number
            }
        }
        return nil
    }

    /// The character an escape at `position` stands for, or `&` itself when it is none.
    private mutating func escape() -> String {
        let start = position
        position += 1
        guard let end = scalars[start..<min(scalars.count, start + Self.escapeLimit)].firstIndex(of: ";") else { return "&" }
        let name = String(String.UnicodeScalarView(scalars[(start + 1)..<end]))
        let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]
        var character = named[name]
        if character == nil, name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            character = value.flatMap(Unicode.Scalar.init).map { String($0) }
        }
        guard let character else { return "&" }
        position = end + 1
        return character
    }

    private func excerpt(from start: Int, to end: Int? = nil) -> String {
        String(String.UnicodeScalarView(scalars[start..<min(scalars.count, end ?? start + 40)]))
    }
}

extension StringProtocol {
    /// Without spaces, tabs and line breaks at either end.
    func trimmingSpaces() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
