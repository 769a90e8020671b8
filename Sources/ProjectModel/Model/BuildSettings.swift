import Foundation

/// One build setting's value as a project file writes it: a string (`DEBUG $(inherited)`) or
/// a list (`( DEBUG, "$(inherited)" )`).
public enum BuildSettingValue: Equatable, Sendable {
    case string(String)
    case list([String])

    /// The words of the value: a list's items, a string split at white space (quotes keep a
    /// word with spaces together, as in Xcode's settings).
    public var words: [String] {
        switch self {
        case .list(let items): items
        case .string(let text): Self.split(text)
        }
    }

    /// The value as one string: a list's items joined with spaces.
    public var text: String {
        switch self {
        case .string(let text): text
        case .list(let items): items.joined(separator: " ")
        }
    }

    static func split(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quote: Character?
        var inWord = false
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" || character == "\n" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }
}

/// The build settings of a target in one configuration: the project's settings of that
/// configuration with the target's over them, `$(inherited)` in a target's value standing
/// for the project's. Settings of `.xcconfig` files are not read (see docs/project.md).
public struct BuildSettings: Equatable, Sendable {
    public var values: [String: BuildSettingValue]
    /// The `.xcconfig` file the configuration is based on, when one is named (not read).
    public var baseConfigurationFile: String?

    public init(_ values: [String: BuildSettingValue] = [:], baseConfigurationFile: String? = nil) {
        self.values = values
        self.baseConfigurationFile = baseConfigurationFile
    }

    public subscript(key: String) -> BuildSettingValue? { values[key] }

    /// A setting as text (a list's items joined with spaces).
    public func string(_ key: String) -> String? { values[key]?.text }

    /// `YES`/`NO` (also `true`/`false`, `1`/`0`); nil when unset or anything else.
    public func boolean(_ key: String) -> Bool? {
        switch values[key]?.text.lowercased() {
        case "yes", "true", "1": true
        case "no", "false", "0": false
        default: nil
        }
    }

    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` as a set of names (`DEBUG`), references to
    /// other settings left out.
    public var activeCompilationConditions: Set<String> {
        Set((values["SWIFT_ACTIVE_COMPILATION_CONDITIONS"]?.words ?? []).filter { !$0.isEmpty && !Self.isReference($0) })
    }

    /// `SWIFT_EMIT_LOC_STRINGS`: whether the build extracts localizable strings from Swift.
    public var emitsLocalizedStrings: Bool? { boolean("SWIFT_EMIT_LOC_STRINGS") }

    /// `STRING_CATALOG_GENERATE_SYMBOLS`: Swift symbols for a catalog's manual strings.
    public var generatesStringCatalogSymbols: Bool? { boolean("STRING_CATALOG_GENERATE_SYMBOLS") }

    /// `LOCALIZATION_PREFERS_STRING_CATALOGS`: new tables go into catalogs.
    public var prefersStringCatalogs: Bool? { boolean("LOCALIZATION_PREFERS_STRING_CATALOGS") }

    /// `INFOPLIST_FILE` as written (often `$(SRCROOT)/…` or relative to the project's root).
    public var infoPlistFile: String? { string("INFOPLIST_FILE") }

    /// The Info.plist keys the build writes from settings: `INFOPLIST_KEY_CFBundleDisplayName
    /// = Birds` gives `CFBundleDisplayName: Birds`.
    public var infoPlistKeys: [String: String] {
        let prefix = "INFOPLIST_KEY_"
        var keys: [String: String] = [:]
        for (key, value) in values where key.hasPrefix(prefix) && key.count > prefix.count && !key.contains("[") {
            keys[String(key.dropFirst(prefix.count))] = value.text
        }
        return keys
    }

    /// The target's settings over the project's: a value naming `$(inherited)` has the
    /// project's value in its place (at the project's level `$(inherited)` stands for
    /// Xcode's defaults, which are not known here: nothing).
    static func merged(project: BuildSettings, target: BuildSettings) -> BuildSettings {
        var values = project.values.mapValues { substitutingInherited($0, by: nil) }
        for (key, value) in target.values {
            values[key] = substitutingInherited(value, by: values[key])
        }
        return BuildSettings(values, baseConfigurationFile: target.baseConfigurationFile ?? project.baseConfigurationFile)
    }

    private static func substitutingInherited(_ value: BuildSettingValue, by inherited: BuildSettingValue?) -> BuildSettingValue {
        let names = ["$(inherited)", "${inherited}"]
        switch value {
        case .list(let items):
            guard items.contains(where: names.contains) else { return value }
            return .list(items.flatMap { names.contains($0) ? inherited?.words ?? [] : [$0] })
        case .string(let text):
            guard names.contains(where: text.contains) else { return value }
            var result = text
            for name in names { result = result.replacingOccurrences(of: name, with: inherited?.text ?? "") }
            return .string(result.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " "))
        }
    }

    /// `$(NAME)` or `${NAME}`: a reference to another setting.
    static func isReference(_ word: String) -> Bool {
        word.hasPrefix("$(") || word.hasPrefix("${")
    }
}
