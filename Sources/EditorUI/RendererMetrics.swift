import CatalogEditor
import StringCatalogKit
import TerminalUI

extension EditorRenderer {
    /// The renderer's content measures for the reducer (see `ContentMetrics`): hand them
    /// to `EditorState` wherever the editor is put together.
    public static let metrics = ContentMetrics(
        inspectorForms: { state in
            // The inspector as drawn: beside a sidebar sized to the language names.
            let inner = Rect(screenLayout(state).inspector).inset(by: 1)
            return inner.width > 0 ? InspectorView.content(state, width: inner.width).map(\.form) : []
        },
        helpScrollLimit: { state in HelpOverlay.scrollLimit(state) },
        helpPageHeight: { state in HelpOverlay.pageHeight(state) },
        fieldWrapWidth: { state in FieldView.wrapWidth(state) }
    )
}
