import CatalogFiles
import Foundation
import StringCatalogKit

/// The languages an Xcode project records (`knownRegions` in `project.pbxproj`): what the
/// editor and `stats` count besides a catalog's own, and where the editor records a language
/// added to or removed from a catalog, as Xcode does.
public struct ProjectLanguages: Equatable, Sendable {
    /// Path of the `project.pbxproj` file.
    public var projectFile: String
    /// The languages of `knownRegions`, without `Base` (not a language).
    public var knownRegions: [String]

    public init(projectFile: String, knownRegions: [String]) {
        self.projectFile = projectFile
        self.knownRegions = knownRegions
    }

    /// Those of the project `path` belongs to (see `ProjectLocation.enclosing`); nil when
    /// there is none, or it is a Swift package (which records no languages).
    public static func enclosing(_ path: String) throws(ProjectError) -> ProjectLanguages? {
        var lookup = ProjectLanguageLookup()
        return try lookup.languages(enclosing: path)
    }

    /// Those of the project file at `projectFile`.
    public static func read(projectFile: String) throws(ProjectError) -> ProjectLanguages {
        ProjectLanguages(projectFile: projectFile, knownRegions: try XcodeProjectFile.read(projectFile).knownRegions)
    }

    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        case cannotRead(ProjectError)
        case noKnownRegions(path: String)
        case cannotWrite(path: String, reason: String)

        public var description: String {
            switch self {
            case .cannotRead(let error): error.description
            case .noKnownRegions(let path): "\(path): error: the project has no knownRegions list"
            case .cannotWrite(let path, let reason): "\(path): error: cannot save the project: \(reason)"
            }
        }
    }

    /// Records languages added to and removed from the project's catalogs in `knownRegions`,
    /// as Xcode does, in one write of the project file (nothing written when it already
    /// says so). Only the list's bytes change: every other byte of the file stays.
    public mutating func recordLanguageChanges(added: [String], removed: [String]) throws(Failure) {
        guard !added.isEmpty || !removed.isEmpty else { return }
        let (bytes, edited) = try editedProjectFile(added: added, removed: removed)
        if edited != bytes {
            do {
                try CatalogFile.writeAtomically(edited, to: projectFile)
            } catch {
                if case .cannotWrite(_, let reason) = error { throw .cannotWrite(path: projectFile, reason: reason) }
                throw .cannotWrite(path: projectFile, reason: error.description)
            }
        }
        do {
            knownRegions = try XcodeProjectFile(bytes: edited, path: projectFile).knownRegions
        } catch {
            throw .cannotRead(error)
        }
    }

    /// The project file's bytes as they are, and as they are with `added` in `knownRegions`
    /// and `removed` out of it (only the list's bytes differ): for a caller that writes the
    /// file together with others, all or none (`import`).
    public func editedProjectFile(added: [String], removed: [String] = []) throws(Failure) -> (bytes: [UInt8], edited: [UInt8]) {
        let bytes: [UInt8]
        do {
            bytes = try CatalogFile.readBytes(projectFile, hashingContent: false).0
        } catch {
            if case .cannotRead(_, let reason) = error { throw .cannotRead(.cannotRead(path: projectFile, reason: reason)) }
            throw .cannotRead(.cannotRead(path: projectFile, reason: error.description))
        }
        var edited = bytes
        for code in added {
            edited = try applying({ bytes throws(ProjectError) in try KnownRegionsList.adding(code, to: bytes, path: projectFile) }, to: edited)
        }
        for code in removed {
            edited = try applying({ bytes throws(ProjectError) in try KnownRegionsList.removing(code, from: bytes, path: projectFile) }, to: edited)
        }
        return (bytes, edited)
    }

    /// `bytes` after `edit`, which gives nil when the project has no list.
    private func applying(_ edit: ([UInt8]) throws(ProjectError) -> [UInt8]?, to bytes: [UInt8]) throws(Failure) -> [UInt8] {
        let edited: [UInt8]?
        do {
            edited = try edit(bytes)
        } catch {
            throw .cannotRead(error)
        }
        guard let edited else { throw .noKnownRegions(path: projectFile) }
        return edited
    }
}
