/// The widths of every scalar of the Basic Multilingual Plane (where nearly all text is),
/// worked out once from their Unicode properties: asking for a scalar's general category
/// and emoji presentation searches Unicode's tables, and a frame of the editor measures
/// tens of thousands of characters, each several times.
struct ScalarWidths: Sendable {
    static let basic = ScalarWidths()

    /// Per scalar value below 0x10000: bits 0–1 its width inside a cluster
    /// (`TextWidth.measuredScalarWidth`), bit 2 set when it is shown as an emoji by default
    /// (two columns as a character of its own). Surrogate code points, which are no
    /// scalars, hold 0.
    private let widths: [UInt8]

    private init() {
        var widths = [UInt8](repeating: 0, count: 0x10000)
        for value in 0..<UInt32(0x10000) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let emoji: UInt8 = scalar.properties.isEmojiPresentation ? 4 : 0
            widths[Int(value)] = UInt8(TextWidth.measuredScalarWidth(scalar)) | emoji
        }
        self.widths = widths
    }

    @inline(__always)
    func inCluster(_ value: UInt32) -> Int { Int(widths[Int(value)] & 3) }

    @inline(__always)
    func isEmojiPresentation(_ value: UInt32) -> Bool { widths[Int(value)] & 4 != 0 }

    /// Width of a character that is this one scalar: an emoji takes two columns.
    @inline(__always)
    func lone(_ value: UInt32) -> Int {
        let entry = widths[Int(value)]
        return entry & 4 != 0 ? 2 : Int(entry & 3)
    }
}
