import Testing
@testable import Interchange

/// A screenshot's size and density read from its PNG header.
@Suite("Screenshots: a PNG's size and pixels per point")
struct ScreenshotImageTests {
    @Test("The size from IHDR; without pHYs a pixel is a point")
    func size() {
        #expect(ScreenshotImage.read(TinyPNG.bytes(width: 390, height: 844)) == .success(ScreenshotImage(width: 390, height: 844)))
    }

    @Test("pHYs in pixels per metre: 72 dpi is one pixel per point, 144 two, 216 three; held to 1…4", arguments: [
        (2835, 1), (5669, 2), (8504, 3), (100_000, 4), (1000, 1),
    ])
    func density(pixelsPerMetre: Int, expected: Int) {
        let image = ScreenshotImage.read(TinyPNG.bytes(width: 8, height: 16, pixelsPerMetre: pixelsPerMetre))
        #expect(image == .success(ScreenshotImage(width: 8, height: 16, pixelsPerPoint: expected)))
    }

    @Test("A density in no unit, or different across and down, says nothing")
    func otherDensities() {
        #expect(ScreenshotImage.density(x: 5669, y: 5669, unit: 0) == 1)
        #expect(ScreenshotImage.density(x: 5669, y: 2835, unit: 1) == 1)
    }

    @Test("Not a PNG, cut short, or of no size: refused with a reason, never a crash")
    func refused() {
        #expect(ScreenshotImage.read(Array("The feeder screen".utf8)) == .failure(.notPNG))
        #expect(ScreenshotImage.read([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0, count: 40)) == .failure(.notPNG))
        let png = TinyPNG.bytes(width: 4, height: 4)
        for length in 0..<33 { #expect(ScreenshotImage.read(Array(png.prefix(length))) == .failure(.notPNG)) }
        for length in 33..<png.count { #expect(ScreenshotImage.read(Array(png.prefix(length))) == .success(ScreenshotImage(width: 4, height: 4))) }
        #expect(ScreenshotImage.read(TinyPNG.bytes(width: 0, height: 4)) == .failure(.badSize(width: 0, height: 4)))
        #expect(ScreenshotImageError.badSize(width: 0, height: 4).description == "a PNG of 0×4 pixels cannot be drawn")
    }
}
