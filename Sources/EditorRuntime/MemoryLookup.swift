import CatalogEditor
import Dispatch
import Foundation
import Interchange
import StringCatalogKit
import TranslationMemory

/// The editor's translation memory, off the run loop's thread: built from the open
/// catalogs and the user's `memory.paths` (`MemorySources`), asked for matches and searched.
///
/// Builds run on one thread, lookups and searches on another, so that a build after a save
/// never holds up the suggestions: the memory built last answers until the next one is
/// ready and takes its place. Every answer carries the question it answers; the reducer
/// drops those nobody waits for.
final class MemoryLookup: @unchecked Sendable {
    // Unchecked: `built` and `configured` are used only under `lock`.
    private let lock = NSLock()
    private let building = DispatchQueue(label: "xcedit.memory-build", qos: .utility)
    private let answering = DispatchQueue(label: "xcedit.memory-lookups", qos: .userInitiated)
    private var built: (memory: TranslationMemory, concordance: ConcordanceIndex, generation: Int)?
    /// The units of `memory.paths`, read once per editor: those files are not the ones being
    /// edited, and reading them is the slow part of a build.
    private var configured: MemorySources.Reading?

    /// The memory of `generation` from `catalogs` and the configured paths, then `memoryReady`.
    func build(_ catalogs: [MemoryCatalog], generation: Int, environment: [String: String], lookups: BackgroundLookups) {
        lookups.run(on: building) { [self] _ in
            let configured = configuredUnits(alreadyRead: catalogs, environment: environment)
            var units: [TranslationUnit] = []
            for catalog in catalogs { units += catalog.catalog.translationUnits(catalogPath: catalog.path) }
            units += configured.units
            let memory = TranslationMemory(units: units)
            let concordance = ConcordanceIndex(units: units)
            lock.withLock { built = (memory, concordance, generation) }
            let warning = configured.warnings.first.map { configured.warnings.count > 1 ? "\($0) (and \(configured.warnings.count - 1) more)" : $0 }
            return .memoryReady(units: units.count, files: catalogs.count + configured.files, generation: generation, warning: warning)
        }
    }

    func lookUp(_ question: MemoryQuestion, lookups: BackgroundLookups) {
        lookups.run(on: answering) { [self] _ in
            .memoryMatchesFound(question, matches(for: question))
        }
    }

    func search(_ query: ConcordanceQuery, lookups: BackgroundLookups) {
        lookups.run(on: answering) { [self] _ in
            let index = lock.withLock { built?.concordance }
            let found = index?.search(query.text) ?? (hits: [], total: 0)
            return .concordanceFound(query, found.hits, total: found.total)
        }
    }

    /// The matches the memory built last offers for `question`.
    func matches(for question: MemoryQuestion) -> [MemoryMatch] {
        guard let memory = lock.withLock({ built?.memory }) else { return [] }
        return memory.matches(for: question.sourceText, sourceLanguage: question.sourceLanguage, targetLanguage: question.language,
                              limit: MemoryQuestion.asked)
    }

    /// The units of `memory.paths` in the open catalogs' languages, read on the first build; a config that
    /// cannot be read is one warning, and no units.
    private func configuredUnits(alreadyRead catalogs: [MemoryCatalog], environment: [String: String]) -> MemorySources.Reading {
        if let configured = lock.withLock({ configured }) { return configured }
        var reading = MemorySources.Reading()
        do {
            let settings = try ProviderSettings.load(environment: environment)
            let paths = MemorySources.configuredPaths(settings, environment: environment)
            if !paths.isEmpty {
                // The languages of the open catalogs: the only ones a suggestion can be for.
                var languages: [String] = []
                for catalog in catalogs { for code in catalog.catalog.languages where !languages.contains(code) { languages.append(code) } }
                reading = MemorySources.read(paths, languages: languages, alreadyRead: Set(catalogs.map { MemorySources.standardized($0.path) }))
            }
        } catch {
            reading.warnings.append("memory.paths: \(error)")
        }
        lock.withLock { configured = reading }
        return reading
    }
}
