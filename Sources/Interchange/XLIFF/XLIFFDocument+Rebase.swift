extension XLIFFDocument {
    /// Makes this document what `XLIFFReader` reads from `bytes`, which are the bytes it was
    /// read from with the `placed` edits made (in the order `XLIFFTargetPatch.Edit.apply`
    /// made them): a unit an edit fell inside is read again from `bytes`, a unit a removal
    /// covered goes, a unit an insertion wrote between units is read and put among its
    /// file's units by its place, and every other unit (and `<file>`) moves by what the
    /// edits before it added or took away. Linear in the units, in place (a document nothing
    /// else shares is not copied), without reading the text of any unit no edit touched.
    ///
    /// False when an edit does not fit that picture (one that straddles a unit's edge, a
    /// unit without a span): the document is then half done, and the caller reads the bytes
    /// whole instead.
    mutating func rebase(over placed: [XLIFFTargetPatch.Placed], in bytes: [UInt8]) -> Bool {
        // Edits before the current place, and what they added up to.
        var passed = 0
        var delta = 0
        // Edits that fell inside a unit (or removed it); the others between units are insertions.
        var insideUnits = [Bool](repeating: false, count: placed.count)
        func pass(to offset: Int) {
            while passed < placed.count && placed[passed].comesBefore(start: offset) {
                delta += placed[passed].growth
                passed += 1
            }
        }
        for f in files.indices {
            if let offset = files[f].offset {
                pass(to: offset)
                files[f].offset = offset + delta
            }
            // Units kept so far: the removed ones are moved past them, then dropped.
            var kept = 0
            for i in files[f].units.indices {
                guard let span = files[f].units[i].span else { return false }
                pass(to: span.unit.lowerBound)
                var inside = 0
                var growth = 0
                var removed = false
                var next = passed
                while next < placed.count && placed[next].old.lowerBound < span.unit.upperBound {
                    let old = placed[next].old
                    if !old.isEmpty && old.lowerBound <= span.unit.lowerBound && old.upperBound >= span.unit.upperBound {
                        removed = true
                    } else if old.lowerBound < span.unit.lowerBound || old.upperBound > span.unit.upperBound {
                        return false
                    }
                    insideUnits[next] = true
                    inside += 1
                    growth += placed[next].growth
                    next += 1
                }
                if removed {
                    // Nothing else may have been edited in a unit taken away.
                    guard inside == 1 else { return false }
                    continue
                }
                if inside > 0 {
                    let range = (span.unit.lowerBound + delta)..<(span.unit.upperBound + delta + growth)
                    guard let reread = try? XLIFFReader.unit(in: bytes, at: range) else { return false }
                    files[f].units[i] = reread
                } else if delta != 0 {
                    files[f].units[i].span = span.moved(by: delta)
                }
                if kept != i { files[f].units.swapAt(kept, i) }
                kept += 1
            }
            files[f].units.removeLast(files[f].units.count - kept)
        }
        // The units inserted between units, each into the last `<file>` that starts before it.
        var grown: Set<Int> = []
        for k in placed.indices where !insideUnits[k] && placed[k].old.isEmpty && !placed[k].new.isEmpty {
            guard let element = Self.elementRange(in: placed[k].new, of: bytes),
                  let unit = try? XLIFFReader.unit(in: bytes, at: element),
                  let file = files.lastIndex(where: { ($0.offset ?? Int.max) < element.lowerBound }) else { return false }
            files[file].units.append(unit)
            grown.insert(file)
        }
        for file in grown {
            files[file].units.sort { ($0.span?.unit.lowerBound ?? 0) < ($1.span?.unit.lowerBound ?? 0) }
        }
        return true
    }

    /// From the first `<` to the last `>` of `range`: the element an insertion wrote,
    /// without the white space around it.
    private static func elementRange(in range: Range<Int>, of bytes: [UInt8]) -> Range<Int>? {
        guard let start = bytes[range].firstIndex(of: UInt8(ascii: "<")),
              let last = bytes[range].lastIndex(of: UInt8(ascii: ">")), start < last else { return nil }
        return start..<(last + 1)
    }
}

extension XLIFFTargetPatch.Placed {
    /// Whether the edit lies wholly before `offset` where a unit starts: a replacement
    /// that ends there or earlier, or an insertion there or earlier (which goes before the
    /// unit that starts there).
    func comesBefore(start offset: Int) -> Bool {
        old.isEmpty ? old.lowerBound <= offset : old.upperBound <= offset
    }
}

extension XLIFFUnitSpan {
    /// The span `delta` bytes further on.
    func moved(by delta: Int) -> XLIFFUnitSpan {
        var moved = self
        moved.unit = (unit.lowerBound + delta)..<(unit.upperBound + delta)
        moved.sourceEnd += delta
        moved.target = target.map { ($0.lowerBound + delta)..<($0.upperBound + delta) }
        return moved
    }
}
