import StringCatalogKit

/// An `.xcloc` bundle's `contents.json`: the project, its development language, the
/// language of the bundle, and the tool that wrote it, in Xcode's JSON layout.
public struct XclocContents: Equatable, Sendable {
    public var developmentRegion: String
    /// The `.xcodeproj` name, when the export came from one.
    public var project: String?
    public var targetLocale: String
    public var toolInfo: XclocToolInfo
    public var version = "1.0"

    public init(developmentRegion: String, project: String?, targetLocale: String, toolInfo: XclocToolInfo) {
        self.developmentRegion = developmentRegion
        self.project = project
        self.targetLocale = targetLocale
        self.toolInfo = toolInfo
    }

    public func bytes() -> [UInt8] {
        var members = [JSONMember("developmentRegion", .string(developmentRegion))]
        if let project { members.append(JSONMember("project", .string(project))) }
        members.append(JSONMember("targetLocale", .string(targetLocale)))
        members.append(JSONMember("toolInfo", .object([
            JSONMember("toolBuildNumber", .string(toolInfo.buildNumber)),
            JSONMember("toolID", .string(toolInfo.id)),
            JSONMember("toolName", .string(toolInfo.name)),
            JSONMember("toolVersion", .string(toolInfo.version)),
        ])))
        members.append(JSONMember("version", .string(version)))
        return CatalogWriter.bytes(.object(members))
    }
}

/// Who wrote a bundle: `contents.json`'s `toolInfo` and each `<file>`'s `<tool>`.
public struct XclocToolInfo: Equatable, Sendable {
    public var id: String
    public var name: String
    public var version: String
    public var buildNumber: String

    public init(id: String, name: String, version: String, buildNumber: String) {
        self.id = id
        self.name = name
        self.version = version
        self.buildNumber = buildNumber
    }

    public var xliffTool: XLIFFTool {
        XLIFFTool(id: id, name: name, version: version, buildNumber: buildNumber)
    }
}
