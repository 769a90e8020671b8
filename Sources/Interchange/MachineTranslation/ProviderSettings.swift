import Foundation
import StringCatalogKit

/// The user's machine-translation settings, in `$XDG_CONFIG_HOME/xcedit/config` (by default
/// `~/.config/xcedit/config`, as the XDG Base Directory specification says): the provider
/// command, its time limit, whether drafts are written `machine_translated`, and the
/// catalogs a translation memory reads besides those given (`memory.paths`: folders or
/// `.xcstrings` files, separated by `:`, the setting repeatable; `~/` is the home folder, a
/// relative path is relative to the settings file's folder), and the team's glossary that
/// lint, stats and the editor check translations against (`glossary`: a `.csv` or `.tbx`
/// file, its path read the same way).
///
///     # ~/.config/xcedit/config
///     translate.provider = python3 ~/xcedit/Scripts/providers/deepl.py
///     translate.timeout = 60
///     translate.machine-translated = yes
///     memory.paths = ~/Projects/OldApp:~/Projects/Shared/Localizable.xcstrings
///     glossary = ~/Projects/Shared/glossary.csv
///
/// One `name = value` a line; blank lines and lines starting with `#` are skipped. A name
/// this version does not know, or a value that does not read, is an error at its line and
/// column: a typo should not quietly send strings to the wrong place. A missing file means
/// no settings.
public struct ProviderSettings: Equatable, Sendable {
    /// The provider command (a shell command line); nil when none is set.
    public var provider: String?
    /// How long the provider may stay silent before it is stopped.
    public var timeoutSeconds: Double = ProviderSettings.defaultTimeout
    /// Write drafts `machine_translated` where the catalog's version has that state.
    public var machineTranslated = false
    /// `memory.paths` as written, each path once, in order.
    public var memoryPaths: [String] = []
    /// `glossary` as written (resolve it with `resolvedMemoryPath`); nil when none is set.
    public var glossary: String?

    public static let defaultTimeout = 60.0
    /// A day: a provider silent for longer is not coming back, and beyond about 584 years the
    /// nanoseconds of a deadline no longer fit in 64 bits (`--timeout 2e10` crashed there).
    public static let maximumTimeout = 86_400.0
    /// What a timeout must be, for the messages of --timeout and translate.timeout.
    public static let timeoutExpectation = "a number of seconds above 0, at most 86400 (a day)"

    /// The seconds `text` gives, nil when it is not a timeout (not a number, 0 or below,
    /// above `maximumTimeout`, not finite).
    public static func timeout(_ text: String) -> Double? {
        guard let seconds = Double(text), seconds > 0, seconds <= maximumTimeout else { return nil }
        return seconds
    }

    public init(provider: String? = nil, timeoutSeconds: Double = ProviderSettings.defaultTimeout, machineTranslated: Bool = false,
                memoryPaths: [String] = []) {
        self.provider = provider
        self.timeoutSeconds = timeoutSeconds
        self.machineTranslated = machineTranslated
        self.memoryPaths = memoryPaths
    }

    /// A `memory.paths` entry or the `glossary` as a path to read: `~/` from `$HOME`, a relative path from the
    /// folder of `settingsFile`.
    public static func resolvedMemoryPath(_ path: String, settingsFile: String, environment: [String: String]) -> String {
        if path.hasPrefix("~/"), let home = environment["HOME"], !home.isEmpty {
            return (home as NSString).appendingPathComponent(String(path.dropFirst(2)))
        }
        if path.hasPrefix("/") { return path }
        return ((settingsFile as NSString).deletingLastPathComponent as NSString).appendingPathComponent(path)
    }

    /// A line of the file that does not read.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// `$XDG_CONFIG_HOME/xcedit/config` when that is an absolute path (the specification has
    /// relative ones ignored), else `$HOME/.config/xcedit/config`; nil without either.
    public static func file(environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return (config as NSString).appendingPathComponent("xcedit/config")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return (home as NSString).appendingPathComponent(".config/xcedit/config")
    }

    /// The settings in the user's file; the defaults when there is none.
    public static func load(environment: [String: String]) throws(Failure) -> ProviderSettings {
        guard let path = file(environment: environment) else { return ProviderSettings() }
        // Only a file that is not there means "no settings": one that is there but cannot be
        // read (a folder, no permission) would otherwise silently run without the provider
        // and timeout the user set.
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return ProviderSettings() }
            throw Failure(description: "\(path): error: cannot read the settings: \(String(cString: strerror(errno)))")
        }
        guard info.st_mode & S_IFMT != S_IFDIR else {
            throw Failure(description: "\(path): error: cannot read the settings: it is a folder")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = access(path, R_OK) == 0 ? "reading it failed" : String(cString: strerror(errno))
            throw Failure(description: "\(path): error: cannot read the settings: \(reason)")
        }
        return try parse([UInt8](data), path: path)
    }

    static func parse(_ bytes: [UInt8], path: String) throws(Failure) -> ProviderSettings {
        func failure(_ offset: Int, _ what: String) -> Failure {
            let position = TextPosition.of(offset, inUTF8: bytes)
            return Failure(description: "\(path):\(position.line):\(position.column): error: \(what)")
        }
        if let invalid = bytes.withUnsafeBufferPointer({ UTF8Validation.firstInvalidByte($0) }) {
            throw failure(invalid, "the settings are not UTF-8 text")
        }
        var settings = ProviderSettings()
        var lineStart = 0
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            defer { lineStart += line.count + 1 }
            let text = String(decoding: line, as: UTF8.self)
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let indent = text.utf8.count - text.drop { $0.isWhitespace }.utf8.count
            guard let equals = text.firstIndex(of: "=") else { throw failure(lineStart + indent, "expected NAME = VALUE") }
            let name = text[..<equals].trimmingCharacters(in: .whitespacesAndNewlines), value = text[text.index(after: equals)...].trimmingCharacters(in: .whitespacesAndNewlines)
            let afterEquals = text[text.index(after: equals)...]
            let valueOffset = lineStart + text.utf8.distance(from: text.startIndex, to: afterEquals.drop { $0.isWhitespace }.startIndex)
            switch name {
            case "translate.provider":
                settings.provider = value.isEmpty ? nil : value
            case "translate.timeout":
                guard let seconds = Self.timeout(value) else {
                    throw failure(valueOffset, "translate.timeout: expected \(Self.timeoutExpectation), found \(JSONQuoting.quote(value))")
                }
                settings.timeoutSeconds = seconds
            case "translate.machine-translated":
                guard let flag = flag(value) else {
                    throw failure(valueOffset, "translate.machine-translated: expected yes or no, found \(JSONQuoting.quote(value))")
                }
                settings.machineTranslated = flag
            case "glossary":
                settings.glossary = value.isEmpty ? nil : value
            case "memory.paths":
                for path in value.split(separator: ":").map(String.init) where !settings.memoryPaths.contains(path) {
                    settings.memoryPaths.append(path)
                }
            default:
                throw failure(lineStart + indent, "unknown setting \(JSONQuoting.quote(name)) (known: translate.provider, translate.timeout, translate.machine-translated, memory.paths, glossary)")
            }
        }
        return settings
    }

    static func flag(_ value: String) -> Bool? {
        switch value.lowercased() {
        case "yes", "true", "on", "1": true
        case "no", "false", "off", "0": false
        default: nil
        }
    }
}
