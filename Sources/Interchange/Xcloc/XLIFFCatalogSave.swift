import StringCatalogKit

/// A translator's work saved back into the XLIFF it came from: each `<file>` shown as a
/// catalog (`XLIFFCatalogView`) was edited; the file is patched so that it says what the
/// catalog says, and every byte the translator's work did not change stays as it was, the
/// `<tool>` header included.
///
/// Only strings that differ from what the file says now are looked at, and of those only
/// the units whose target changed: both versions of such a string are turned into units as
/// an export would (`CatalogUnits`), and the units are compared one by one. A changed
/// target is rewritten in place, a form the file did not have becomes a new unit where
/// Xcode's order puts it (a plural form the translator added), and a form the string no
/// longer has takes its unit with it (a plain value replaced by plural forms). In a legacy
/// table's file a translated target has no `state`, as Xcode writes it there.
public enum XLIFFCatalogSave {
    /// One edited `<file>`.
    public struct EditedFile: Sendable {
        /// Its index among the document's files.
        public var index: Int
        /// The language of its targets.
        public var language: String
        public var catalog: StringCatalog
        /// The catalog the file says now, when the caller knows it (the file is unchanged
        /// since it was read as that catalog); nil to read the file's units again.
        public var asRead: StringCatalog?

        public init(index: Int, language: String, catalog: StringCatalog, asRead: StringCatalog? = nil) {
            self.index = index
            self.language = language
            self.catalog = catalog
            self.asRead = asRead
        }
    }

    /// `bytes`, which `document` was read from, with the edited files' changes.
    public static func patched(_ bytes: [UInt8], document: XLIFFDocument, edited: [EditedFile]) -> [UInt8] {
        let patch = FilePatch(edited, of: document)
        return XLIFFTargetPatch.apply(patch.changes, insertions: patch.insertions, removing: patch.removals, to: bytes)
    }

    /// The same on a reading kept from an earlier read or save: the new bytes, and the
    /// reading of them to keep for the next save (nil only when they cannot be read; see
    /// `XLIFFReading.patched`).
    public static func patched(_ reading: XLIFFReading, edited: [EditedFile]) -> (bytes: [UInt8], reading: XLIFFReading?) {
        let patch = FilePatch(edited, of: reading.document)
        return reading.patched(patch.changes, insertions: patch.insertions, removing: patch.removals)
    }

    /// `patched` in place (see `XLIFFReading.patch`): false when the new bytes cannot be
    /// read, and the reading is then to be dropped.
    public static func patch(_ reading: inout XLIFFReading, edited: [EditedFile]) -> Bool {
        let patch = FilePatch(edited, of: reading.document)
        return reading.patch(patch.changes, insertions: patch.insertions, removing: patch.removals)
    }

    /// What one file needs to say what its catalog says.
    struct FilePatch {
        var changes: [XLIFFTargetPatch.Change] = []
        var insertions: [XLIFFTargetPatch.Insertion] = []
        var removals: [XLIFFUnit] = []

        /// The patches of every edited file of `document`, together.
        init(_ edited: [EditedFile], of document: XLIFFDocument) {
            for edit in edited where document.files.indices.contains(edit.index) {
                var file = document.files[edit.index]
                if file.targetLanguage == nil { file.targetLanguage = edit.language }
                let patch = FilePatch(file: file, language: edit.language, catalog: edit.catalog, asRead: edit.asRead ?? XLIFFCatalogView.catalog(file))
                changes += patch.changes
                insertions += patch.insertions
                removals += patch.removals
            }
        }

        init(file: XLIFFFile, language: String, catalog: StringCatalog, asRead: StringCatalog) {
            let keys = catalog.keysChanged(since: asRead)
            guard !keys.isEmpty else { return }
            let exporter = CatalogUnits(catalog: StringCatalog(sourceLanguage: catalog.sourceLanguage), language: language)
            let legacy = file.isLegacyTable
            func units(of key: String, in catalog: StringCatalog) -> [XLIFFUnit] {
                guard let index = catalog.index(ofKey: key) else { return [] }
                var units: [XLIFFUnit] = []
                exporter.appendUnits(of: catalog.strings[index], to: &units)
                if legacy {
                    for i in units.indices { units[i].target = units[i].target?.asInLegacyTable }
                }
                return units
            }
            let versions = keys.map { (before: units(of: $0, in: asRead), after: units(of: $0, in: catalog)) }
            // The file's units of those strings (the first of an id), found in one pass. An id
            // of another length is passed over before it is hashed: at 20,000 units that is
            // most of the pass, done again at every save.
            var wanted = Set<String>()
            var wantedLengths = Set<Int>()
            for version in versions {
                for unit in version.before + version.after {
                    wanted.insert(unit.id)
                    wantedLengths.insert(unit.id.utf8.count)
                }
            }
            var fileUnits: [String: XLIFFUnit] = [:]
            for i in file.units.indices where wantedLengths.contains(file.units[i].id.utf8.count) {
                let id = file.units[i].id
                if wanted.contains(id) && fileUnits[id] == nil { fileUnits[id] = file.units[i] }
            }
            var added: [XLIFFUnit] = []
            for (before, after) in versions {
                var targetBefore: [String: XLIFFTarget?] = [:]
                for unit in before { targetBefore[unit.id] = unit.target }
                for unit in after {
                    // A form whose target is what it was: nothing to write, whatever the
                    // file's own spelling of it (a `final` state, CDATA, another layout).
                    if let previous = targetBefore[unit.id], previous == unit.target { continue }
                    if let existing = fileUnits[unit.id] {
                        if existing.target != unit.target { changes.append(.init(unit: existing, target: unit.target)) }
                    } else {
                        added.append(unit)
                    }
                }
                let kept = Set(after.map(\.id))
                for unit in before where !kept.contains(unit.id) {
                    if let existing = fileUnits[unit.id] { removals.append(existing) }
                }
            }
            // In Xcode's order, so that several units going to one place keep it among themselves.
            added.sort { XcodeUnitOrder.areInIncreasingOrder($0.id, $1.id) }
            insertions = added.map { XLIFFTargetPatch.Insertion(unit: $0, into: file.units) }
        }
    }
}
