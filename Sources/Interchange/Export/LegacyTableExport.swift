import Foundation
import PropertyLists
import StringCatalogKit

/// A legacy table of the project (`LANG.lproj/TABLE.strings` or `.stringsdict`) as export
/// and import see it: Xcode exports it in the same `.xliff` as the catalogs, one `<file>`
/// whose `original` is the development language's file, ids = keys (`.stringsdict`:
/// `/KEY:dict/NAME:dict/CATEGORY:dict/:string`), the comment as `<note>`, targets from
/// `TARGET.lproj` without a `state` (a table has none).
public struct LegacyTableExport: Sendable {
    /// The development language's file, relative to the project.
    public var original: String
    public var kind: LegacyFile.Kind
    /// The folder holding the `.lproj` folders, absolute.
    public var folder: String
    public var name: String

    /// `FOLDER/LANG.lproj/NAME.strings` (or `.stringsdict`).
    public func path(for language: String) -> String {
        URL(fileURLWithPath: folder).appendingPathComponent(language + ".lproj")
            .appendingPathComponent(name + (kind == .strings ? ".strings" : ".stringsdict")).path
    }

    static let formatKeyName = "NSStringLocalizedFormatKey"

    /// Whether the table has a file for `language` (the development language's is its own).
    /// Xcode's `<file>` for a language without one lists its attributes in another order
    /// (`XLIFFFile.datatypeFirst`): so in every non-development bundle of the Xcode 15.0 and
    /// 16.0 exports examined, and never where the language's `.lproj` file exists.
    public func hasFile(for language: String, sourceLanguage: String) -> Bool {
        language == sourceLanguage || FileManager.default.fileExists(atPath: path(for: language))
    }

    /// The units of the table for `language`. A language without a file has no targets.
    public func units(language: String, sourceLanguage: String, sourcePath: String) throws(InterchangeReadError) -> [XLIFFUnit] {
        let targetPath = path(for: language)
        let hasTarget = hasFile(for: language, sourceLanguage: sourceLanguage)
        var units: [XLIFFUnit] = []
        switch kind {
        case .strings:
            let source = try StringsFile.read(path: sourcePath)
            // Keys by their scalars: "Café" precomposed and decomposed are two entries.
            var target: [ScalarKey: String] = [:]
            if hasTarget {
                for entry in try StringsFile.read(path: language == sourceLanguage ? sourcePath : targetPath).entries { target[ScalarKey(entry.key)] = entry.value }
            }
            var seen: Set<ScalarKey> = []
            for entry in source.entries.reversed() where seen.insert(ScalarKey(entry.key)).inserted {
                units.append(XLIFFUnit(id: entry.key, source: XLIFFContent(entry.value),
                                       target: target[ScalarKey(entry.key)].map { XLIFFTarget(state: nil, content: XLIFFContent($0)) },
                                       notes: [XLIFFNote(entry.comment ?? "")]))
            }
        case .stringsdict:
            let source = try StringsdictFile.read(path: sourcePath)
            var target: StringsdictFile?
            if hasTarget { target = try StringsdictFile.read(path: language == sourceLanguage ? sourcePath : targetPath) }
            for entry in source.entries {
                guard case .format(let format) = entry.rule else { continue }
                var targetFormat: StringsdictFormat?
                if case .format(let found)? = target?.entries.first(where: { $0.key.hasSameScalars(as: entry.key) })?.rule { targetFormat = found }
                units.append(Self.unit([entry.key, Self.formatKeyName], source: format.formatKey, target: targetFormat?.formatKey))
                for variable in format.variables {
                    let targetVariable = targetFormat?.variable(named: variable.name)
                    let categories = targetVariable.map { $0.forms.map(\.category) }
                        ?? (language == sourceLanguage ? variable.forms.map(\.category) : PluralRules.cardinal(for: language).categories)
                    for category in categories {
                        let sourceText = variable.text(for: category) ?? variable.text(for: .other) ?? ""
                        units.append(Self.unit([entry.key, variable.name, category.rawValue], source: sourceText,
                                               target: targetVariable?.text(for: category)))
                    }
                }
            }
        }
        units.sort { XcodeUnitOrder.areInIncreasingOrder($0.id, $1.id) }
        return units
    }

    private static func unit(_ path: [String], source: String, target: String?) -> XLIFFUnit {
        XLIFFUnit(id: stringsdictID(path), source: XLIFFContent(source),
                  target: target.map { XLIFFTarget(state: nil, content: XLIFFContent($0)) }, notes: [XLIFFNote("")])
    }

    /// `/KEY:dict/NAME:dict/one:dict/:string`.
    static func stringsdictID(_ path: [String]) -> String {
        "/" + path.map { $0 + ":dict/" }.joined() + ":string"
    }

    /// The path of a `.stringsdict` unit id, nil when it is not one.
    static func stringsdictPath(_ id: String) -> [String]? {
        guard id.hasPrefix("/"), id.hasSuffix(":dict/:string") else { return nil }
        let inner = id.dropFirst().dropLast(":dict/:string".count)
        return inner.components(separatedBy: ":dict/")
    }
}
