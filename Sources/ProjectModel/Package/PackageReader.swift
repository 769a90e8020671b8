import CatalogFiles
import Foundation
import SourceExtraction
import StringCatalogKit

/// Builds the model of a Swift package from its `Package.swift`, read as text (see
/// `PackageManifest`), by SwiftPM's conventions: a target's folder is its `path:`, else
/// `Sources/NAME` (`Tests/NAME` for tests, `Plugins/NAME` for plugins; `Source`, `src` and
/// `srcs` too); its sources are the Swift, C and Objective-C files under it, its resources
/// the files its `resources:` name and those SwiftPM takes by itself (String Catalogs,
/// `LANG.lproj` files, storyboards, xibs, asset catalogs, data models), less `exclude:`.
enum PackageReader {
    static func project(at location: ProjectLocation, confinedTo confinement: PathConfinement) throws(ProjectError) -> Project {
        let bytes: [UInt8]
        do {
            bytes = try CatalogFile.readBytes(location.file, hashingContent: false).0
        } catch {
            if case .cannotRead(_, let reason) = error { throw .cannotRead(path: location.file, reason: reason) }
            throw .cannotRead(path: location.file, reason: error.description)
        }
        let tokens: [Token]
        do {
            tokens = try SourceLexing.lex(bytes, language: .swift).tokens
        } catch {
            throw .malformed(ProjectFileError(message: error.message, line: error.line, column: error.column, file: location.file))
        }
        let manifest = PackageManifest(tokens: tokens)
        let root = location.root
        var warnings = manifest.notUnderstood.map {
            ProjectWarning(.notUnderstood, $0.message, line: $0.position.line, column: $0.position.column, file: location.file)
        }
        var skippedLinks: [SkippedPath] = []
        var targets: [ProjectTarget] = []
        for declaration in manifest.targets {
            var target = ProjectTarget(name: declaration.name, kind: .package(declaration.kind))
            target.packageIsLocalized = manifest.defaultLocalization != nil
            guard ![.binary, .systemLibrary].contains(declaration.kind) else {
                targets.append(target)
                continue
            }
            func warn(_ kind: ProjectWarning.Kind, _ message: String) {
                warnings.append(ProjectWarning(kind, message, line: declaration.position.line, column: declaration.position.column, file: location.file))
            }
            guard let folder = folder(of: declaration, root: root) else {
                warn(.missingFolder(GroupTree.join(root, declaration.path ?? defaultFolders(declaration.kind)[0] + "/" + declaration.name)),
                     "the folder of target \(declaration.name) does not exist")
                targets.append(target)
                continue
            }
            // Links followed: a `path:` that is a link out of the package leads out too.
            if let leadsTo = confinement.outsidePath(folder) {
                warn(.outsideProject(path: folder, leadsTo: leadsTo),
                     "the folder of target \(declaration.name) leads outside the package, to \(leadsTo): left out, neither read nor written (--allow-outside PATH allows it)")
                targets.append(target)
                continue
            }
            let copied = Set(declaration.resources.filter { $0.rule == .copy }.map { GroupTree.join(folder, $0.path) })
            let search = CatalogDiscovery.searchAsBuilt(under: folder, confinedTo: confinement, where: { _ in true }, treatingAsFiles: { FileRole.isBundle($0) || copied.contains($0) })
            skippedLinks += search.skipped
            for path in search.files {
                let relative = String(path.dropFirst(folder.count + 1))
                guard !declaration.exclude.contains(where: { Self.names(relative, $0) }) else { continue }
                if declaration.resources.contains(where: { Self.names(relative, $0.path) }) {
                    target.resourceFiles.append(path)
                    continue
                }
                switch FileRole(path: relative) {
                case .source:
                    if declaration.sources.map({ $0.contains { Self.names(relative, $0) } }) ?? true { target.sourceFiles.append(path) }
                case .resource:
                    if Self.isProcessedByItself(relative) { target.resourceFiles.append(path) }
                case .none:
                    continue
                }
            }
            target.sourceFiles.sort()
            target.resourceFiles.sort()
            targets.append(target)
        }
        warnings.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return Project(location: location, root: root, developmentRegion: manifest.defaultLocalization, targets: targets,
                       warnings: warnings, skippedLinks: skippedLinks, confinement: confinement)
    }

    /// The folders SwiftPM looks in for a target without `path:`, in its order.
    static func defaultFolders(_ kind: PackageTargetKind) -> [String] {
        switch kind {
        case .test: ["Tests", "Sources", "Source", "src", "srcs"]
        case .plugin: ["Plugins"]
        default: ["Sources", "Source", "src", "srcs"]
        }
    }

    /// The target's folder, when it exists.
    static func folder(of declaration: PackageManifest.Declaration, root: String) -> String? {
        let candidates = declaration.path.map { [GroupTree.join(root, $0)] }
            ?? defaultFolders(declaration.kind).map { GroupTree.join(root, $0 + "/" + declaration.name) }
        return candidates.first(where: ProjectLocation.isFolder)
    }

    /// Whether `path` (relative to the target's folder) is `named` or inside it.
    static func names(_ path: String, _ named: String) -> Bool {
        var named = named
        while named.hasSuffix("/") { named.removeLast() }
        while named.hasPrefix("./") { named.removeFirst(2) }
        return named.isEmpty || named == "." || path == named || path.hasPrefix(named + "/")
    }

    /// Resources SwiftPM processes without a `resources:` rule.
    static func isProcessedByItself(_ relative: String) -> Bool {
        let parts = relative.split(separator: "/")
        if parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") { return true }
        return ["xcstrings", "xcassets", "storyboard", "xib", "xcdatamodeld", "xcdatamodel", "xcmappingmodel"]
            .contains(FileRole.pathExtension(relative))
    }
}
