import StringCatalogKit

/// Reads XLIFF 1.2 as Xcode and translators' tools write it: any attribute order, any
/// indentation, a one-line prologue, entities, CDATA, `<source/>`, units inside `<group>`s.
///
/// Only what a round trip through a catalog needs is kept (files, units, states, notes,
/// string sets); inline markup other than Xcode's `x-set` marks contributes its text. A unit
/// id repeated in one `<file>` is kept (its units are applied in file order, so the last
/// one's value is what a catalog gets) with a warning at the repeat naming the first.
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

    /// The one `<trans-unit>` element at `range` of `bytes`, read as `read` reads it inside
    /// a `<file>`, its span counting from the start of `bytes`: how the units a patch
    /// rewrote are read again without reading the rest of the file.
    public static func unit(in bytes: [UInt8], at range: Range<Int>) throws(XMLError) -> XLIFFUnit {
        let result: Result<XLIFFUnit, XMLError> = bytes.withUnsafeBufferPointer { whole in
            var builder = Builder(UnsafeBufferPointer(rebasing: whole[range]))
            do throws(XMLError) {
                return .success(try builder.buildUnit())
            } catch {
                return .failure(error)
            }
        }
        var unit = try result.get()
        unit.span = unit.span?.moved(by: range.lowerBound)
        return unit
    }

    /// Walks the tokenizer's events, keeping the parts of the document that matter. The
    /// unit being read lives in the builder's own fields, changed in place, and only the
    /// names, attributes and texts a unit keeps become strings.
    private struct Builder {
        let bytes: UnsafeBufferPointer<UInt8>
        var tokenizer: XMLTokenizer
        var document = XLIFFDocument()
        /// The `<file>` being read, its units kept apart until it ends.
        var file: XLIFFFile?
        var inFile = false
        var units: [XLIFFUnit] = []
        var sawXLIFF = false
        /// Where each unit id of the current `<file>` first appeared (by scalars, as catalogs
        /// tell keys apart), and the ids seen again: (id, first unit's start, repeat's start).
        var firstUnitStart: [ScalarKey: Int] = [:]
        var repeatedIDs: [(id: String, first: Int, again: Int)] = []

        /// The unit being read, with what its children have said so far.
        var inUnit = false
        var unitID = ""
        var unitTranslate = true
        var unitStart = 0
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
        /// The last indentation read, and where it was: the next unit's is most often the same.
        var lastIndentation = ""
        var lastIndentationRange = 0..<0

        /// States as translators' tools write them, shared by every unit that has them.
        static let knownStates = ["translated", "new", "needs-review-l10n", "final", "signed-off", "needs-translation",
                                  "needs-review-translation", "needs-l10n", "needs-adaptation", "needs-review-adaptation"]

        enum Collecting { case source, target, note }

        /// The elements the reader acts on, by local name.
        enum Element { case xliff, file, tool, transUnit, source, target, note, mrk, other }

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
                } else if text.isEmpty {
                    text = piece
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
            while let event = try tokenizer.next() { try take(event) }
            guard sawXLIFF else { throw XMLError.at(0, in: bytes, "expected an <xliff> root element") }
            document.warnings = repeatedIDWarnings()
            return document
        }

        /// A `<trans-unit>` as the root element, read as if inside a `<file>`.
        mutating func buildUnit() throws(XMLError) -> XLIFFUnit {
            inFile = true
            while let event = try tokenizer.next() { try take(event) }
            guard units.count == 1 else { throw XMLError.at(0, in: bytes, "expected a <trans-unit>") }
            return units[0]
        }

        /// One event of the tokenizer; inlined into both loops, which are the reader's hot path.
        @inline(__always)
        mutating func take(_ event: XMLTokenizer.Event) throws(XMLError) {
            switch event {
            case .start(let tag):
                try start(element(tag.name), tag.range)
            case .end(let name, let range):
                try end(element(name), range)
            case .text(let text):
                if inUnit, let collecting { append(tokenizer.text(text), to: collecting) }
            }
        }

        /// One warning per repeated unit id, at the repeat; their positions found in one pass.
        func repeatedIDWarnings() -> [XLIFFWarning] {
            guard !repeatedIDs.isEmpty else { return [] }
            let positions = TextPosition.of(repeatedIDs.flatMap { [$0.again, $0.first] }, inUTF8: bytes)
            return repeatedIDs.indices.map { k in
                let again = positions[2 * k], first = positions[2 * k + 1]
                return XLIFFWarning(message: "duplicate unit id \(JSONQuoting.quote(repeatedIDs[k].id)) (first at line \(first.line), column \(first.column))",
                                    line: again.line, column: again.column)
            }
        }

        /// The element named by `name` without a namespace prefix (`xliff:trans-unit`).
        func element(_ name: Range<Int>) -> Element {
            var start = name.upperBound
            while start > name.lowerBound && bytes[start - 1] != UInt8(ascii: ":") { start -= 1 }
            let local = start..<name.upperBound
            switch local.count {
            case 3: return tokenizer.bytes(local, equal: "mrk") ? .mrk : .other
            case 4:
                if tokenizer.bytes(local, equal: "note") { return .note }
                if tokenizer.bytes(local, equal: "file") { return .file }
                if tokenizer.bytes(local, equal: "tool") { return .tool }
                return .other
            case 5: return tokenizer.bytes(local, equal: "xliff") ? .xliff : .other
            case 6:
                if tokenizer.bytes(local, equal: "source") { return .source }
                if tokenizer.bytes(local, equal: "target") { return .target }
                return .other
            case 10: return tokenizer.bytes(local, equal: "trans-unit") ? .transUnit : .other
            default: return .other
            }
        }

        mutating func start(_ element: Element, _ range: Range<Int>) throws(XMLError) {
            if inUnit {
                switch element {
                case .source, .target, .note:
                    guard collecting == nil else { return }
                    collectingStart = range.lowerBound
                    switch element {
                    case .source:
                        collecting = .source
                        source = Content()
                        childIndentation = indentation(before: range.lowerBound)
                    case .target:
                        collecting = .target
                        target = Content()
                        targetState = tokenizer.attribute("state", sharing: Self.knownStates)
                        targetStateQualifier = tokenizer.attribute("state-qualifier")
                    default:
                        collecting = .note
                        noteFrom = tokenizer.attribute("from")
                        noteText = ""
                    }
                case .mrk where tokenizer.attribute("mtype", is: "x-set"):
                    switch collecting {
                    case .source?: source?.beginMark()
                    case .target?: target?.beginMark()
                    default: break
                    }
                default:
                    break
                }
                return
            }
            switch element {
            case .xliff:
                sawXLIFF = true
            case .file:
                guard let original = tokenizer.attribute("original") else {
                    throw XMLError.at(range.lowerBound, in: bytes, "expected an 'original' attribute on <file>")
                }
                units = []
                firstUnitStart = [:]
                inFile = true
                file = XLIFFFile(
                    original: original,
                    sourceLanguage: tokenizer.attribute("source-language") ?? "",
                    targetLanguage: tokenizer.attribute("target-language"),
                    datatype: tokenizer.attribute("datatype") ?? "plaintext")
                file?.offset = range.lowerBound
                file?.datatypeFirst = tokenizer.attribute("datatype", precedes: "source-language")
            case .tool:
                if inFile, let id = tokenizer.attribute("tool-id") {
                    file?.tool = XLIFFTool(id: id, name: tokenizer.attribute("tool-name") ?? "",
                                           version: tokenizer.attribute("tool-version"),
                                           buildNumber: tokenizer.attribute("build-num"))
                }
            case .transUnit:
                guard inFile else {
                    throw XMLError.at(range.lowerBound, in: bytes, "expected <trans-unit> inside a <file>")
                }
                guard let id = tokenizer.attribute("id") else {
                    throw XMLError.at(range.lowerBound, in: bytes, "expected an 'id' attribute on <trans-unit>")
                }
                beginUnit(id: id, translate: !tokenizer.attribute("translate", is: "no"), start: range.lowerBound)
            default:
                break
            }
        }

        mutating func beginUnit(id: String, translate: Bool, start: Int) {
            inUnit = true
            unitID = id
            unitTranslate = translate
            unitStart = start
            source = nil
            sourceEnd = nil
            childIndentation = ""
            target = nil
            targetRange = nil
            targetState = nil
            targetStateQualifier = nil
            notes = []
            collecting = nil
            noteFrom = nil
            noteText = ""
        }

        mutating func end(_ element: Element, _ range: Range<Int>) throws(XMLError) {
            if inUnit {
                switch (element, collecting) {
                case (.source, .source?):
                    collecting = nil
                    sourceEnd = range.upperBound
                case (.target, .target?):
                    collecting = nil
                    targetRange = collectingStart..<range.upperBound
                case (.note, .note?):
                    collecting = nil
                    notes.append(XLIFFNote(noteText, from: noteFrom))
                case (.mrk, .source?):
                    source?.inMark = false
                case (.mrk, .target?):
                    target?.inMark = false
                case (.transUnit, _):
                    try finishUnit(end: range.upperBound)
                default:
                    break
                }
                return
            }
            if element == .file, inFile {
                file!.units = units
                document.files.append(file!)
                file = nil
                inFile = false
                units = []
            }
        }

        mutating func finishUnit(end: Int) throws(XMLError) {
            guard let source, let sourceEnd else {
                throw XMLError.at(unitStart, in: bytes, "expected a <source> in the trans-unit '\(unitID)'")
            }
            let target = self.target.map {
                XLIFFTarget(state: targetState, stateQualifier: targetStateQualifier, content: $0.value)
            }
            let span = XLIFFUnitSpan(unit: unitStart..<end, sourceEnd: sourceEnd,
                                     target: targetRange, childIndentation: childIndentation)
            units.append(XLIFFUnit(id: unitID, translate: unitTranslate, source: source.value,
                                         target: target, notes: notes, span: span))
            let key = ScalarKey(unitID)
            if let first = firstUnitStart[key] {
                repeatedIDs.append((unitID, first, unitStart))
            } else {
                firstUnitStart[key] = unitStart
            }
            inUnit = false
            // Let go of the unit's strings, so that the next unit's appends find them unshared.
            self.source = nil
            self.target = nil
            notes = []
        }

        mutating func append(_ text: String, to collecting: Collecting) {
            switch collecting {
            case .source: source?.append(text)
            case .target: target?.append(text)
            case .note: noteText += text
            }
        }

        /// Spaces and tabs between the start of the line and `offset`.
        mutating func indentation(before offset: Int) -> String {
            var start = offset
            while start > 0 && (bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09) { start -= 1 }
            let range = start..<offset
            if range.count != lastIndentationRange.count || !sameBytes(range, lastIndentationRange) {
                lastIndentation = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                lastIndentationRange = range
            }
            return lastIndentation
        }

        func sameBytes(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
            var k = 0
            while k < a.count && bytes[a.lowerBound + k] == bytes[b.lowerBound + k] { k += 1 }
            return k == a.count
        }
    }
}
