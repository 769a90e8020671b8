import CatalogFiles
import Foundation
import PropertyLists
import StringCatalogKit

/// Xcode 16's synchronized folders (`PBXFileSystemSynchronizedRootGroup`): a target that
/// lists one in `fileSystemSynchronizedGroups` has every file under it, by extension a source
/// or a resource (see `FileRole`), except the paths its exception sets name.
///
/// - `PBXFileSystemSynchronizedBuildFileExceptionSet` for a target that takes the folder: its
///   `membershipExceptions` are not members of that target. For a target that does not take
///   the folder, they are its only members from the folder (Xcode writes such a set when one
///   file of a folder is added to another target).
/// - An exception names a file or a folder (everything under it) relative to the synchronized
///   folder, or `/Localized: DIR/NAME` for every `DIR/LANG.lproj/NAME`.
/// - `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet`: its files go to that
///   build phase (a Copy Files phase, as a command-line tool copied into the app); they are
///   a target's sources or resources only when the phase is its Sources or Resources phase.
///   They are not taken out of the folder's other members (the build file exception set does
///   that, and Xcode writes both).
/// - `explicitFolders` are taken whole, as one resource, like asset catalogs.
extension XcodeProjectReading {
    /// A synchronized folder on disk and the files under it, relative to it, sorted.
    struct WalkedFolder {
        var folder: String
        var files: [String]
    }

    static let buildFileExceptions = "PBXFileSystemSynchronizedBuildFileExceptionSet"
    static let buildPhaseExceptions = "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet"

    /// The files of the synchronized folder `groupID` that the target `targetID` takes whole.
    mutating func synchronizedMembers(of groupID: String, forTarget targetID: String) -> (sources: [String], resources: [String]) {
        guard let walked = walk(groupID) else { return ([], []) }
        let excluded = exceptionSets(of: groupID).filter { $0.isa == Self.buildFileExceptions && $0.set["target"]?.string == targetID }
            .flatMap(\.paths)
        return Self.split(walked.files.filter { relative in !excluded.contains { Self.exception($0, matches: relative) } }, in: walked.folder)
    }

    /// Adds to each target the files that exception sets give it from folders it does not
    /// take whole, and the files of build phase exception sets of its Sources and Resources
    /// phases.
    mutating func addExceptionMembers(to targets: inout [(id: String, target: ProjectTarget)]) {
        for groupID in synchronizedFolderIDs() {
            for exceptions in exceptionSets(of: groupID) {
                var destination: (index: Int, phase: String?)?
                if exceptions.isa == Self.buildFileExceptions, let targetID = exceptions.set["target"]?.string,
                   let index = targets.firstIndex(where: { $0.id == targetID }),
                   !(file.object(targetID)?["fileSystemSynchronizedGroups"]?.strings ?? []).contains(groupID) {
                    destination = (index, nil)
                } else if exceptions.isa == Self.buildPhaseExceptions, let phaseID = exceptions.set["buildPhase"]?.string,
                          let index = targets.firstIndex(where: { (file.object($0.id)?["buildPhases"]?.strings ?? []).contains(phaseID) }) {
                    destination = (index, file.isa(phaseID))
                }
                guard let destination, let walked = walk(groupID) else { continue }
                let chosen = walked.files.filter { relative in exceptions.paths.contains { Self.exception($0, matches: relative) } }
                let (sources, resources) = Self.split(chosen, in: walked.folder)
                var target = targets[destination.index].target
                switch destination.phase {
                case nil:
                    target.sourceFiles = Array(Set(target.sourceFiles).union(sources))
                    target.resourceFiles = Array(Set(target.resourceFiles).union(resources))
                case "PBXSourcesBuildPhase"?:
                    target.sourceFiles = Array(Set(target.sourceFiles).union(sources + resources))
                case "PBXResourcesBuildPhase"?:
                    target.resourceFiles = Array(Set(target.resourceFiles).union(sources + resources))
                default:
                    continue
                }
                targets[destination.index].target = target
            }
        }
    }

    /// The exception sets a synchronized folder lists, with their kind and paths.
    private func exceptionSets(of groupID: String) -> [(isa: String, set: PropertyListDictionary, paths: [String])] {
        (file.object(groupID)?["exceptions"]?.strings ?? []).compactMap { id in
            guard let set = file.object(id), let isa = set["isa"]?.string else { return nil }
            return (isa, set, set["membershipExceptions"]?.strings ?? [])
        }
    }

    /// The folder of a synchronized group and its files, walked once (links followed once,
    /// loops skipped and reported); nil when it is not on disk, with a warning when
    /// `warningIfMissing` (a folder some target takes).
    mutating func walk(_ groupID: String, warningIfMissing: Bool = true) -> WalkedFolder? {
        if let done = walkedFolders[groupID] { return done }
        guard let group = file.object(groupID), let folder = tree.path(ofUnlisted: groupID, file: file, root: root),
              isInside(folder, objectID: groupID) else {
            walkedFolders[groupID] = .some(nil)
            return nil
        }
        guard ProjectLocation.isFolder(folder) else {
            if warningIfMissing { warnings.append(file.warning(.missingFolder(folder), "synchronized folder \(relative(folder)) does not exist", atObject: groupID)) }
            walkedFolders[groupID] = .some(nil)
            return nil
        }
        let explicitFolders = Set((group["explicitFolders"]?.strings ?? []).map { GroupTree.join(folder, $0) })
        let search = CatalogDiscovery.searchAsBuilt(under: folder, confinedTo: confinement, where: { _ in true }, treatingAsFiles: { path in
            FileRole.isBundle(path) || explicitFolders.contains(path)
        })
        skippedLinks += search.skipped
        let walked = WalkedFolder(folder: folder, files: search.files.map { String($0.dropFirst(folder.count + 1)) })
        walkedFolders[groupID] = walked
        return walked
    }

    /// Whether an exception path names the file at `relative`: the file itself, a folder
    /// holding it, or (`/Localized: DIR/NAME`) the file in every `DIR/LANG.lproj`.
    static func exception(_ exception: String, matches relative: String) -> Bool {
        let localized = "/Localized: "
        guard exception.hasPrefix(localized) else {
            return relative == exception || relative.hasPrefix(exception.hasSuffix("/") ? exception : exception + "/")
        }
        let named = exception.dropFirst(localized.count).split(separator: "/").map(String.init)
        var parts = relative.split(separator: "/").map(String.init)
        guard let name = named.last, parts.count >= 2, parts.last == name, parts[parts.count - 2].hasSuffix(".lproj") else { return false }
        parts.removeSubrange((parts.count - 2)...)
        return parts == Array(named.dropLast())
    }

    /// Files relative to `folder`, as absolute paths, split into sources and resources.
    private static func split(_ files: [String], in folder: String) -> (sources: [String], resources: [String]) {
        var sources: [String] = [], resources: [String] = []
        for relative in files {
            let path = folder + "/" + relative
            switch FileRole(path: relative) {
            case .source: sources.append(path)
            case .resource: resources.append(path)
            case .none: continue
            }
        }
        return (sources, resources)
    }
}
