import Foundation

extension CatalogDiscovery {
    /// Every file under `folder` whose path `matches`, in name order, never looking inside
    /// hidden folders or `skippedFolders` (build products and dependencies hold copies, not
    /// sources). Finds catalogs here, and the `.strings` files that `migrate` turns into them.
    public static func files(under folder: String, where matches: (String) -> Bool) -> [String] {
        var found: [String] = []
        collect(in: folder, matching: matches, into: &found)
        return found
    }

    private static func collect(in folder: String, matching matches: (String) -> Bool, into found: inout [String]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                if !skippedFolders.contains(name) { collect(in: child, matching: matches, into: &found) }
            } else if matches(child) {
                found.append(child)
            }
        }
    }
}
