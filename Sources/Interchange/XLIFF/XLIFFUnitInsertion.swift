extension XLIFFTargetPatch {
    /// A unit a file does not have yet (a translator added plural forms to a string), put
    /// where Xcode's unit order puts it among the file's units and laid out like its
    /// neighbour: the same indentation for the unit and for its children.
    public struct Insertion: Sendable {
        /// The new unit (no span).
        public var unit: XLIFFUnit
        /// The units of the `<file>` it goes into, as read (with spans), in file order.
        public var neighbours: [XLIFFUnit]

        public init(unit: XLIFFUnit, into neighbours: [XLIFFUnit]) {
            self.unit = unit
            self.neighbours = neighbours
        }

        /// Where the unit goes and its bytes: before the first unit whose id sorts after
        /// its own, else after the last unit. Nil when the file has no unit to go by.
        func edit(in bytes: [UInt8]) -> (range: Range<Int>, replacement: [UInt8])? {
            // Looked for in place: a copy of a large file's units costs more than the look.
            let next = neighbours.first { $0.span != nil && XcodeUnitOrder.areInIncreasingOrder(unit.id, $0.id) }
            guard let neighbour = next ?? neighbours.last(where: { $0.span != nil }), let span = neighbour.span else { return nil }
            let lines = UnitLines(span.unit, in: bytes)
            var element = XLIFFWriter.unitElement(unit, indentation: lines.indentation, childIndentation: span.childIndentation)
            if next != nil {
                // Before the neighbour: on lines of its own when the neighbour starts a line.
                if !lines.startsLine { element.removeLast() }
                return (lines.whole.lowerBound..<lines.whole.lowerBound, element)
            }
            // After the last unit: after its line break, or right after it in a file without them.
            if lines.startsLine && lines.endsLine { return (lines.whole.upperBound..<lines.whole.upperBound, element) }
            element.removeLast()
            return (span.unit.upperBound..<span.unit.upperBound, element)
        }
    }
}

/// A unit's place in the lines of its file: the unit alone, or when it stands on lines of
/// its own (only white space before it on its first line, a line break after it), those
/// whole lines, which a removal takes and before which an insertion goes.
struct UnitLines {
    /// The unit's lines, or the unit alone.
    var whole: Range<Int>
    /// The white space before the unit on its first line, when it starts the line.
    var indentation: String
    var startsLine: Bool
    var endsLine: Bool

    init(_ unit: Range<Int>, in bytes: [UInt8]) {
        var start = unit.lowerBound
        while start > 0 && (bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09) { start -= 1 }
        startsLine = start == 0 || bytes[start - 1] == 0x0A
        indentation = startsLine ? String(decoding: bytes[start..<unit.lowerBound], as: UTF8.self) : ""
        var end = unit.upperBound
        if end < bytes.count && bytes[end] == 0x0D { end += 1 }
        endsLine = end < bytes.count && bytes[end] == 0x0A
        if startsLine && endsLine {
            whole = start..<(end + 1)
        } else {
            whole = unit
        }
    }
}
