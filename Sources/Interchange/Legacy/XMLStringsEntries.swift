import PropertyLists
import StringCatalogKit

/// The entries of a `.strings` file in XML form, read straight from its text: what
/// `xcstringstool compile` writes, a dictionary whose every value is a string.
///
/// Reading the whole property list first made a tree of boxed values, whose entries were then
/// copied out and the tree freed: most of the time a migration took to read the files. The
/// tree reader stays the reference: a file of any other shape, and any broken file, is left
/// to it (nil here), so that what is accepted and every error are the same either way.
enum XMLStringsEntries {
    /// The entries of `text` (checked by `XMLPropertyListReader.checkedText`) with their lines,
    /// in file order; nil when it is not a dictionary of strings, or is broken.
    static func entries(_ text: [UInt8]) -> [StringsEntry]? {
        XMLPropertyListLexer.topMembers(of: text) { lexer, key, line throws(InterchangeReadError) in
            StringsEntry(key: key, value: try lexer.stringValue(lexer.valueTag(expecting: .string)), line: line)
        }
    }
}
