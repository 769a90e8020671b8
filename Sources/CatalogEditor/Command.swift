/// Everything the user can ask the editor to do. Keys and mouse clicks become commands
/// through the key table (EditorUI); `EditorState.reduce` carries them out.
public enum Command: Equatable, Sendable {
    // Moving
    case moveUp, moveDown, pageUp, pageDown, top, bottom
    case nextPane, previousPane
    case focus(Pane)
    case previousLanguage, nextLanguage
    case selectLanguage(String)
    /// A row of the table, counted from the first visible one.
    case selectVisibleRow(Int)
    case scrollTable(Int)
    case scrollInspector(Int)
    // Finding
    case startFilter
    case filterType(String)
    case filterDeleteBackward
    /// Enter: keep the filter, stop typing into it.
    case filterAccept
    /// Esc: clear the filter.
    case filterClear
    case cycleStateFilter
    case cycleSort
    case reverseSort
    case nextToDo, previousToDo
    // Windows
    case toggleHelp
    case openCatalogPicker
    case pickerOpenSelected
    case closeOverlay
    case resize(width: Int, height: Int)
    case quit
}

/// What the run loop does for the reducer: the only way out of the pure core.
public enum Effect: Equatable, Sendable {
    case quit
    /// Something the terminal should signal (a bell), e.g. nothing left to jump to.
    case bell
}
