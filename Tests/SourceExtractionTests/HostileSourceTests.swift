import Foundation
import Testing
@testable import SourceExtraction

/// Malformed and hostile sources: a warning or an error at a position, never a crash or a
/// hang, and the rest of the file still read.
@Suite struct HostileSourceTests {
    typealias Support = LexerTestSupport

    @Test func anUnterminatedStringEndsAtItsLine() throws {
        let lexed = try Support.lex("let a = \"abc\nlet b = Text(\"ok\")")
        #expect(lexed.warnings.map(\.description) == ["<input>:1:9: warning: unterminated string literal (expected '\"')"])
        #expect(Support.words(lexed) == ["let", "a", "let", "b", "Text"])
        #expect(Support.literals(lexed) == ["abc", "ok"])
    }

    @Test func anUnterminatedInterpolationEndsAtItsLine() throws {
        let lexed = try Support.lex("a = \"x \\(f(1\nb = \"y\"")
        #expect(lexed.warnings.map(\.position) == [SourcePosition(line: 1, column: 5)])
        #expect(Support.literals(lexed).last == "y")
        #expect(Support.words(lexed).suffix(1) == ["b"])
    }

    @Test func unterminatedCommentsAndMultiLineStringsRunToTheEnd() throws {
        let comment = try Support.lex("a /* never closed\n b")
        #expect(comment.warnings.map(\.description) == ["<input>:1:3: warning: unterminated block comment (expected '*/')"])
        let multiLine = try Support.lex("a = \"\"\"\n text")
        #expect(multiLine.warnings.count == 1)
        // Without a closing line there is no indentation to strip.
        #expect(Support.literals(multiLine) == [" text"])
        let regex = try Support.lex("a = #/ never closed\nb")
        #expect(regex.warnings.count == 1)
        #expect(Support.words(regex) == ["a", "b"])
    }

    @Test func invalidUTF8IsRefusedWithItsPosition() {
        var bytes = Array("let a = 1\nlet b = \"".utf8)
        bytes += [0xC3, 0x28]
        #expect(throws: SourceReadError(position: SourcePosition(line: 2, column: 10), message: "not UTF-8 text (invalid byte 0xC3)")) {
            try SourceLexing.lex(bytes, language: .swift)
        }
        let result = SourceExtraction.extract(sources: [.init(path: "Bad.swift", bytes: bytes), .init(path: "Good.swift", bytes: Array("Text(\"Hi\")".utf8))])
        #expect(result.errors.map(\.description) == ["Bad.swift:2:10: error: not UTF-8 text (invalid byte 0xC3)"])
        #expect(result.strings.map(\.key) == ["Hi"])
    }

    @Test func interpolationsNestedTooDeepSkipTheFile() {
        let depth = 10_000
        let source = "Text(\"" + String(repeating: "\\(\"", count: depth) + String(repeating: "\")", count: depth) + "\")"
        let result = SourceExtraction.extract(sources: [.init(path: "Deep.swift", bytes: Array(source.utf8))])
        #expect(result.errors.map(\.message) == ["string interpolations nested more than 64 deep"])
        #expect(result.strings.isEmpty)
    }

    @Test func interpolationsNestedWithinTheLimitAreRead() throws {
        let depth = 60
        let source = "Text(\"" + String(repeating: "a\\(\"", count: depth) + String(repeating: "\")", count: depth) + "\")"
        let result = SourceExtraction.extract(sources: [.init(path: "Nested.swift", bytes: Array(source.utf8))])
        #expect(result.errors.isEmpty)
        #expect(result.strings.map(\.key) == ["a%@"])
    }

    @Test func unbalancedBracketsAndStrayDirectivesDoNotStopExtraction() {
        let source = "#endif\n)]} func f( { [\nText(\"Still\")\n#else\n"
        let result = SourceExtraction.extract(sources: [.init(path: "Broken.swift", bytes: Array(source.utf8))])
        #expect(result.strings.map(\.key) == ["Still"])
        #expect(result.warnings.map(\.message) == ["#endif without #if", "#else without #if"])
    }

    /// Fifty megabytes of source are extracted in a time bounded by the time it takes to
    /// read them: linear, whatever the lines' length.
    @Test func filesThatCannotBeReadAreSkippedWithoutWaiting() throws {
        let folder = NSTemporaryDirectory() + "xcedit-extraction-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A FIFO blocks a plain read until someone writes to it; a folder is no file.
        #expect(mkfifo(folder + "/Pipe.swift", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: folder + "/Folder.swift", withIntermediateDirectories: true)
        try Data("Text(\"Read\")".utf8).write(to: URL(fileURLWithPath: folder + "/Good.swift"))
        let files = ["Pipe.swift", "Folder.swift", "Absent.swift", "Good.swift"].map { folder + "/" + $0 }
        let result = SourceExtraction.extract(files: files)
        #expect(result.strings.map(\.key) == ["Read"])
        #expect(result.errors.map(\.file) == Array(files.prefix(3)))
        #expect(result.errors[0].description == "\(files[0]):1:1: error: cannot read the file: not a regular file")
    }

    @Test func fiftyMegabytesAreExtractedInTimeProportionalToReadingThem() throws {
        let unit = """
            struct Row\u{0024}: View {
                var count = 3 // a comment with "quotes"
                var body: some View {
                    Text("Items: \\(count) of \\(total, specifier: "%.1f")", comment: "row")
                        .help(#"raw \\#(name)"#) /* block */
                }
            }

            """
        let copies = 50_000_000 / unit.utf8.count + 1
        let folder = NSTemporaryDirectory() + "xcedit-extraction-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Big.swift"
        try Data(String(repeating: unit, count: copies).utf8).write(to: URL(fileURLWithPath: path))

        let clock = ContinuousClock()
        let reading = try clock.measure { _ = try Data(contentsOf: URL(fileURLWithPath: path)) }
        var result = ExtractionResult()
        let extracting = clock.measure { result = SourceExtraction.extract(files: [path]) }
        print("50 MB: read in \(reading), extracted in \(extracting)")
        #expect(result.strings.count == copies * 2)
        #expect(result.errors.isEmpty)
        // A debug build takes about 1,500 times the read (a few megabytes a second); anything
        // worse than linear would take hours here.
        #expect(extracting < max(reading * 5_000, .seconds(120)))
    }
}
