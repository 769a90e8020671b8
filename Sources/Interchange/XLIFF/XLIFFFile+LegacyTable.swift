/// A `<file>` of a legacy table (`LANG.lproj/TABLE.strings` or `.stringsdict`), which Xcode
/// exports beside the catalogs with targets that carry no `state` (a table has none).
extension XLIFFFile {
    public var isLegacyTable: Bool {
        original.hasSuffix(".strings") || original.hasSuffix(".stringsdict")
    }
}

extension XLIFFTarget {
    /// The target as Xcode writes it in a legacy table's `<file>`: a translated value
    /// without a `state`, which every import takes as translated. A value marked new or for
    /// review keeps its state: that is the translator's word that it is not ready, and an
    /// import leaves such a target alone.
    var asInLegacyTable: XLIFFTarget {
        guard state == "translated", stateQualifier == nil else { return self }
        var plain = self
        plain.state = nil
        return plain
    }
}
