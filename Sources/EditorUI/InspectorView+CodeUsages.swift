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

    static func codeUsages(_ state: EditorState, string: CatalogString, field: (String, String, Style, FormPath?) -> Void) {
        guard let usages = state.selectedCodeUsages else { return }
        if usages.isEmpty {
            if string.extractionState != .manual { field("Used at", "not found in the code", Theme.dim, nil) }
            return
        }
        var text = listed(Array(usages.prefix(codeUsagesShown)))
        if usages.count > codeUsagesShown { text += " (+\(usages.count - codeUsagesShown) more)" }
        field("Used at", text, .plain, nil)
    }

    /// "App/Shop.swift:14, 24, App/Menu.swift:40": a file named once for the lines after it.
    static func listed(_ locations: [CodeLocation]) -> String {
        var pieces: [String] = []
        for (i, location) in locations.enumerated() {
            pieces.append(i > 0 && locations[i - 1].file == location.file ? "\(location.line)" : location.description)
        }
        return pieces.joined(separator: ", ")
    }
}
