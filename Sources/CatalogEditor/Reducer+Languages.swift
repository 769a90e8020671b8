import StringCatalogKit

/// Adding and removing languages. Inside an Xcode project a language is recorded in the
/// project's `knownRegions`, as Xcode does; a save writes it there. Outside one, a catalog
/// has a language only through its translations, so an added language is shown for the
/// session and nothing empty is ever written.
extension EditorState {
    /// What the language picker offers for `query`: the list's matches (languages the
    /// catalog has stay in, and choosing one just goes to it), then a valid code typed in
    /// full that the list does not have (such as "de-LI"), as typed.
    public func languageChoices(for query: String) -> [String] {
        var codes = Language.search(query).map(\.code)
        let typed = query.trimmingCharacters(in: .whitespaces)
        // Only codes whose language is known: "ukr" has the shape of a code but is not one
        // Xcode would write (it writes "uk").
        if Language.isValidCode(typed), Language.displayName(for: typed) != typed,
           !codes.contains(where: { $0.caseInsensitiveCompare(typed) == .orderedSame }) {
            codes.append(typed)
        }
        return codes
    }

    mutating func openLanguagePicker() {
        overlay = .languagePicker(query: "", selection: 0)
    }

    mutating func typeInLanguagePicker(_ text: String?) {
        guard case .languagePicker(let query, _)? = overlay else { return }
        overlay = .languagePicker(query: Self.typed(text, into: query), selection: 0)
    }

    mutating func chooseInLanguagePicker() -> [Effect] {
        guard case .languagePicker(let query, let selection)? = overlay else { return [] }
        let choices = languageChoices(for: query)
        guard choices.indices.contains(selection) else { return [.bell] }
        overlay = nil
        addLanguage(choices[selection])
        return []
    }

    mutating func addLanguage(_ code: String) {
        let name = "\(Language.displayName(for: code)) (\(code))"
        if document.languages.contains(code) {
            switchLanguage(to: code)
            message = StatusMessage("\(name) is in the catalog already")
            return
        }
        if let projectFile = document.projectFile {
            let languages = document.projectLanguages + [code]
            let keep = selectedString?.key
            if let change = documents[current].perform("Add \(name)", keys: [], projectLanguages: languages, { _ in }) {
                catalogChanged(by: change, keeping: keep)
            }
            // The other catalogs of the same project have the language too.
            for i in documents.indices where i != current && documents[i].projectFile == projectFile {
                documents[i].showLanguage(code)
            }
            let project = projectFile.split(separator: "/").dropLast().last.map(String.init) ?? "the project"
            message = StatusMessage("Added \(name); Ctrl-S records it in the knownRegions of \(project)")
        } else {
            documents[current].showLanguage(code)
            message = StatusMessage("\(name) is shown for this session: with no Xcode project here, a catalog records a language only through its translations")
        }
        switchLanguage(to: code)
        scrollSidebarIntoView()
    }

    /// `d` in the languages pane: remove the selected language from every string (and from
    /// the project), after a question that names the count.
    mutating func askToRemoveLanguage() -> [Effect] {
        let code = language
        guard code != document.sourceLanguage else {
            message = StatusMessage("The source language cannot be removed", kind: .error)
            return [.bell]
        }
        let name = "\(Language.displayName(for: code)) (\(code))"
        let reached = catalogsSharingProject()
        let strings = reached.reduce(0) { $0 + documents[$1].catalog.localizationCount(of: code) }
        var question = "Remove \(name)? Its \(verb(strings, "translation", "translations")) of \(count(strings, "string")) \(verb(strings, "goes", "go"))"
        if reached.count > 1 { question += " from \(reached.count) catalogs of the project" }
        if document.projectLanguages.contains(code) && document.projectFile != nil { question += ", and the project's languages lose it" }
        prompt = .confirmation(question + ".", .removeLanguage(code: code), yes: "remove")
        return []
    }

    /// The current catalog, and the others of the same Xcode project: a language belongs to
    /// the project, so removing it reaches them all.
    func catalogsSharingProject() -> [Int] {
        guard let projectFile = document.projectFile else { return [current] }
        return [current] + documents.indices.filter { $0 != current && documents[$0].projectFile == projectFile }
    }

    mutating func removeLanguage(_ code: String) {
        let name = "Remove \(Language.displayName(for: code)) (\(code))"
        let reached = catalogsSharingProject()
        // One step across the catalogs it changes: undo and redo take them all together.
        let changing = reached.filter { index in
            documents[index].catalog.localizationCount(of: code) > 0 || index == current && documents[index].projectLanguages.contains(code)
        }
        let group = changing.count > 1 ? ChangeGroup(id: nextChangeGroup, parts: changing.count) : nil
        if group != nil { nextChangeGroup += 1 }
        for index in reached {
            let keys = documents[index].catalog.strings.filter { $0.localization(for: code) != nil }.map(\.key)
            // The current catalog's step carries the project's languages (its save writes
            // the project file); the others just forget the language.
            let languages = index == current ? documents[index].projectLanguages.filter { $0 != code } : nil
            let keep = index == current ? selectedString?.key : nil
            let change = documents[index].perform(name, keys: keys, projectLanguages: languages, group: group) { catalog in
                _ = try? catalog.removeLanguage(code)
            }
            if index != current { documents[index].forgetProjectLanguage(code) }
            if let change {
                if index == current { catalogChanged(by: change, keeping: keep) } else { cache.forget(document: index) }
            }
        }
        let undoes = changing.count > 1 ? " (u undoes it in all \(changing.count) at once)" : " (u undoes)"
        message = StatusMessage("Removed \(Language.displayName(for: code))" + (reached.count > 1 ? " from \(count(reached.count, "catalog"))" : "") + undoes)
    }
}
