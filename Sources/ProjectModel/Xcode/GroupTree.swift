import Foundation
import PropertyLists
import StringCatalogKit

/// Where each group and file of a project's group tree is on disk.
///
/// A file reference's path is relative to what its `sourceTree` says: `<group>` its group's
/// folder (a group without a path is its parent's folder), `SOURCE_ROOT` the project's root,
/// `<absolute>` nothing. Other trees (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`…) are
/// outside the project: build products and the SDK's frameworks, never a source or resource
/// of the project's own, so they have no path here.
struct GroupTree {
    /// Absolute, standardized paths by object identifier, for the objects that have one.
    private(set) var paths: [String: String] = [:]
    /// The group each object is listed in.
    private(set) var parents: [String: String] = [:]
    private(set) var warnings: [ProjectWarning] = []

    /// Source trees of files outside the project, skipped without a word.
    static let outsideTrees: Set<String> = ["BUILT_PRODUCTS_DIR", "SDKROOT", "DEVELOPER_DIR", "PLATFORM_DIR"]
    /// Objects that list children.
    static let groupKinds: Set<String> = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"]

    init(file: XcodeProjectFile, root: String) {
        guard let mainGroup = file.project["mainGroup"]?.string else { return }
        // Depth first, without recursion: (object, its group's folder, the place that lists it).
        var pending: [(id: String, folder: String?, listedAt: Int)] = [(mainGroup, root, file.project["mainGroup"]!.range.lowerBound)]
        var seen: Set<String> = []
        while let (id, folder, listedAt) = pending.popLast() {
            guard seen.insert(id).inserted else { continue }
            guard let object = file.object(id) else {
                warnings.append(file.warning(.danglingReference, "no object \(id) in the project (listed in a group)", at: listedAt))
                continue
            }
            var path = resolve(object, id: id, in: folder, root: root, file: file)
            if let long = path, long.utf8.count > Self.longestPath {
                // Said once, at the group where it happens: nothing below it is reached by
                // `<group>` paths, which also keeps a chain of 60,000 nested groups from
                // building 60,000 ever longer paths (quadratic, and 480 MB at 20,000).
                warnings.append(file.warning(.notUnderstood, "the path of \(object["path"]?.string.map(Self.shortened) ?? id) is longer than \(Self.longestPath) bytes, which the system opens no file by: it and what its group holds are left out", atObject: id))
                path = nil
            }
            if let path { paths[id] = path }
            guard let isa = object["isa"]?.string, Self.groupKinds.contains(isa), let children = object["children"]?.array else { continue }
            for child in children.reversed() {
                guard let childID = child.string else { continue }
                parents[childID] = parents[childID] ?? id
                pending.append((childID, path, child.range.lowerBound))
            }
        }
    }

    /// Linux's PATH_MAX, less its terminating NUL: no longer path can be opened.
    static let longestPath = 4095

    private static func shortened(_ text: String) -> String {
        text.count > 60 ? text.prefix(60) + "…" : text
    }

    /// The path of `object`, listed in a group whose folder is `folder` (nil: unknown).
    private mutating func resolve(_ object: PropertyListDictionary, id: String, in folder: String?, root: String, file: XcodeProjectFile) -> String? {
        let own = object["path"]?.string
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            guard let folder else { return nil }
            return Self.join(folder, own)
        case "SOURCE_ROOT":
            return Self.join(root, own)
        case "<absolute>":
            return own.map { Self.join("/", $0) }
        case let tree where Self.outsideTrees.contains(tree):
            return nil
        case let tree:
            warnings.append(file.warning(.notUnderstood, "source tree \(tree) is not known; \(own ?? id) is left out", atObject: id))
            return nil
        }
    }

    /// The path of an object the tree does not list (a file only a build phase names): its
    /// own source tree, a group-relative one taken from the project's root.
    mutating func path(ofUnlisted id: String, file: XcodeProjectFile, root: String) -> String? {
        if let known = paths[id] { return known }
        // Listed in the tree but with no path there (a group left out above it): not found
        // again from the root.
        guard parents[id] == nil, let object = file.object(id) else { return nil }
        return resolve(object, id: id, in: root, root: root, file: file)
    }

    /// `folder` and `relative` joined, with `.` and `..` worked out.
    static func join(_ folder: String, _ relative: String?) -> String {
        guard let relative, !relative.isEmpty else { return URL(fileURLWithPath: folder).standardizedFileURL.path }
        if relative.hasPrefix("/") { return URL(fileURLWithPath: relative).standardizedFileURL.path }
        return URL(fileURLWithPath: folder).appendingPathComponent(relative).standardizedFileURL.path
    }
}
