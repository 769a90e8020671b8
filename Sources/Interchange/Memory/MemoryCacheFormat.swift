import StringCatalogKit
import TranslationMemory

/// What a memory file looked like when its units were cached: enough to know, from a
/// `stat` alone, that it is the same file unchanged, and its content hash for when the
/// `stat` differs but the bytes do not (a copy, a checkout that touched it).
struct MemoryFileFingerprint: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: UInt64
    /// Modification and status-change times, in nanoseconds. A write changes both; a tool
    /// can set the modification time back (`touch -d`, `cp -p`) but not the change time.
    var modified: Int64
    var changed: Int64
    var contentHash: ContentHash

    /// True when `other` is certainly the same bytes without reading them.
    func sameFile(as other: MemoryFileFingerprint) -> Bool {
        device == other.device && inode == other.inode && size == other.size && modified == other.modified && changed == other.changed
    }
}

/// A 128-bit hash of a file's bytes: two independent multiply-and-mix lanes over eight bytes
/// at a time. Not cryptographic: it tells a changed file from an unchanged one, and a cache
/// it fools holds units read from the same path, never a file of someone else's choosing.
struct ContentHash: Equatable, Sendable {
    var high: UInt64
    var low: UInt64

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBytes { ContentHash(raw: $0) }
    }

    init(_ bytes: ArraySlice<UInt8>) {
        self = bytes.withUnsafeBytes { ContentHash(raw: $0) }
    }

    init(raw: UnsafeRawBufferPointer) {
        var a: UInt64 = 0x243F_6A88_85A3_08D3
        var b: UInt64 = 0x1319_8A2E_0370_7344
        do {
            let words = raw.count / 8
            for i in 0..<words {
                let word = raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)
                a = (a ^ word) &* 0x9E37_79B9_7F4A_7C15
                a ^= a >> 31
                b = (b &+ word) &* 0xC2B2_AE3D_27D4_EB4F
                b = (b << 27) | (b >> 37)
            }
            var tail: UInt64 = 0
            for i in (words * 8)..<raw.count { tail = tail << 8 | UInt64(raw[i]) }
            a = (a ^ tail ^ UInt64(raw.count)) &* 0x9E37_79B9_7F4A_7C15
            b = (b &+ tail &+ UInt64(raw.count)) &* 0xC2B2_AE3D_27D4_EB4F
        }
        high = a ^ (a >> 29)
        low = b ^ (b >> 32)
    }

    /// Thirty-two hexadecimal digits: a file name made of no text from any file.
    var hex: String {
        func padded(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return padded(high) + padded(low)
    }
}

/// The bytes of one cache file: the units one memory file gave, with what identifies the
/// file, and nothing trusted on reading that was not checked.
///
/// Layout (integers little-endian): the magic `XCEDIT-TM-CACHE` and a newline, the format
/// `version` (u32), the payload's length (u64) and hash (two u64), then the payload: the
/// memory file's path, the source language assumed for files that do not say theirs, its
/// fingerprint, the unit count, and per unit its source, languages, target, key and form.
/// Strings are a u32 length and UTF-8 bytes (0xFFFFFFFF for none). A file with another
/// magic or version, a wrong length or hash (truncated, corrupted), another path or source
/// language, or any string that is not UTF-8 reads as no cache.
enum MemoryCacheFormat {
    static let magic = Array("XCEDIT-TM-CACHE\n".utf8)
    static let version: UInt32 = 1
    static let headerSize = 16 + 4 + 8 + 16

    struct Entry: Equatable, Sendable {
        var path: String
        var sourceLanguage: String
        var fingerprint: MemoryFileFingerprint
        /// The units with an empty `catalogPath`: the path is set when they are read back.
        var units: [TranslationUnit]
    }

    static func encode(_ entry: Entry) -> [UInt8] {
        var payload: [UInt8] = []
        payload.reserveCapacity(64 + entry.units.count * 96)
        put(entry.path, &payload)
        put(entry.sourceLanguage, &payload)
        let print = entry.fingerprint
        for value in [print.device, print.inode, print.size, UInt64(bitPattern: print.modified), UInt64(bitPattern: print.changed),
                      print.contentHash.high, print.contentHash.low] { put(value, &payload) }
        put(UInt64(entry.units.count), &payload)
        for unit in entry.units {
            for text in [unit.sourceText, unit.sourceLanguage, unit.targetLanguage, unit.targetText, unit.origin.key] { put(text, &payload) }
            for part in [unit.origin.form.substitution, unit.origin.form.device, unit.origin.form.plural] { put(part, &payload) }
        }
        var bytes = magic
        put(version, &bytes)
        put(UInt64(payload.count), &bytes)
        let hash = ContentHash(payload)
        put(hash.high, &bytes)
        put(hash.low, &bytes)
        return bytes + payload
    }

    /// The entry in `bytes`, nil for anything but a whole, intact cache file of this version.
    static func decode(_ bytes: [UInt8]) -> Entry? {
        guard bytes.count >= headerSize, bytes.starts(with: magic) else { return nil }
        var reader = Reader(bytes: bytes, position: magic.count)
        guard reader.u32() == version, let length = reader.u64(), length == UInt64(bytes.count - headerSize),
              let high = reader.u64(), let low = reader.u64(),
              ContentHash(bytes[headerSize...]) == ContentHash(high: high, low: low),
              let path = reader.string(), let sourceLanguage = reader.string(),
              let device = reader.u64(), let inode = reader.u64(), let size = reader.u64(), let modified = reader.u64(),
              let changed = reader.u64(), let hashHigh = reader.u64(), let hashLow = reader.u64(),
              let count = reader.u64(), count <= UInt64(bytes.count / 32)  // a unit takes at least 32 bytes
        else { return nil }
        var units: [TranslationUnit] = []
        units.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let source = reader.string(), let sourceUnitLanguage = reader.string(), let targetLanguage = reader.string(),
                  let target = reader.string(), let key = reader.string(),
                  let substitution = reader.optionalString(), let device = reader.optionalString(), let plural = reader.optionalString()
            else { return nil }
            units.append(TranslationUnit(sourceText: source, sourceLanguage: sourceUnitLanguage, targetLanguage: targetLanguage, targetText: target,
                                         origin: UnitOrigin(catalogPath: "", key: key, form: FormPath(substitution: substitution, device: device, plural: plural))))
        }
        guard reader.position == bytes.count else { return nil }
        let fingerprint = MemoryFileFingerprint(device: device, inode: inode, size: size, modified: Int64(bitPattern: modified),
                                                changed: Int64(bitPattern: changed), contentHash: ContentHash(high: hashHigh, low: hashLow))
        return Entry(path: path, sourceLanguage: sourceLanguage, fingerprint: fingerprint, units: units)
    }

    private static func put(_ value: UInt32, _ bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func put(_ value: UInt64, _ bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func put(_ text: String?, _ bytes: inout [UInt8]) {
        guard let text else { return put(UInt32.max, &bytes) }
        put(UInt32(text.utf8.count), &bytes)
        bytes.append(contentsOf: text.utf8)
    }

    /// Reads what `put` wrote, every length checked against what is left.
    private struct Reader {
        let bytes: [UInt8]
        var position: Int

        mutating func u32() -> UInt32? {
            guard bytes.count - position >= 4 else { return nil }
            defer { position += 4 }
            return bytes.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: position, as: UInt32.self)) }
        }

        mutating func u64() -> UInt64? {
            guard bytes.count - position >= 8 else { return nil }
            defer { position += 8 }
            return bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: position, as: UInt64.self)) }
        }

        /// nil for a malformed string, .some(nil) for a string marked absent.
        mutating func optionalString() -> String?? {
            guard let length = u32() else { return nil }
            if length == UInt32.max { return .some(nil) }
            guard Int(length) <= bytes.count - position else { return nil }
            defer { position += Int(length) }
            // Validated by blocks, then copied: a cache holds a few hundred thousand strings.
            let text: String? = bytes[position..<(position + Int(length))].withUnsafeBufferPointer { buffer in
                UTF8Validation.firstInvalidByte(buffer) == nil ? String(decoding: buffer, as: UTF8.self) : nil
            }
            guard let text else { return nil }
            return .some(text)
        }

        mutating func string() -> String? {
            guard let value = optionalString(), let value else { return nil }
            return value
        }
    }
}
