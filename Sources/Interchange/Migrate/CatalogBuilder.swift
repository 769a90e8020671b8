import Foundation
import StringCatalogKit

/// Gathers one table's loaded files, in the order `StringsMigration.orderedFiles` gives them,
/// into a catalog.
///
/// Each key gets a row with a slot per language, holding which file's entry gives its value:
/// a later file's value replaces an earlier one's. Only the rows are filled on one thread;
/// the values stay in the loaded files until the strings are made, on all cores.
struct CatalogBuilder {
    let sourceLanguage: String
    /// The languages of the table's files, in the catalog's order: the columns of the rows.
    let languages: [String]
    private var column: [String: Int] = [:]
    /// The keys in the order they were first read. Keys are told apart by their scalars, as
    /// Foundation's dictionaries and Xcode do: "Café" precomposed and decomposed are two
    /// strings of the catalog.
    private(set) var keys: [String] = []
    private var rowOfKey: [ScalarKey: Int] = [:]
    /// `keys.count × languages.count` slots, row by row: the file and entry of each value
    /// (`EntryReference`), or -1.
    private var slots: [Int] = []
    /// Each key's comment, from the source language's file (Base's where its own folder has
    /// none): Xcode takes no comment from translations.
    private var commentSlots: [Int] = []
    /// Keys that have a value from the source language's own folder (Base yields to them).
    private var ownSourceValues: [Bool] = []

    init(sourceLanguage: String, languages: Set<String>) {
        self.sourceLanguage = sourceLanguage
        self.languages = KeyCollation.sorted(Array(languages))
        for (index, language) in self.languages.enumerated() { column[language] = index }
    }

    /// Puts the values of the `number`th file in place: a later one for the same key and
    /// language replaces an earlier one.
    mutating func add(_ file: LoadedLegacyFile, number: Int, language: String, isBase: Bool) {
        let columnIndex = column[language]!
        let isOwnSource = language == sourceLanguage && !isBase
        // Files mostly list their keys in the same order: the row after the last one found is
        // tried first, and hashing is left for the keys where that guess fails.
        var guess = 0
        // By index: taking each entry whole would copy its key, value and comment.
        let entries = file.entries
        for index in entries.indices {
            let row = row(of: entries[index].key, guess: guess)
            guess = row + 1
            if entries[index].comment != nil { commentSlots[row] = EntryReference.make(file: number, entry: index) }
            guard case .success = entries[index].localization else { continue }
            if isBase, ownSourceValues[row] { continue }
            if isOwnSource { ownSourceValues[row] = true }
            slots[row * languages.count + columnIndex] = EntryReference.make(file: number, entry: index)
        }
    }

    /// The row of `key`, made when the key is new.
    private mutating func row(of key: String, guess: Int) -> Int {
        if guess < keys.count, Self.sameScalars(keys[guess], key) { return guess }
        if let row = rowOfKey[ScalarKey(key)] { return row }
        keys.append(key)
        rowOfKey[ScalarKey(key)] = keys.count - 1
        slots.append(contentsOf: repeatElement(-1, count: languages.count))
        commentSlots.append(-1)
        ownSourceValues.append(false)
        return keys.count - 1
    }

    /// `hasSameScalars`, comparing the bytes at once: it runs for every entry of every file.
    static func sameScalars(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) }
        }
    }

    /// The languages that have a value.
    var languagesWithValues: [String] {
        languages.indices.filter { column in stride(from: column, to: slots.count, by: languages.count).contains { slots[$0] >= 0 } }
            .map { languages[$0] }
    }

    /// The catalog, its strings made on `threads` threads from `files` (the files given to
    /// `add`, by number; nil for one that was left out).
    func catalog(_ files: [LoadedLegacyFile?], threads: Int) -> StringCatalog {
        let order = keyOrder()
        // Parts of about a thousand strings, taken in turn by the free threads.
        let partCount = max(1, min(order.count / 1000, 64))
        let parts = ParallelJobs.map(partCount, threads: threads) { part -> [CatalogString] in
            let range = (order.count * part / partCount)..<(order.count * (part + 1) / partCount)
            return order[range].map { string(row: $0, files: files) }
        }
        var strings: [CatalogString] = []
        strings.reserveCapacity(order.count)
        for part in parts { strings.append(contentsOf: part) }
        return StringCatalog(sourceLanguage: sourceLanguage, strings: strings)
    }

    /// The rows with a value (a key whose every value was left out has none), in Xcode's key
    /// order. They are first put in an order that does not depend on reading order, for keys
    /// that collate alike (spellings of one text in other normalisations) to keep it through
    /// the stable sort.
    private func keyOrder() -> [Int] {
        let width = languages.count
        let rows = keys.indices.filter { row in slots[(row * width)..<((row + 1) * width)].contains { $0 >= 0 } }
        let byBytes = rows.sorted { Self.bytesPrecede(keys[$0], keys[$1]) }
        if KeyCollation.isSorted(byBytes.map { keys[$0] }) { return byBytes }
        return byBytes.sorted { KeyCollation.areInIncreasingOrder(keys[$0], keys[$1]) }
    }

    /// UTF-8 byte order.
    static func bytesPrecede(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let shared = min(x.count, y.count)
                let order = shared == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, shared)
                return order != 0 ? order < 0 : x.count < y.count
            }
        }
    }

    private func string(row: Int, files: [LoadedLegacyFile?]) -> CatalogString {
        var elements: [KeyedList<Localization>.Element] = []
        elements.reserveCapacity(languages.count)
        for column in languages.indices {
            let slot = slots[row * languages.count + column]
            guard slot >= 0, case .success(let localization) = files[EntryReference.file(slot)]?.entries[EntryReference.entry(slot)].localization else { continue }
            elements.append(KeyedList.Element(key: languages[column], value: localization))
        }
        var string = CatalogString(key: keys[row], extractionState: .migrated, localizations: KeyedList(elements: elements))
        if commentSlots[row] >= 0 { string.comment = files[EntryReference.file(commentSlots[row])]?.entries[EntryReference.entry(commentSlots[row])].comment }
        return string
    }
}

/// A file's number and an entry's index in one integer, for the builder's rows.
enum EntryReference {
    static func make(file: Int, entry: Int) -> Int { file << 32 | entry }
    static func file(_ reference: Int) -> Int { reference >> 32 }
    static func entry(_ reference: Int) -> Int { reference & 0xFFFF_FFFF }
}
