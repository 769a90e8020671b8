import StringCatalogKit

/// A symbolic link (or a second name of a folder or file) that a folder search did not
/// follow, and why: without a word, a file missing from a command's output is a mystery.
public struct SkippedPath: Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// A loop such as `ln -s . again`, or a second way to one folder.
        case linkToSearchedFolder
        /// A link to a folder above it (`ln -s .. up`): following it would search the
        /// folder that holds the link all over again.
        case linkToEnclosingFolder
        case linkToListedFile
        /// A folder met again under another name (a bind mount, or a folder reached both
        /// through a link and inside another link's folder).
        case searchedFolder
        /// A file met again under another name: a hard link.
        case listedFile
        case brokenLink
        /// A link that cannot be followed for another reason: a loop of links to links.
        case unfollowableLink(reason: String)
        /// A link that leads outside the project (to this real path): what a project holds is
        /// read and written inside it only.
        case linkOutside(to: String)
    }

    public var path: String
    public var reason: Reason

    public init(_ path: String, _ reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        let what = switch reason {
        case .linkToSearchedFolder: "a link to a folder already searched"
        case .linkToEnclosingFolder: "a link to a folder that contains it"
        case .linkToListedFile: "a link to a file already listed"
        case .searchedFolder: "a folder already searched under another name"
        case .listedFile: "a file already listed under another name (a hard link)"
        case .brokenLink: "a symbolic link to a file that does not exist"
        case .unfollowableLink(let reason): "a symbolic link that cannot be followed (\(reason))"
        case .linkOutside(let target): "a symbolic link that leads outside the project, to \(target) (neither read nor written; --allow-outside PATH allows it)"
        }
        return "\(path): warning: \(what); skipped"
    }
}
