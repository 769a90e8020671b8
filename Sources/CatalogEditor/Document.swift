import StringCatalogKit

/// An open catalog and what the editor derives from it: languages, progress, the undo
/// history and whether it has unsaved changes.
public struct Document: Sendable {
    public let path: String
    public private(set) var catalog: StringCatalog
    /// `knownRegions` of the enclosing Xcode project: languages the project has even where
    /// the catalog has no translation yet.
    public private(set) var projectLanguages: [String]
    /// The enclosing Xcode project's `project.pbxproj`, where added languages are recorded;
    /// nil when the catalog is not inside a project.
    public let projectFile: String?
    /// `projectLanguages` as the project file has them, to tell what a save must write there.
    public private(set) var savedProjectLanguages: [String]
    /// Sidebar order: the source language first, then the others by English name.
    public private(set) var languages: [String]
    /// Characters in the longest sidebar label, "English name (code)", kept with
    /// `languages` so that sizing the sidebar costs a frame nothing (the names are English).
    public private(set) var longestLanguageLabel = 0
    public private(set) var statistics: CatalogStatistics
    /// The file as it was read or last saved, to notice someone else changing it. nil for
    /// a document that never was on disk (tests).
    public private(set) var fingerprint: FileFingerprint?
    public private(set) var history = EditHistory()
    /// The recovery copy whose changes were restored into this document: a save that
    /// writes them removes it.
    public internal(set) var restoredFrom: String?
    /// The translator's XLIFF this catalog is one `<file>` of; nil for a `.xcstrings` file.
    public let exchange: ExchangeOrigin?
    /// The catalog as the file said it when it was read or last saved. For a file of a
    /// translator's XLIFF, a save compares with it to find the few strings to write,
    /// instead of reading the whole XLIFF into a catalog again; for any file, it is the
    /// base of a merge with a version another program wrote meanwhile. (It shares the
    /// catalog's storage until the first edit.)
    public private(set) var savedCatalog: StringCatalog?
    /// What tells this file from the others open (see `PathLabels`): its file name unless
    /// another file has the same.
    public internal(set) var label: PathLabel
    /// A catalog git left unmerged: its three versions and conflicts; nil otherwise.
    public internal(set) var merge: MergeState?
    /// Git tracks the file: the inspector may look up what changed in a string's source
    /// since it was translated (see `SourceHistoryQuestion`).
    public let isTrackedByGit: Bool
    /// A save may write the file in Xcode's layout whatever layout it had: xcedit wrote it,
    /// or the user agreed to it being rewritten whole. Until then, a save of a file another
    /// layout (another tool's indentation or key order) asks first, since its diff would
    /// hold every line, not the edits.
    public internal(set) var mayRewriteWhole = false
    /// The user chose to keep the file's own layout: a save writes the strings changed since
    /// it was read in Xcode's layout and leaves every other byte as it was.
    public internal(set) var keepsFileLayout = false
    /// `history.position` when the file was last read or saved; -1 (no position) when the
    /// catalog differs from the file from the start.
    private var savedPosition = 0

    /// `differsFromFile`: the catalog is not what the file holds (a merge's result shown
    /// instead of a file git wrote conflict markers into), so that a save writes it.
    public init(path: String, catalog: StringCatalog, projectLanguages: [String] = [], projectFile: String? = nil, fingerprint: FileFingerprint? = nil,
                exchange: ExchangeOrigin? = nil, merge: MergeState? = nil, differsFromFile: Bool = false, isTrackedByGit: Bool = false) {
        self.path = path
        self.isTrackedByGit = isTrackedByGit
        self.exchange = exchange
        self.merge = merge
        savedPosition = differsFromFile ? -1 : 0
        savedCatalog = catalog
        self.catalog = catalog
        self.projectLanguages = projectLanguages
        self.projectFile = projectFile
        savedProjectLanguages = projectLanguages
        self.fingerprint = fingerprint
        label = PathLabel(parts: [path.split(separator: "/").last.map(String.init) ?? path])
        languages = []
        statistics = CatalogStatistics(catalog, extraLanguages: projectLanguages)
        followStatisticsLanguages()
    }

    /// The name shown in messages: its label (the file name, with the folders that tell it
    /// from another file of that name); for a file of a translator's XLIFF, the bundle's
    /// name before it (`de.xcloc: Widget/Localizable.xcstrings`).
    public var name: String {
        (exchange.map { $0.inputName + ": " } ?? "") + label.short
    }

    /// The last part of the path: the catalog's file name.
    public var fileName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    public var sourceLanguage: String { catalog.sourceLanguage }

    /// True when the catalog differs from the file: some change was made since the last
    /// save and not undone.
    public var isModified: Bool {
        history.position != savedPosition || projectLanguages != savedProjectLanguages
    }

    public func progress(of language: String) -> CatalogStatistics.LanguageProgress? {
        statistics.languages.first { $0.language == language }
    }

    /// Share of translated strings over all non-source languages, for the catalog picker.
    public var overallFraction: Double {
        let others = statistics.languages.filter { !$0.isSource }
        let total = others.reduce(0) { $0 + $1.total }
        return total == 0 ? 1 : Double(others.reduce(0) { $0 + $1.translated }) / Double(total)
    }

    static func sidebarOrder(_ codes: [String], source: String) -> [String] {
        let others = codes.filter { $0 != source }.sorted {
            let a = Language.displayName(for: $0), b = Language.displayName(for: $1)
            return a == b ? $0 < $1 : a < b
        }
        return [source] + others
    }

    // MARK: Changing

    /// Applies `edit` to the strings with `keys` as one undoable step. Returns the change,
    /// or nil when nothing changed (then nothing is recorded).
    /// With `projectLanguages`, the step also sets the project's languages (adding or
    /// removing a language), which a save writes to the project file. With `group`, the step
    /// is this catalog's part of a project-wide one.
    /// With `resolving`, the step resolves these merge conflicts (taking ours or theirs),
    /// and is a step even when the catalog already held that value; without it, the step
    /// resolves the conflicts its edit changes (see `MergeState.conflictsResolved`).
    /// `step` orders the steps of all the open catalogs (see `CatalogChange.step`).
    mutating func perform(_ summary: String, keys: [String], projectLanguages newLanguages: [String]? = nil, group: ChangeGroup? = nil,
                          findingAddedStrings: Bool = true, resolving conflicts: [Int]? = nil, step: Int = 0,
                          _ edit: (inout StringCatalog) throws -> Void) rethrows -> CatalogChange? {
        let unchanged = conflicts == nil ? [:] : strings(keys)
        var change = try CatalogChange.record(summary, keys: keys, in: &catalog, findingAddedStrings: findingAddedStrings, edit)
        if let newLanguages, newLanguages != projectLanguages {
            if change == nil { change = CatalogChange(summary: summary, before: [:], after: [:]) }
            change?.projectLanguages = (projectLanguages, newLanguages)
            projectLanguages = newLanguages
        }
        if let merge, let resolved = conflicts ?? change.map(merge.conflictsResolved), !resolved.isEmpty {
            // The strings stay named, so that undo selects the string the conflict is back in.
            if change == nil { change = CatalogChange(summary: summary, before: unchanged, after: unchanged) }
            change?.resolvedConflicts = resolved
            self.merge?.resolved.formUnion(resolved)
        }
        guard var change else { return nil }
        change.group = group
        change.step = step
        history.push(change)
        changed(by: change, undone: false)
        return change
    }

    /// The strings with `keys`, as they are.
    private func strings(_ keys: [String]) -> [ScalarKey: CatalogString] {
        var found: [ScalarKey: CatalogString] = [:]
        for key in keys { if let i = catalog.index(ofKey: key) { found[ScalarKey(key)] = catalog.strings[i] } }
        return found
    }

    mutating func undo() -> CatalogChange? {
        guard let change = history.undo(in: &catalog) else { return nil }
        merge?.resolved.subtract(change.resolvedConflicts)
        if let languages = change.projectLanguages { projectLanguages = languages.before }
        changed(by: change, undone: true)
        return change
    }

    mutating func redo() -> CatalogChange? {
        guard let change = history.redo(in: &catalog) else { return nil }
        merge?.resolved.formUnion(change.resolvedConflicts)
        if let languages = change.projectLanguages { projectLanguages = languages.after }
        changed(by: change, undone: false)
        return change
    }

    /// The project lost a language through another catalog of it (which writes the
    /// project file): this one forgets it too, with nothing of its own to save for it.
    mutating func forgetProjectLanguage(_ code: String) {
        guard projectLanguages.contains(code) else { return }
        projectLanguages.removeAll { $0 == code }
        savedProjectLanguages.removeAll { $0 == code }
        statistics = CatalogStatistics(catalog, extraLanguages: projectLanguages)
        followStatisticsLanguages()
    }

    /// The project got a language back through another catalog of it (an undone removal,
    /// a redone addition): this one shows it again, with nothing of its own to save for it.
    mutating func regainProjectLanguage(_ code: String) {
        guard !projectLanguages.contains(code) else { return }
        projectLanguages.append(code)
        if !savedProjectLanguages.contains(code) { savedProjectLanguages.append(code) }
        statistics = CatalogStatistics(catalog, extraLanguages: projectLanguages)
        followStatisticsLanguages()
    }

    /// Languages shown for this session only: a catalog outside an Xcode project records a
    /// language only through its translations, so there is nothing to write.
    mutating func showLanguage(_ code: String) {
        guard !languages.contains(code) else { return }
        projectLanguages.append(code)
        savedProjectLanguages.append(code)
        statistics = CatalogStatistics(catalog, extraLanguages: projectLanguages)
        followStatisticsLanguages()
    }

    /// Keeps the statistics and the language list in step with a change.
    private mutating func changed(by change: CatalogChange, undone: Bool) {
        // One string at a time (microseconds) instead of a count over the whole catalog
        // (a tenth of a second at 20,000 strings); the whole count only when the project's
        // languages changed or an update cannot be made.
        let (other, side) = undone ? (change.after, change.before) : (change.before, change.after)
        var updated = change.projectLanguages == nil
        if updated {
            for key in change.keys where updated {
                updated = statistics.replace(other[key], with: side[key])
            }
        }
        if !updated { statistics = CatalogStatistics(catalog, extraLanguages: projectLanguages) }
        followStatisticsLanguages()
    }

    /// The sidebar lists the languages the statistics count, in its own order; it is sorted
    /// again only when that set changed.
    private mutating func followStatisticsLanguages() {
        let codes = statistics.languages.map(\.language)
        if languages.isEmpty || Set(codes) != Set(languages) {
            languages = Self.sidebarOrder(codes, source: catalog.sourceLanguage)
            longestLanguageLabel = languages.map { Language.displayName(for: $0).count + $0.count + 3 }.max() ?? 0
        }
    }

    /// `git add` recorded the file as resolved.
    mutating func markResolvedInGit() {
        merge?.isMarkedResolvedInGit = true
    }

    /// After a successful save: the file now holds the catalog.
    mutating func markSaved(_ fingerprint: FileFingerprint, includingProject: Bool = true) {
        self.fingerprint = fingerprint
        savedPosition = history.position
        savedCatalog = catalog
        // Written in Xcode's layout, unless its own layout was kept.
        if !keepsFileLayout { mayRewriteWhole = true }
        if includingProject { savedProjectLanguages = projectLanguages }
    }

    /// What a save must change in the project file's `knownRegions`.
    public var projectLanguageChanges: (added: [String], removed: [String]) {
        (projectLanguages.filter { !savedProjectLanguages.contains($0) }, savedProjectLanguages.filter { !projectLanguages.contains($0) })
    }

    /// Another program changed the file to `file` (`fingerprint`): the catalog becomes
    /// `merged`, the merge of the editor's changes into it, with its conflicts. The history
    /// goes, as in a reload: its steps were made against the old contents. Languages added
    /// and not saved stay to be saved.
    mutating func mergedWithFile(_ merged: StringCatalog, merge: MergeState, file: StringCatalog, fingerprint: FileFingerprint) {
        var document = Document(path: path, catalog: merged, projectLanguages: projectLanguages, projectFile: projectFile, fingerprint: fingerprint,
                                exchange: exchange, merge: merge, differsFromFile: merged != file, isTrackedByGit: isTrackedByGit)
        document.savedProjectLanguages = savedProjectLanguages
        document.savedCatalog = file
        document.label = label
        document.restoredFrom = restoredFrom
        self = document
    }

    /// Replaces the catalog with the file's current contents; the history goes, since its
    /// steps were made against the old contents.
    mutating func reload(_ catalog: StringCatalog, fingerprint: FileFingerprint) {
        let label = self.label
        self = Document(path: path, catalog: catalog, projectLanguages: savedProjectLanguages, projectFile: projectFile, fingerprint: fingerprint,
                        exchange: exchange, merge: merge, isTrackedByGit: isTrackedByGit)
        self.label = label
    }
}
