import CatalogEditor
import StringCatalogKit
import TerminalUI
import Versioning

/// The selected string's unresolved merge conflicts, right under its key (where a small
/// inspector still shows them): each conflicting leaf with the base's, our and their value.
/// The first is the one `<` and `>` resolve.
extension InspectorView {
    static func conflicts(of key: String, state: EditorState, width: Int, labelWidth: Int, into lines: inout [Line]) {
        guard let merge = state.document.merge else { return }
        let versions = [("base", merge.base), ("ours", merge.ours), ("theirs", merge.theirs)].map { name, catalog in
            (name, catalog.index(ofKey: key).map { catalog.strings[$0] })
        }
        for index in merge.unresolved(ofKey: key) {
            let conflict = merge.conflicts[index]
            let place = ([conflict.language, conflict.form, conflict.field].compactMap { $0 }).joined(separator: " ")
            var kind = conflict.kind.rawValue
            if let deletedBy = conflict.deletedBy { kind += ", deleted by \(deletedBy.rawValue)" }
            lines.append(Line([(label("Conflict", labelWidth), Theme.conflict), ((place.isEmpty ? "the string" : place) + ": " + kind, Theme.conflict)]))
            for (name, string) in versions {
                let value = CatalogMerge.value(at: conflict, in: string)
                let text = value.map(shown) ?? "(none)"
                let wrapped = TextWidth.wrap(text.isEmpty ? " " : shownPart(text), width: max(1, width - labelWidth))
                for (i, piece) in wrapped.enumerated() {
                    lines.append(Line([(label(i == 0 ? "  " + name : "", labelWidth), Theme.label), (piece, value == nil ? Theme.dim : .plain)]))
                }
            }
        }
    }

    /// A value as one line: text as it reads (spaces at the ends made visible), anything
    /// else as compact JSON.
    private static func shown(_ value: JSONValue) -> String {
        if case .string(let text) = value { return VisibleText.of(text) }
        let json = String(decoding: CatalogWriter.bytes(value), as: UTF8.self)
        return json.split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " }) }.joined(separator: " ")
    }
}
