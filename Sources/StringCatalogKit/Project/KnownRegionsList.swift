/// The `knownRegions = ( … );` list of a `project.pbxproj`, located in the file's bytes, and
/// the minimal edits that add or remove one region: every byte outside the edit stays.
///
/// A project file is an old-style (OpenStep) property list. Its strings are quoted (`"…"` or
/// `'…'`, with backslash escapes) or bare; between tokens there may be whitespace and
/// `/* … */` or `// …` comments.
struct KnownRegionsList {
    struct Item {
        /// The region, quotes and escapes resolved.
        var value: String
        /// The token as written, quotes included.
        var range: Range<Int>
        /// Just past the comma that follows the token, when one does.
        var commaEnd: Int?

        var end: Int { commaEnd ?? range.upperBound }
    }

    /// Position of `(` and of `)`.
    var open: Int
    var close: Int
    var items: [Item]

    /// The first `knownRegions = ( … )` of `bytes`; nil when there is none or it is malformed.
    init?(_ bytes: [UInt8]) {
        let name = Array("knownRegions".utf8)
        var from = 0
        while let at = Self.find(name, in: bytes, from: from) {
            from = at + 1
            // A whole key, not the end of a longer one.
            if at > 0 && Self.isBareCharacter(bytes[at - 1]) { continue }
            var p = Self.skipSpace(bytes, at + name.count)
            guard p < bytes.count, bytes[p] == UInt8(ascii: "=") else { continue }
            p = Self.skipSpace(bytes, p + 1)
            guard p < bytes.count, bytes[p] == UInt8(ascii: "(") else { continue }
            guard let list = Self.parseList(bytes, open: p) else { return nil }
            self = list
            return
        }
        return nil
    }

    private init(open: Int, close: Int, items: [Item]) {
        self.open = open
        self.close = close
        self.items = items
    }

    private static func parseList(_ bytes: [UInt8], open: Int) -> KnownRegionsList? {
        var items: [Item] = []
        var p = open + 1
        while true {
            p = skipSpace(bytes, p)
            guard p < bytes.count else { return nil }
            if bytes[p] == UInt8(ascii: ")") { return KnownRegionsList(open: open, close: p, items: items) }
            guard let (value, end) = token(bytes, at: p) else { return nil }
            var item = Item(value: value, range: p..<end, commaEnd: nil)
            p = skipSpace(bytes, end)
            guard p < bytes.count else { return nil }
            if bytes[p] == UInt8(ascii: ",") {
                item.commaEnd = p + 1
                p += 1
            } else if bytes[p] != UInt8(ascii: ")") {
                return nil
            }
            items.append(item)
        }
    }

    /// A quoted or bare string starting at `p`: its value and where it ends.
    private static func token(_ bytes: [UInt8], at p: Int) -> (String, Int)? {
        let first = bytes[p]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            var value: [UInt8] = []
            var i = p + 1
            while i < bytes.count {
                let byte = bytes[i]
                if byte == first { return (String(decoding: value, as: UTF8.self), i + 1) }
                if byte == UInt8(ascii: "\\") && i + 1 < bytes.count {
                    i += 1
                    switch bytes[i] {
                    case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                    case UInt8(ascii: "r"): value.append(UInt8(ascii: "\r"))
                    default: value.append(bytes[i])
                    }
                } else {
                    value.append(byte)
                }
                i += 1
            }
            return nil
        }
        var end = p
        while end < bytes.count && isBareCharacter(bytes[end]) { end += 1 }
        guard end > p else { return nil }
        return (String(decoding: bytes[p..<end], as: UTF8.self), end)
    }

    // MARK: - Edits

    /// `bytes` with `code` appended to the list, one region per line in the indentation of
    /// the line above as Xcode writes it (inline for a list written on one line); `bytes`
    /// itself when the list has it already.
    static func adding(_ code: String, to bytes: [UInt8]) -> [UInt8]? {
        guard let list = KnownRegionsList(bytes) else { return nil }
        if code.isEmpty || list.items.contains(where: { $0.value == code }) { return bytes }
        let token = Array(quotedIfNeeded(code).utf8)
        var result = bytes
        guard let last = list.items.last else {
            if let lineEnd = lineEnd(bytes, from: list.open + 1, before: list.close) {
                // `(\n\t\t\t)`: a line of its own, one level deeper than the parenthesis.
                let at = lineStart(bytes, list.close)
                let line = indentation(bytes, lineStart: at) + [UInt8(ascii: "\t")] + token + [UInt8(ascii: ",")] + newline(bytes, lineEnd)
                result.insert(contentsOf: line, at: at)
            } else {
                result.insert(contentsOf: token, at: list.close)
            }
            return result
        }
        if let lineEnd = lineEnd(bytes, from: last.end, before: list.close) {
            // The Xcode layout: a new line below the last region's, in the same indentation.
            let start = lineStart(bytes, last.range.lowerBound)
            let indent = bytes[start..<last.range.lowerBound].allSatisfy(isBlank)
                ? Array(bytes[start..<last.range.lowerBound])
                : indentation(bytes, lineStart: lineStart(bytes, list.close)) + [UInt8(ascii: "\t")]
            result.insert(contentsOf: indent + token + [UInt8(ascii: ",")] + newline(bytes, lineEnd), at: lineEnd + 1)
            if last.commaEnd == nil { result.insert(UInt8(ascii: ","), at: last.range.upperBound) }
        } else if let commaEnd = last.commaEnd {
            // `(en, Base,)`: after the trailing comma, keeping it trailing.
            result.insert(contentsOf: separatorSpace(bytes, list) + token + [UInt8(ascii: ",")], at: commaEnd)
        } else {
            // `(en, Base)`
            result.insert(contentsOf: [UInt8(ascii: ",")] + separatorSpace(bytes, list) + token, at: last.range.upperBound)
        }
        return result
    }

    /// `bytes` without `code` in the list: its line when it has one of its own, else the
    /// region and its separator; `bytes` itself when the list does not have it.
    static func removing(_ code: String, from bytes: [UInt8]) -> [UInt8]? {
        guard var list = KnownRegionsList(bytes) else { return nil }
        var result = bytes
        while let i = list.items.lastIndex(where: { $0.value == code }) {
            result.removeSubrange(removalRange(of: i, in: list, result))
            guard let again = KnownRegionsList(result) else { return nil }
            list = again
        }
        return result
    }

    private static func removalRange(of i: Int, in list: KnownRegionsList, _ bytes: [UInt8]) -> Range<Int> {
        let item = list.items[i]
        let start = lineStart(bytes, item.range.lowerBound)
        var after = item.end
        while after < bytes.count && (isBlank(bytes[after]) || bytes[after] == UInt8(ascii: "\r")) { after += 1 }
        if bytes[start..<item.range.lowerBound].allSatisfy(isBlank) && after < bytes.count && bytes[after] == UInt8(ascii: "\n") {
            return start..<(after + 1)
        }
        if i + 1 < list.items.count { return item.range.lowerBound..<list.items[i + 1].range.lowerBound }
        if i > 0 {
            let previous = list.items[i - 1]
            // The last region: keep the previous one's comma only if this one had a trailing one.
            return (item.commaEnd != nil ? previous.end : previous.range.upperBound)..<item.end
        }
        return item.range.lowerBound..<item.end
    }

    // MARK: - Quoting

    /// `code` as Xcode writes it in a project file: bare when it consists only of ASCII
    /// letters, digits and `_ $ . /` (and has neither `//` nor `___`, nor is empty), else in
    /// double quotes with `\` `"` and control characters escaped. So `en`, `Base`, `zh_CN`
    /// stay bare while `"zh-Hans"` and `"pt-BR"` are quoted.
    ///
    /// The format itself allows more bare: CoreFoundation's old-style plist parser reads
    /// `[A-Za-z0-9_$/:.-]` unquoted (`isValidUnquotedStringCharacter` in CFOldStylePList.c,
    /// swift-corelibs-foundation), but Xcode's writer quotes `-` and `:` too, as the sample
    /// project's `"zh-Hans"` shows. The writer's rule is the one tuist/XcodeProj reproduces
    /// to write what Xcode writes (`XCPEscapedString`, Sources/XcodeProjCExt/XCPStringEscape.c).
    static func quotedIfNeeded(_ code: String) -> String {
        let bare = !code.isEmpty && !code.contains("//") && !code.contains("___") && code.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/")
        }
        if bare { return code }
        return "\"" + BackslashEscaping.escaped(code, otherControls: .unchanged) + "\""
    }

    // MARK: - Scanning

    /// What CoreFoundation's parser accepts in a bare string.
    static func isBareCharacter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Past whitespace and comments.
    private static func skipSpace(_ bytes: [UInt8], _ start: Int) -> Int {
        var p = start
        while p < bytes.count {
            let byte = bytes[p]
            if byte == UInt8(ascii: " ") || (byte >= 9 && byte <= 13) {
                p += 1
            } else if byte == UInt8(ascii: "/") && p + 1 < bytes.count && bytes[p + 1] == UInt8(ascii: "*") {
                p += 2
                while p < bytes.count && !(bytes[p] == UInt8(ascii: "*") && p + 1 < bytes.count && bytes[p + 1] == UInt8(ascii: "/")) { p += 1 }
                p = min(p + 2, bytes.count)
            } else if byte == UInt8(ascii: "/") && p + 1 < bytes.count && bytes[p + 1] == UInt8(ascii: "/") {
                while p < bytes.count && bytes[p] != UInt8(ascii: "\n") { p += 1 }
            } else {
                break
            }
        }
        return p
    }

    /// The first line break from `start` on, before `limit` and outside `/* … */`.
    private static func lineEnd(_ bytes: [UInt8], from start: Int, before limit: Int) -> Int? {
        var p = start
        while p < limit {
            if bytes[p] == UInt8(ascii: "\n") { return p }
            if bytes[p] == UInt8(ascii: "/") && p + 1 < limit && bytes[p + 1] == UInt8(ascii: "*") {
                p += 2
                while p + 1 < limit && !(bytes[p] == UInt8(ascii: "*") && bytes[p + 1] == UInt8(ascii: "/")) { p += 1 }
                p += 2
            } else {
                p += 1
            }
        }
        return nil
    }

    private static func lineStart(_ bytes: [UInt8], _ p: Int) -> Int {
        var start = p
        while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }

    private static func indentation(_ bytes: [UInt8], lineStart: Int) -> [UInt8] {
        Array(bytes[lineStart...].prefix(while: isBlank))
    }

    /// The line break the file uses at `lineEnd` (`\r\n` or `\n`).
    private static func newline(_ bytes: [UInt8], _ lineEnd: Int) -> [UInt8] {
        lineEnd > 0 && bytes[lineEnd - 1] == UInt8(ascii: "\r") ? Array("\r\n".utf8) : Array("\n".utf8)
    }

    /// The blanks after a comma between two regions of a one-line list (a space by default).
    private static func separatorSpace(_ bytes: [UInt8], _ list: KnownRegionsList) -> [UInt8] {
        guard list.items.count > 1, let comma = list.items[0].commaEnd else { return [UInt8(ascii: " ")] }
        let between = bytes[comma..<list.items[1].range.lowerBound]
        return between.allSatisfy(isBlank) ? Array(between) : [UInt8(ascii: " ")]
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var i = start
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0] && bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
