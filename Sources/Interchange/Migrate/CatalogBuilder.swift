import Foundation
import ParallelWork
import StringCatalogKit

/// Gathers one table's loaded files, in the order `StringsMigration.orderedFiles` gives them,
/// into a catalog.
///
/// Each key gets a row with a slot per language, holding which file's entry gives its value:
/// a later file's value replaces an earlier one's. Rows are made in the order keys are first
/// met, as one thread going through the files would make them; most of the finding is done
/// on all cores, and the values stay in the loaded files until the strings are made, on all
/// cores, which take them.
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
    /// Values that replaced another's from a file of the same language and kind (two
    /// `en.lproj/T.strings` of one table): the slot, the entry kept and the one replaced.
    private(set) var replacements: [(slot: Int, kept: Int, replaced: Int)] = []

    init(sourceLanguage: String, languages: Set<String>) {
        self.sourceLanguage = sourceLanguage
        self.languages = KeyCollation.sorted(Array(languages))
        for (index, language) in self.languages.enumerated() { column[language] = index }
    }

    /// Puts the values of `files` (nil for one left out) in place, file `i` being for
    /// `codes[i]` (from a `Base.lproj` folder when `isBase[i]`) and of kind `kinds[i]`: a
    /// later file's value for a key and language replaces an earlier one's (noted in
    /// `replacements` when both files are of one language and kind).
    ///
    /// The files of the first folder make their rows one key at a time; every other file's
    /// keys are then looked for among those rows on all cores (`RowKeyTable`), the keys not
    /// found there given rows afterwards in file order, which makes the rows one thread
    /// would make. Only numbers are left for the last pass, which fills the slots.
    mutating func place(_ files: [LoadedLegacyFile?], codes: [String], isBase: [Bool], kinds: [LegacyFile.Kind], threads: Int) {
        let firstFolder = files.indices.first { codes[$0] != codes[0] || isBase[$0] != isBase[0] } ?? files.count
        var rows = [[Int32]](repeating: [], count: files.count)
        for number in 0..<firstFolder {
            guard let file = files[number] else { continue }
            rows[number] = (0..<file.count).map { Int32(row(of: file.keys.take($0)!)) }
        }
        let table = RowKeyTable(keys)
        let found = ParallelJobs.map(files.count - firstFolder, threads: threads) { job in
            files[firstFolder + job].map { Self.rows(of: $0, in: table) } ?? FoundRows(rows: [], unfound: [])
        }
        for (job, result) in found.enumerated() {
            var fileRows = result.rows
            for (index, key) in result.unfound { fileRows[index] = Int32(row(of: key)) }
            rows[firstFolder + job] = fileRows
        }
        // Files whose values for one key are one file's twice over: same language, folder
        // kind (Base or not) and file kind.
        let sources = files.indices.map { "\(codes[$0])\u{0}\(isBase[$0])\u{0}\(kinds[$0])" }
        for number in files.indices {
            guard let file = files[number] else { continue }
            fill(rows[number], of: file, number: number, column: column[codes[number]]!, isBase: isBase[number], sources: sources)
        }
    }

    /// A file's rows among those of the table (-1 where not found), and the keys not found.
    struct FoundRows: Sendable {
        var rows: [Int32]
        var unfound: [(index: Int, key: String)]
    }

    /// Looks for each key of `file` in `table`, taking the keys out of the file: those found
    /// are freed here, on this thread.
    static func rows(of file: LoadedLegacyFile, in table: RowKeyTable) -> FoundRows {
        var result = FoundRows(rows: [Int32](repeating: -1, count: file.count), unfound: [])
        // Files mostly list their keys in the same order: the row after the last one found
        // is tried first.
        var guess = 0
        for index in 0..<file.count {
            var key = file.keys.take(index)!
            if let row = key.withUTF8({ table.row(of: $0, guess: guess) }) {
                result.rows[index] = Int32(row)
                guess = row + 1
            } else {
                result.unfound.append((index, key))
            }
        }
        return result
    }

    /// Fills the slots of file `number`, whose entry `i` has row `rows[i]`.
    private mutating func fill(_ rows: [Int32], of file: LoadedLegacyFile, number: Int, column columnIndex: Int, isBase: Bool, sources: [String]) {
        let isOwnSource = languages[columnIndex] == sourceLanguage && !isBase
        let hasComments = !file.comments.isEmpty
        for index in rows.indices {
            let row = Int(rows[index])
            if hasComments, file.comments[index] != nil { commentSlots[row] = EntryReference.make(file: number, entry: index) }
            guard file.localizations.holdsValue(at: index) else { continue }
            if isBase, ownSourceValues[row] { continue }
            if isOwnSource { ownSourceValues[row] = true }
            let slot = row * languages.count + columnIndex
            let previous = slots[slot]
            slots[slot] = EntryReference.make(file: number, entry: index)
            if previous >= 0, EntryReference.file(previous) != number, sources[EntryReference.file(previous)] == sources[number] {
                replacements.append((slot: slot, kept: slots[slot], replaced: previous))
            }
        }
    }

    /// The row of `key`, made when the key is new.
    private mutating func row(of key: String) -> Int {
        if let row = rowOfKey[ScalarKey(key)] { return row }
        keys.append(key)
        rowOfKey[ScalarKey(key)] = keys.count - 1
        slots.append(contentsOf: repeatElement(-1, count: languages.count))
        commentSlots.append(-1)
        ownSourceValues.append(false)
        return keys.count - 1
    }

    /// A warning for each value that replaced a different one from another file of the same
    /// language and kind (`replacements`), at the kept entry: the table's files of one
    /// language are one file in the built bundle, so one value is lost. `paths[i]` is file
    /// `i`'s. Called before `catalog`, which takes the values.
    func replacementWarnings(_ files: [LoadedLegacyFile?], paths: [String]) -> [String] {
        replacements.compactMap { slot, kept, replaced in
            let keptFile = EntryReference.file(kept), keptEntry = EntryReference.entry(kept)
            let replacedFile = EntryReference.file(replaced), replacedEntry = EntryReference.entry(replaced)
            guard let keeper = files[keptFile], let loser = files[replacedFile],
                  let value = keeper.localizations.peek(keptEntry), let other = loser.localizations.peek(replacedEntry),
                  value != other else { return nil }
            let key = keys[slot / languages.count], language = languages[slot % languages.count]
            return "\(paths[keptFile]):\(keeper.lines[keptEntry]): warning: \"\(key)\" for \(language) differs from \(paths[replacedFile]):\(loser.lines[replacedEntry]), a file of the same table; this value is kept"
        }
    }

    /// The languages that have a value.
    var languagesWithValues: [String] {
        languages.indices.filter { column in stride(from: column, to: slots.count, by: languages.count).contains { slots[$0] >= 0 } }
            .map { languages[$0] }
    }

    /// The catalog, its strings made on `threads` threads from `files` (the files given to
    /// `place`), whose values they take: it is made once.
    func catalog(_ files: [LoadedLegacyFile?], threads: Int) -> StringCatalog {
        let order = keyOrder()
        // The strings take values from every file: through takers, so that no reference to
        // the files' lists is counted for each value (by both cores at once).
        let takers = files.map { $0?.localizations.taker }
        // Parts of about a thousand strings, taken in turn by the free threads.
        let partCount = max(1, min(order.count / 1000, 64))
        let parts = withExtendedLifetime(files) {
            ParallelJobs.map(partCount, threads: threads) { part -> [CatalogString] in
                let range = (order.count * part / partCount)..<(order.count * (part + 1) / partCount)
                return order[range].map { string(row: $0, files: files, takers: takers) }
            }
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

    private func string(row: Int, files: [LoadedLegacyFile?], takers: [TakeOnceList<Localization>.Taker?]) -> CatalogString {
        var elements: [KeyedList<Localization>.Element] = []
        elements.reserveCapacity(languages.count)
        for column in languages.indices {
            let slot = slots[row * languages.count + column]
            // Each slot names its own entry: every value is taken once.
            guard slot >= 0, let localization = takers[EntryReference.file(slot)]?.take(EntryReference.entry(slot)) else { continue }
            elements.append(KeyedList.Element(key: languages[column], value: localization))
        }
        var string = CatalogString(key: keys[row], extractionState: .migrated, localizations: KeyedList(elements: elements))
        if commentSlots[row] >= 0 { string.comment = files[EntryReference.file(commentSlots[row])]?.comment(EntryReference.entry(commentSlots[row])) }
        return string
    }
}

/// A file's number and an entry's index in one integer, for the builder's rows.
enum EntryReference {
    static func make(file: Int, entry: Int) -> Int { file << 32 | entry }
    static func file(_ reference: Int) -> Int { reference >> 32 }
    static func entry(_ reference: Int) -> Int { reference & 0xFFFF_FFFF }
}
