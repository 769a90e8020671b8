import Testing
@testable import XceditCLI

@Suite("Typed command options")
struct CommandOptionsTests {
    static func parsed<Option>(_ arguments: [String], _ spec: CommandSpec, as option: Option.Type) throws -> CommandArguments<Option> {
        CommandArguments(try CommandLineTool.parse(arguments, for: spec).get())
    }

    @Test("Each command's options are spelled as options, each name once")
    func distinctNames() {
        for command in CommandLineTool.commands + [CommandLineTool.editorSpec] {
            let names = command.flags.map(\.name)
            #expect(Set(names).count == names.count, "\(command.name): \(names)")
            for name in names {
                #expect(name.hasPrefix("--") ? name.count > 2 : name.count == 2 && name.hasPrefix("-"), "\(command.name): \(name)")
            }
        }
    }

    @Test("An option is read by its case: flags, values in command-line order, the last one winning")
    func readingByCase() throws {
        let export = try Self.parsed(["App", "--lang", "fr", "--out=Out", "--lang=de", "--allow-outside", "../Shared"],
                                     ExportCommand.spec, as: ExportCommand.Option.self)
        #expect(export.positional == ["App"])
        #expect(export.values(.language) == ["fr", "de"] && export.last(.language) == "de")
        #expect(export.last(.out) == "Out" && export.values(.allowOutside) == ["../Shared"])
        let format = try Self.parsed(["a.xcstrings", "--check"], FormatCommand.spec, as: FormatCommand.Option.self)
        #expect(format.has(.check) && !format.has(.force))
        // An option with a value counts as given too.
        let bare = try Self.parsed(["App"], ExportCommand.spec, as: ExportCommand.Option.self)
        #expect(export.has(.out) && export.has(.language) && !bare.has(.out) && !bare.has(.language))
        // `--help` is the parser's, not an option of the command.
        let help = try CommandLineTool.parse(["--help"], for: FormatCommand.spec).get()
        #expect(help.asksForHelp && help.flags.isEmpty)
    }

    @Test("The output folder is the last -o, else the last --output-directory")
    func outputDirectory() throws {
        func folder(_ arguments: [String]) throws -> String? {
            try Self.parsed(["a.xcstrings"] + arguments, CompileCommand.spec, as: CompileCommand.Option.self).outputDirectory
        }
        #expect(try folder([]) == nil)
        #expect(try folder(["--output-directory", "A", "--output-directory=B"]) == "B")
        #expect(try folder(["-o", "A", "--output-directory", "B"]) == "A")
        #expect(try Self.parsed(["a.xcstrings", "-o", "Out"], GenerateSymbolsCommand.spec, as: GenerateSymbolsCommand.Option.self).outputDirectory == "Out")
    }
}
