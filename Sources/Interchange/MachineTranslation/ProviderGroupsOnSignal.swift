#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Processes
import StringCatalogKit

/// Ends the providers at work when a signal ends xcedit (Ctrl-C, `kill`, a closed terminal).
///
/// Each provider runs in a process group of its own (so that a timeout can end it with what
/// it started), which neither the terminal's Ctrl-C nor a signal to xcedit reaches: without
/// this, `translate` ended and its provider went on, a `curl` or a paid engine call with it.
/// While a provider runs, SIGINT, SIGTERM, SIGHUP and SIGQUIT kill its group, then take their
/// previous action. A signal the process ignores (SIGHUP under `nohup`) is left ignored.
///
/// Only for runs without a `ProviderStopper`: the editor has its own handlers, which save
/// the work first and stop the providers through the stopper.
enum ProviderGroupsOnSignal {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    static let slotCount = 16

    /// The process groups running, 0 in a free slot: read by the handler, so memory set up
    /// once, written with single stores.
    nonisolated(unsafe) fileprivate static let groups: UnsafeMutablePointer<pid_t> = {
        let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
        return slots
    }()
    nonisolated(unsafe) fileprivate static let previous: UnsafeMutablePointer<sigaction> = {
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        actions.initialize(repeating: sigaction(), count: 65)
        return actions
    }()
    private static let lock = NSLock()
    nonisolated(unsafe) private static var watching = 0
    nonisolated(unsafe) private static var installed: Set<Int32> = []

    /// Starts watching `group`; the slot to give back to `unwatch`.
    static func watch(_ group: pid_t) -> Int? {
        lock.withLock {
            guard let slot = (0..<slotCount).first(where: { groups[$0] == 0 }) else { return nil }
            groups[slot] = group
            if watching == 0 { install() }
            watching += 1
            return slot
        }
    }

    static func unwatch(_ slot: Int?) {
        guard let slot else { return }
        lock.withLock {
            groups[slot] = 0
            watching -= 1
            if watching == 0 { restore() }
        }
    }

    private static func install() {
        for signo in signals {
            var current = sigaction()
            guard sigaction(signo, nil, &current) == 0, !SimpleSignalAction.isIgnored(current) else { continue }
            var action = SimpleSignalAction.make(endProviderGroups)
            if sigaction(signo, &action, previous + Int(signo)) == 0 { installed.insert(signo) }
        }
    }

    private static func restore() {
        for signo in installed { _ = sigaction(signo, previous + Int(signo), nil) }
        installed = []
    }
}

/// In the handler: only kill, sigaction and raise, all async-signal-safe. The signal is
/// blocked while the handler runs, so the raised one takes its previous action on return.
private func endProviderGroups(_ signo: Int32) {
    for slot in 0..<ProviderGroupsOnSignal.slotCount {
        let group = ProviderGroupsOnSignal.groups[slot]
        if group > 0 { kill(-group, SIGKILL) }
    }
    _ = sigaction(signo, ProviderGroupsOnSignal.previous + Int(signo), nil)
    _ = raise(signo)
}
