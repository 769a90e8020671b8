import Foundation
import Testing
@testable import XceditCLI

@Suite struct GenerateSymbolsCommandTests {
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld items" : { "extractionState" : "manual" },
        "Title" : { "extractionState" : "manual" },
        "TITLE" : { "extractionState" : "manual" },
        "From code" : { }
      },
      "version" : "1.0"
    }
    """

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func writesOneFilePerCatalogAndLeavesUnchangedFilesAlone() throws {
        let (folder, path) = try Scratch.folder(holding: Self.catalog)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write(Self.catalog, to: folder + "/Onboarding.xcstrings")
        let output = folder + "/Generated"
        let first = CapturedRun(["generate-symbols", path, folder + "/Onboarding.xcstrings", "-o", output])
        #expect(first.status == ExitStatus.success, "\(first.error)")
        let localizable = try #require(contents(output + "/GeneratedStringSymbols_Localizable.swift"))
        #expect(localizable.contains("static func items(_ arg1: Int) -> LocalizedStringResource {"))
        #expect(!localizable.contains("From code"))
        let onboarding = try #require(contents(output + "/GeneratedStringSymbols_Onboarding.swift"))
        #expect(onboarding.contains("    enum Onboarding {\n"))
        // The collision is a warning naming both keys; the file is written all the same.
        #expect(first.error.contains("“Title”: its symbol `title` is also made by the key “TITLE”; generated as `title2`"))
        #expect(first.out.components(separatedBy: ": written\n").count == 3)

        let written = try FileManager.default.attributesOfItem(atPath: output + "/GeneratedStringSymbols_Localizable.swift")
        let again = CapturedRun(["generate-symbols", folder, "--output-directory", output])
        #expect(again.status == ExitStatus.success)
        #expect(again.out.components(separatedBy: ": unchanged\n").count == 3)
        let after = try FileManager.default.attributesOfItem(atPath: output + "/GeneratedStringSymbols_Localizable.swift")
        #expect(written[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
        #expect(contents(output + "/GeneratedStringSymbols_Localizable.swift") == localizable)
    }

    @Test func checkWritesNothingAndFailsWhenAFileWouldChange() throws {
        let (folder, path) = try Scratch.folder(holding: Self.catalog)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/Generated"
        let check = CapturedRun(["generate-symbols", path, "-o", output, "--check"])
        #expect(check.status == ExitStatus.failure)
        #expect(check.out.contains("GeneratedStringSymbols_Localizable.swift: would change"))
        #expect(!FileManager.default.fileExists(atPath: output))

        #expect(CapturedRun(["generate-symbols", path, "-o", output]).status == ExitStatus.success)
        #expect(CapturedRun(["generate-symbols", path, "-o", output, "--check"]).status == ExitStatus.success)
        // Public accessors are another text: the check sees it.
        #expect(CapturedRun(["generate-symbols", path, "-o", output, "--check", "--access", "public"]).status == ExitStatus.failure)
    }

    @Test func aBrokenCatalogOrTwoCatalogsOfOneTableWriteNothing() throws {
        let (folder, path) = try Scratch.folder(holding: Self.catalog)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write(Self.catalog, to: folder + "/Other/Localizable.xcstrings")
        try Scratch.write("{ \"sourceLanguage\" : ", to: folder + "/Broken/Broken.xcstrings")
        let output = folder + "/Generated"
        let twice = CapturedRun(["generate-symbols", path, folder + "/Other/Localizable.xcstrings", "-o", output])
        #expect(twice.status == ExitStatus.failure)
        #expect(twice.error.contains("table Localizable also comes from"))
        let broken = CapturedRun(["generate-symbols", path, folder + "/Broken/Broken.xcstrings", "-o", output])
        #expect(broken.status == ExitStatus.failure)
        #expect(broken.error.contains("Broken.xcstrings"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func catalogsInLanguageFoldersAreLeftOut() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write(Self.catalog, to: folder + "/en.lproj/Localizable.xcstrings")
        let run = CapturedRun(["generate-symbols", folder + "/en.lproj/Localizable.xcstrings", "-o", folder + "/Generated"])
        #expect(run.status == ExitStatus.success)
        #expect(run.error.contains("inside a .lproj folder"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/Generated/GeneratedStringSymbols_Localizable.swift"))
    }

    @Test func usageErrors() throws {
        let (folder, path) = try Scratch.folder(holding: Self.catalog)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(CapturedRun(["generate-symbols", path]).status == ExitStatus.usage)
        #expect(CapturedRun(["generate-symbols", path, "-o", folder, "--access", "open"]).status == ExitStatus.usage)
        let help = CapturedRun(["generate-symbols", "--help"])
        #expect(help.out.contains("--access LEVEL"))
        #expect(CapturedRun(["help", "generate-symbols"]).out.contains("xcedit generate-symbols CATALOG..."))
    }

    @Test func tableNamesWithLineBreaksAreRefused() {
        #expect(SymbolFileName.isUsable("Localizable"))
        #expect(!SymbolFileName.isUsable("Evil\nimport Foo"))
        #expect(!SymbolFileName.isUsable(""))
    }
}
