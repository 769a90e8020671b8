import CatalogFiles
import Foundation
import PropertyLists
import StringCatalogKit

/// Builds the model of an Xcode project from its project file: each target's files through
/// its build phases and synchronized folders, and its build settings.
enum XcodeProjectReader {
    static func project(at location: ProjectLocation, confinedTo confinement: PathConfinement) throws(ProjectError) -> Project {
        let file = try XcodeProjectFile.read(location.file)
        var reading = XcodeProjectReading(file: file, location: location, confinement: confinement)
        return reading.project()
    }
}

/// The state of one read: the group tree, the synchronized folders walked so far, the
/// warnings.
struct XcodeProjectReading {
    let file: XcodeProjectFile
    let location: ProjectLocation
    let root: String
    /// Where the project's files may be (see `Project.confinement`).
    let confinement: PathConfinement
    var tree: GroupTree
    var warnings: [ProjectWarning] = []
    var skippedLinks: [SkippedPath] = []
    /// Paths already checked on disk, and whether they exist.
    var existing: [String: Bool] = [:]
    /// Paths already checked against the confinement: nil inside, else where they lead.
    var outside: [String: String?] = [:]
    /// Where `root` really is when `projectDirPath` leads outside the project (nil: inside).
    /// Said once, at `projectDirPath`: the files under it are left out without a word each.
    let rootLeadsTo: String?
    /// The synchronized folders walked so far (nil: not on disk), by group identifier.
    var walkedFolders: [String: WalkedFolder?] = [:]

    init(file: XcodeProjectFile, location: ProjectLocation, confinement: PathConfinement) {
        self.file = file
        self.location = location
        self.confinement = confinement
        let projectDir = file.project["projectDirPath"]?.string ?? ""
        root = GroupTree.join(location.root, projectDir.isEmpty ? nil : projectDir)
        tree = GroupTree(file: file, root: root)
        rootLeadsTo = confinement.outsidePath(root)
    }

    mutating func project() -> Project {
        if let node = file.project["projectDirPath"], let leadsTo = rootLeadsTo {
            warnings.append(file.warning(.outsideProject(path: root, leadsTo: leadsTo),
                                         "projectDirPath leads outside the project, to \(leadsTo): its files are neither read nor written (--allow-outside PATH allows it)",
                                         at: node.range.lowerBound))
        }
        warnings += tree.warnings
        let projectConfigurations = configurations(listedAt: file.project["buildConfigurationList"])
        var targets: [(id: String, target: ProjectTarget)] = []
        for node in file.project["targets"]?.array ?? [] {
            guard let id = node.string else { continue }
            guard let object = file.object(id) else {
                warnings.append(file.warning(.danglingReference, "no object \(id) in the project (listed in its targets)", at: node.range.lowerBound))
                continue
            }
            if let target = target(id: id, object, projectConfigurations: projectConfigurations) { targets.append((id, target)) }
        }
        // Files of synchronized folders that other targets' exception sets add to a target
        // that does not take the folder whole.
        addExceptionMembers(to: &targets)
        var allTargets = targets.map(\.target)
        var referenced = Project.memberFiles(of: allTargets)
        // The targets of local packages, after the project's own; their tests' files are
        // not the product's.
        let packages = localPackageReferences()
        for reference in packages {
            guard let package = localPackage(reference) else { continue }
            allTargets += package.targets
            referenced.formUnion(Project.memberFiles(of: package.targets.filter { !$0.isTest }))
        }
        referenced.formUnion(groupAndFolderFiles(packageFolders: Set(packages.map(\.folder))))
        // In the file's order, whatever order the targets were read in (a package's
        // warnings, in its manifest, after the project file's).
        warnings.sort { ($0.file == file.path ? 0 : 1, $0.line, $0.column) < ($1.file == file.path ? 0 : 1, $1.line, $1.column) }
        var project = Project(location: location, root: root, developmentRegion: file.developmentRegion, knownRegions: file.knownRegions,
                              targets: allTargets, configurationNames: projectConfigurations.names,
                              defaultConfigurationName: projectConfigurations.defaultName, warnings: warnings, skippedLinks: skippedLinks,
                              confinement: confinement, referencedFiles: referenced.sorted())
        for index in project.targets.indices {
            project.targets[index].sourceFiles.sort()
            project.targets[index].resourceFiles.sort()
        }
        return project
    }

    // MARK: Targets

    private mutating func target(id: String, _ object: PropertyListDictionary, projectConfigurations: Configurations) -> ProjectTarget? {
        let kind: ProjectTarget.Kind
        switch object["isa"]?.string {
        case "PBXNativeTarget": kind = .native
        case "PBXAggregateTarget", "PBXLegacyTarget": kind = .aggregate
        case let other:
            warnings.append(file.warning(.notUnderstood, "target \(id) is a \(other ?? "nameless object"), not a target; left out", atObject: id))
            return nil
        }
        let name = object["name"]?.string ?? object["productName"]?.string ?? id
        var target = ProjectTarget(name: name, kind: kind, productType: object["productType"]?.string)
        var sources = Set<String>(), resources = Set<String>()
        for node in object["buildPhases"]?.array ?? [] {
            guard let phaseID = node.string else { continue }
            guard let phase = file.object(phaseID) else {
                warnings.append(file.warning(.danglingReference, "no object \(phaseID) in the project (a build phase of \(name))", at: node.range.lowerBound))
                continue
            }
            switch phase["isa"]?.string {
            case "PBXSourcesBuildPhase": sources.formUnion(files(of: phase, target: name))
            case "PBXResourcesBuildPhase": resources.formUnion(files(of: phase, target: name))
            default: continue
            }
        }
        for node in object["fileSystemSynchronizedGroups"]?.array ?? [] {
            guard let groupID = node.string else { continue }
            guard file.isa(groupID) == "PBXFileSystemSynchronizedRootGroup" else {
                warnings.append(file.warning(.danglingReference, "no synchronized folder \(groupID) in the project (listed by \(name))", at: node.range.lowerBound))
                continue
            }
            let members = synchronizedMembers(of: groupID, forTarget: id)
            sources.formUnion(members.sources)
            resources.formUnion(members.resources)
        }
        target.sourceFiles = Array(sources)
        target.resourceFiles = Array(resources)
        let own = configurations(listedAt: object["buildConfigurationList"])
        for name in own.names {
            target.buildSettings[name] = BuildSettings.merged(project: projectConfigurations.settings[name] ?? BuildSettings(),
                                                              target: own.settings[name] ?? BuildSettings())
        }
        target.defaultConfigurationName = own.defaultName ?? projectConfigurations.defaultName
        return target
    }

    /// The paths of the files a build phase lists (through `PBXBuildFile`s), variant groups
    /// giving each of their files (`en.lproj/Main.strings`, `Base.lproj/Main.storyboard`).
    private mutating func files(of phase: PropertyListDictionary, target: String) -> [String] {
        var paths: [String] = []
        for node in phase["files"]?.array ?? [] {
            guard let buildFileID = node.string else { continue }
            guard let buildFile = file.object(buildFileID) else {
                warnings.append(file.warning(.danglingReference, "no object \(buildFileID) in the project (a build file of \(target))", at: node.range.lowerBound))
                continue
            }
            // A package product (`productRef`) is no file of the project.
            guard let referenceNode = buildFile["fileRef"], let referenceID = referenceNode.string else { continue }
            guard let reference = file.object(referenceID) else {
                warnings.append(file.warning(.danglingReference, "no object \(referenceID) in the project (the file of build file \(buildFileID))",
                                             at: referenceNode.range.lowerBound))
                continue
            }
            switch reference["isa"]?.string {
            case "PBXVariantGroup":
                for child in reference["children"]?.array ?? [] {
                    guard let childID = child.string else { continue }
                    guard file.object(childID) != nil else { continue }
                    if let path = memberPath(childID, target: target) { paths.append(path) }
                }
            case "PBXReferenceProxy":
                // Another project's product.
                continue
            default:
                if let path = memberPath(referenceID, target: target) { paths.append(path) }
            }
        }
        return paths
    }

    /// The path of a file a target uses, checked on disk (a missing one is kept, with a
    /// warning: a sync must not create it, an export cannot read it).
    private mutating func memberPath(_ id: String, target: String) -> String? {
        guard let path = tree.path(ofUnlisted: id, file: file, root: root), isInside(path, objectID: id) else { return nil }
        noteIfMissing(path, objectID: id, target: target)
        return path
    }

    /// Whether `path` (a file or folder object `objectID` names) is inside the project, links
    /// followed; when not, a warning (once per path) says where it leads.
    mutating func isInside(_ path: String, objectID: String) -> Bool {
        if let known = outside[path] { return known == nil }
        let leadsTo = confinement.outsidePath(path)
        outside[path] = .some(leadsTo)
        guard let leadsTo else { return true }
        if rootLeadsTo != nil && (path == root || path.hasPrefix(root + "/")) { return false }
        let said = leadsTo == path ? "" : ", to \(leadsTo)"
        warnings.append(file.warning(.outsideProject(path: path, leadsTo: leadsTo),
                                     "\(relative(path)) leads outside the project\(said): left out, neither read nor written (--allow-outside PATH allows it)",
                                     atObject: objectID))
        return false
    }

    mutating func noteIfMissing(_ path: String, objectID: String, target: String) {
        guard existing[path] == nil else { return }
        let exists = FileManager.default.fileExists(atPath: path)
        existing[path] = exists
        if !exists {
            warnings.append(file.warning(.missingFile(path), "\(relative(path)) (a file of \(target)) does not exist", atObject: objectID))
        }
    }

    /// `path` relative to the root when inside it, for messages.
    func relative(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    // MARK: Build configurations

    struct Configurations {
        var names: [String] = []
        var settings: [String: BuildSettings] = [:]
        var defaultName: String?
    }

    /// The configurations of the `XCConfigurationList` a `buildConfigurationList` entry names.
    private mutating func configurations(listedAt node: PropertyListNode?) -> Configurations {
        var result = Configurations()
        guard let node, let listID = node.string else { return result }
        guard let list = file.object(listID) else {
            warnings.append(file.warning(.danglingReference, "no object \(listID) in the project (a configuration list)", at: node.range.lowerBound))
            return result
        }
        result.defaultName = list["defaultConfigurationName"]?.string
        for entry in list["buildConfigurations"]?.array ?? [] {
            guard let id = entry.string else { continue }
            guard let configuration = file.object(id), let name = configuration["name"]?.string else {
                warnings.append(file.warning(.danglingReference, "no build configuration \(id) in the project", at: entry.range.lowerBound))
                continue
            }
            var values: [String: BuildSettingValue] = [:]
            for setting in configuration["buildSettings"]?.dictionary?.entries ?? [] {
                if let text = setting.value.string {
                    values[setting.key] = .string(text)
                } else if let items = setting.value.strings {
                    values[setting.key] = .list(items)
                }
            }
            if !result.names.contains(name) { result.names.append(name) }
            result.settings[name] = BuildSettings(values, baseConfigurationFile: baseConfigurationFile(of: configuration))
        }
        return result
    }

    /// The `.xcconfig` a configuration is based on: a file reference, or (Xcode 16) a path
    /// inside a synchronized folder.
    private mutating func baseConfigurationFile(of configuration: PropertyListDictionary) -> String? {
        if let id = configuration["baseConfigurationReference"]?.string {
            guard let path = tree.path(ofUnlisted: id, file: file, root: root), isInside(path, objectID: id) else { return nil }
            return path
        }
        if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
           let relativePath = configuration["baseConfigurationReferenceRelativePath"]?.string,
           let folder = tree.paths[anchor] {
            let path = GroupTree.join(folder, relativePath)
            return isInside(path, objectID: anchor) ? path : nil
        }
        return nil
    }
}
