import Foundation
import Interchange
import StringCatalogKit

/// `xcedit export PROJECT [--lang CODE]... --out DIR`: one `CODE.xcloc` bundle per language,
/// as Xcode's *Export Localizations* writes it.
enum ExportCommand {
    static let spec = CommandSpec(
        name: "export", arguments: "PROJECT [--lang CODE]... --out DIR",
        summary: "write CODE.xcloc bundles for translators, as Xcode exports them",
        options: Option.self, positional: 1...1, run: run
    )

    enum Option: CommandOption {
        case language, out, allowOutside

        var flag: FlagSpec {
            switch self {
            case .language: FlagSpec(name: "--lang", help: "export this language (repeatable; default: every language of the project)", valueName: "CODE")
            case .out: FlagSpec(name: "--out", help: "the folder to write the bundles into (required)", valueName: "DIR")
            case .allowOutside: .allowOutside
            }
        }
    }

    /// Who wrote the bundles, in `contents.json` and each `<file>`'s `<tool>`.
    static let tool = XclocToolInfo(id: "xcedit", name: "xcedit", version: CommandLineTool.version, buildNumber: CommandLineTool.version)

    static func run(_ arguments: CommandArguments<Option>, console: Console) -> Int32 {
        guard let out = arguments.last(.out) else {
            console.error("xcedit export: missing '--out DIR' (usage: xcedit export \(spec.arguments))\n")
            return ExitStatus.usage
        }
        do {
            let project = try LocalizationProject.open(arguments.positional[0], allowingOutside: arguments.values(.allowOutside))
            for skipped in project.skippedLinks { console.error("\(skipped)\n") }
            for warning in project.projectWarnings { console.error("\(warning)\n") }
            guard !project.catalogs.isEmpty || !project.legacyTables.isEmpty else {
                console.error("\(arguments.positional[0]): error: no .xcstrings, .strings or .stringsdict files in the project\n")
                return ExitStatus.failure
            }
            let requested = arguments.values(.language)
            if let unsafe = requested.first(where: { !Language.canNameFile($0) }) {
                console.error("xcedit export: --lang: \(Language.unsafeFileNameReason(unsafe))\n")
                return ExitStatus.usage
            }
            let export = try ProjectExport(project: project, tool: tool, languages: requested.isEmpty ? nil : requested)
            for language in requested.isEmpty ? export.defaultLanguages : requested {
                let document = try export.document(language: language)
                let bundle = try export.writeBundle(language: language, into: out, document: document)
                let units = document.files.reduce(0) { $0 + $1.units.count }
                let tables = project.legacyTables.count
                console.out("\(bundle): \(export.catalogs.count) catalog\(export.catalogs.count == 1 ? "" : "s")"
                    + (tables > 0 ? ", \(tables) .strings/.stringsdict table\(tables == 1 ? "" : "s")" : "")
                    + ", \(units) unit\(units == 1 ? "" : "s")\n")
            }
            for path in project.skipped {
                console.error("\(path): warning: not exported (storyboards and xibs need Interface Builder; a table needs a \(export.developmentRegion).lproj file)\n")
            }
            return ExitStatus.success
        } catch let error as LocalizationProject.Failure {
            console.error("\(error)\n")
        } catch {
            console.error("\(error)\n")
        }
        return ExitStatus.failure
    }
}
