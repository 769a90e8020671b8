import CatalogEditor
import CatalogFiles
import Processes
import StringCatalogKit

/// A catalog git left unmerged (its merge driver found conflicts, or git merged it as lines
/// and wrote conflict markers): the three versions from git's index, merged again to find
/// the conflicts. Git runs in the catalog's folder, so the repository is the one holding
/// the file, whatever the editor's working directory.
enum MergeVersions {
    /// The stages at which git's index holds `path`: 0 for a file git tracks and has merged,
    /// 1–3 for the versions of one it left unmerged; empty for a file git does not track,
    /// nil when git or a repository is not there. One run of git tells the editor both
    /// whether a catalog has a history and whether it has conflicts.
    static func indexStages(of path: String) -> Set<Int>? {
        guard let listing = try? Git.run(["ls-files", "-s", "--", "./" + fileName(of: path)], in: folder(of: path)) else { return nil }
        // `MODE OBJECT STAGE<TAB>PATH` per version present.
        return Set(listing.split(separator: "\n").compactMap { $0.split(separator: "\t").first?.split(separator: " ").last.flatMap { Int($0) } })
    }

    /// The merge of the three versions when git's index holds `path` at `stages` (see
    /// `indexStages`) as unmerged; nil when it does not, or when one side deleted the file.
    static func unmerged(_ path: String, stages: Set<Int>?) throws(CatalogFile.Failure) -> (base: StringCatalog, ours: StringCatalog, theirs: StringCatalog)? {
        let folder = folder(of: path), name = "./" + fileName(of: path)
        guard let stages, stages.contains(2), stages.contains(3) else { return nil }
        let ours = try version(2, of: name, in: folder, path: path)
        let theirs = try version(3, of: name, in: folder, path: path)
        // Added on both sides: an empty base.
        let base = stages.contains(1) ? try version(1, of: name, in: folder, path: path)
            : StringCatalog(sourceLanguage: ours.sourceLanguage, strings: [], version: ours.version, extraFields: [])
        return (base, ours, theirs)
    }

    /// The version at `stage` of git's index (1 base, 2 ours, 3 theirs); an error names it
    /// as `path` at that stage.
    private static func version(_ stage: Int, of name: String, in folder: String, path: String) throws(CatalogFile.Failure) -> StringCatalog {
        let label = "\(path) (git's stage \(stage): \(["base", "ours", "theirs"][stage - 1]))"
        let bytes: [UInt8]
        do {
            bytes = try Git.output(["show", ":\(stage):\(name)"], in: folder)
        } catch {
            throw .cannotRead(path: label, reason: error.description)
        }
        return try CatalogFile.located(label) { () throws(CatalogReadError) in try CatalogReader.read(bytes) }
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
