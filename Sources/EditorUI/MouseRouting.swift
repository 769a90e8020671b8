import CatalogEditor
import TerminalUI

/// Turns a mouse event into a command using the same layout the renderer draws with.
public enum MouseRouting {
    public static func command(for event: MouseEvent, in state: EditorState) -> Command? {
        let layout = screenLayout(state)
        // A click takes an image drawn in the terminal away, as a key does.
        if state.shownImage?.measure != nil { return event.kind == .press ? .closeImage : nil }
        // A question or a text field keeps the mouse out until it is answered or closed.
        if state.prompt != nil || state.session != nil { return nil }
        if state.overlay != nil {
            switch event.kind {
            case .wheelUp: return .moveUp
            case .wheelDown: return .moveDown
            case .press: return nil
            }
        }
        let x = event.x, y = event.y
        if let sidebar = layout.sidebar, sidebar.contains(x: x, y: y) {
            switch event.kind {
            case .wheelUp: return .previousLanguage
            case .wheelDown: return .nextLanguage
            case .press:
                let row = y - sidebar.y - 1 + state.sidebarScroll
                let languages = state.document.languages
                return languages.indices.contains(row) ? .selectLanguage(languages[row]) : .focus(.sidebar)
            }
        }
        if layout.table.contains(x: x, y: y) {
            switch event.kind {
            case .wheelUp: return .scrollTable(-3)
            case .wheelDown: return .scrollTable(3)
            case .press:
                let offset = y - layout.tableFirstRow
                guard offset >= 0 && offset < layout.tableRows else { return .focus(.table) }
                return TableView.isValueColumn(x: x, state) ? .editVisibleRow(offset) : .selectVisibleRow(offset)
            }
        }
        if layout.inspector.contains(x: x, y: y) {
            switch event.kind {
            case .wheelUp: return .scrollInspector(-3)
            case .wheelDown: return .scrollInspector(3)
            case .press: return .focus(.inspector)
            }
        }
        return nil
    }
}
