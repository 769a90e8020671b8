import CatalogEditor
import Dispatch
import Foundation
import Interchange

/// Runs the editor's slow lookups (a translation's git history, where the code uses a
/// catalog's keys) on a thread of its own, one at a time, and hands their findings to the
/// run loop as commands, so that git, parsing and extraction never hold up a key. A machine
/// translation, which waits on another program for up to its time limit, runs on a thread
/// of its own, so that the lookups do not wait for it.
final class BackgroundLookups: @unchecked Sendable {
    // Unchecked: `versions` is used only on `queue`; `finished` and `running` only under `lock`.
    private let queue = DispatchQueue(label: "xcedit.background-lookups")
    private let translations = DispatchQueue(label: "xcedit.machine-translations")
    private let reading = DispatchQueue(label: "xcedit.catalog-reading", qos: .userInitiated)
    private let lock = NSLock()
    private var finished: [Command] = []
    private var running = 0
    private let arrived = DispatchSemaphore(value: 0)
    /// The translation memory, built and asked on threads of its own.
    let memory = MemoryLookup()
    /// Old versions of catalogs read from git, kept between history lookups.
    private var versions = CommittedVersions()

    func lookUpSourceHistory(_ question: SourceHistoryQuestion) {
        run { lookups in .sourceHistoryFound(question, SourceHistoryLookup.find(question, versions: &lookups.versions)) }
    }

    func findCodeUsages(of catalogPath: String) {
        run { _ in .codeUsagesFound(catalogPath: catalogPath, CodeUsageLookup.find(catalogPath)) }
    }

    /// Reads the whole of a catalog whose first strings are shown (see
    /// `CatalogReadingInBackground`), on a thread of its own (the parse takes a second
    /// one): the lookups the first frame asks for do not wait for it.
    func readCatalog(_ path: String) {
        run(on: reading) { _ in .catalogRead(CatalogReadingInBackground.read(path)) }
    }

    /// Stops the providers of this editor's machine translations when it ends.
    private let providers = ProviderStopper()

    func draftMachineTranslation(_ job: MachineTranslationJob, environment: [String: String]) {
        run(on: translations) { [providers] _ in
            .machineTranslationFinished(id: job.id, MachineTranslationDrafts.draft(job, environment: environment, stopper: providers))
        }
    }

    /// The editor ends: a provider still at work has nobody to answer.
    func stopMachineTranslations() {
        providers.stop()
    }

    func run(on queue: DispatchQueue? = nil, _ lookup: @escaping @Sendable (BackgroundLookups) -> Command) {
        lock.withLock { running += 1 }
        (queue ?? self.queue).async { [self] in
            let command = lookup(self)
            lock.withLock {
                finished.append(command)
                running -= 1
            }
            arrived.signal()
        }
    }

    /// True while a lookup runs or its finding waits to be taken.
    var isBusy: Bool {
        lock.withLock { running > 0 || !finished.isEmpty }
    }

    /// The findings that arrived, waiting up to `milliseconds` for one when none has.
    func takeFinished(waitingUpTo milliseconds: Int) -> [Command] {
        if lock.withLock({ finished.isEmpty }) {
            _ = arrived.wait(timeout: .now() + .milliseconds(milliseconds))
        }
        return lock.withLock {
            defer { finished = [] }
            return finished
        }
    }
}
