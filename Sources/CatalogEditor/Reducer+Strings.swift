import StringCatalogKit

/// Adding and deleting strings, and the toggles of one string (don't translate, manual).
extension EditorState {
    mutating func startAddingString() {
        session = EditSession(target: .newKey, text: "")
    }

    mutating func askToDelete() -> [Effect] {
        guard let string = selectedString else { return [.bell] }
        let automatic = string.extractionState != .manual && !string.isStale
        prompt = .confirmation("Delete “\(string.key)” in every language?" + (automatic ? " (Xcode adds it again while it is in the code)" : ""),
                               .deleteString(key: string.key), yes: "delete")
        return []
    }

    mutating func askToDeleteStale() -> [Effect] {
        let keys = catalog.strings.filter(\.isStale).map(\.key)
        guard !keys.isEmpty else {
            message = StatusMessage("No stale strings in \(document.name)")
            return [.bell]
        }
        prompt = .confirmation("Delete all \(count(keys.count, "stale string"))?", .deleteStale(keys: keys), yes: "delete \(keys.count)")
        return []
    }

    mutating func toggleDoNotTranslate() -> [Effect] {
        toggleSelected("Toggle don't translate", { $0.toggleDoNotTranslate() }) { key, string in
            string.isTranslatable ? "“\(key)” is to be translated" : "“\(key)” is marked don't translate"
        }
    }

    mutating func toggleManual() -> [Effect] {
        toggleSelected("Toggle manual management", { $0.toggleManual() }) { key, string in
            string.extractionState == .manual ? "“\(key)” is managed manually" : "“\(key)” is managed automatically (extracted from code)"
        }
    }

    /// Flips a property of the selected string as one step, then says where it stands.
    private mutating func toggleSelected(_ summary: String, _ toggle: @escaping (inout CatalogString) -> Void, saying: (String, CatalogString) -> String) -> [Effect] {
        guard let key = selectedString?.key else { return [.bell] }
        apply("\(summary) of “\(key)”", keys: [key]) { catalog in
            if let i = catalog.index(ofKey: key) { toggle(&catalog.strings[i]) }
        }
        if let i = catalog.index(ofKey: key) { message = StatusMessage(saying(key, catalog.strings[i])) }
        return []
    }
}
