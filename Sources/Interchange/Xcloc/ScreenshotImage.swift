/// What the editor needs to know of a screenshot to draw it in the terminal and outline a
/// string on it: a PNG's size in pixels (its `IHDR`), and how many pixels make one of the
/// points the string's frame is given in.
///
/// Xcode records frames in points, and screenshots of a Retina screen hold two or three
/// pixels per point. A PNG may say its density (`pHYs`, pixels per metre): 72 dpi is one
/// pixel per point, 144 dpi two, and so on; without it a pixel is taken as a point. Pure:
/// the bytes in, the numbers out; the pixels are never decoded (the terminal does that).
public struct ScreenshotImage: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// Pixels per point of the string frames drawn on it (1 to 4).
    public var pixelsPerPoint: Int

    public init(width: Int, height: Int, pixelsPerPoint: Int = 1) {
        self.width = width
        self.height = height
        self.pixelsPerPoint = pixelsPerPoint
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Pixels per metre at 72 dots per inch: one pixel per point.
    static let pixelsPerMetreAtOnePoint = 72 / 0.0254

    /// The PNG in `bytes`, or why it is not one the editor can draw.
    public static func read(_ bytes: [UInt8]) -> Result<ScreenshotImage, ScreenshotImageError> {
        guard bytes.count >= 33, Array(bytes[0..<8]) == signature else { return .failure(.notPNG) }
        // The first chunk is IHDR: width and height, 4 bytes each, big-endian.
        guard number(bytes, at: 8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return .failure(.notPNG) }
        let width = number(bytes, at: 16), height = number(bytes, at: 20)
        guard width > 0, height > 0, width <= 1 << 24, height <= 1 << 24 else { return .failure(.badSize(width: width, height: height)) }
        var image = ScreenshotImage(width: width, height: height)
        // pHYs, if any, comes before the image data.
        var at = 33
        while at + 8 <= bytes.count {
            let length = number(bytes, at: at)
            let type = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self)
            guard type != "IDAT", type != "IEND", at + 12 + length <= bytes.count else { break }
            if type == "pHYs", length == 9 {
                image.pixelsPerPoint = density(x: number(bytes, at: at + 8), y: number(bytes, at: at + 12), unit: bytes[at + 16])
            }
            at += 12 + length
        }
        return .success(image)
    }

    /// Pixels per point from a `pHYs` density: whole numbers from 1 to 4; 1 when the unit
    /// is not the metre or the two directions differ.
    static func density(x: Int, y: Int, unit: UInt8) -> Int {
        guard unit == 1, x == y, x > 0 else { return 1 }
        return max(1, min(4, Int((Double(x) / pixelsPerMetreAtOnePoint).rounded())))
    }

    private static func number(_ bytes: [UInt8], at index: Int) -> Int {
        bytes[index..<(index + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
}

public enum ScreenshotImageError: Error, Equatable, Sendable, CustomStringConvertible {
    case notPNG
    case badSize(width: Int, height: Int)

    public var description: String {
        switch self {
        case .notPNG: "not a PNG image"
        case .badSize(let width, let height): "a PNG of \(width)×\(height) pixels cannot be drawn"
        }
    }
}
