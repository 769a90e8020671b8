/// The comment a `.strings` file starts with when Xcode's file template made it:
///
///     /*
///       Localizable.strings
///       ProjectName
///
///       Created by … on ….
///       Copyright © … All rights reserved.
///     */
///
/// It describes the file, not its first string: Xcode's migration gives it to no string, even
/// directly above the first key, while it keeps any other comment there, a blank line between
/// them or not (a `// MARK: - Common` section title, a translator's note).
///
/// What marks it is the template's first line, the file's name, in the file's first comment:
/// block or a run of `//` lines (the Swift template's shape, copied into `.strings` files), and
/// whatever follows (the project's name, a copyright without "Created by"). A comment whose
/// first line is no file name is a string's, wherever it is.
enum StringsFileHeader {
    /// Whether `comment` (the text of the file's first comment, its delimiters and
    /// surrounding white space taken off) has the template's shape.
    static func isHeader(_ comment: String) -> Bool {
        guard let firstLine = comment.split(whereSeparator: \.isNewline).first(where: { !$0.allSatisfy(\.isWhitespace) }),
              let name = firstLine.split(whereSeparator: \.isWhitespace).first else { return false }
        let suffix = ".strings"
        return name.count > suffix.count && name.lowercased().hasSuffix(suffix)
    }
}
