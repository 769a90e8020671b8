/// A real PNG for tests, written without any image library: a grey picture, its pixels in
/// stored (uncompressed) deflate blocks, with the checksums PNG and zlib ask for, and when
/// asked a density (`pHYs`, pixels per metre). Shared with EditorUITests and InterchangeTests (links there).
enum TinyPNG {
    static func bytes(side: Int = 4) -> [UInt8] {
        bytes(width: side, height: side)
    }

    static func bytes(width: Int, height: Int, pixelsPerMetre: Int? = nil) -> [UInt8] {
        // Each row: filter byte 0, then one grey byte per pixel.
        let raw = (0..<height).flatMap { _ in [0] + [UInt8](repeating: 0x80, count: width) }
        var zlib: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(raw.count, start + 65_535)
            let length = UInt16(end - start)
            zlib += [end == raw.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            zlib += raw[start..<end]
            start = end
        } while start < raw.count
        zlib += bigEndian(adler32(raw))
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 0, 0, 0, 0]
        let density = pixelsPerMetre.map { chunk("pHYs", bigEndian(UInt32($0)) + bigEndian(UInt32($0)) + [1]) } ?? []
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", header) + density + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
}
