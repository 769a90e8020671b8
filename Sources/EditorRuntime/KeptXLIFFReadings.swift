import Foundation
import Interchange
import StringCatalogKit

/// The XLIFF of each translator's bundle open in the editor as it was last read or
/// written: its bytes, what was read from them, and the file's fingerprint then. A save
/// patches these instead of reading and parsing the whole file again, which at 20,000 units
/// costs half a second (`ExchangeDocuments.save`).
///
/// A reading is only ever handed out for the fingerprint it was kept with, and only used
/// while the file on disk is still the one that fingerprint was taken of: a file someone
/// else changed is read again. Owned by the `EffectInterpreter`, which lives as long as the
/// editor (the editor's documents are values that do not carry it), a few files at most.
final class KeptXLIFFReadings: @unchecked Sendable {
    /// Files kept at once: an editor keeps each bundle it opened (seldom more than one).
    static let limit = 16

    private let lock = NSLock()
    /// By XLIFF path, the most recently kept last.
    private var kept: [(path: String, fingerprint: FileFingerprint, reading: XLIFFReading)] = []

    /// Keeps `reading` of the file at `path`, whose fingerprint is `fingerprint`, in place
    /// of what was kept of it before.
    func keep(_ reading: XLIFFReading, of path: String, fingerprint: FileFingerprint) {
        lock.lock()
        defer { lock.unlock() }
        kept.removeAll { $0.path == path }
        kept.append((path, fingerprint, reading))
        if kept.count > Self.limit { kept.removeFirst(kept.count - Self.limit) }
    }

    /// The reading kept of the file at `path` when it was the one `fingerprint` was taken
    /// of, no longer kept: the caller owns it alone (and keeps it back when done).
    func take(of path: String, fingerprint: FileFingerprint) -> XLIFFReading? {
        lock.lock()
        defer { lock.unlock() }
        guard let index = kept.lastIndex(where: { $0.path == path && $0.fingerprint == fingerprint }) else { return nil }
        return kept.remove(at: index).reading
    }

    /// The reading kept of the file at `path`, whatever it was, with its fingerprint.
    func latest(of path: String) -> (fingerprint: FileFingerprint, reading: XLIFFReading)? {
        lock.lock()
        defer { lock.unlock() }
        return kept.last { $0.path == path }.map { ($0.fingerprint, $0.reading) }
    }

    /// Forgets the file at `path` (its new bytes could not be read back).
    func forget(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        kept.removeAll { $0.path == path }
    }
}
