/// Writes an XLIFF document byte for byte as Xcode's *Export Localizations* does
/// (`xliff-and-compile.md` §2 and §7): the same prologue and root attributes, two-space
/// indentation, attributes in Xcode's order, `xml:space="preserve"` on every unit, children
/// in the order source, target, note, `<note/>` for no comment, and Xcode's escaping.
public enum XLIFFWriter {
    public static func bytes(_ document: XLIFFDocument) -> [UInt8] {
        var out = XMLOutput()
        // Room for the usual unit (its texts and about 200 bytes of markup) without growing.
        out.bytes.reserveCapacity(document.files.reduce(4096) { $0 + $1.units.reduce(0) { $0 + 256 + 2 * $1.source.text.utf8.count } })
        out.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        out.raw("<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" version=\"1.2\" xsi:schemaLocation=\"urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd\">\n")
        for file in document.files { write(file, to: &out) }
        out.raw("</xliff>\n")
        return out.bytes
    }

    static func write(_ file: XLIFFFile, to out: inout XMLOutput) {
        out.raw("  <file original=\"")
        out.attribute(file.original)
        out.raw("\"")
        if file.datatypeFirst { writeDatatype(of: file, to: &out) }
        out.raw(" source-language=\"")
        out.attribute(file.sourceLanguage)
        out.raw("\"")
        if let target = file.targetLanguage {
            out.raw(" target-language=\"")
            out.attribute(target)
            out.raw("\"")
        }
        if !file.datatypeFirst { writeDatatype(of: file, to: &out) }
        out.raw(">\n")
        if let tool = file.tool {
            out.raw("    <header>\n      <tool tool-id=\"")
            out.attribute(tool.id)
            out.raw("\" tool-name=\"")
            out.attribute(tool.name)
            if let version = tool.version {
                out.raw("\" tool-version=\"")
                out.attribute(version)
            }
            if let build = tool.buildNumber {
                out.raw("\" build-num=\"")
                out.attribute(build)
            }
            out.raw("\"/>\n    </header>\n")
        }
        out.raw("    <body>\n")
        for unit in file.units { write(unit, to: &out) }
        out.raw("    </body>\n  </file>\n")
    }

    private static func writeDatatype(of file: XLIFFFile, to out: inout XMLOutput) {
        out.raw(" datatype=\"")
        out.attribute(file.datatype)
        out.raw("\"")
    }

    /// A unit at Xcode's indentation (six spaces, its children eight), or at the given ones:
    /// a unit put into a file that a translator's tool laid out otherwise.
    static func write(_ unit: XLIFFUnit, to out: inout XMLOutput, indentation: String = "      ", childIndentation: String = "        ") {
        out.raw(indentation)
        out.raw("<trans-unit id=\"")
        out.attribute(unit.id)
        out.raw(unit.translate ? "\" xml:space=\"preserve\">\n" : "\" translate=\"no\" xml:space=\"preserve\">\n")
        out.raw(childIndentation)
        writeElement("source", attributesOf: nil, unit.source, indentation: childIndentation, to: &out)
        if let target = unit.target {
            out.raw(childIndentation)
            writeElement("target", attributesOf: target, target.content, indentation: childIndentation, to: &out)
        }
        let notes = unit.notes.isEmpty ? [XLIFFNote("")] : unit.notes
        for note in notes {
            out.raw(childIndentation)
            out.raw("<note")
            if let from = note.from {
                out.raw(" from=\"")
                out.attribute(from)
                out.raw("\"")
            }
            if note.text.isEmpty {
                out.raw("/>\n")
            } else {
                out.raw(">")
                out.text(note.text)
                out.raw("</note>\n")
            }
        }
        out.raw(indentation)
        out.raw("</trans-unit>\n")
    }

    /// One unit as `write` puts it in a file, ending with its line break.
    public static func unitElement(_ unit: XLIFFUnit, indentation: String, childIndentation: String) -> [UInt8] {
        var out = XMLOutput()
        write(unit, to: &out, indentation: indentation, childIndentation: childIndentation)
        return out.bytes
    }

    /// `<source>text</source>`, `<source/>` when empty, or a string set's marks one a line;
    /// a target's with its state attributes.
    static func writeElement(_ name: StaticString, attributesOf target: XLIFFTarget?, _ content: XLIFFContent, indentation: String = "        ", to out: inout XMLOutput) {
        out.raw("<")
        out.raw(name)
        if let target { writeAttributes(of: target, to: &out) }
        if let values = content.setValues {
            out.raw(">\n")
            for (i, value) in values.enumerated() {
                out.raw(indentation)
                out.raw("  <mrk mtype=\"x-set\" mid=\"\(i + 1)\">")
                out.text(value)
                out.raw("</mrk>\n")
            }
            out.raw(indentation)
            out.raw("</")
            out.raw(name)
            out.raw(">\n")
        } else if content.text.isEmpty {
            out.raw("/>\n")
        } else {
            out.raw(">")
            out.text(content.text)
            out.raw("</")
            out.raw(name)
            out.raw(">\n")
        }
    }

    static func writeAttributes(of target: XLIFFTarget, to out: inout XMLOutput) {
        if let state = target.state {
            out.raw(" state=\"")
            out.attribute(state)
            out.raw("\"")
        }
        if let qualifier = target.stateQualifier {
            out.raw(" state-qualifier=\"")
            out.attribute(qualifier)
            out.raw("\"")
        }
    }

    /// The `<target …>…</target>` element alone, as `write` would put it in a unit: what an
    /// editor writes in place of one unit's target.
    public static func targetElement(_ target: XLIFFTarget, indentation: String = "        ") -> [UInt8] {
        var out = XMLOutput()
        writeElement("target", attributesOf: target, target.content, indentation: indentation, to: &out)
        out.bytes.removeLast()  // the line break: the caller keeps the one that was there
        return out.bytes
    }
}

/// Bytes of XML being written, with Xcode's escaping: in text `&amp; &lt; &gt;` and CR as
/// `&#13;` (tabs, line feeds and quotes stay literal); in attributes also `&quot;` and tab,
/// line feed and CR as character references, which keeps them through XML's normalization.
struct XMLOutput {
    var bytes: [UInt8] = []

    mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func text(_ text: String) {
        escape(text, attribute: false)
    }

    mutating func attribute(_ text: String) {
        escape(text, attribute: true)
    }

    private mutating func escape(_ text: String, attribute: Bool) {
        var text = text
        text.withUTF8 { buffer in
            var runStart = 0
            for i in 0..<buffer.count {
                let replacement: StaticString
                switch buffer[i] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case 0x0D: replacement = "&#13;"
                case UInt8(ascii: "\"") where attribute: replacement = "&quot;"
                case 0x0A where attribute: replacement = "&#10;"
                case 0x09 where attribute: replacement = "&#9;"
                default: continue
                }
                if runStart < i { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<i])) }
                bytes.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                runStart = i + 1
            }
            if runStart < buffer.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart...])) }
        }
    }
}
