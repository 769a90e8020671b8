import Foundation

/// Telling a mistyped command from a path: `xcedit [PATH]` opens the editor, so the first
/// word is either a command's name or a path, and a typo such as `xcedit trnaslate` would
/// otherwise be reported as a missing file.
enum CommandNames {
    /// Why `word` (the first argument) is neither a command nor a path, with the nearest
    /// command when one is close; nil when it is a command, an option, or may be a path (it
    /// exists, or it is written like one: a `/`, an extension, `.`, `~`).
    static func notACommand(_ word: String, commands: [String]) -> String? {
        guard !commands.contains(word), !word.hasPrefix("-"), !word.isEmpty,
              !word.contains("/"), !word.contains("."), !word.hasPrefix("~"),
              !FileManager.default.fileExists(atPath: word)
        else { return nil }
        let suggestion = nearest(to: word, in: commands).map { "; did you mean '\($0)'?" } ?? ""
        return "'\(word)' is not a command, nor a file or folder here\(suggestion)"
    }

    /// The command `word` most likely meant: one that starts with it or it starts with
    /// (`trans`, `lints`), else the closest by edit distance within a third of its length
    /// (at least 1, at most 3 edits); nil when none is that close.
    static func nearest(to word: String, in commands: [String]) -> String? {
        let lowered = word.lowercased()
        if lowered.count >= 2, let prefixed = commands.first(where: { $0.hasPrefix(lowered) || lowered.hasPrefix($0) }) {
            return prefixed
        }
        let limit = min(3, max(1, lowered.count / 3))
        let scored = commands.map { (name: $0, distance: editDistance(lowered, $0)) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit else { return nil }
        return best.name
    }

    /// Edits (insert, delete, replace, swap of neighbours) from `a` to `b`, by characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // Three rows: the swap of neighbours looks two rows back.
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let replace = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, replace)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
