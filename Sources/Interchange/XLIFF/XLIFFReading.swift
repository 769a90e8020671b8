/// An XLIFF file's bytes together with what `XLIFFReader` read from them: what an editor
/// keeps of a translator's file between saves, so that a save patches the units that
/// changed without reading the whole file again (half a second at 20,000 units).
///
/// A patch gives the new bytes and what reading them would give, without reading them:
/// the units the patch rewrote or added are read again from the new bytes, every other
/// unit only moves by the bytes added or taken before it (`XLIFFDocument.rebased`).
public struct XLIFFReading: Sendable {
    public var bytes: [UInt8]
    /// What `XLIFFReader.read(bytes)` gave (its warnings as they were when first read).
    public var document: XLIFFDocument

    public init(bytes: [UInt8], document: XLIFFDocument) {
        self.bytes = bytes
        self.document = document
    }

    /// The bytes with the patch applied (as `XLIFFTargetPatch.apply` makes them), and the
    /// reading of them. The reading is nil only when the new bytes cannot be read as XLIFF,
    /// which a patch of a file that was read never makes.
    public func patched(_ changes: [XLIFFTargetPatch.Change], insertions: [XLIFFTargetPatch.Insertion] = [],
                        removing: [XLIFFUnit] = []) -> (bytes: [UInt8], reading: XLIFFReading?) {
        var reading = self
        let readable = reading.patch(changes, insertions: insertions, removing: removing)
        return (reading.bytes, readable ? reading : nil)
    }

    /// `patched` in place: a reading nothing else shares has its units moved where they
    /// are, without a copy of the file's units (what a save of a large file spends most on
    /// otherwise). False when the new bytes cannot be read as XLIFF: `document` then says
    /// nothing true and is to be dropped.
    public mutating func patch(_ changes: [XLIFFTargetPatch.Change], insertions: [XLIFFTargetPatch.Insertion] = [],
                               removing: [XLIFFUnit] = []) -> Bool {
        let edits = XLIFFTargetPatch.edits(changes, insertions: insertions, removing: removing, in: bytes)
        guard !edits.isEmpty else { return true }
        let placed: [XLIFFTargetPatch.Placed]
        (bytes, placed) = XLIFFTargetPatch.Edit.apply(edits, to: bytes)
        if document.rebase(over: placed, in: bytes) { return true }
        // A layout the rebase does not follow: read the new bytes whole.
        guard var reread = try? XLIFFReader.read(bytes) else { return false }
        reread.warnings = document.warnings
        document = reread
        return true
    }
}
