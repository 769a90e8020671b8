import PropertyLists
import StringCatalogKit

/// The entries of a `.stringsdict` in XML form, read straight from its text, when every key
/// is a format with its plural variables (what `xcstringstool compile` writes for plurals
/// and substitutions) and each variable's fields are strings.
///
/// Like `XMLStringsEntries`: no tree of boxed values is made, copied out of and freed, and
/// any other file (a device or width rule, a field that is not a string) or broken one is
/// left to the tree reader and `StringsdictRule.parse` (nil here), so that what is read and
/// every error are the same either way.
enum XMLStringsdictEntries {
    /// The entries of `text` (checked by `XMLPropertyListReader.checkedText`) with their lines,
    /// in file order; nil when they are not all formats, or the file is broken.
    static func entries(_ text: [UInt8]) -> [StringsdictEntry]? {
        XMLPropertyListLexer.topMembers(of: text) { lexer, key, line throws(InterchangeReadError) in
            // `<dict/>` has no format: an error the tree reader gives.
            guard try lexer.opensDictionary(lexer.valueTag(expecting: .dict)) else { throw XMLPropertyListLexer.otherShape }
            return StringsdictEntry(key: key, rule: .format(try format(&lexer)), line: line)
        }
    }

    /// The members of a key's dictionary, as `StringsdictRule.parse` takes them: the first
    /// format key is the format, every other member a variable.
    private static func format(_ lexer: inout XMLPropertyListLexer) throws(InterchangeReadError) -> StringsdictFormat {
        var formatKey: String?
        var variables: [StringsdictVariable] = []
        while let (key, _) = try lexer.nextKey() {
            switch key {
            case StringsdictRule.formatKey:
                let text = try lexer.stringValue(lexer.valueTag(expecting: .string))
                if formatKey == nil { formatKey = text }
            case StringsdictRule.deviceKey, StringsdictRule.widthKey:
                throw XMLPropertyListLexer.otherShape
            default:
                variables.append(try variable(named: key, &lexer))
            }
        }
        guard let formatKey else { throw XMLPropertyListLexer.otherShape }
        return StringsdictFormat(formatKey: formatKey, variables: variables)
    }

    /// A variable's dictionary, as `StringsdictVariable.parse` takes it.
    private static func variable(named name: String, _ lexer: inout XMLPropertyListLexer) throws(InterchangeReadError) -> StringsdictVariable {
        var fields = StringsdictVariableFields()
        if try lexer.opensDictionary(lexer.valueTag(expecting: .dict)) {
            while let (key, offset) = try lexer.nextKey() {
                let text = try lexer.stringValue(lexer.valueTag(expecting: .string))
                let kind = StringsdictVariableFields.kind(of: key)
                if kind == .other {
                    fields.others.append(PropertyListEntry(key: key, value: .string(text), offset: offset))
                } else {
                    fields.add(kind, text)
                }
            }
        }
        guard let variable = fields.variable(named: name) else { throw XMLPropertyListLexer.otherShape }
        return variable
    }
}
