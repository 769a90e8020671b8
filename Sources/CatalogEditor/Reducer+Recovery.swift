import Foundation
import StringCatalogKit

/// Unsaved changes an earlier session kept in a recovery copy (it was ended by SIGTERM or
/// SIGHUP), offered at start: restore them as unsaved changes, keep the catalog as saved,
/// or delete the copy.
public struct RecoveredChanges: Sendable {
    public var document: Int
    public var path: String
    public var modified: Date
    public var catalog: StringCatalog

    public init(document: Int, path: String, modified: Date, catalog: StringCatalog) {
        self.document = document
        self.path = path
        self.modified = modified
        self.catalog = catalog
    }
}

extension EditorState {
    /// Asks about the next recovery copy, if any is left.
    mutating func askAboutNextRecovery() {
        guard prompt == nil, let next = pendingRecoveries.first else { return }
        let name = documents[next.document].name
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let changed = next.catalog.keysChanged(since: documents[next.document].catalog).count
        let copy = next.path.split(separator: "/").last.map(String.init) ?? next.path
        prompt = Prompt(question: "An earlier session of xcedit was ended with unsaved changes to \(name): \(count(changed, "string")), kept \(formatter.string(from: next.modified)) beside it in \(copy). Restore them?", choices: [
            Prompt.Choice(key: "r", label: "restore them (unsaved until Ctrl-S)", answer: .choose("restore")),
            Prompt.Choice(key: "k", label: "keep the file as saved", answer: .cancel),
            Prompt.Choice(key: "d", label: "delete the copy", answer: .choose("delete")),
        ], subject: .recovery(document: next.document))
    }

    mutating func answerRecovery(_ value: String?) -> [Effect] {
        guard !pendingRecoveries.isEmpty else { return [] }
        let recovered = pendingRecoveries.removeFirst()
        var effects: [Effect] = []
        switch value {
        case "restore":
            let index = recovered.document
            let keys = recovered.catalog.keysChanged(since: documents[index].catalog)
            let restore = { (catalog: inout StringCatalog) in
                for key in keys { catalog.replaceString(key, with: recovered.catalog.index(ofKey: key).map { recovered.catalog.strings[$0] }) }
            }
            let keep = selectedReference
            if let change = documents[index].perform("Restore the changes kept in \(recovered.path)", keys: keys, step: takeStep(), restore) {
                documents[index].restoredFrom = recovered.path
                if tableDocuments.contains(index) { catalogChanged(by: change, in: index, keeping: keep) } else { cache.forget(document: index) }
            }
            message = StatusMessage("Restored \(count(keys.count, "changed string")) into \(documents[index].name); Ctrl-S saves them (and removes the copy), u undoes")
        case "delete":
            effects = [.deleteFile(recovered.path)]
            message = StatusMessage("Deleted \(recovered.path)")
        default:
            message = StatusMessage("Kept \(documents[recovered.document].name) as saved; the copy stays in \(recovered.path)")
        }
        askAboutNextRecovery()
        return effects
    }
}
