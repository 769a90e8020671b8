import Foundation
import StringCatalogKit

/// Writes old-style text `.strings` files: UTF-8, each entry on its own line as
/// `"key" = "value";`, its comment above it as `/* … */`, a blank line between entries.
///
/// Only what must be escaped is: `"` and `\`, and line breaks, tabs and other control
/// characters (as `\n`, `\r`, `\t` or `\UXXXX`), so that the file stays readable and each
/// entry stays on one line. Everything else is written as it is.
public enum StringsTextWriter {
    public static func bytes(_ entries: [StringsEntry]) -> [UInt8] {
        var out = ""
        for (index, entry) in entries.enumerated() {
            if index > 0 { out += "\n" }
            if let comment = entry.comment, !comment.isEmpty {
                // "*/" would end the comment early.
                out += "/* \(comment.replacingOccurrences(of: "*/", with: "* /")) */\n"
            }
            out += "\"\(escaped(entry.key))\" = \"\(escaped(entry.value))\";\n"
        }
        return Array(out.utf8)
    }

    /// `text` as the inside of a quoted `.strings` string.
    public static func escaped(_ text: String) -> String {
        BackslashEscaping.escaped(text, otherControls: .propertyList)
    }
}
