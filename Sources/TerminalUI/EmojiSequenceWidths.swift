/// How many columns the terminal gives an emoji sequence, which terminals do not agree on:
/// most draw `👍🏽`, `👩🏽‍💻` and `👨‍👩‍👧` as one glyph of two columns, while tmux 3.3 gives a
/// skin tone two columns of its own (`👍🏽` takes four, the outer terminal still showing the
/// toned hand) and xterm draws every emoji of a ZWJ sequence. The grid must give each
/// cluster the columns the terminal gives it, or the rest of the row shifts and glyphs
/// outlive their cells; the terminal backend finds out which rules apply by asking the
/// terminal where its cursor ends after each of `probes` (see `init(measured:)`).
public struct EmojiSequenceWidths: Equatable, Sendable {
    /// A skin-tone modifier joins the emoji before it; else it takes two columns of its own.
    public var skinTonesJoin: Bool
    /// An emoji after a zero-width joiner joins the one before; else it takes its own columns.
    public var joinersJoin: Bool
    /// Variation selector 16 makes a one-column symbol a two-column emoji (`❤️`).
    public var variationSelectorWidens: Bool
    /// Columns of a flag (a pair of regional indicators).
    public var flagWidth: Int

    public init(skinTonesJoin: Bool, joinersJoin: Bool, variationSelectorWidens: Bool, flagWidth: Int) {
        self.skinTonesJoin = skinTonesJoin
        self.joinersJoin = joinersJoin
        self.variationSelectorWidens = variationSelectorWidens
        self.flagWidth = flagWidth
    }

    /// Every sequence one glyph of two columns: what terminals that know emoji do, and the
    /// rule when the terminal cannot be asked (tests, golden screens).
    public static let joined = EmojiSequenceWidths(skinTonesJoin: true, joinersJoin: true, variationSelectorWidens: true, flagWidth: 2)

    /// The rules for the terminal being drawn on: bound by the program around its run loop
    /// (`$current.withValue`), so that tests can draw for another terminal without touching
    /// one another.
    @TaskLocal public static var current: EmojiSequenceWidths = .joined

    // MARK: Asking the terminal

    /// The sequences whose width tells the rules apart, one per rule, in the order of the
    /// rules' fields: a toned hand, a ZWJ family, a heart with VS16, a flag.
    public static let probes = ["👍🏽", "👨‍👩‍👧", "❤️", "🇮🇳"]

    /// The rules that give `probes` the columns the terminal moved its cursor by (nil where
    /// it did not answer: that rule stays as in `joined`).
    public init(measured: [Int?]) {
        func answer(_ index: Int) -> Int? { index < measured.count ? measured[index] : nil }
        self = .joined
        if let width = answer(0) { skinTonesJoin = width <= 2 }
        if let width = answer(1) { joinersJoin = width <= 2 }
        if let width = answer(2) { variationSelectorWidens = width >= 2 }
        if let width = answer(3), (1...4).contains(width) { flagWidth = width }
    }

    // MARK: Measuring

    /// Whether `scalars` (one cluster of several) is an emoji sequence whose width these
    /// rules decide: it has VS16 or a skin tone, is a flag, or starts with an emoji shown as
    /// one by default.
    static func isEmojiSequence(_ scalars: Character.UnicodeScalarView) -> Bool {
        guard let first = scalars.first else { return false }
        let v = first.value
        if isRegionalIndicator(v) { return true }
        if v >= 0x7F && (v < 0x10000 ? ScalarWidths.basic.isEmojiPresentation(v) : first.properties.isEmojiPresentation) { return true }
        return scalars.contains { $0.value == 0xFE0F || isSkinTone($0.value) }
    }

    /// Columns of an emoji sequence under these rules.
    func width(of scalars: Character.UnicodeScalarView) -> Int {
        if self == .joined { return 2 }
        if let first = scalars.first, Self.isRegionalIndicator(first.value) { return flagWidth }
        var width = 0
        var lastGlyph = 0
        var afterJoiner = false
        for scalar in scalars {
            let v = scalar.value
            if v == 0x200D {
                afterJoiner = true
                continue
            }
            if v == 0xFE0F {
                if variationSelectorWidens && lastGlyph == 1 { width += 1; lastGlyph = 2 }
                continue
            }
            defer { afterJoiner = false }
            if afterJoiner && joinersJoin { continue }
            if Self.isSkinTone(v) {
                if !skinTonesJoin { width += 2; lastGlyph = 2 }
                continue
            }
            let glyph = TextWidth.of(Character(scalar))
            if glyph > 0 {
                width += glyph
                lastGlyph = glyph
            }
        }
        return max(1, width)
    }

    static func isSkinTone(_ value: UInt32) -> Bool { (0x1F3FB...0x1F3FF).contains(value) }
    static func isRegionalIndicator(_ value: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(value) }
}
