/// An XLIFF 1.2 document as Xcode writes and reads it: files of translation units.
///
/// Documents read from disk remember where each unit's parts were (`XLIFFUnit.span`), so
/// that one target can be replaced while every other byte of the file stays as it was
/// (`XLIFFTargetPatch`); documents built for export have no spans and are written whole by
/// `XLIFFWriter`.
public struct XLIFFDocument: Equatable, Sendable {
    public var files: [XLIFFFile]
    /// What the reader found odd but read (see `XLIFFReader`), in file order; for the
    /// commands to print.
    public var warnings: [XLIFFWarning] = []

    public init(files: [XLIFFFile] = []) {
        self.files = files
    }
}

/// One `<file>`: a catalog (or legacy table) of the project, for one pair of languages.
public struct XLIFFFile: Equatable, Sendable {
    /// The file's path relative to the project (`App/Localizable.xcstrings`).
    public var original: String
    public var sourceLanguage: String
    public var targetLanguage: String?
    public var datatype: String
    /// Whether `datatype` comes before the languages in the `<file>` element. Xcode writes
    /// `original source-language target-language datatype`, except for a legacy table that
    /// has no file in the target language, which it writes `original datatype
    /// source-language target-language` (Xcode 15.0 and 16.0: see `LegacyTableExport`).
    public var datatypeFirst = false
    /// The `<tool>` of the `<header>`, kept to write it back as it was.
    public var tool: XLIFFTool?
    public var units: [XLIFFUnit]
    /// Where `<file` began in the bytes it was read from (for errors); nil when built in memory.
    public var offset: Int?

    public init(original: String, sourceLanguage: String, targetLanguage: String?, datatype: String = "plaintext", tool: XLIFFTool? = nil, units: [XLIFFUnit] = []) {
        self.original = original
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.datatype = datatype
        self.tool = tool
        self.units = units
    }
}

/// `<tool tool-id=… tool-name=… tool-version=… build-num=…/>`.
public struct XLIFFTool: Equatable, Sendable {
    public var id: String
    public var name: String
    public var version: String?
    public var buildNumber: String?

    public init(id: String, name: String, version: String?, buildNumber: String?) {
        self.id = id
        self.name = name
        self.version = version
        self.buildNumber = buildNumber
    }
}

/// One `<trans-unit>`: a key (or one form of a varied key) in the source language, its
/// translation, and the developer's comment.
public struct XLIFFUnit: Equatable, Sendable {
    public var id: String
    /// False for `translate="no"` (a string marked "don't translate").
    public var translate: Bool
    public var source: XLIFFContent
    public var target: XLIFFTarget?
    public var notes: [XLIFFNote]
    /// Where the unit was in the file it was read from; nil for units built in memory.
    public var span: XLIFFUnitSpan?

    public init(id: String, translate: Bool = true, source: XLIFFContent, target: XLIFFTarget? = nil, notes: [XLIFFNote] = [], span: XLIFFUnitSpan? = nil) {
        self.id = id
        self.translate = translate
        self.source = source
        self.target = target
        self.notes = notes
        self.span = span
    }
}

/// The text of a `<source>` or `<target>`: plain text, or for an App Shortcuts phrase set
/// (a catalog's `stringSet`) one value per `<mrk mtype="x-set">`.
public struct XLIFFContent: Equatable, Sendable {
    public var text: String
    /// The values of a string set, nil for plain text.
    public var setValues: [String]?

    public init(_ text: String) {
        self.text = text
        setValues = nil
    }

    public init(setValues: [String]) {
        text = setValues.joined()
        self.setValues = setValues
    }
}

/// `<target state=…>`: a translation and how far along it is.
public struct XLIFFTarget: Equatable, Sendable {
    /// `new`, `translated`, `needs-review-l10n`, … as written; nil when the target has none
    /// (legacy tables, and some translators' tools).
    public var state: String?
    public var stateQualifier: String?
    public var content: XLIFFContent

    public init(state: String?, stateQualifier: String? = nil, content: XLIFFContent) {
        self.state = state
        self.stateQualifier = stateQualifier
        self.content = content
    }
}

/// `<note>`: the string's comment; `from="auto-generated"` for a comment Xcode generated.
public struct XLIFFNote: Equatable, Sendable {
    public var text: String
    public var from: String?

    public init(_ text: String, from: String? = nil) {
        self.text = text
        self.from = from
    }
}

/// Byte positions of a unit in the file it was read from.
public struct XLIFFUnitSpan: Equatable, Sendable {
    /// From `<trans-unit` to the end of `</trans-unit>`.
    public var unit: Range<Int>
    /// The end of `</source>` (or of `<source/>`): where a missing target goes.
    public var sourceEnd: Int
    /// The `<target>` element, when the unit has one.
    public var target: Range<Int>?
    /// The white space before `<source>` on its line, which a new target line copies.
    public var childIndentation: String
}
