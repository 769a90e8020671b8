import CatalogEditor
import Processes
import StringCatalogKit

/// Answers a `SourceHistoryQuestion` from the catalog's git history: the commit where the
/// translation got the values it has now, and the source text in that commit's version.
///
/// Git's pickaxe (`git log -S`) lists the commits that changed how often a text occurs in
/// the file; the translation's longest value, quoted as the file quotes it, is that text.
/// Newest first, each listed version that still has the translation's values is a commit
/// where they may have been made; the first one that has other values (or none) ends the
/// run, and the oldest version before it is where they were made. The walk reads a few
/// versions at most: past that, the oldest one read stands in (a translation older than
/// its last few neighbours' changes is compared with a later source than its own).
enum SourceHistoryLookup {
    /// The versions read per question at most.
    static let commitsRead = 6

    static func find(_ question: SourceHistoryQuestion, versions: inout CommittedVersions) -> SourceHistoryFinding {
        let folder = MergeVersions.folder(of: question.path), name = "./" + MergeVersions.fileName(of: question.path)
        guard let needle = question.translation.max(by: { $0.utf8.count < $1.utf8.count }),
              let log = try? Git.run(["log", "-n", "\(commitsRead)", "--format=%H %h %as", "-S" + JSONQuoting.quote(needle), "--", name], in: folder)
        else { return .unknown }
        var madeIn: (catalog: StringCatalog, commit: String, date: String)?
        for line in log.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count == 3, let catalog = versions.catalog(at: fields[0], of: name, in: folder),
                  let string = catalog.index(ofKey: question.key).map({ catalog.strings[$0] }),
                  SourceHistoryQuestion.values(of: string.localization(for: question.language)) == question.translation
            else { break }
            madeIn = (catalog, fields[1], fields[2])
        }
        guard let madeIn, let then = SourceHistoryQuestion.source(ofKey: question.key, in: madeIn.catalog) else { return .unknown }
        return then == question.source ? .unchanged : .changed(then: then, commit: madeIn.commit, date: madeIn.date)
    }
}

/// Committed versions of catalogs, parsed once per commit (parsing is the slow step: each
/// question reads a few, and neighbouring strings read the same ones).
struct CommittedVersions {
    /// Enough for the commits of the strings around the one selected; a large catalog's
    /// version takes as much memory as the open catalog.
    static let limit = 8

    private var parsed: [String: StringCatalog?] = [:]
    private var order: [String] = []

    /// The version of `name` (in `folder`) at `commit`; nil when git cannot show it or it is
    /// not a valid catalog.
    mutating func catalog(at commit: String, of name: String, in folder: String) -> StringCatalog? {
        let id = commit + ":" + folder + "/" + name
        if let known = parsed[id] { return known }
        let catalog = (try? Git.output(["show", commit + ":" + name], in: folder)).flatMap { try? CatalogReader.read($0) }
        if order.count == Self.limit { parsed[order.removeFirst()] = nil }
        order.append(id)
        parsed[id] = catalog
        return catalog
    }
}
