/// Reads XLIFF 1.2 as Xcode and translators' tools write it: any attribute order, any
/// indentation, a one-line prologue, entities, CDATA, `<source/>`, units inside `<group>`s.
///
/// Only what a round trip through a catalog needs is kept (files, units, states, notes,
/// string sets); inline markup other than Xcode's `x-set` marks contributes its text.
public enum XLIFFReader {
    public static func read(_ bytes: [UInt8]) throws(XMLError) -> XLIFFDocument {
        let result: Result<XLIFFDocument, XMLError> = bytes.withUnsafeBufferPointer { buffer in
            var builder = Builder(buffer)
            do throws(XMLError) {
                return .success(try builder.build())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Walks the tokenizer's events, keeping the parts of the document that matter.
    private struct Builder {
        let bytes: UnsafeBufferPointer<UInt8>
        var tokenizer: XMLTokenizer
        var document = XLIFFDocument()
        var file: XLIFFFile?
        var unit: PendingUnit?
        var sawXLIFF = false

        /// A unit being read, with what its children have said so far.
        struct PendingUnit {
            var id: String
            var translate: Bool
            var start: Int
            var source: Content?
            var sourceEnd: Int?
            var childIndentation = ""
            var target: Content?
            var targetRange: Range<Int>?
            var targetState: String?
            var targetStateQualifier: String?
            var notes: [XLIFFNote] = []
            /// The element whose text is being collected: source, target or note.
            var collecting: Collecting?
            var collectingStart = 0
            var noteFrom: String?
            var noteText = ""
        }

        enum Collecting { case source, target, note }

        /// Text of a source or target, split into set values at each `x-set` mark.
        struct Content {
            var text = ""
            var setValues: [String]?
            var inMark = false

            mutating func beginMark() {
                if setValues == nil { setValues = [] }
                setValues?.append("")
                inMark = true
            }

            /// Text inside a mark belongs to its value; the pretty-printing between marks does not.
            mutating func append(_ piece: String) {
                if setValues != nil {
                    if inMark { setValues![setValues!.count - 1] += piece }
                } else {
                    text += piece
                }
            }

            var value: XLIFFContent {
                if let setValues { return XLIFFContent(setValues: setValues) }
                return XLIFFContent(text)
            }
        }

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            tokenizer = XMLTokenizer(bytes)
        }

        mutating func build() throws(XMLError) -> XLIFFDocument {
            while let event = try tokenizer.next() {
                switch event {
                case .start(let name, let attributes, _, let range):
                    try start(local(name), attributes, range)
                case .end(let name, let range):
                    try end(local(name), range)
                case .text(let text, _):
                    self.text(text)
                }
            }
            guard sawXLIFF else { throw XMLError.at(0, in: bytes, "expected an <xliff> root element") }
            return document
        }

        /// The name without a namespace prefix (`xliff:trans-unit` → `trans-unit`).
        func local(_ name: String) -> Substring {
            guard let colon = name.lastIndex(of: ":") else { return name[...] }
            return name[name.index(after: colon)...]
        }

        func attribute(_ name: String, _ attributes: [XMLTokenizer.Attribute]) -> String? {
            attributes.first { $0.name == name }?.value
        }

        mutating func start(_ name: Substring, _ attributes: [XMLTokenizer.Attribute], _ range: Range<Int>) throws(XMLError) {
            if var pending = unit {
                switch name {
                case "source", "target", "note":
                    guard pending.collecting == nil else { return }
                    pending.collecting = name == "source" ? .source : name == "target" ? .target : .note
                    pending.collectingStart = range.lowerBound
                    switch pending.collecting! {
                    case .source:
                        pending.source = Content()
                        pending.childIndentation = indentation(before: range.lowerBound)
                    case .target:
                        pending.target = Content()
                        pending.targetState = attribute("state", attributes)
                        pending.targetStateQualifier = attribute("state-qualifier", attributes)
                    case .note:
                        pending.noteFrom = attribute("from", attributes)
                        pending.noteText = ""
                    }
                case "mrk" where attribute("mtype", attributes) == "x-set":
                    switch pending.collecting {
                    case .source?: pending.source?.beginMark()
                    case .target?: pending.target?.beginMark()
                    default: break
                    }
                default:
                    break
                }
                unit = pending
                return
            }
            switch name {
            case "xliff":
                sawXLIFF = true
            case "file":
                guard let original = attribute("original", attributes) else {
                    throw XMLError.at(range.lowerBound, in: bytes, "expected an 'original' attribute on <file>")
                }
                file = XLIFFFile(
                    original: original,
                    sourceLanguage: attribute("source-language", attributes) ?? "",
                    targetLanguage: attribute("target-language", attributes),
                    datatype: attribute("datatype", attributes) ?? "plaintext")
            case "tool":
                if let id = attribute("tool-id", attributes), file != nil {
                    let tool = XLIFFTool(id: id, name: attribute("tool-name", attributes) ?? "",
                                           version: attribute("tool-version", attributes),
                                           buildNumber: attribute("build-num", attributes))
                    file?.tool = tool
                }
            case "trans-unit":
                guard file != nil else {
                    throw XMLError.at(range.lowerBound, in: bytes, "expected <trans-unit> inside a <file>")
                }
                guard let id = attribute("id", attributes) else {
                    throw XMLError.at(range.lowerBound, in: bytes, "expected an 'id' attribute on <trans-unit>")
                }
                unit = PendingUnit(id: id, translate: attribute("translate", attributes) != "no", start: range.lowerBound)
            default:
                break
            }
        }

        mutating func end(_ name: Substring, _ range: Range<Int>) throws(XMLError) {
            if var pending = unit {
                switch (name, pending.collecting) {
                case ("source", .source?):
                    pending.collecting = nil
                    pending.sourceEnd = range.upperBound
                case ("target", .target?):
                    pending.collecting = nil
                    pending.targetRange = pending.collectingStart..<range.upperBound
                case ("note", .note?):
                    pending.collecting = nil
                    pending.notes.append(XLIFFNote(pending.noteText, from: pending.noteFrom))
                case ("mrk", .source?):
                    pending.source?.inMark = false
                case ("mrk", .target?):
                    pending.target?.inMark = false
                case ("trans-unit", _):
                    guard let source = pending.source, let sourceEnd = pending.sourceEnd else {
                        throw XMLError.at(pending.start, in: bytes, "expected a <source> in the trans-unit '\(pending.id)'")
                    }
                    let target = pending.target.map {
                        XLIFFTarget(state: pending.targetState, stateQualifier: pending.targetStateQualifier, content: $0.value)
                    }
                    let span = XLIFFUnitSpan(unit: pending.start..<range.upperBound, sourceEnd: sourceEnd,
                                             target: pending.targetRange, childIndentation: pending.childIndentation)
                    file?.units.append(XLIFFUnit(id: pending.id, translate: pending.translate, source: source.value,
                                                 target: target, notes: pending.notes, span: span))
                    unit = nil
                    return
                default:
                    break
                }
                unit = pending
                return
            }
            if name == "file", let finished = file {
                document.files.append(finished)
                file = nil
            }
        }

        mutating func text(_ text: String) {
            guard var pending = unit, let collecting = pending.collecting else { return }
            switch collecting {
            case .source: pending.source?.append(text)
            case .target: pending.target?.append(text)
            case .note: pending.noteText += text
            }
            unit = pending
        }

        /// Spaces and tabs between the start of the line and `offset`.
        func indentation(before offset: Int) -> String {
            var start = offset
            while start > 0 && (bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09) { start -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        }
    }
}
