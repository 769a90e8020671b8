import Foundation
import StringCatalogKit
import Testing
import TranslationMemory
@testable import Interchange

/// The memory's cache on disk: what it keeps, when it is used, and that no cache file it
/// did not write whole is ever trusted.
@Suite("Memory cache", .serialized)
struct MemoryCacheTests {
    static let po = "msgid \"\"\nmsgstr \"Language: de\\n\"\n\nmsgid \"Feed the birds\"\nmsgstr \"Vögel füttern\"\n\nmsgid \"Cancel\"\nmsgstr \"Abbrechen\"\n"

    static func entry() -> MemoryCacheFormat.Entry {
        let units = [
            TranslationUnit(sourceText: "%lld birds", sourceLanguage: "en", targetLanguage: "ru", targetText: "%lld птицы",
                            origin: UnitOrigin(catalogPath: "", key: "birds", form: FormPath(substitution: "n", device: "mac", plural: "few"))),
            TranslationUnit(sourceText: "鳥", sourceLanguage: "ja", targetLanguage: "en", targetText: "bird", origin: UnitOrigin(catalogPath: "", key: "", form: .root)),
        ]
        let fingerprint = MemoryFileFingerprint(device: 1, inode: 2, size: 3, modified: -4, changed: 5, contentHash: ContentHash(Array("abc".utf8)))
        return MemoryCacheFormat.Entry(path: "/m/de.po", sourceLanguage: "en", fingerprint: fingerprint, units: units)
    }

    @Test("Encoded and decoded, every field comes back")
    func roundTrip() {
        #expect(MemoryCacheFormat.decode(MemoryCacheFormat.encode(Self.entry())) == Self.entry())
    }

    @Test("Truncated, corrupted, of another version or not a cache at all: no entry, never a crash")
    func untrusted() {
        let bytes = MemoryCacheFormat.encode(Self.entry())
        for length in [0, 10, MemoryCacheFormat.headerSize, bytes.count / 2, bytes.count - 1] {
            #expect(MemoryCacheFormat.decode(Array(bytes.prefix(length))) == nil, "truncated to \(length)")
        }
        for offset in stride(from: MemoryCacheFormat.magic.count, to: bytes.count, by: 7) {
            var flipped = bytes
            flipped[offset] ^= 0x40
            #expect(MemoryCacheFormat.decode(flipped) == nil, "byte \(offset) changed")
        }
        var otherVersion = bytes
        otherVersion[MemoryCacheFormat.magic.count] &+= 1
        #expect(MemoryCacheFormat.decode(otherVersion) == nil)
        #expect(MemoryCacheFormat.decode(Array("{\"sourceLanguage\":\"en\"}".utf8)) == nil)
        #expect(MemoryCacheFormat.decode(bytes + [0]) == nil)
        // A payload whose hash is right but whose counts lie (a cache written by something
        // else): rejected by the bounds, not trusted into a huge allocation.
        var lying = Array(bytes.prefix(MemoryCacheFormat.headerSize))
        var payload: [UInt8] = [0xFF, 0xFF, 0xFF, 0x7F]
        payload += [UInt8](repeating: 0, count: 60)
        lying.replaceSubrange(MemoryCacheFormat.magic.count + 4 ..< MemoryCacheFormat.magic.count + 12, with: withUnsafeBytes(of: UInt64(payload.count).littleEndian, Array.init))
        let hash = ContentHash(payload)
        lying.replaceSubrange(MemoryCacheFormat.magic.count + 12 ..< MemoryCacheFormat.headerSize,
                              with: withUnsafeBytes(of: hash.high.littleEndian, Array.init) + withUnsafeBytes(of: hash.low.littleEndian, Array.init))
        #expect(MemoryCacheFormat.decode(lying + payload) == nil)
    }

    /// A memory file and a cache folder in a fresh temporary folder.
    static func setUp() throws -> (folder: URL, file: String, cache: MemoryCache) {
        let folder = try InterchangeTestSupport.temporaryFolder()
        let file = folder.appendingPathComponent("de.po").path
        try Data(po.utf8).write(to: URL(fileURLWithPath: file))
        return (folder, file, MemoryCache(folder: folder.appendingPathComponent("cache/xcedit/memory").path))
    }

    static func cacheFiles(_ cache: MemoryCache) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cache.folder)) ?? []).sorted()
    }

    @Test("Parsed once, then from the cache by stat; touched but unchanged, by content; changed, parsed again")
    func invalidation() throws {
        let (folder, file, cache) = try Self.setUp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try cache.units(of: file, kind: .po, sourceLanguage: "en")
        #expect(first.source == .parsed && first.units.count == 2)
        let second = try cache.units(of: file, kind: .po, sourceLanguage: "en")
        #expect(second.source == .cacheByStat && second.units == first.units)

        // The same bytes written again: the stat differs, the content does not.
        try Data(Self.po.utf8).write(to: URL(fileURLWithPath: file))
        let third = try cache.units(of: file, kind: .po, sourceLanguage: "en")
        #expect(third.source == .cacheByContent && third.units == first.units)
        #expect(try cache.units(of: file, kind: .po, sourceLanguage: "en").source == .cacheByStat)

        // Changed, with the same size and the old modification time put back.
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        try Data(Self.po.replacingOccurrences(of: "Abbrechen", with: "Abbruch!!").utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.setAttributes([.modificationDate: attributes[.modificationDate]!], ofItemAtPath: file)
        let changed = try cache.units(of: file, kind: .po, sourceLanguage: "en")
        #expect(changed.source == .parsed && changed.units.map(\.targetText).contains("Abbruch!!"))

        // Another source language assumed: the cached units do not apply.
        #expect(try cache.units(of: file, kind: .po, sourceLanguage: "fr").source == .parsed)
        #expect(Self.cacheFiles(cache).count == 1)
    }

    @Test("A corrupt, truncated or foreign cache file is ignored and rewritten")
    func corruptCacheRebuilt() throws {
        let (folder, file, cache) = try Self.setUp()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try cache.units(of: file, kind: .po, sourceLanguage: "en")
        let name = try #require(Self.cacheFiles(cache).first)
        let path = cache.folder + "/" + name
        let good = try Data(contentsOf: URL(fileURLWithPath: path))
        for bad in [good.prefix(good.count - 3), Data("garbage".utf8), Data(), Data(good.map { $0 ^ 0x5A })] {
            try bad.write(to: URL(fileURLWithPath: path))
            let read = try cache.units(of: file, kind: .po, sourceLanguage: "en")
            #expect(read.source == .parsed && read.units.count == 2)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count == good.count)
        }
        // Another file's cache put in this file's place: another path inside, not used.
        let other = folder.appendingPathComponent("fr.po").path
        try Data(Self.po.replacingOccurrences(of: "Language: de", with: "Language: fr").utf8).write(to: URL(fileURLWithPath: other))
        _ = try cache.units(of: other, kind: .po, sourceLanguage: "en")
        let otherName = try #require(Self.cacheFiles(cache).first { $0 != name })
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: cache.folder + "/" + otherName, toPath: path)
        let read = try cache.units(of: file, kind: .po, sourceLanguage: "en")
        #expect(read.source == .parsed && read.units.allSatisfy { $0.targetLanguage == "de" })
    }

    @Test("The folder is 0700 and the files 0600; names are hashes, not text of the file")
    func permissions() throws {
        let (folder, file, cache) = try Self.setUp()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try cache.units(of: file, kind: .po, sourceLanguage: "en")
        let folderMode = try #require(try FileManager.default.attributesOfItem(atPath: cache.folder)[.posixPermissions] as? Int)
        #expect(folderMode == 0o700)
        let name = try #require(Self.cacheFiles(cache).first)
        #expect(name.count == 32 + 6 && name.hasSuffix(".cache") && name.dropLast(6).allSatisfy(\.isHexDigit), "\(name)")
        let fileMode = try #require(try FileManager.default.attributesOfItem(atPath: cache.folder + "/" + name)[.posixPermissions] as? Int)
        #expect(fileMode == 0o600)
    }

    @Test("Where the cache is: XDG_CACHE_HOME when absolute, else ~/.cache; none without either")
    func location() {
        #expect(MemoryCache(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])?.folder == "/c/xcedit/memory")
        #expect(MemoryCache(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"])?.folder == "/h/.cache/xcedit/memory")
        #expect(MemoryCache(environment: ["XDG_CACHE_HOME": "relative"]) == nil)
    }

    @Test("MemorySources: every kind of file in a folder; a broken one is a warning with file:line:column, the rest is used; the cache gives the same units")
    func sources() throws {
        let folder = try InterchangeTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let memory = folder.appendingPathComponent("Memory")
        try FileManager.default.createDirectory(at: memory.appendingPathComponent("de.xcloc/Localized Contents"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: memory.appendingPathComponent("de.xcloc/Source Contents"), withIntermediateDirectories: true)
        try Data(Self.po.utf8).write(to: memory.appendingPathComponent("de.po"))
        try Data(#"<tmx version="1.4"><header srclang="en"/><body><tu><tuv xml:lang="en"><seg>Save</seg></tuv><tuv xml:lang="de"><seg>Sichern</seg></tuv><tuv xml:lang="fr"><seg>Enregistrer</seg></tuv></tu></body></tmx>"#.utf8)
            .write(to: memory.appendingPathComponent("team.tmx"))
        try Data("""
        <xliff version="1.2"><file original="A/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext"><body>
        <trans-unit id="Undo"><source>Undo</source><target state="translated">Widerrufen</target></trans-unit></body></file></xliff>
        """.utf8).write(to: memory.appendingPathComponent("de.xcloc/Localized Contents/de.xliff"))
        try Data("{\"sourceLanguage\":\"en\",\"strings\":{\"Copy\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Kopie\"}}}}},\"version\":\"1.0\"}".utf8)
            .write(to: memory.appendingPathComponent("de.xcloc/Source Contents/Localizable.xcstrings"))
        try Data("msgid \"a\"\nmsgstr \"b\n".utf8).write(to: memory.appendingPathComponent("broken.po"))

        let cache = MemoryCache(folder: folder.appendingPathComponent("cache").path)
        let cold = MemorySources.read([memory.path], languages: ["de"], alreadyRead: [], cache: cache)
        #expect(cold.units.map(\.targetText).sorted() == ["Abbrechen", "Sichern", "Vögel füttern", "Widerrufen"], "\(cold.units.map(\.targetText))")
        #expect(cold.files == 3 && cold.filesFromCache == 0)
        #expect(cold.warnings == ["memory.paths: \(memory.path)/broken.po:2:8: error: a string without its closing quote (left out of the memory)"], "\(cold.warnings)")

        let warm = MemorySources.read([memory.path], languages: ["de"], alreadyRead: [], cache: cache)
        #expect(warm.units == cold.units && warm.filesFromCache == 3 && warm.warnings == cold.warnings)
        let uncached = MemorySources.read([memory.path], languages: ["de"], alreadyRead: [], cache: nil)
        #expect(uncached.units == cold.units)

        let notMemory = memory.appendingPathComponent("notes.txt")
        try Data("hi".utf8).write(to: notMemory)
        let named = MemorySources.read([notMemory.path, memory.appendingPathComponent("team.tmx").path], languages: ["fr"], alreadyRead: [], cache: nil)
        #expect(named.units.map(\.targetText) == ["Enregistrer"] && named.warnings.count == 1 && named.warnings[0].contains("not a folder or a file a memory reads"))
    }
}
