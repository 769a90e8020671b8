import Testing
@testable import CatalogEditor

/// Where a screenshot drawn in the terminal goes, and where the string's frame is on it.
@Suite("Inline images: the image's cells and the string's outline")
struct ImagePlacementTests {
    static let area = Region(x: 25, y: 1, width: 54, height: 20)
    static let portrait = ImageMeasure(pixelWidth: 320, pixelHeight: 640, cellWidth: 10, cellHeight: 20)

    @Test("As large as the area allows, proportions kept on the terminal's cells, centred")
    func fit() {
        #expect(ImagePlacement.fit(Self.portrait, in: Self.area) == Region(x: 42, y: 1, width: 20, height: 20))
        let landscape = ImageMeasure(pixelWidth: 1000, pixelHeight: 500, cellWidth: 8, cellHeight: 16)
        #expect(ImagePlacement.fit(landscape, in: Self.area) == Region(x: 25, y: 4, width: 54, height: 14))
        // A terminal that does not say its cell size: cells twice as high as wide.
        var unknown = Self.portrait
        (unknown.cellWidth, unknown.cellHeight) = (0, 0)
        #expect(ImagePlacement.fit(unknown, in: Self.area) == Region(x: 42, y: 1, width: 20, height: 20))
        // A tiny image is drawn large; a sliver keeps one cell.
        #expect(ImagePlacement.fit(ImageMeasure(pixelWidth: 4, pixelHeight: 4, cellWidth: 10, cellHeight: 20), in: Self.area)
            == Region(x: 32, y: 1, width: 40, height: 20))
        #expect(ImagePlacement.fit(ImageMeasure(pixelWidth: 1, pixelHeight: 5000), in: Self.area).width == 1)
    }

    @Test("The outline lies on the cells around the frame", arguments: [
        (NoteFrame(x: 10, y: 20, width: 120, height: 30), 1, Region(x: 42, y: 1, width: 10, height: 3)),
        (NoteFrame(x: 100, y: 300, width: 100, height: 40), 1, Region(x: 47, y: 9, width: 9, height: 4)),
        // Points on a screenshot of two pixels per point.
        (NoteFrame(x: 50, y: 150, width: 50, height: 20), 2, Region(x: 47, y: 9, width: 9, height: 4)),
        // An empty frame still gets a box of two cells each way.
        (NoteFrame(x: 160, y: 320, width: 0, height: 0), 1, Region(x: 51, y: 10, width: 2, height: 2)),
        // The whole image: the box lies on the image's edge cells.
        (NoteFrame(x: 0, y: 0, width: 320, height: 640), 1, Region(x: 42, y: 1, width: 20, height: 20)),
    ])
    func outline(frame: NoteFrame, pixelsPerPoint: Int, expected: Region) {
        var measure = Self.portrait
        measure.pixelsPerPoint = pixelsPerPoint
        let placed = ImagePlacement.fit(measure, in: Self.area)
        #expect(ImagePlacement.outline(of: frame, on: measure, placed: placed) == expected)
    }

    @Test("A frame off the image is not outlined")
    func offImage() {
        let placed = ImagePlacement.fit(Self.portrait, in: Self.area)
        #expect(ImagePlacement.outline(of: NoteFrame(x: 400, y: 20, width: 10, height: 10), on: Self.portrait, placed: placed) == nil)
        #expect(ImagePlacement.outline(of: NoteFrame(x: 10, y: 700, width: 10, height: 10), on: Self.portrait, placed: placed) == nil)
        #expect(ImagePlacement.outline(of: NoteFrame(x: -50, y: 20, width: 10, height: 10), on: Self.portrait, placed: placed) == nil)
    }
}
