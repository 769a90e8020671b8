import CatalogEditor
import StringCatalogKit
import TerminalUI

/// Draws the whole screen from the state: a pure function, so that golden tests can compare
/// frames as text and a resize is just another render.
public enum EditorRenderer {
    public static func render(_ state: EditorState) -> CellGrid {
        let layout = screenLayout(state)
        var grid = CellGrid(width: layout.width, height: layout.height)
        if layout.isTooSmall {
            drawTooSmall(&grid, layout, waiting: state.prompt != nil)
            return grid
        }
        if let sidebar = layout.sidebar { SidebarView.draw(&grid, state, in: sidebar) }
        TableView.draw(&grid, state, in: layout.table)
        if let session = state.session {
            FieldView.draw(&grid, state, session: session, in: layout.inspector)
        } else {
            InspectorView.draw(&grid, state, in: layout.inspector)
        }
        if let concordance = state.concordance { ConcordanceView.draw(&grid, state, concordance, layout: layout) }
        StatusLineView.draw(&grid, state, in: layout.statusLine)
        ImageView.draw(&grid, state)
        switch state.overlay {
        case .help(let scroll, let search, let typing)?:
            HelpOverlay.draw(&grid, scroll: scroll, search: search, isTypingSearch: typing, translatorsFile: state.document.exchange != nil)
        case .catalogPicker(let selection, let query)?: CatalogPickerOverlay.draw(&grid, state, selection: selection, query: query)
        case .languagePicker(let query, let selection)?: LanguagePickerOverlay.draw(&grid, state, query: query, selection: selection)
        case .devicePicker(let selection, let chosen)?: DevicePickerOverlay.draw(&grid, selection: selection, chosen: chosen)
        case nil: break
        }
        if let prompt = state.prompt {
            grid.cursor = nil
            PromptView.draw(&grid, prompt)
        }
        return grid
    }

    /// Only resizing and q act here (see `Keymap.layers`); a question asked meanwhile (q
    /// with unsaved changes) waits for a window large enough to show it.
    static func drawTooSmall(_ grid: inout CellGrid, _ layout: ScreenLayout, waiting: Bool) {
        let lines = [
            "Terminal too small",
            "\(layout.width)×\(layout.height); xcedit needs \(ScreenLayout.minimumWidth)×\(ScreenLayout.minimumHeight)",
            waiting ? "A question waits: enlarge the window" : "Enlarge the window, or press q to quit",
        ]
        let top = max(0, (layout.height - lines.count) / 2)
        for (i, line) in lines.enumerated() {
            let width = TextWidth.of(line)
            grid.put(line, x: max(0, (layout.width - width) / 2), y: top + i, style: i == 0 ? Theme.title : .plain)
        }
    }

    /// A pane's border, emphasized when it has the keyboard.
    static func paneBox(_ grid: inout CellGrid, _ region: Region, title: String, focused: Bool) {
        grid.box(Rect(region), title: title, style: focused ? Theme.focusedBorder : Theme.border, titleStyle: focused ? Theme.focusedBorder : Theme.title)
    }
}

extension Rect {
    init(_ region: Region) {
        self.init(x: region.x, y: region.y, width: region.width, height: region.height)
    }
}

/// "French (fr)" and the like.
/// The layout as drawn: the sidebar sized to the longest language label it lists ("★ ",
/// the label, a space, the five-column figure, the borders).
/// A message too long for the status line takes a second row from the inspector.
func screenLayout(_ state: EditorState) -> ScreenLayout {
    var layout = state.layout
    if layout.sidebar != nil {
        layout = layout.fittingSidebar(to: state.document.longestLanguageLabel + 10)
    }
    if !layout.isTooSmall && StatusLineView.needsSecondRow(state, width: layout.width) {
        layout = layout.givingStatusLineASecondRow()
    }
    return layout
}

func languageLabel(_ code: String) -> String {
    "\(Language.displayName(for: code)) (\(code))"
}
