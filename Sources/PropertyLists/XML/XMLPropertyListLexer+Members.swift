import StringCatalogKit

/// Walking a property list's dictionaries member by member, for the readers that go straight
/// to a file's entries without a tree (`XMLStringsEntries`, `XMLStringsdictEntries`).
///
/// Each step takes the bytes exactly as the tree reader (`XMLPropertyListReader`) takes them.
/// Where a file is not of the shape a member reader expects, or is broken, the step throws
/// and the member reader gives up: what such a file holds, or what is wrong with it, is for
/// the tree reader to say.
extension XMLPropertyListLexer {
    /// Thrown where a file is not of the expected shape; never shown (see above).
    package static let otherShape = InterchangeReadError(message: "not of the shape this reader takes", line: 0, column: 0)

    /// Each member of the top dictionary of `text` (checked by
    /// `XMLPropertyListReader.checkedText`) read by `member`, given the lexer at its value, the
    /// key and the key's line, in file order; nil when the document or a member is not of the
    /// shape expected (a step or `member` threw).
    package static func topMembers<Entry>(
        of text: [UInt8], _ member: (inout XMLPropertyListLexer, _ key: String, _ line: Int) throws(InterchangeReadError) -> Entry
    ) -> [Entry]? {
        var lexer = XMLPropertyListLexer(bytes: text)
        var lines = IncreasingLineCounter()
        var entries: [Entry] = []
        do {
            let top = try lexer.openTopDictionary()
            if !top.isEmpty {
                while let (key, offset) = try lexer.nextKey() {
                    let line = text.withUnsafeBufferPointer { lines.line(of: offset, in: $0) }
                    entries.append(try member(&lexer, key, line))
                }
            }
            try lexer.closeDocument(top)
        } catch {
            return nil
        }
        return entries
    }

    /// How the document's top dictionary began.
    struct TopDictionary {
        /// Whether it is inside `<plist>`, which must then be closed.
        var insidePlist: Bool
        /// `<dict/>`: there are no members to read.
        var isEmpty: Bool
    }

    /// Reads up to the first member of the document's top value, which must be a dictionary.
    mutating func openTopDictionary() throws(InterchangeReadError) -> TopDictionary {
        skipByteOrderMark()
        try skipMisc()
        guard !isAtEnd else { throw Self.otherShape }
        var tag = try parseStartTag()
        let insidePlist = tag.element == .plist
        if insidePlist {
            guard !tag.selfClosing else { throw Self.otherShape }
            try skipMisc()
            guard !isAtEnd, !isAtEndTag else { throw Self.otherShape }
            tag = try parseStartTag()
        }
        guard tag.element == .dict else { throw Self.otherShape }
        return TopDictionary(insidePlist: insidePlist, isEmpty: tag.selfClosing)
    }

    /// After the top dictionary's end tag: nothing may follow but `</plist>` (when it was
    /// opened), white space and comments.
    mutating func closeDocument(_ top: TopDictionary) throws(InterchangeReadError) {
        if top.insidePlist {
            try skipMisc()
            try expectEndTag(.plist)
        }
        try skipMisc()
        guard isAtEnd else { throw Self.otherShape }
    }

    /// The key of the next member of a dictionary and where its `<key>` tag begins, up to its
    /// value (`valueTag` reads that next); nil after the dictionary's end tag.
    package mutating func nextKey() throws(InterchangeReadError) -> (key: String, offset: Int)? {
        try skipMisc()
        if isAtEndTag {
            try expectEndTag(.dict)
            return nil
        }
        guard !isAtEnd else { throw Self.otherShape }
        let keyStart = at
        let tag = try parseStartTag(expecting: .key)
        guard tag.element == .key else { throw Self.otherShape }
        let key = tag.selfClosing ? "" : try parseText(closing: .key)
        try skipMisc()
        guard !isAtEnd, !isAtEndTag else { throw Self.otherShape }
        return (key, keyStart)
    }

    /// The start tag of the value after a key, `expected` being the element the caller
    /// looks for (compared first).
    package mutating func valueTag(expecting expected: XMLPropertyListElement) throws(InterchangeReadError) -> StartTag {
        try parseStartTag(expecting: expected)
    }

    /// The text of a value that must be a `<string>`.
    package mutating func stringValue(_ tag: StartTag) throws(InterchangeReadError) -> String {
        guard tag.element == .string else { throw Self.otherShape }
        return tag.selfClosing ? "" : try parseText(closing: .string)
    }

    /// Whether a value that must be a `<dict>` has members to read (else it is `<dict/>`).
    package func opensDictionary(_ tag: StartTag) throws(InterchangeReadError) -> Bool {
        guard tag.element == .dict else { throw Self.otherShape }
        return !tag.selfClosing
    }
}
