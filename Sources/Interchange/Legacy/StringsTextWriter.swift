import Foundation
import StringCatalogKit

/// Writes old-style text `.strings` files: UTF-8, each entry on its own line as
/// `"key" = "value";`, its comment above it as `/* … */`, a blank line between entries.
///
/// Only what must be escaped is: `"` and `\`, and line breaks, tabs and other control
/// characters (as `\n`, `\r`, `\t` or `\UXXXX`), so that the file stays readable and each
/// entry stays on one line. Everything else is written as it is.
public enum StringsTextWriter {
    /// `header` (a file's header comment, `StringsFile.header`) goes first, a blank line
    /// after it.
    public static func bytes(_ entries: [StringsEntry], header: String? = nil) -> [UInt8] {
        var out = ""
        if let header, !header.isEmpty { out += blockComment(header) + "\n" }
        for (index, entry) in entries.enumerated() {
            if index > 0 { out += "\n" }
            if let comment = entry.comment, !comment.isEmpty { out += blockComment(comment) }
            out += "\"\(escaped(entry.key))\" = \"\(escaped(entry.value))\";\n"
        }
        return Array(out.utf8)
    }

    /// `/* text */` on its own lines.
    static func blockComment(_ text: String) -> String {
        // "*/" would end the comment early.
        "/* \(text.replacingOccurrences(of: "*/", with: "* /")) */\n"
    }

    /// `text` as the inside of a quoted `.strings` string.
    public static func escaped(_ text: String) -> String {
        BackslashEscaping.escaped(text, otherControls: .propertyList)
    }
}
