/// Rewrites the targets of some units of an XLIFF file that was read from disk, leaving
/// every other byte as it was: what an editor of a translator's `.xcloc` saves, so that the
/// file differs from the one received only where the translator worked.
///
/// A unit's `span` says where its target is; a unit without one gets the new target on a
/// line of its own right after `</source>`, indented like `<source>`. Removing a target
/// takes its line with it.
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

    /// `bytes` with each change applied. Units without a span are ignored.
    public static func apply(_ changes: [Change], to bytes: [UInt8]) -> [UInt8] {
        var edits: [(range: Range<Int>, replacement: [UInt8])] = []
        for change in changes {
            guard let span = change.unit.span else { continue }
            let element = change.target.map(XLIFFWriter.targetElement) ?? []
            if let range = span.target {
                if change.target == nil {
                    // Take the line the target was on, from the end of the line before.
                    var start = range.lowerBound
                    while start > 0 && (bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09) { start -= 1 }
                    if start > 0 && bytes[start - 1] == 0x0A { start -= 1 }
                    edits.append((start..<range.upperBound, []))
                } else {
                    edits.append((range, element))
                }
            } else if change.target != nil {
                let insertion = [0x0A] + Array(span.childIndentation.utf8) + element
                edits.append((span.sourceEnd..<span.sourceEnd, insertion))
            }
        }
        var out = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            out.replaceSubrange(edit.range, with: edit.replacement)
        }
        return out
    }
}
