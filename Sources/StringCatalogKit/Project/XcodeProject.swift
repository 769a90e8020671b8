import Foundation

/// The Xcode project around a catalog, where Xcode records the languages a project is
/// localized into (`knownRegions` in `project.pbxproj`).
public struct XcodeProject: Equatable, Sendable {
    /// Path of the `project.pbxproj` file.
    public var projectFile: String
    /// The languages of `knownRegions`, without `Base` (not a language).
    public var knownRegions: [String]

    /// The project enclosing the catalog at `catalogPath`: the nearest folder up the tree
    /// that holds an `.xcodeproj`. nil when there is none, or it cannot be read.
    public static func enclosing(_ catalogPath: String) -> XcodeProject? {
        var folder = URL(fileURLWithPath: catalogPath).standardizedFileURL.deletingLastPathComponent()
        while true {
            if let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) {
                for name in names.sorted() where name.hasSuffix(".xcodeproj") {
                    let file = folder.appendingPathComponent(name).appendingPathComponent("project.pbxproj").path
                    if let text = try? String(contentsOfFile: file, encoding: .utf8) {
                        return XcodeProject(projectFile: file, knownRegions: knownRegions(inProjectText: text))
                    }
                }
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Reads `knownRegions = ( en, Base, "zh-Hans", );` from a project file's text.
    public static func knownRegions(inProjectText text: String) -> [String] {
        regions(KnownRegionsList(Array(text.utf8)))
    }

    private static func regions(_ list: KnownRegionsList?) -> [String] {
        (list?.items ?? []).map(\.value).filter { !$0.isEmpty && $0 != "Base" }
    }

    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        case cannotRead(path: String, reason: String)
        case noKnownRegions(path: String)
        case cannotWrite(path: String, reason: String)

        public var description: String {
            switch self {
            case .cannotRead(let path, let reason): "\(path): error: cannot read the project: \(reason)"
            case .noKnownRegions(let path): "\(path): error: the project has no knownRegions list"
            case .cannotWrite(let path, let reason): "\(path): error: cannot save the project: \(reason)"
            }
        }
    }

    /// Records languages added to and removed from the project's catalogs in `knownRegions`,
    /// as Xcode does, in one write of the project file (nothing written when it already
    /// says so).
    public mutating func recordLanguageChanges(added: [String], removed: [String]) throws(Failure) {
        guard !added.isEmpty || !removed.isEmpty else { return }
        try editProjectFile { bytes in
            var edited = bytes
            for code in added {
                guard let next = KnownRegionsList.adding(code, to: edited) else { return nil }
                edited = next
            }
            for code in removed {
                guard let next = KnownRegionsList.removing(code, from: edited) else { return nil }
                edited = next
            }
            return edited
        }
    }

    /// Reads the project file, edits its bytes (so that bytes outside the edit stay exactly
    /// as they were, valid UTF-8 or not) and writes them back when they changed.
    private mutating func editProjectFile(_ edit: ([UInt8]) -> [UInt8]?) throws(Failure) {
        let bytes: [UInt8]
        do {
            bytes = try CatalogFile.readBytes(projectFile).0
        } catch {
            if case .cannotRead(_, let reason) = error { throw .cannotRead(path: projectFile, reason: reason) }
            throw .cannotRead(path: projectFile, reason: error.description)
        }
        guard let edited = edit(bytes) else { throw .noKnownRegions(path: projectFile) }
        if edited != bytes {
            do {
                try CatalogFile.writeAtomically(edited, to: projectFile)
            } catch {
                if case .cannotWrite(_, let reason) = error { throw .cannotWrite(path: projectFile, reason: reason) }
                throw .cannotWrite(path: projectFile, reason: error.description)
            }
        }
        knownRegions = Self.regions(KnownRegionsList(edited))
    }
}
