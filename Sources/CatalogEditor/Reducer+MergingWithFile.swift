import StringCatalogKit
import Versioning

/// "Changed on disk", answered with `m`: the editor's changes merged into the version of
/// the file another program wrote (sync, git, a second editor) by the merge driver's rules
/// (`CatalogMerge`, as `xcedit merge` uses them), so that neither side is lost. Base: the
/// file as the editor read or last saved it; ours: the editor's catalog; theirs: the file
/// now. What the rules cannot decide is a conflict, ours kept there, shown in the Conflicts
/// view for `<` (yours) and `>` (the file's).
extension EditorState {
    mutating func mergeWithFile(document index: Int, _ outcome: ReloadOutcome) -> [Effect] {
        guard documents.indices.contains(index) else { return [] }
        let name = documents[index].name
        switch outcome {
        case .failed(let reason):
            quitAfterSaving = false
            message = StatusMessage("Not merged: \(reason)", kind: .error)
            return []
        case .loaded(let file, let fingerprint):
            let ours = documents[index].catalog
            let base = documents[index].savedCatalog ?? file
            let result = CatalogMerge.merge(base: base, ours: ours, theirs: file)
            let shown = MergeState.showingStringsOursDeleted(result.catalog, conflicts: result.conflicts, theirs: file)
            let merge = MergeState(base: base, ours: ours, theirs: file, conflicts: result.conflicts, shownIn: shown, isWithFileChangedOnDisk: true)
            let kept = selectedReference
            documents[index].mergedWithFile(shown, merge: merge, file: file, fingerprint: fingerprint)
            cache.forget(document: index)
            let conflicts = documents[index].merge?.unresolvedCount ?? 0
            if tableDocuments.contains(index) {
                marksByDocument[index] = nil
                followLanguage()
                if conflicts > 0 && index == current { stateFilter = .conflicts }
                refreshRows(keepingRow: kept.flatMap { row(of: $0) })
            }
            guard conflicts > 0 else {
                // Nothing to decide: the save that found the file changed goes on.
                let effects = save()
                message = StatusMessage("Merged with \(name) as on disk; saving")
                return effects
            }
            quitAfterSaving = false
            message = StatusMessage("Merged with \(name) as on disk: \(count(conflicts, "conflict")), yours kept: "
                + "< yours, > the file's, Enter edits; Ctrl-S saves; undo starts afresh")
            return []
        }
    }
}
