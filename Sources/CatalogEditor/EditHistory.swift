import StringCatalogKit

/// One undoable step: the strings it touched, as they were before and after, by key (a
/// key absent on one side was added or removed). A bulk action is one step.
///
/// Keys are held as `ScalarKey`s: a catalog may have "Café" with é precomposed and with e
/// plus a combining accent, which `String`'s `==` and hashing take for one key, so that a
/// change to one would be recorded, undone or redone on the other.
public struct CatalogChange: Equatable, Sendable {
    public var summary: String
    /// Set when the change enters a history: tells apart two states of the catalog that
    /// the same number of steps led to.
    public internal(set) var serial = 0
    public var before: [ScalarKey: CatalogString]
    public var after: [ScalarKey: CatalogString]
    /// The project's languages (`knownRegions`) before and after, when the change added or
    /// removed a language.
    public var projectLanguages: (before: [String], after: [String])?
    /// The editor's count of steps when this one was taken, over every open catalog: the
    /// last step of a bundle is the one with the highest (0: not counted).
    public internal(set) var step = 0
    /// Set when the change is one catalog's part of a project-wide step (removing a
    /// language from every catalog of a project): undo and redo take all parts together.
    public internal(set) var group: ChangeGroup?
    /// The merge conflicts the change resolved (indices into `MergeState.conflicts`):
    /// undoing it makes them conflicts again.
    public internal(set) var resolvedConflicts: [Int] = []

    public init(summary: String, before: [ScalarKey: CatalogString], after: [ScalarKey: CatalogString]) {
        self.summary = summary
        self.before = before
        self.after = after
    }

    /// Two changes are the same when they do the same; where they sit in a history is not
    /// part of that.
    public static func == (a: CatalogChange, b: CatalogChange) -> Bool {
        a.summary == b.summary && a.before == b.before && a.after == b.after
            && a.projectLanguages?.before == b.projectLanguages?.before && a.projectLanguages?.after == b.projectLanguages?.after
    }

    /// Every key the change touches.
    public var keys: Set<ScalarKey> { Set(before.keys).union(after.keys) }

    /// Records what `edit` does to `catalog` for the strings with `keys` (and any it adds),
    /// applying it. Returns nil when nothing changed.
    ///
    /// - Parameter findingAddedStrings: false when `keys` name every string the edit adds
    ///   or removes, as the editor's edits do. Finding the others means holding on to the
    ///   catalog as it was, which makes the edit's first write copy all of its strings
    ///   (milliseconds for 20,000, on every keystroke that commits); debug builds check that
    ///   nothing unnamed was added or removed.
    public static func record(_ summary: String, keys: [String], in catalog: inout StringCatalog, findingAddedStrings: Bool = true,
                              _ edit: (inout StringCatalog) throws -> Void) rethrows -> CatalogChange? {
        let old: StringCatalog? = findingAddedStrings ? catalog : nil  // shares storage until the edit writes
        let oldCount = catalog.strings.count
        var before: [ScalarKey: CatalogString] = [:]
        for key in keys { if let i = catalog.index(ofKey: key) { before[ScalarKey(key)] = catalog.strings[i] } }
        try edit(&catalog)
        var after: [ScalarKey: CatalogString] = [:]
        var touched = Set(keys.lazy.map(ScalarKey.init))
        // Strings the edit added (a new or renamed key). Most edits change strings in place,
        // which a count and the named keys show without hashing every key of the catalog.
        if let old {
            let inPlace = catalog.strings.count == oldCount && keys.allSatisfy { (before[ScalarKey($0)] != nil) == (catalog.index(ofKey: $0) != nil) }
            if !inPlace {
                let oldKeys = Set(old.strings.lazy.map { ScalarKey($0.key) })
                for string in catalog.strings where !oldKeys.contains(ScalarKey(string.key)) { touched.insert(ScalarKey(string.key)) }
            }
        }
        for key in touched { if let i = catalog.index(ofKey: key.text) { after[key] = catalog.strings[i] } }
        assert(findingAddedStrings || catalog.strings.count - oldCount == after.count - before.count,
               "“\(summary)” added or removed a string it did not name")
        guard before != after else { return nil }  // (a language change is recorded by the document)
        return CatalogChange(summary: summary, before: before, after: after)
    }

    func apply(_ side: [ScalarKey: CatalogString], to catalog: inout StringCatalog) {
        for key in keys { catalog.replaceString(key.text, with: side[key]) }
    }
}

/// The catalogs' parts of one project-wide step share an id; `parts` counts them, so that
/// a part lost from one catalog's history (a new change there clears what could be redone)
/// is noticed rather than half the step being redone.
public struct ChangeGroup: Equatable, Sendable {
    public var id: Int
    public var parts: Int
}

/// Undo and redo: a bounded list of changes.
public struct EditHistory: Equatable, Sendable {
    /// At least the 1,000 steps the product promises; memory is a few strings per step.
    public static let limit = 10_000

    public private(set) var undoStack: [CatalogChange] = []
    public private(set) var redoStack: [CatalogChange] = []
    private var nextSerial = 1

    public init() {}

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Identifies the catalog's state along the history: the last applied change, 0 at the
    /// start. Comparing it with the position at the last save tells whether there are
    /// unsaved changes, also after undoing back to the saved state.
    public var position: Int { undoStack.last?.serial ?? 0 }

    /// Records a change that was just applied; a new change clears what could be redone.
    public mutating func push(_ change: CatalogChange) {
        var change = change
        change.serial = nextSerial
        nextSerial += 1
        undoStack.append(change)
        if undoStack.count > Self.limit { undoStack.removeFirst(undoStack.count - Self.limit) }
        redoStack.removeAll()
    }

    /// Reverts the last change in `catalog`; returns it.
    public mutating func undo(in catalog: inout StringCatalog) -> CatalogChange? {
        guard let change = undoStack.popLast() else { return nil }
        change.apply(change.before, to: &catalog)
        redoStack.append(change)
        return change
    }

    /// Applies again the last undone change; returns it.
    public mutating func redo(in catalog: inout StringCatalog) -> CatalogChange? {
        guard let change = redoStack.popLast() else { return nil }
        change.apply(change.after, to: &catalog)
        undoStack.append(change)
        return change
    }
}
