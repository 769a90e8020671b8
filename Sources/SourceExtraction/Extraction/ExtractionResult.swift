/// What an extraction found: every occurrence in source order (file by file, as given),
/// the warnings (unknown interpolation types, malformed literals), and the files that could
/// not be read at all (skipped).
public struct ExtractionResult: Sendable {
    public var strings: [ExtractedString]
    public var warnings: [SourceWarning]
    public var errors: [SourceReadError]

    public init(strings: [ExtractedString] = [], warnings: [SourceWarning] = [], errors: [SourceReadError] = []) {
        self.strings = strings
        self.warnings = warnings
        self.errors = errors
    }
}
