import StringCatalogKit

/// Reads an old-style (OpenStep) property list, the text format of Xcode's `project.pbxproj`:
/// `{ key = value; … }` dictionaries, `( a, b, )` arrays, quoted and unquoted strings and
/// `<hex data>`, between white space and comments (see `PropertyListScanner`), in UTF-8.
///
/// Every value keeps its byte range. Bad text is an error at its place
/// (`expected ';' after the value of "isa", found '}'`): invalid UTF-8, a truncated file,
/// unbalanced brackets. The reader never recurses, so no nesting can exhaust a thread's stack;
/// still, values nested deeper than `maximumDepth` are refused (no real file comes close, and
/// freeing a deeper tree would recurse). One pass over the text: a 50 MB file costs fifty
/// times what a 1 MB one does.
public enum OldStylePropertyList {
    /// Arrays and dictionaries inside each other, at most.
    public static let maximumDepth = 256

    /// The value `bytes` hold, and nothing but white space and comments around it.
    public static func parse(_ bytes: [UInt8]) throws(PropertyListTextError) -> PropertyListNode {
        let result: Result<PropertyListNode, PropertyListTextError> = bytes.withUnsafeBufferPointer { buffer in
            if let invalid = UTF8Validation.firstInvalidByte(buffer) {
                return .failure(PropertyListTextError("invalid UTF-8 at byte \(invalid)", at: invalid, in: buffer))
            }
            var parser = Parser(scanner: PropertyListScanner(buffer))
            return Result { () throws(PropertyListTextError) in try parser.document() }
        }
        return try result.get()
    }
}

/// The state of one `OldStylePropertyList.parse`: the arrays and dictionaries open around the
/// value being read, innermost last.
private struct Parser {
    var scanner: PropertyListScanner

    /// An array or dictionary whose end is not read yet. Its elements are appended in place
    /// (`open[last].items.append`): taking the list out and putting it back would copy it
    /// for each element, quadratic in a project's `objects`.
    struct Open {
        var start: Int
        var isArray: Bool
        var items: [PropertyListNode] = []
        var entries: [PropertyListDictionary.Entry] = []
        /// The key whose value is being read (dictionaries).
        var key = ""
        var keyRange = 0..<0
    }

    var open: [Open] = []

    mutating func document() throws(PropertyListTextError) -> PropertyListNode {
        try scanner.skipTrivia()
        let value = try value()
        try scanner.skipTrivia()
        guard scanner.isAtEnd else {
            throw scanner.error("expected the end of the file after the value, found \(scanner.describeCurrent())")
        }
        return value
    }

    /// One value with everything inside it. `scanner` is at its first byte.
    mutating func value() throws(PropertyListTextError) -> PropertyListNode {
        while true {
            // Start a value: a scalar is read whole; an array or dictionary is opened, and
            // the loop goes on to its first element (unless it is empty).
            var done: PropertyListNode
            let start = scanner.offset
            switch scanner.current {
            case UInt8(ascii: "(")?:
                try enter(isArray: true)
                scanner.offset += 1
                try scanner.skipTrivia()
                guard scanner.current == UInt8(ascii: ")") else { continue }
                scanner.offset += 1
                open.removeLast()
                done = PropertyListNode(.array([]), range: start..<scanner.offset)
            case UInt8(ascii: "{")?:
                try enter(isArray: false)
                scanner.offset += 1
                try scanner.skipTrivia()
                if scanner.current == UInt8(ascii: "}") {
                    scanner.offset += 1
                    open.removeLast()
                    done = PropertyListNode(.dictionary(PropertyListDictionary([])), range: start..<scanner.offset)
                } else {
                    (open[open.count - 1].key, open[open.count - 1].keyRange) = try keyAndEquals()
                    continue
                }
            case UInt8(ascii: "<")?:
                done = PropertyListNode(.data(try scanner.readData()), range: start..<scanner.offset)
            default:
                guard scanner.isAtString else { throw expected("a value") }
                done = PropertyListNode(.string(try scanner.readString()), range: start..<scanner.offset)
            }
            // A value is complete: it goes into the innermost open container, which may be
            // complete in turn.
            while !open.isEmpty {
                try scanner.skipTrivia()
                let last = open.count - 1
                if open[last].isArray {
                    open[last].items.append(done)
                    if scanner.current == UInt8(ascii: ",") {
                        scanner.offset += 1
                        try scanner.skipTrivia()
                    } else if scanner.current != UInt8(ascii: ")") {
                        throw expected("',' or ')' after an element of the array")
                    }
                    guard scanner.current == UInt8(ascii: ")") else { break }
                    scanner.offset += 1
                    let array = open.removeLast()
                    done = PropertyListNode(.array(array.items), range: array.start..<scanner.offset)
                } else {
                    guard scanner.current == UInt8(ascii: ";") else { throw expected("';' after the value of \(quoted(open[last].key))") }
                    scanner.offset += 1
                    open[last].entries.append(PropertyListDictionary.Entry(key: open[last].key, keyRange: open[last].keyRange, value: done))
                    try scanner.skipTrivia()
                    guard scanner.current == UInt8(ascii: "}") else {
                        (open[last].key, open[last].keyRange) = try keyAndEquals()
                        break
                    }
                    scanner.offset += 1
                    let dictionary = open.removeLast()
                    done = PropertyListNode(.dictionary(PropertyListDictionary(dictionary.entries)), range: dictionary.start..<scanner.offset)
                }
            }
            if open.isEmpty { return done }
        }
    }

    /// Opens an array or dictionary (its contents are filled in once known).
    mutating func enter(isArray: Bool) throws(PropertyListTextError) {
        guard open.count < OldStylePropertyList.maximumDepth else {
            throw scanner.error("expected at most \(OldStylePropertyList.maximumDepth) arrays and dictionaries inside each other, found more")
        }
        open.append(Open(start: scanner.offset, isArray: isArray))
    }

    /// A dictionary's key and the `=` after it; the scanner is left at the value.
    mutating func keyAndEquals() throws(PropertyListTextError) -> (String, Range<Int>) {
        let start = scanner.offset
        guard scanner.isAtString else {
            throw expected(scanner.current == UInt8(ascii: "}") || scanner.isAtEnd ? "a key or '}'" : "a key (a string)")
        }
        let key = try scanner.readString()
        let range = start..<scanner.offset
        try scanner.skipTrivia()
        guard scanner.current == UInt8(ascii: "=") else { throw expected("'=' after the key \(quoted(key))") }
        scanner.offset += 1
        try scanner.skipTrivia()
        return (key, range)
    }

    func expected(_ what: String) -> PropertyListTextError {
        scanner.error("expected \(what), found \(scanner.describeCurrent())")
    }

    func quoted(_ key: String) -> String {
        "\"" + (key.count > 40 ? String(key.prefix(40)) + "…" : key) + "\""
    }
}
