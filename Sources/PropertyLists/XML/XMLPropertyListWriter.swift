/// Writes an XML property list's elements straight into bytes: compiled tables have hundreds
/// of thousands of entries, and building them as `String`s first doubled the time.
package struct XMLPropertyListWriter {
    var out: [UInt8] = []

    /// A whole property list file: Apple's prologue, what `body` writes, the end tag.
    package static func document(capacity: Int = 0, _ body: (inout XMLPropertyListWriter) -> Void) -> [UInt8] {
        var writer = XMLPropertyListWriter()
        writer.out.reserveCapacity(capacity)
        writer.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        writer.append("<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n")
        writer.append("<plist version=\"1.0\">\n")
        body(&writer)
        writer.append("</plist>\n")
        return writer.out
    }

    package mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    mutating func tabs(_ count: Int) {
        for _ in 0..<count { out.append(0x09) }
    }

    /// `text` (which ends its line) after `indent` tabs.
    mutating func line(_ text: StaticString, indent: Int) {
        tabs(indent)
        append(text)
    }

    /// `text` with `&`, `<` and `>` escaped, as CoreFoundation escapes it (quotes stay).
    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            // Runs without a character to escape are copied whole.
            var runStart = 0
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                switch byte {
                case UInt8(ascii: "&"): append("&amp;")
                case UInt8(ascii: "<"): append("&lt;")
                default: append("&gt;")
                }
                runStart = index + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    package mutating func element(_ name: StaticString, _ text: String, indent: Int) {
        tabs(indent)
        out.append(UInt8(ascii: "<"))
        append(name)
        out.append(UInt8(ascii: ">"))
        appendEscaped(text)
        append("</")
        append(name)
        append(">\n")
    }

    package mutating func write(_ value: PropertyList, indent: Int) {
        switch value {
        case .string(let text):
            element("string", text, indent: indent)
        case .integer(let number):
            element("integer", String(number), indent: indent)
        case .real(let number):
            element("real", Self.realText(number), indent: indent)
        case .boolean(let flag):
            line(flag ? "<true/>\n" : "<false/>\n", indent: indent)
        case .date(let seconds):
            element("date", PropertyListDate.iso8601(fromSeconds: seconds), indent: indent)
        case .data(let bytes):
            line("<data>\n", indent: indent)
            tabs(indent)
            out.append(contentsOf: Base64.encode(bytes).utf8)
            out.append(0x0A)
            line("</data>\n", indent: indent)
        case .array(let elements):
            guard !elements.isEmpty else { return line("<array/>\n", indent: indent) }
            line("<array>\n", indent: indent)
            for element in elements { write(element, indent: indent + 1) }
            line("</array>\n", indent: indent)
        case .dictionary(let entries):
            guard !entries.isEmpty else { return line("<dict/>\n", indent: indent) }
            line("<dict>\n", indent: indent)
            for entry in PropertyListWriter.sorted(entries) {
                element("key", entry.key, indent: indent + 1)
                write(entry.value, indent: indent + 1)
            }
            line("</dict>\n", indent: indent)
        }
    }

    static func realText(_ number: Double) -> String {
        if number.isNaN { return "nan" }
        if number.isInfinite { return number > 0 ? "+infinity" : "-infinity" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}
