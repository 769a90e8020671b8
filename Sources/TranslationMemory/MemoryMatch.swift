/// A translation the memory offers for a source text.
public struct MemoryMatch: Sendable, Equatable {
    /// 100 for the same source text; below, how much of the remembered source is the same,
    /// by words (characters in scripts without spaces), placeholders and markup masked:
    /// `100 × (1 − distance ÷ the longer length)`, at most 99 when the texts differ at all
    /// (in case, width, punctuation, a placeholder's type).
    public var score: Int
    public var unit: TranslationUnit
    /// The words of `unit.sourceText` that differ from the text looked up (substituted or
    /// added), in Unicode scalars: what a translator has to change in the translation.
    public var differingRanges: [Range<Int>]

    public var isExact: Bool { score == 100 }

    public init(score: Int, unit: TranslationUnit, differingRanges: [Range<Int>]) {
        self.score = score
        self.unit = unit
        self.differingRanges = differingRanges
    }

    /// The match's translation with its placeholders mapped to those of `currentSource`
    /// (`PlaceholderMapping`); nil when they cannot be (a different number of placeholders).
    public func translation(for currentSource: String) -> String? {
        PlaceholderMapping.map(unit.targetText, from: unit.sourceText, to: currentSource)
    }
}
