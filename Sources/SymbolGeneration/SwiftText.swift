import StringCatalogKit

/// Text from a catalog written into Swift source so that it stays what it was.
enum SwiftText {
    /// `text` as the inside of a one-line string literal; controls, which a raw one would
    /// hide in a review, as `\u{…}` escapes.
    static func stringLiteralContents(_ text: String) -> String {
        BackslashEscaping.escaped(text, otherControls: .swift)
    }

    /// `text` made safe inside a `/** … */` comment: Swift's block comments nest, so a `/*`
    /// in a comment would swallow the rest of the file and a `*/` would end it early.
    static func commentSafe(_ text: String) -> String {
        text.replacingAll("*/", with: "* /").replacingAll("/*", with: "/ *")
    }

    /// The lines of `text`, whatever ends them.
    static func lines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}" })
    }
}

private extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard contains(target) else { return self }
        var out = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
