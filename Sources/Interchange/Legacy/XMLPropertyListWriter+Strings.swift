import PropertyLists

extension XMLPropertyListWriter {
    /// A dictionary of strings whose keys are unique and already in the written order (a
    /// compiled `.strings` table): the same bytes as `write(.dictionary(…))`, without
    /// building the property list or checking the order again.
    mutating func stringsDictionary(_ entries: [StringsEntry]) {
        guard !entries.isEmpty else { return append("<dict/>\n") }
        append("<dict>\n")
        for entry in entries {
            element("key", entry.key, indent: 1)
            element("string", entry.value, indent: 1)
        }
        append("</dict>\n")
    }
}
