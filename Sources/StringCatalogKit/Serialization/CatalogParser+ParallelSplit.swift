import ParallelWork

/// Large files in Xcode's layout are parsed on two threads: the entries of `strings` are
/// independent, so the second half can start at an entry boundary found by its shape.
extension CatalogParser {
    /// A likely boundary between two entries of `strings` near the middle of a file in
    /// Xcode's layout: `},` then a line that starts with four spaces and a quote. A raw line
    /// break cannot occur inside a JSON string, so this is structure, not text; whether it
    /// really is a boundary of `strings` is confirmed by the first half arriving there.
    static func entryBoundary(in bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Int? {
        let pattern = Array("},\n    \"".utf8)
        var i = max(start, bytes.count / 2)
        while i + pattern.count <= bytes.count {
            if bytes[i] == pattern[0] && bytes[i + 1] == pattern[1] && bytes[i + 2] == pattern[2]
                && (3..<pattern.count).allSatisfy({ bytes[i + $0] == pattern[$0] }) {
                return i + pattern.count - 1
            }
            i += 1
        }
        return nil
    }

    /// Parses the entries after `split` on another thread while this one parses those
    /// before it. If this thread does not land exactly on `split`, the guess was wrong: it
    /// has then parsed everything itself and the other result is dropped.
    mutating func parseEntriesInTwoHalves(splitAt split: Int) throws(CatalogReadError) -> [CatalogString] {
        let second = SecondHalf(self, at: split)
        let secondRun = Background { second.run() }
        let first: ParsedEntries
        do {
            first = try parseEntries(stoppingAt: split)
        } catch {
            _ = secondRun.value
            throw error
        }
        _ = secondRun.value
        guard first.stoppedAtBoundary else { return first.strings }
        switch second.result! {
        case .failure(let error):
            throw error
        case .success(let rest):
            for (key, offset) in zip(rest.strings.map(\.key), rest.keyOffsets) where first.keys.contains(ScalarKey(key)) {
                throw duplicate(key, at: offset)
            }
            pos = second.parser.pos
            depth = second.parser.depth
            return first.strings + rest.strings
        }
    }

    /// The second half's parser and result, handed between threads. Each thread touches
    /// only its own parser; the result is read after the group is waited for.
    final class SecondHalf: @unchecked Sendable {
        // Unchecked: only the second thread touches it until the group is waited for.
        var parser: CatalogParser
        var result: Result<ParsedEntries, CatalogReadError>?

        init(_ first: CatalogParser, at split: Int) {
            parser = CatalogParser(first.bytes)
            parser.pos = split
            parser.depth = first.depth
            parser.path = first.path
            parser.languageScope = first.languageScope
        }

        func run() {
            do {
                result = .success(try parser.parseEntries(stoppingAt: nil))
            } catch {
                result = .failure(error)
            }
        }
    }
}
