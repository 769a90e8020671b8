/// Rewrites the targets of some units of an XLIFF file that was read from disk, leaving
/// every other byte as it was: what an editor of a translator's `.xcloc` saves, so that the
/// file differs from the one received only where the translator worked.
///
/// A unit's `span` says where its target is; a unit without one gets the new target on a
/// line of its own right after `</source>`, indented like `<source>`. Removing a target
/// takes its line with it. Whole units can be added (a plural form the file did not have:
/// see `Insertion`) and taken away (`removing`), each with its lines.
public enum XLIFFTargetPatch {
    public struct Change: Sendable {
        /// The unit as read (its `span` is required).
        public var unit: XLIFFUnit
        /// The new target, or nil to remove it.
        public var target: XLIFFTarget?

        public init(unit: XLIFFUnit, target: XLIFFTarget?) {
            self.unit = unit
            self.target = target
        }
    }

    /// `bytes` with each change applied, the `insertions` added and the units `removing`
    /// (as read, with spans) taken out. Units without a span are ignored.
    public static func apply(_ changes: [Change], insertions: [Insertion] = [], removing: [XLIFFUnit] = [], to bytes: [UInt8]) -> [UInt8] {
        Edit.apply(edits(changes, insertions: insertions, removing: removing, in: bytes), to: bytes).bytes
    }

    /// The replacements that `apply` makes, as ranges of `bytes`.
    static func edits(_ changes: [Change], insertions: [Insertion], removing: [XLIFFUnit], in bytes: [UInt8]) -> [Edit] {
        var edits: [Edit] = []
        for change in changes {
            guard let span = change.unit.span else { continue }
            let element = change.target.map { XLIFFWriter.targetElement($0, indentation: span.childIndentation) } ?? []
            if let range = span.target {
                if change.target == nil {
                    // Take the line the target was on, from the end of the line before.
                    var start = range.lowerBound
                    while start > 0 && (bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09) { start -= 1 }
                    if start > 0 && bytes[start - 1] == 0x0A { start -= 1 }
                    edits.append(Edit(range: start..<range.upperBound, replacement: []))
                } else {
                    edits.append(Edit(range: range, replacement: element))
                }
            } else if change.target != nil {
                let insertion = [0x0A] + Array(span.childIndentation.utf8) + element
                edits.append(Edit(range: span.sourceEnd..<span.sourceEnd, replacement: insertion))
            }
        }
        for unit in removing {
            guard let span = unit.span else { continue }
            edits.append(Edit(range: UnitLines(span.unit, in: bytes).whole, replacement: []))
        }
        for (order, insertion) in insertions.enumerated() {
            guard let edit = insertion.edit(in: bytes) else { continue }
            edits.append(Edit(range: edit.range, replacement: edit.replacement, order: order))
        }
        return edits
    }

    /// One replacement of a range of the original bytes.
    struct Edit {
        var range: Range<Int>
        var replacement: [UInt8]
        /// Among insertions at one place, the order they are to appear in.
        var order = 0

        /// Applies the edits in one pass from the start of the file, each range pointing at
        /// the original bytes. Where a removal and insertions meet at one offset, the
        /// insertions stand where the removed unit was, and insertions at one offset keep
        /// their order. An edit overlapping one before it
        /// (never made by `edits`) is left out. Returns the new bytes and, in the order
        /// applied, each edit with the range its replacement took in them.
        static func apply(_ edits: [Edit], to bytes: [UInt8]) -> (bytes: [UInt8], placed: [Placed]) {
            let sorted = edits.sorted { a, b in
                if a.range.lowerBound != b.range.lowerBound { return a.range.lowerBound < b.range.lowerBound }
                if a.range.isEmpty != b.range.isEmpty { return a.range.isEmpty }
                return a.order < b.order
            }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.replacement.count })
            var placed: [Placed] = []
            placed.reserveCapacity(sorted.count)
            var copied = 0
            for edit in sorted where edit.range.lowerBound >= copied {
                out.append(contentsOf: bytes[copied..<edit.range.lowerBound])
                let start = out.count
                out.append(contentsOf: edit.replacement)
                placed.append(Placed(old: edit.range, new: start..<out.count))
                copied = edit.range.upperBound
            }
            out.append(contentsOf: bytes[copied...])
            return (out, placed)
        }
    }

    /// An edit as applied: the range it replaced in the old bytes, and the one its
    /// replacement took in the new.
    struct Placed {
        var old: Range<Int>
        var new: Range<Int>

        /// How many bytes the edit added (negative: took away).
        var growth: Int { new.count - old.count }
    }
}
