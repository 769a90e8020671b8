import CatalogEditor
import CatalogSync
import Foundation
import ProjectModel

/// Finds where the code uses a catalog's keys, as `xcedit sync` does: the project around the
/// catalog read for real, the targets that have the catalog, their sources extracted.
enum CodeUsageLookup {
    /// nil when no project around the catalog has it in a target, or the catalog is one a
    /// sync leaves alone (Info.plist's, a storyboard's).
    static func find(_ catalogPath: String) -> CodeUsages? {
        let path = URL(fileURLWithPath: catalogPath).standardizedFileURL.path
        guard let project = try? Project.load(enclosing: path) else { return nil }
        let names = project.targets.filter { $0.catalogs.contains(path) }.map(\.name)
        guard !names.isEmpty, let selection = try? ProjectSyncTargets(project, names: names) else { return nil }
        // Only this catalog is read and updated: the plan's other catalogs would be work for
        // nothing here (their strings are merely routed elsewhere).
        let targets = selection.targets.map { target in
            var target = target
            target.catalogs = [path]
            return target
        }
        let plan = CatalogSync.plan(targets)
        guard let catalog = plan.catalogs.first(where: { $0.path == path }), catalog.isSynced else { return nil }
        return usages(catalog.usage, root: project.root)
    }

    /// The places of every key, with paths relative to the project's folder.
    static func usages(_ usage: KeyUsage, root: String) -> CodeUsages {
        var locations: [String: [CodeLocation]] = [:]
        for key in usage.keys {
            locations[key] = usage.locations(of: key).map { location in
                let file = location.file.hasPrefix(root + "/") ? String(location.file.dropFirst(root.count + 1)) : location.file
                return CodeLocation(file: file, line: location.line)
            }
        }
        return CodeUsages(locations: locations)
    }
}
