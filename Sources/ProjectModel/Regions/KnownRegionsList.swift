import PropertyLists
import StringCatalogKit

/// The `knownRegions = ( … );` list of a project file's root `PBXProject` object, located in
/// the file's bytes through the property list reader's byte ranges (so that a
/// `knownRegions` in a comment, a string or another object is never taken for it), and the
/// minimal edits that add or remove one region: every byte outside the edit stays.
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

    /// The list of the project file `bytes`; nil when the root object has none. An error when
    /// the bytes are no project file, or the list is no list of strings.
    static func locate(in bytes: [UInt8], path: String) throws(ProjectError) -> KnownRegionsList? {
        let file = try XcodeProjectFile(bytes: bytes, path: path)
        guard let node = file.knownRegionsNode else { return nil }
        guard let elements = node.array else {
            throw file.error("expected an array of regions, found \(node.kindDescription)", at: node.range.lowerBound)
        }
        var items: [Item] = []
        for element in elements {
            guard let value = element.string else {
                throw file.error("expected a region (a string), found \(element.kindDescription)", at: element.range.lowerBound)
            }
            items.append(Item(value: value, range: element.range, commaEnd: commaEnd(after: element.range.upperBound, in: bytes)))
        }
        return KnownRegionsList(open: node.range.lowerBound, close: node.range.upperBound - 1, items: items)
    }

    /// Just past the comma that follows a region (comments and white space between), if one does.
    private static func commaEnd(after offset: Int, in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = PropertyListScanner(buffer, at: offset)
            // The file was read whole already: its comments are closed.
            try? scanner.skipTrivia()
            return scanner.current == UInt8(ascii: ",") ? scanner.offset + 1 : nil
        }
    }

    // MARK: - Edits

    /// `bytes` with `code` appended to the list, one region per line in the indentation of
    /// the line above as Xcode writes it (inline for a list written on one line); `bytes`
    /// itself when the list has it already.
    static func adding(_ code: String, to bytes: [UInt8], path: String) throws(ProjectError) -> [UInt8]? {
        guard let list = try locate(in: bytes, path: path) else { return nil }
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
    static func removing(_ code: String, from bytes: [UInt8], path: String) throws(ProjectError) -> [UInt8]? {
        guard var list = try locate(in: bytes, path: path) else { return nil }
        var result = bytes
        while let i = list.items.lastIndex(where: { $0.value == code }) {
            result.removeSubrange(removalRange(of: i, in: list, result))
            guard let again = try locate(in: result, path: path) else { return nil }
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

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
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
}
