import StringCatalogKit
import Versioning

/// A catalog git left unmerged: the conflicts filter at opening, taking ours or theirs,
/// and marking the file resolved in git once a save leaves no conflict.
extension EditorState {
    /// At start on a catalog with merge conflicts: the conflicts filter, and what it is.
    mutating func showConflictsOnOpening() {
        guard let merge = document.merge else { return }
        var text = "\(count(merge.conflicts.count, "merge conflict")) in \(document.name)"
        if merge.fileHadConflictMarkers {
            text = "\(document.name) holds git's conflict markers (xcedit git-setup installs the merge driver): shown is xcedit's merge "
                + "of the three versions, ours at each of its \(count(merge.conflicts.count, "conflict")); Ctrl-S writes it"
        }
        if merge.unresolvedCount > 0 {
            stateFilter = .conflicts
            refreshRows(keeping: nil)
            text += ": < takes ours, > theirs, Enter edits"
        }
        let hidden = merge.hiddenConflicts
        if !hidden.isEmpty {
            text += "; ours kept where a string is not shown: " + hidden.map(\.description).joined(separator: "; ")
        }
        if message == nil { message = StatusMessage(text) }
    }

    /// `<`, `>`: the selected string's first unresolved conflict takes that version's value
    /// (one conflict a key press, so that a string with several is decided leaf by leaf).
    mutating func takeVersion(_ side: MergeConflict.Side) -> [Effect] {
        guard let merge = document.merge else {
            message = StatusMessage("\(document.name) has no merge conflicts (git did not leave it unmerged)")
            return [.bell]
        }
        guard let key = selectedString?.key, let index = merge.unresolved(ofKey: key).first else {
            message = StatusMessage(merge.unresolvedCount == 0 ? "No merge conflict left; Ctrl-S saves" : "This string has no merge conflict; f shows the conflicts filter")
            return [.bell]
        }
        let conflict = merge.conflicts[index]
        let source = side == .ours ? merge.ours : merge.theirs
        guard let resolved = CatalogMerge.resolve(conflict, in: catalog, takingFrom: source) else {
            message = StatusMessage("Cannot take \(side.rawValue) here: the string would not be valid; Enter edits it", kind: .error)
            return [.bell]
        }
        let place = conflict.place
        apply("Take \(side.rawValue): \(place)", keys: [key], resolving: [index]) { $0 = resolved }
        let left = document.merge?.unresolved(ofKey: key).count ?? 0
        let total = document.merge?.unresolvedCount ?? 0
        message = StatusMessage("Took \(side.rawValue): \(place); " + (left > 0 ? "\(left) more in this string"
            : total > 0 ? "\(count(total, "conflict")) left" : "no conflict left: Ctrl-S saves"))
        return []
    }

    /// After a save: a catalog with no conflict left is offered to `git add`.
    mutating func offerToMarkResolved(document index: Int) {
        guard let merge = documents[index].merge, merge.unresolvedCount == 0, !merge.isMarkedResolvedInGit, !merge.isWithFileChangedOnDisk,
              prompt == nil else { return }
        let name = documents[index].fileName
        prompt = .confirmation("No conflict left in \(name): mark it resolved (git add)?", .markResolved(document: index), yes: "git add")
    }

    /// The outcome of `git add`. When the question came from saving and quitting, the editor
    /// ends here, unless git refused: then it stays, so that the user sees why.
    mutating func finishMarkingResolved(document index: Int, failure: String?) -> [Effect] {
        guard documents.indices.contains(index) else { return [] }
        let name = documents[index].fileName
        if let failure {
            message = StatusMessage("Not marked resolved: \(failure)", kind: .error)
            // Quitting waits: the user should see that git refused.
            quitAfterSaving = false
            return []
        }
        documents[index].markResolvedInGit()
        message = StatusMessage("Marked \(name) resolved (git add); git commit finishes the merge")
        return quitAfterSaving && !hasUnsavedChanges ? [.quit] : []
    }
}
