import StringCatalogKit

/// Moving and scrolling in the inspector. The reducer owns its scroll position and keeps
/// the form cursor in view, from the renderer's lines (`ContentMetrics`): the view draws
/// the scroll as it is, so that g, Home and PgUp can reach the key and state at the top
/// even when the cursor's form lies further down.
extension EditorState {
    /// ↑ ↓ walk the forms of a varied string, and past the first or last form scroll on
    /// (see `stepInInspector`); PgUp PgDn scroll a page, bringing the cursor along when it
    /// leaves the view; g / Home and G / End go to the top and bottom, the cursor to the
    /// first and last form.
    mutating func moveInInspector(by delta: Int) {
        let forms = selectedStringForms
        if abs(delta) == 1 {
            stepInInspector(delta)
            return
        }
        let isJump = delta <= Int.min / 4 || delta >= Int.max / 4
        if isJump {
            if forms.count > 1 { preferredForm = delta < 0 ? forms.first : forms.last }
            inspectorScroll = delta < 0 ? 0 : inspectorScrollLimit
            return
        }
        scrollInspector(by: delta)
        // The cursor stays on screen: the first form shown after paging down, the last
        // after paging up.
        let lines = metrics.inspectorForms(self)
        guard forms.count > 1, !lines.isEmpty, let cursor = selectedForm else { return }
        let shown = lines.indices.filter { $0 >= inspectorScroll && $0 < inspectorScroll + layout.inspectorRows }
        guard !shown.contains(where: { lines[$0] == cursor }) else { return }
        let visibleForms = shown.compactMap { lines[$0] }
        if let next = delta > 0 ? visibleForms.first : visibleForms.last { preferredForm = next }
    }

    /// ↑ or ↓ in the inspector. The cursor walks the forms while its form is in view;
    /// past the first form ↑ scrolls on up to the key and comment, past the last form ↓
    /// scrolls on down to the preview and the other languages of the string, which a
    /// translator reads but does not edit here. Once the cursor's form is out of view, ↑ ↓
    /// scroll: coming back, the form shows again before the cursor moves.
    mutating func stepInInspector(_ delta: Int) {
        let forms = selectedStringForms
        let lines = metrics.inspectorForms(self)
        guard forms.count > 1, let cursor = selectedForm, let at = forms.firstIndex(of: cursor),
              let first = lines.firstIndex(where: { $0 == cursor }), let last = lines.lastIndex(where: { $0 == cursor }) else {
            // Nothing to walk, or the lines are unknown: the cursor moves, else the view.
            if moveFormCursor(by: delta) { keepFormCursorInView() } else { scrollInspector(by: delta) }
            return
        }
        let isInView = last >= inspectorScroll && first < inspectorScroll + layout.inspectorRows
        let atEnd = delta > 0 ? at == forms.count - 1 : at == 0
        if !isInView || atEnd {
            scrollInspector(by: delta)
        } else {
            preferredForm = forms[at + delta]
            keepFormCursorInView()
        }
    }

    /// Scrolls by lines, within what the inspector has.
    mutating func scrollInspector(by delta: Int) {
        inspectorScroll = max(0, min(inspectorScrollLimit, inspectorScroll.addingClamped(delta)))
    }

    /// The last scroll position that still fills the inspector (unbounded when the
    /// renderer's lines are unknown).
    var inspectorScrollLimit: Int {
        let lines = metrics.inspectorForms(self)
        return lines.isEmpty ? Int.max / 2 : max(0, lines.count - layout.inspectorRows)
    }

    /// With the keyboard in the inspector, scrolls just enough to show every line of the
    /// form under the cursor.
    mutating func keepFormCursorInView() {
        guard focus == .inspector, session == nil, let cursor = selectedForm else { return }
        let lines = metrics.inspectorForms(self)
        guard let first = lines.firstIndex(where: { $0 == cursor }), let last = lines.lastIndex(where: { $0 == cursor }) else { return }
        let rows = layout.inspectorRows
        if last >= inspectorScroll + rows { inspectorScroll = last - rows + 1 }
        if first < inspectorScroll { inspectorScroll = first }
        inspectorScroll = max(0, min(inspectorScroll, max(0, lines.count - rows)))
    }
}
