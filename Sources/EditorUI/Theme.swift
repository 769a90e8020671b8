import CatalogEditor
import StringCatalogKit
import TerminalUI

/// The editor's styles by role. Every role stays distinct without colour (`NO_COLOR`):
/// badges differ in text, selection is reversed, focus is bold.
public enum Theme {
    static let border = Style(foreground: .gray)
    static let focusedBorder = Style(foreground: .cyan, bold: true)
    static let title = Style(bold: true)
    static let header = Style(foreground: .gray, underline: true)
    static let selected = Style(reverse: true)
    static let selectedFocused = Style(bold: true, reverse: true)
    static let dim = Style(foreground: .gray, dim: true)
    static let label = Style(foreground: .cyan)
    static let sourceMark = Style(foreground: .yellow, bold: true)
    static let done = Style(foreground: .green, bold: true)
    static let problem = Style(foreground: .red, bold: true)
    static let warning = Style(foreground: .yellow, bold: true)
    static let marker = Style(foreground: .cyan)
    static let statusLine = Style(reverse: true)
    static let statusKey = Style(bold: true, reverse: true)
    static let errorMessage = Style(foreground: .red, bold: true, reverse: true)
    static let overlay = Style()
    /// A text field: underlined, so that its extent shows without colour too.
    static let field = Style(underline: true)
    static let mark = Style(foreground: .yellow, bold: true)
    /// A glossary term in the source (see InspectorView+Glossary).
    static let glossaryTerm = Style(foreground: .green, underline: true)
    static let overlayBorder = Style(foreground: .cyan, bold: true)
    /// The string's frame on a screenshot drawn in the terminal: a colour that stands out
    /// on most pictures.
    static let outline = Style(foreground: .magenta, bold: true)
    /// A merge conflict: the table's CONFLICT badge, the inspector's conflict lines.
    static let conflict = Style(foreground: .red, bold: true)
    /// Words of the source taken out since a translation was made (dim), and put in (bold).
    static let removedWords = Style(foreground: .red, dim: true)
    static let addedWords = Style(foreground: .green, bold: true)
    /// Words of a memory match's source that differ from the source being translated:
    /// underlined as well as bold, so that they stand out of the dim source without colour.
    static let memoryDifference = Style(foreground: .yellow, bold: true, underline: true)

    /// A value as the app shows it (the inspector's preview): bold, italic, a link's text
    /// underlined and where it goes dimmed after it. Curses has no strikethrough: struck
    /// text is dimmed; code is plain, as monospaced as the rest.
    static func markup(_ traits: MarkupRun.Traits) -> Style {
        if traits.contains(.linkDestination) { return dim }
        return Style(bold: traits.contains(.bold), dim: traits.contains(.strikethrough),
                     underline: traits.contains(.link), italic: traits.contains(.italic))
    }

    static func badge(_ badge: Badge) -> Style {
        switch badge {
        case .new: Style(foreground: .yellow, bold: true)
        case .needsReview: Style(foreground: .magenta, bold: true)
        case .translated: Style(foreground: .green)
        case .stale: Style(foreground: .gray, dim: true)
        case .doNotTranslate: Style(foreground: .blue, dim: true)
        }
    }

    static func severity(_ severity: ProblemSeverity) -> Style {
        switch severity {
        case .error: problem
        case .warning: warning
        case .info: dim
        }
    }
}
