import CatalogEditor
import StringCatalogKit
import TerminalUI

/// Where the code uses the selected string, once the project's sources have been read (see
/// Reducer+CodeUsages): the first few places, and how many more there are. An automatic
/// string the code no longer uses says so; a manual one the code does not use shows nothing
/// (it is not meant to be found there).
extension InspectorView {
    /// How many places are named before "+N more": enough to find the string, few enough
    /// for the pane at 80×24.
    static let codeUsagesShown = 3

    /// The rows of "Used at" for a value column `width` wide, and their style; nil: none.
    static func codeUsages(_ state: EditorState, string: CatalogString, width: Int) -> (rows: [String], style: Style)? {
        guard let usages = state.selectedCodeUsages else { return nil }
        if usages.isEmpty {
            return string.extractionState == .manual ? nil : (TextWidth.wrap("not found in the code", width: max(1, width)), Theme.dim)
        }
        return (usageRows(Array(usages.prefix(codeUsagesShown)), more: max(0, usages.count - codeUsagesShown), width: max(1, width)), .plain)
    }

    /// "App/Shop.swift:14, 24, App/Menu.swift:40 (+2 more)" in rows of `width` columns: a
    /// file named once for the lines after it, a row broken only between places (never
    /// inside `file:line`, which a reader copies whole), and a place wider than a row
    /// shortened from the left, where the folders are (`…/Views/Shop.swift:14`): the file
    /// name and line are what tell places apart.
    static func usageRows(_ locations: [CodeLocation], more: Int, width: Int) -> [String] {
        var pieces: [String] = []
        for (i, location) in locations.enumerated() {
            let separator = i < locations.count - 1 ? "," : ""
            if i > 0 && locations[i - 1].file == location.file {
                pieces.append("\(location.line)" + separator)
            } else {
                pieces.append(shortenedFromLeft(location.file, suffix: ":\(location.line)" + separator, toWidth: width))
            }
        }
        if more > 0 { pieces.append("(+\(more) more)") }
        var rows: [String] = []
        var row = ""
        for piece in pieces {
            if !row.isEmpty && TextWidth.of(row) + 1 + TextWidth.of(piece) > width {
                rows.append(row)
                row = ""
            }
            row += (row.isEmpty ? "" : " ") + piece
        }
        if !row.isEmpty { rows.append(row) }
        return rows
    }

    /// `path` + `suffix` in `width` columns: whole if it fits, else its leading folders
    /// replaced by "…/" one by one; a file name that alone is too wide keeps its end.
    static func shortenedFromLeft(_ path: String, suffix: String, toWidth width: Int) -> String {
        let whole = path + suffix
        guard TextWidth.of(whole) > width else { return whole }
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        while components.count > 1 {
            components.removeFirst()
            let shortened = "…/" + components.joined(separator: "/") + suffix
            if TextWidth.of(shortened) <= width { return shortened }
        }
        return TextWidth.truncateKeepingEnd(whole, toWidth: width)
    }
}
