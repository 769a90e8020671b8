/// Names that tell the files of a bundle or a folder apart in little room. Cutting a long path
/// in the middle or keeping only its file name loses exactly what differs when six packages
/// each have a `Sources/MODULE/Resources/Localizable.xcstrings`: the module's name. So the
/// folder every file shares is dropped, and of the rest the folders that tell a file from
/// another of the same name are the last to go.
public struct PathLabel: Equatable, Sendable {
    /// The path below the folder every file shares: its folders, then the file name.
    public let parts: [String]
    /// Positions in `parts` of the folders that tell this file from another file of the same
    /// name; the others may be left out.
    public let distinguishing: Set<Int>

    public init(parts: [String], distinguishing: Set<Int> = []) {
        self.parts = parts.isEmpty ? [""] : parts
        self.distinguishing = distinguishing
    }

    public var fileName: String { parts[parts.count - 1] }

    /// Longest first: every part; then the same with the folders that tell nothing left out
    /// one at a time, from the top (a run left out between kept parts shows as "…"). The last
    /// is the shortest label that still tells the file apart (`short`).
    public var forms: [String] {
        let elidable = (0..<(parts.count - 1)).filter { !distinguishing.contains($0) }
        return (0...elidable.count).map { Self.join(parts, omitting: Set(elidable.prefix($0))) }
    }

    /// The distinguishing folders and the file name: `AuthClient/…/Localizable.xcstrings`;
    /// the file name alone when no other file has it.
    public var short: String { forms[forms.count - 1] }

    /// Only the folders that tell the file apart, `AuthClient/…`, for a column too narrow for
    /// the short label; the short label when the file's name alone tells it apart.
    public var tag: String {
        guard !distinguishing.isEmpty else { return short }
        let folders = (0..<(parts.count - 1)).filter { !distinguishing.contains($0) }
        return Self.join(Array(parts.dropLast()), omitting: Set(folders)) + "/…"
    }

    /// Every part: the path below the shared folder.
    public var full: String { parts.joined(separator: "/") }

    /// `parts` without those at `omitted`: folders left out at the top simply go (the path
    /// stays relative), a run left out after a kept part becomes one "…".
    static func join(_ parts: [String], omitting omitted: Set<Int>) -> String {
        var pieces: [String] = []
        var gap = false
        for (i, part) in parts.enumerated() {
            if omitted.contains(i) {
                gap = !pieces.isEmpty
                continue
            }
            if gap { pieces.append("…") }
            gap = false
            pieces.append(part)
        }
        return pieces.joined(separator: "/")
    }
}

public enum PathLabels {
    /// A label for each of `paths`, in order (see `PathLabel`).
    public static func labels(for paths: [String]) -> [PathLabel] {
        let shared = sharedFolder(of: paths)
        let split = paths.map { path in
            String(path.dropFirst(shared.count)).split(separator: "/").map(String.init)
        }
        var byName: [String: [Int]] = [:]
        for (i, parts) in split.enumerated() { byName[parts.last ?? "", default: []].append(i) }
        var labels = split.map { PathLabel(parts: $0) }
        for group in byName.values where group.count > 1 {
            for i in group { labels[i] = PathLabel(parts: split[i], distinguishing: distinguishingFolders(of: i, among: group, split)) }
            // Should two short labels still agree, those files keep every folder.
            var seen: [String: Int] = [:]
            for i in group {
                if let other = seen[labels[i].short] {
                    for j in [other, i] { labels[j] = PathLabel(parts: split[j], distinguishing: Set(0..<(split[j].count - 1))) }
                }
                seen[labels[i].short] = i
            }
        }
        return labels
    }

    /// The folders of path `i` that tell it from every other path of `group` (all of one
    /// file name), as few as will do: another path differs from it at some distances above
    /// the file (a folder of another name, or none); the distance that tells it from the
    /// most of the others not yet told apart is taken first, the nearest on a tie.
    static func distinguishingFolders(of i: Int, among group: [Int], _ split: [[String]]) -> Set<Int> {
        let folders = Array(split[i].dropLast())
        // For each other path, the distances (1: the file's own folder) where it differs.
        var untold: [Set<Int>] = group.filter { $0 != i }.map { other in
            let theirs = Array(split[other].dropLast())
            return Set(stride(from: 1, through: folders.count, by: 1).filter { depth in
                theirs.count < depth || theirs[theirs.count - depth] != folders[folders.count - depth]
            })
        }.filter { !$0.isEmpty }
        var chosen: Set<Int> = []
        while !untold.isEmpty {
            var tally: [Int: Int] = [:]
            for depths in untold { for depth in depths { tally[depth, default: 0] += 1 } }
            let best = tally.max { a, b in a.value < b.value || (a.value == b.value && a.key > b.key) }!.key
            chosen.insert(folders.count - best)
            untold.removeAll { $0.contains(best) }
        }
        return chosen
    }

    /// The folder every path is in, ending in "/" (empty when they share none): for one
    /// path, its own folder.
    public static func sharedFolder(of paths: [String]) -> String {
        guard var common = paths.first?.split(separator: "/", omittingEmptySubsequences: false).dropLast() else { return "" }
        for path in paths.dropFirst() {
            let folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            let shared = zip(common, folders).prefix { $0 == $1 }.count
            common = common.prefix(shared)
        }
        return common.isEmpty ? "" : common.joined(separator: "/") + "/"
    }
}
