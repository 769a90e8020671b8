import ParallelWork

/// A catalog read to change only a few of its languages, as an import of one language does:
/// the model holds the source language and those languages, and saving splices their new
/// localizations into the file's bytes, which stay as they were everywhere else.
///
/// Reading a 170 MB catalog of 40 languages into the model and writing it back takes over a
/// second; here the other languages are only checked (`CanonicalLayoutScan`, much cheaper than
/// building their model) and copied as bytes. It applies only to files exactly in Xcode's layout
/// (`CanonicalLayoutScan`), where the bytes kept equal what the writer would write for them:
/// so the result is byte for byte what reading the whole file, making the same change and
/// writing it gives. Files in any other layout are read in full by the caller.
public struct LanguageScopedCatalog: Sendable {
    /// The source language and `languages` only; edit these localizations (and only these:
    /// `splicedBytes` refuses any other change).
    public var catalog: StringCatalog
    /// The languages besides the source language whose localizations are in `catalog`.
    public let languages: [String]
    /// The catalog as read, to find what changed.
    private let original: StringCatalog
    private let bytes: [UInt8]
    /// Where each string and each of its languages is in `bytes`.
    private let layout: CanonicalLayoutScan.Spans
    /// The UTF-8 check of the file's text, when it was left to run beside the caller's work.
    private let textCheck: PendingTextCheck?

    /// Reads `bytes` keeping `languages` (and the source language); nil when the file is not
    /// exactly in Xcode's layout or not a valid catalog, so that the caller reads it in full
    /// (and reports its errors).
    ///
    /// With `checkingTextLater`, whether the text of the languages not read is valid UTF-8 is
    /// worked out on another thread: the caller must `confirmText()` before it relies on the
    /// file being valid (before it reports or saves anything).
    public init?(bytes: [UInt8], languages: [String], checkingTextLater: Bool = false) {
        let scanned = bytes.withUnsafeBufferPointer { CanonicalLayoutScan.scan($0, validatingText: !checkingTextLater) }
        guard let scanned else { return nil }
        let (catalog, sourceLanguage): (StringCatalog?, String?) = bytes.withUnsafeBufferPointer { buffer in
            var parser = CatalogParser(buffer)
            let sourceLanguage = Self.sourceLanguage(buffer)
            parser.languageScope = CatalogParser.LanguageScope(languages: languages + [sourceLanguage ?? ""], layout: scanned.spans)
            return (try? parser.parseCatalog(), sourceLanguage)
        }
        // An unknown member sorting before `sourceLanguage` hides it from the look ahead.
        guard let catalog, catalog.sourceLanguage == sourceLanguage, catalog.strings.count == scanned.entries.count else { return nil }
        self.catalog = catalog
        self.original = catalog
        self.languages = languages
        self.bytes = bytes
        self.layout = scanned.spans
        self.textCheck = checkingTextLater ? PendingTextCheck(bytes) : nil
    }

    /// Waits for the check of the file's text left for later (`checkingTextLater`), and throws
    /// the reader's error, with its place, when the text is not valid UTF-8.
    public func confirmText() throws(CatalogReadError) {
        guard let invalid = textCheck?.firstInvalidByte else { return }
        // Everything outside strings was matched as ASCII layout, so the invalid bytes are in
        // a string, which the reader refuses with its place.
        _ = try CatalogReader.read(bytes)
        throw bytes.withUnsafeBufferPointer { CatalogReadError.at(invalid, in: $0, kind: .syntax, message: "invalid UTF-8 in a string") }
    }

    /// The value of the top-level `sourceLanguage` when it is the first member (as Xcode
    /// writes it), read ahead so that the parse keeps its localizations.
    private static func sourceLanguage(_ buffer: UnsafeBufferPointer<UInt8>) -> String? {
        var parser = CatalogParser(buffer)
        guard (try? parser.beginObject("")) == true, let key = try? parser.fieldKey(),
              parser.field(key, is: "sourceLanguage") else { return nil }
        return try? parser.stringValue("sourceLanguage")
    }

    /// The file's bytes with `catalog`'s changes; nil when something other than the kept
    /// languages' localizations changed, or a language was removed (the caller then saves
    /// `wholeCatalog()`).
    public func splicedBytes() -> [UInt8]? {
        guard let edits = spliceEdits() else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.bytes.count })
        write(edits) { out.append(contentsOf: $0) }
        return out
    }

    /// What changes where, in file order: each changed string's kept localizations, or the
    /// whole string when it had no `localizations` object (then nothing of it was skipped).
    package func spliceEdits() -> [Splice.Edit]? {
        guard catalog.sourceLanguage == original.sourceLanguage, catalog.version == original.version,
              catalog.extraFields == original.extraFields, catalog.strings.count == original.strings.count else { return nil }
        // Each string's edits are its own: a large catalog's two halves are worked out at once.
        let count = catalog.strings.count
        let halves = count >= Self.parallelSpliceThreshold ? [0..<count / 2, count / 2..<count] : [0..<count]
        var edits: [Splice.Edit] = []
        for part in ParallelJobs.map(halves.count, { spliceEdits(halves[$0]) }) {
            guard let part else { return nil }
            edits += part
        }
        return edits
    }

    /// Catalogs of at least this many strings have their splice worked out on two threads.
    static let parallelSpliceThreshold = 2_000

    /// The edits of the strings at `indices`, in file order; nil when one cannot be spliced.
    private func spliceEdits(_ indices: Range<Int>) -> [Splice.Edit]? {
        var splice = Splice(bytes: bytes, members: layout.members)
        for index in indices {
            let new = catalog.strings[index], old = original.strings[index]
            if new == old { continue }
            guard Self.sameOutsideLocalizations(new, old) else { return nil }
            let span = layout.entries[index]
            guard let localizations = span.localizations else {
                splice.replace(span.valueStart..<span.valueEnd) { $0.writeEntry(new, level: 2) }
                continue
            }
            guard let kept = new.localizations,
                  splice.changeLanguages(from: old.localizations ?? KeyedList(), to: kept, object: localizations, span: span) else { return nil }
        }
        return splice.edits
    }

    /// The file with `edits` made, handed to `emit` a stretch at a time.
    package func write(_ edits: [Splice.Edit], _ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        bytes.withUnsafeBufferPointer { file in
            var copied = 0
            for edit in edits {
                emit(UnsafeBufferPointer(rebasing: file[copied..<edit.range.lowerBound]))
                edit.bytes.withUnsafeBufferPointer { emit($0) }
                copied = edit.range.upperBound
            }
            emit(UnsafeBufferPointer(rebasing: file[copied...]))
        }
    }

    /// The whole catalog with `catalog`'s changes: the file read in full, and each string of
    /// `catalog` with the languages that were not read put back. This is what `splicedBytes`
    /// writes when it can; it saves changes a splice cannot express.
    public func wholeCatalog() throws(CatalogReadError) -> StringCatalog {
        let whole = try CatalogReader.read(bytes)
        let keptNames = Set((languages + [original.sourceLanguage]).map(ScalarKey.init))
        var positions: [ScalarKey: Int] = [:]
        for (index, string) in whole.strings.enumerated() { positions[ScalarKey(string.key)] = index }
        var strings: [CatalogString] = []
        strings.reserveCapacity(catalog.strings.count)
        for var string in catalog.strings {
            if let index = positions[ScalarKey(string.key)], let all = whole.strings[index].localizations {
                var merged = KeyedList(all.elements.filter { !keptNames.contains(ScalarKey($0.key)) }.map { ($0.key, $0.value) })
                for element in string.localizations?.elements ?? [] { merged.set(element.key, element.value) }
                string.localizations = string.localizations == nil && merged.isEmpty ? nil : merged
            }
            strings.append(string)
        }
        return StringCatalog(sourceLanguage: catalog.sourceLanguage, strings: strings, version: catalog.version, extraFields: catalog.extraFields)
    }

    /// Whether two versions of a string differ in their localizations only (every other
    /// field, known or not, compared as the model compares them).
    private static func sameOutsideLocalizations(_ a: CatalogString, _ b: CatalogString) -> Bool {
        var a = a, b = b
        a.localizations = nil
        b.localizations = nil
        return a == b && a.key.hasSameScalars(as: b.key)
    }
}

extension CatalogWriter {
    /// True when `bytes` are a valid catalog exactly as this writer writes it, which is how
    /// Xcode writes it: a read and a write would give them back unchanged.
    public static func isInXcodeLayout(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { CanonicalLayoutScan.scan($0) } != nil
    }
}
