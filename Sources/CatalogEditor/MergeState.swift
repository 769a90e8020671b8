import StringCatalogKit
import Versioning

/// A catalog git left unmerged: the three versions from git's index, the conflicts the
/// merge of them left (ours kept at each), and which of them the user has resolved.
public struct MergeState: Sendable {
    public let base: StringCatalog
    public let ours: StringCatalog
    public let theirs: StringCatalog
    public let conflicts: [MergeConflict]
    /// Indices into `conflicts`. Resolving is part of an undoable step (`CatalogChange`),
    /// so undo brings a conflict back.
    public internal(set) var resolved: Set<Int>
    /// The file held git's conflict markers (no merge driver): the editor shows the merge
    /// of the three versions instead, to be saved over it.
    public let fileHadConflictMarkers: Bool
    /// The merge of the editor's changes into a version of the file another program wrote
    /// while it was open (base: the file as the editor read it): git has nothing to record.
    public let isWithFileChangedOnDisk: Bool
    /// Set once `git add` recorded the file as resolved.
    public internal(set) var isMarkedResolvedInGit = false
    /// The conflicts of each string, in the merge's order.
    private let conflictsByKey: [ScalarKey: [Int]]

    /// `catalog` is what the editor shows: a conflict it cannot show — on the catalog's own
    /// fields, or on a string the catalog does not have — keeps ours and counts as resolved
    /// from the start. (A string ours deleted is shown as theirs has it: see
    /// `showingStringsOursDeleted`.)
    public init(base: StringCatalog, ours: StringCatalog, theirs: StringCatalog, conflicts: [MergeConflict], shownIn catalog: StringCatalog,
                fileHadConflictMarkers: Bool = false, isWithFileChangedOnDisk: Bool = false) {
        self.base = base
        self.fileHadConflictMarkers = fileHadConflictMarkers
        self.isWithFileChangedOnDisk = isWithFileChangedOnDisk
        self.ours = ours
        self.theirs = theirs
        self.conflicts = conflicts
        var byKey: [ScalarKey: [Int]] = [:]
        var hidden: Set<Int> = []
        for (index, conflict) in conflicts.enumerated() {
            if let key = conflict.key, catalog.index(ofKey: key) != nil {
                byKey[ScalarKey(key), default: []].append(index)
            } else {
                hidden.insert(index)
            }
        }
        conflictsByKey = byKey
        resolved = hidden
    }

    /// Conflicts the editor cannot show (see `init`), kept as ours.
    public var hiddenConflicts: [MergeConflict] {
        let shown = Set(conflictsByKey.values.joined())
        return conflicts.indices.filter { !shown.contains($0) }.map { conflicts[$0] }
    }

    public var unresolvedCount: Int { conflicts.count - resolved.count }

    /// The unresolved conflicts of the string `key`, in the merge's order.
    public func unresolved(ofKey key: String) -> [Int] {
        (conflictsByKey[ScalarKey(key)] ?? []).filter { !resolved.contains($0) }
    }

    public func hasUnresolved(ofKey key: String) -> Bool {
        !unresolved(ofKey: key).isEmpty
    }

    /// The number of strings with unresolved conflicts.
    public var unresolvedStringCount: Int {
        conflictsByKey.values.filter { $0.contains { !resolved.contains($0) } }.count
    }

    /// The unresolved conflicts that `change` resolves by editing what they are about: the
    /// language and form a conflict is in (a new value there, or its state changed), or,
    /// outside a language, the conflicting field (the comment) or the whole string.
    func conflictsResolved(by change: CatalogChange) -> [Int] {
        var found: [Int] = []
        for key in change.keys {
            for index in unresolved(ofKey: key.text) {
                let scope = Self.scope(of: conflicts[index])
                if CatalogMerge.value(at: scope, in: change.before[key]) != CatalogMerge.value(at: scope, in: change.after[key]) {
                    found.append(index)
                }
            }
        }
        return found.sorted()
    }

    /// What an edit must change to resolve `conflict`: inside a language, the form it is
    /// in (its field left out: a new value resolves a conflict of the value's state too).
    static func scope(of conflict: MergeConflict) -> [String] {
        guard conflict.language != nil, let field = conflict.field else { return conflict.path }
        return Array(conflict.path.dropLast(field.split(separator: ".").count))
    }
}

extension MergeState {
    /// A string ours deleted while theirs changed it is shown as theirs has it, with its
    /// conflict, so that it can be deleted after all (`<`) or kept (`>`): without a row it
    /// could only stay deleted. Everything else is the catalog as given.
    public static func showingStringsOursDeleted(_ catalog: StringCatalog, conflicts: [MergeConflict], theirs: StringCatalog) -> StringCatalog {
        var shown = catalog
        for conflict in conflicts where conflict.kind == .deleteModify && conflict.deletedBy == .ours && conflict.path.isEmpty {
            guard let key = conflict.key, shown.index(ofKey: key) == nil, let index = theirs.index(ofKey: key) else { continue }
            shown.insert(theirs.strings[index])
        }
        return shown
    }
}
