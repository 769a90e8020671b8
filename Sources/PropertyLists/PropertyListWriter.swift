/// Writes property lists as Xcode and Foundation do.
///
/// XML: the XML declaration and Apple's DOCTYPE, `<plist version="1.0">`, one tab per level,
/// only `&`, `<` and `>` escaped, a final newline. Dictionary keys are sorted by UTF-16 code
/// unit (CoreFoundation's literal comparison, which is code-point order outside the
/// surrogate range), the order in which compiled `.strings` files list their keys.
public enum PropertyListWriter {
    public static func bytes(_ value: PropertyList, format: PropertyListFormat) -> [UInt8] {
        switch format {
        case .xml: xml(value)
        case .binary: BinaryPropertyListWriter.bytes(value)
        }
    }

    public static func xml(_ value: PropertyList) -> [UInt8] {
        XMLPropertyListWriter.document { $0.write(value, indent: 0) }
    }

    /// Sorts dictionary members the way CoreFoundation writes them.
    static func sorted(_ entries: [PropertyListEntry]) -> [PropertyListEntry] {
        let inOrder: (PropertyListEntry, PropertyListEntry) -> Bool = { UTF16Order.precedes($0.key, $1.key) }
        // Compiled tables arrive sorted already: checking is cheaper than sorting again.
        if zip(entries, entries.dropFirst()).allSatisfy({ inOrder($0, $1) }) { return entries }
        return entries.sorted(by: inOrder)
    }
}
