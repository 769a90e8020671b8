import CatalogFiles
import PropertyLists
import StringCatalogKit

/// A `project.pbxproj` read: its objects by identifier and the root `PBXProject`, with the
/// place of every value for warnings and in-place edits.
///
/// The file is an old-style property list: `{ archiveVersion; objects = { ID = { isa = …; … };
/// … }; rootObject = ID; }`. Objects refer to each other by identifier.
public struct XcodeProjectFile: Sendable {
    /// Where the file was read from (as given: it names the file in diagnostics).
    public let path: String
    public let bytes: [UInt8]
    /// Every object, by identifier.
    let objects: PropertyListDictionary
    public let rootObjectID: String
    /// The root `PBXProject` object.
    let project: PropertyListDictionary
    private let lines: TextLines

    /// Reads and checks the file at `path`.
    public static func read(_ path: String) throws(ProjectError) -> XcodeProjectFile {
        let bytes: [UInt8]
        do {
            bytes = try CatalogFile.readBytes(path, hashingContent: false).0
        } catch {
            if case .cannotRead(_, let reason) = error { throw .cannotRead(path: path, reason: reason) }
            throw .cannotRead(path: path, reason: error.description)
        }
        return try XcodeProjectFile(bytes: bytes, path: path)
    }

    /// The project file `bytes` hold; an error at its place when they are not one.
    public init(bytes: [UInt8], path: String) throws(ProjectError) {
        let top: PropertyListNode
        do {
            top = try OldStylePropertyList.parse(bytes)
        } catch {
            throw .malformed(ProjectFileError(error, file: path))
        }
        self.path = path
        self.bytes = bytes
        let lines = TextLines(bytes)
        self.lines = lines
        let error = { (message: String, offset: Int) in Self.error(message, at: offset, in: bytes, lines: lines, path: path) }
        guard let document = top.dictionary else { throw error("expected a dictionary, found \(top.kindDescription)", top.range.lowerBound) }
        guard let objectsNode = document["objects"] else { throw error("expected an 'objects' entry in the project file, found none", top.range.lowerBound) }
        guard let objects = objectsNode.dictionary else {
            throw error("expected a dictionary of objects, found \(objectsNode.kindDescription)", objectsNode.range.lowerBound)
        }
        guard let rootNode = document["rootObject"] else { throw error("expected a 'rootObject' entry in the project file, found none", top.range.lowerBound) }
        guard let rootID = rootNode.string else { throw error("expected an object identifier, found \(rootNode.kindDescription)", rootNode.range.lowerBound) }
        guard let project = objects[rootID]?.dictionary, project["isa"]?.string == "PBXProject" else {
            throw error("expected the identifier of the PBXProject object, found \"\(rootID)\", which is not one", rootNode.range.lowerBound)
        }
        // A second definition would silently replace the first (and redirect what refers to
        // it): Xcode never writes one, so it is an error at its place.
        var firstDefinition: [String: Int] = [:]
        firstDefinition.reserveCapacity(objects.count)
        for entry in objects.entries {
            if let first = firstDefinition.updateValue(entry.keyRange.lowerBound, forKey: entry.key) {
                let line = lines.position(of: first, in: bytes).line
                throw error("object \(entry.key) is defined a second time (first at line \(line)); each object is defined once", entry.keyRange.lowerBound)
            }
        }
        self.objects = objects
        rootObjectID = rootID
        self.project = project
    }

    /// The project's `developmentRegion`: the language its source files are written in.
    public var developmentRegion: String? {
        project["developmentRegion"]?.string.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The project's languages (`knownRegions`), without `Base` (not a language).
    public var knownRegions: [String] {
        (project["knownRegions"]?.strings ?? []).filter { !$0.isEmpty && $0 != "Base" }
    }

    /// The `knownRegions = ( … )` value of the root object, with its place.
    var knownRegionsNode: PropertyListNode? { project["knownRegions"] }

    // MARK: Objects

    func object(_ id: String) -> PropertyListDictionary? {
        objects[id]?.dictionary
    }

    func isa(_ id: String) -> String? {
        object(id)?["isa"]?.string
    }

    /// Where an object is written: the start of its identifier in `objects`.
    func offset(ofObject id: String) -> Int {
        objects.entry(id)?.keyRange.lowerBound ?? 0
    }

    // MARK: Places

    func position(of offset: Int) -> TextPosition {
        lines.position(of: offset, in: bytes)
    }

    func warning(_ kind: ProjectWarning.Kind, _ message: String, at offset: Int) -> ProjectWarning {
        let position = position(of: offset)
        return ProjectWarning(kind, message, line: position.line, column: position.column, file: path)
    }

    func warning(_ kind: ProjectWarning.Kind, _ message: String, atObject id: String) -> ProjectWarning {
        warning(kind, message, at: offset(ofObject: id))
    }

    func error(_ message: String, at offset: Int) -> ProjectError {
        Self.error(message, at: offset, in: bytes, lines: lines, path: path)
    }

    private static func error(_ message: String, at offset: Int, in bytes: [UInt8], lines: TextLines, path: String) -> ProjectError {
        let position = lines.position(of: offset, in: bytes)
        return .malformed(ProjectFileError(message: message, line: position.line, column: position.column, file: path))
    }
}
