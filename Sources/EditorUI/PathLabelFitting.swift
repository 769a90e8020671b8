import CatalogEditor
import TerminalUI

/// A file's label in the room a title, a picker line or a column gives it: the longest form
/// that fits (see `PathLabel.forms`), `.xcstrings` going before any folder that tells the
/// file apart (every catalog's name ends so; a legacy table's `.strings` is kept, it tells
/// the table from a catalog of the same name), then the file name before those folders
/// (`AuthClient/…`), and only then the end of what is left.
extension PathLabel {
    /// Every way of writing the label, longest first: all of the path, then without
    /// `.xcstrings`, then shorter and shorter to the short label without it, then the tag.
    var fittingForms: [String] {
        let forms = self.forms
        let bare = forms.map { $0.hasSuffix(".xcstrings") ? String($0.dropLast(".xcstrings".count)) : $0 }
        var fitting = [forms[0]]
        for form in bare + [tag] where !fitting.contains(form) { fitting.append(form) }
        return fitting
    }

    /// The longest way of writing the label that fits `width` columns.
    func fitted(toWidth width: Int) -> String {
        let forms = fittingForms
        return forms.first { TextWidth.of($0) <= width } ?? TextWidth.truncate(forms[forms.count - 1], toWidth: max(1, width))
    }
}
