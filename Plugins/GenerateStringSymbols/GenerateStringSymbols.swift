import Foundation
import PackagePlugin

/// A build-tool plugin: the Swift symbols of every `.xcstrings` catalog of a target, made by
/// `xcedit generate-symbols` before the target compiles, as Xcode's build makes them with
/// `xcstringstool generate-symbols`; on Linux as on macOS, with plain `swift build`.
///
/// One command per catalog, each declaring its one output, so that SwiftPM runs it again
/// only when that catalog changed. The catalogs should also be resources of the target, so
/// that `Bundle.module`, which the generated file reads, exists.
@main
struct GenerateStringSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let xcedit = try context.tool(named: "xcedit").url
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedStringSymbols")
        return target.sourceFiles
            .filter { $0.url.pathExtension == "xcstrings" && $0.url.deletingLastPathComponent().pathExtension != "lproj" }
            .sorted { $0.url.path < $1.url.path }
            .map { file in
                let table = file.url.deletingPathExtension().lastPathComponent
                return .buildCommand(
                    displayName: "Generate symbols for \(file.url.lastPathComponent)",
                    executable: xcedit,
                    arguments: ["generate-symbols", file.url.path, "--output-directory", output.path],
                    inputFiles: [file.url],
                    outputFiles: [output.appending(path: "GeneratedStringSymbols_\(table).swift")]
                )
            }
    }
}
