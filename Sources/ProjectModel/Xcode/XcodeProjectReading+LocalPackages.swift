import Foundation
import PropertyLists
import StringCatalogKit

/// The Swift packages that are part of an Xcode project: their targets' catalogs and tables
/// are the project's, for export, import, migrate, sync and the editor.
///
/// Xcode adds a local package in one of two ways:
/// - the older one: a file reference to the package's folder (`lastKnownFileType =
///   wrapper`), usually in a `Packages` group, the targets naming its products by
///   `productName` only (`XCSwiftPackageProductDependency` without `package`);
/// - `XCLocalSwiftPackageReference` in the project's `packageReferences`, its folder at
///   `relativePath` from the project's folder.
/// A folder reference is a package when the folder holds a `Package.swift`, read as text
/// (`PackageReader`); so is a folder of a synchronized folder that holds one (Xcode 16
/// projects keep their packages in a synchronized `Packages` folder). A package met both ways is read once. Packages taken from elsewhere
/// (`XCRemoteSwiftPackageReference`) are not the project's: one warning says so.
extension XcodeProjectReading {
    /// A package folder the project names, and the object that names it (for warnings).
    struct LocalPackageReference: Equatable {
        var folder: String
        var objectID: String
    }

    /// The file types of a reference that may be a package's folder.
    static let packageFolderTypes: Set<String> = ["wrapper", "folder"]

    /// The local packages the project names, each folder once, in the file's order: the
    /// group tree's folder references first, then the packages in synchronized folders,
    /// then `packageReferences`.
    mutating func localPackageReferences() -> [LocalPackageReference] {
        var found: [LocalPackageReference] = []
        var seen: Set<String> = []
        let references = tree.paths.filter { file.isa($0.key) == "PBXFileReference" }
            .sorted { file.offset(ofObject: $0.key) < file.offset(ofObject: $1.key) }
        for (id, path) in references {
            guard let object = file.object(id), Self.mayBePackageFolder(object, path: path),
                  FileManager.default.fileExists(atPath: path + "/Package.swift"), seen.insert(path).inserted else { continue }
            found.append(LocalPackageReference(folder: path, objectID: id))
        }
        for groupID in synchronizedFolderIDs() {
            guard let walked = walk(groupID, warningIfMissing: false) else { continue }
            // The outermost folder holding a `Package.swift` is the package (one inside it is
            // a fixture of its tests, or another package's own business).
            var inFolder: [String] = []
            for relative in walked.files where relative == "Package.swift" || relative.hasSuffix("/Package.swift") {
                let folder = String(relative.dropLast("Package.swift".count).dropLast(relative == "Package.swift" ? 0 : 1))
                guard !inFolder.contains(where: { $0.isEmpty || folder.hasPrefix($0 + "/") }) else { continue }
                inFolder.append(folder)
                let path = folder.isEmpty ? walked.folder : walked.folder + "/" + folder
                if seen.insert(path).inserted { found.append(LocalPackageReference(folder: path, objectID: groupID)) }
            }
        }
        var remote: [(id: String, url: String)] = []
        for node in file.project["packageReferences"]?.array ?? [] {
            guard let id = node.string else { continue }
            guard let object = file.object(id) else {
                warnings.append(file.warning(.danglingReference, "no object \(id) in the project (listed in its packageReferences)", at: node.range.lowerBound))
                continue
            }
            switch object["isa"]?.string {
            case "XCLocalSwiftPackageReference":
                guard let relativePath = object["relativePath"]?.string, !relativePath.isEmpty else {
                    warnings.append(file.warning(.notUnderstood, "local package \(id) has no relativePath; left out", atObject: id))
                    continue
                }
                let folder = GroupTree.join(location.root, relativePath)
                if seen.insert(folder).inserted { found.append(LocalPackageReference(folder: folder, objectID: id)) }
            case "XCRemoteSwiftPackageReference":
                remote.append((id, object["repositoryURL"]?.string ?? id))
            default:
                continue
            }
        }
        if let first = remote.first {
            let names = remote.map(\.url).joined(separator: ", ")
            warnings.append(file.warning(.remotePackages, "\(remote.count == 1 ? "a package" : "\(remote.count) packages") from elsewhere (\(names)) \(remote.count == 1 ? "is" : "are") not the project's: \(remote.count == 1 ? "its" : "their") strings are neither exported nor imported",
                                         atObject: first.id))
        }
        return found
    }

    /// Whether a file reference may name a package's folder: its type says a folder, or it
    /// has no type and its name no extension.
    static func mayBePackageFolder(_ object: PropertyListDictionary, path: String) -> Bool {
        if let type = object["lastKnownFileType"]?.string ?? object["explicitFileType"]?.string {
            return packageFolderTypes.contains(type)
        }
        return FileRole.pathExtension(path).isEmpty
    }

    /// The targets of the package at `reference`, read from its `Package.swift` under the
    /// project's confinement; nil, with a warning, when it leads outside the project or
    /// cannot be read (the project's other files are still read).
    mutating func localPackage(_ reference: LocalPackageReference) -> Project? {
        guard isInside(reference.folder, objectID: reference.objectID) else { return nil }
        let manifest = reference.folder + "/Package.swift"
        guard FileManager.default.fileExists(atPath: manifest) else {
            // A folder, not a file of a target: export and import say it whatever the file.
            warnings.append(file.warning(.missingFolder(reference.folder), "local package \(relative(reference.folder)) has no Package.swift; left out", atObject: reference.objectID))
            return nil
        }
        guard isInside(manifest, objectID: reference.objectID) else { return nil }
        do {
            let package = try PackageReader.project(at: ProjectLocation(kind: .package, root: reference.folder, file: manifest), confinedTo: confinement)
            warnings += package.warnings
            skippedLinks += package.skippedLinks
            return package
        } catch {
            warnings.append(file.warning(.notUnderstood, "local package \(relative(reference.folder)) cannot be read (\(error.description)); left out", atObject: reference.objectID))
            return nil
        }
    }

    /// The synchronized folders of the project file, in its order.
    func synchronizedFolderIDs() -> [String] {
        file.objects.entries.filter { $0.value.dictionary?["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" }.map(\.key)
    }

    /// Every file of the project's groups (file references and the files of variant groups;
    /// package folders are not files) and of its synchronized folders (less the packages in
    /// them, whose files their manifests tell).
    mutating func groupAndFolderFiles(packageFolders: Set<String>) -> Set<String> {
        var files = Set<String>()
        // Not checked against the confinement here (a stat per file of a large project):
        // callers take only files their confined search of the project found.
        for (id, path) in tree.paths where file.isa(id) == "PBXFileReference" && !packageFolders.contains(path) {
            files.insert(path)
        }
        for groupID in synchronizedFolderIDs() {
            guard let walked = walk(groupID, warningIfMissing: false) else { continue }
            let packagesHere = packageFolders.filter { $0 == walked.folder || $0.hasPrefix(walked.folder + "/") }
            for relative in walked.files {
                let path = walked.folder + "/" + relative
                guard !packagesHere.contains(where: { path.hasPrefix($0 + "/") }) else { continue }
                files.insert(path)
            }
        }
        return files
    }
}
