import Foundation
import Testing
@testable import PropertyLists
import StringCatalogKit

@Suite("Reading old-style property lists (project files)")
struct OldStylePropertyListTests {
    static func parse(_ text: String) throws(PropertyListTextError) -> PropertyListNode {
        try OldStylePropertyList.parse(Array(text.utf8))
    }

    static func failure(_ text: String) -> PropertyListTextError? {
        failure(Array(text.utf8))
    }

    static func failure(_ bytes: [UInt8]) -> PropertyListTextError? {
        do {
            _ = try OldStylePropertyList.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test("Dictionaries, arrays, quoted and unquoted strings, data and comments, each with its byte range")
    func values() throws {
        let text = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        \t\tAB12 /* Localizable.strings */ = {isa = PBXVariantGroup; children = (C1, "C2", ); name = 'Localizable.strings'; };
        \t};
        \tdata = <0aFF 10>;
        \tempty = ( );
        \tnothing = {};
        \t"quoted key" = "a \\"b\\" \\U00e9\\n";
        }

        """
        let root = try #require(try Self.parse(text).dictionary)
        #expect(root.entries.map(\.key) == ["archiveVersion", "objects", "data", "empty", "nothing", "quoted key"])
        #expect(root["archiveVersion"]?.string == "1")
        let group = try #require(root["objects"]?.dictionary?["AB12"]?.dictionary)
        #expect(group["isa"]?.string == "PBXVariantGroup")
        #expect(group["children"]?.strings == ["C1", "C2"])
        #expect(group["name"]?.string == "Localizable.strings")
        #expect(root["data"]?.value.dataBytes == [0x0A, 0xFF, 0x10])
        #expect(root["empty"]?.array?.isEmpty == true)
        #expect(root["nothing"]?.dictionary?.count == 0)
        #expect(root["quoted key"]?.string == "a \"b\" é\n")
        // Ranges are the bytes of the value as written.
        let bytes = Array(text.utf8)
        func written(_ node: PropertyListNode?) -> String? {
            node.map { String(decoding: bytes[$0.range], as: UTF8.self) }
        }
        #expect(written(group["children"]) == "(C1, \"C2\", )")
        #expect(written(group["children"]?.array?[1]) == "\"C2\"")
        #expect(written(root["objects"]?.dictionary?["AB12"]).map { $0.hasPrefix("{isa") && $0.hasSuffix("; }") } == true)
        let entry = try #require(root.entry("quoted key"))
        #expect(String(decoding: bytes[entry.keyRange], as: UTF8.self) == "\"quoted key\"")
    }

    @Test("Large dictionaries find their keys by hash, small ones by search: the last of a repeated key wins either way")
    func repeatedKeys() throws {
        let small = try #require(try Self.parse("{ a = 1; a = 2; }").dictionary)
        #expect(small["a"]?.string == "2")
        let entries = (0..<100).map { "k\($0) = \($0);" }.joined(separator: " ")
        let large = try #require(try Self.parse("{ \(entries) k5 = last; }").dictionary)
        #expect(large["k5"]?.string == "last")
        #expect(large["k99"]?.string == "99")
        #expect(large["k100"] == nil)
    }

    @Test(arguments: [
        ("{\n\ta = b\n}", 3, 1, "expected ';' after the value of \"a\", found '}'"),
        ("{\n\ta = (b, c;\n}", 2, 11, "expected ',' or ')' after an element of the array, found ';'"),
        ("{\n\ta b;\n}", 2, 4, "expected '=' after the key \"a\", found 'b'"),
        ("{ a = ; }", 1, 7, "expected a value, found ';'"),
        ("{ a = b; ) }", 1, 10, "expected a key (a string), found ')'"),
        ("{ a = b; ", 1, 10, "expected a key or '}', found the end of the file"),
        ("{ a = b; } }", 1, 12, "expected the end of the file after the value, found '}'"),
        ("", 1, 1, "expected a value, found the end of the file"),
        ("// only a comment\n", 2, 1, "expected a value, found the end of the file"),
        ("{ a = \"é\n", 1, 7, "unterminated string: no closing '\"' before the end of the file"),
        ("{ a = <0g>; }", 1, 9, "expected a hex digit or '>' in the data, found 'g'"),
        ("{ a = <0a1>; }", 1, 11, "expected another hex digit in the data (two per byte), found '>'"),
        ("{ /* never closed", 1, 3, "unterminated comment: no closing '*/'"),
        ("{ a = \"\\UD83D\"; }", 1, 8, "expected a \\U escape of a low surrogate (DC00–DFFF) after \\UD83D"),
        ("{\r\n\ta = b\r\n}", 3, 1, "expected ';' after the value of \"a\", found '}'"),
        ("{ é = 1; }", 1, 3, "expected a key (a string), found 'é'"),
    ])
    func malformedTextIsPositioned(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(Self.failure(text))
        #expect(error.message == message)
        #expect(error.line == line)
        #expect(error.column == column)
        #expect(error.inFile("App.xcodeproj/project.pbxproj").description == "App.xcodeproj/project.pbxproj:\(line):\(column): error: \(message)")
    }

    @Test("Invalid UTF-8 is an error at its byte")
    func invalidUTF8() throws {
        let error = try #require(Self.failure(Array("{\n\ta = \"".utf8) + [0xC3, 0x28] + Array("\";\n}".utf8)))
        #expect(error.message == "invalid UTF-8 at byte 8")
        #expect((error.line, error.column) == (2, 7))
    }

    @Test("A byte order mark is skipped, and is no column of the first line")
    func byteOrderMark() throws {
        #expect(try OldStylePropertyList.parse([0xEF, 0xBB, 0xBF] + Array("{ a = b; }".utf8)).dictionary?["a"]?.string == "b")
        let error = try #require(Self.failure([0xEF, 0xBB, 0xBF] + Array("{ a = ; }".utf8)))
        #expect((error.line, error.column) == (1, 7))
    }

    /// Every prefix of a project-like file fails with a position, or reads; none crashes.
    @Test func everyTruncationIsPositioned() throws {
        let text = Array("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXGroup; children = (B, \"C\\\"\", ); path = <0a0b>; };\n\t};\n\trootObject = A /* Project */;\n}\n".utf8)
        #expect(throws: Never.self) { try OldStylePropertyList.parse(text) }
        var failures = 0
        for count in 0..<text.count {
            do {
                _ = try OldStylePropertyList.parse(Array(text.prefix(count)))
            } catch {
                failures += 1
                #expect(error.line >= 1 && error.column >= 1 && error.offset <= count)
            }
        }
        // Only the prefixes that end after the closing brace can read.
        #expect(failures >= text.count - 2)
    }

    @Test("Deep nesting is refused at the limit, without exhausting the stack")
    func deepNesting() throws {
        let deep = [UInt8](repeating: UInt8(ascii: "("), count: 100_000)
        let error = try #require(Self.failure(deep))
        #expect(error.message == "expected at most 256 arrays and dictionaries inside each other, found more")
        #expect(error.column == 257)
        // At the limit itself, values read.
        let limit = OldStylePropertyList.maximumDepth
        let nested = String(repeating: "(", count: limit) + "x" + String(repeating: ")", count: limit)
        var node = try Self.parse(nested)
        for _ in 0..<limit { node = try #require(node.array?.first) }
        #expect(node.string == "x")
        let mixed = String(repeating: "{a=", count: 200_000)
        #expect(Self.failure(mixed)?.message == "expected at most 256 arrays and dictionaries inside each other, found more")
    }
}

extension PropertyListNode.Value {
    var dataBytes: [UInt8]? {
        if case .data(let bytes) = self { return bytes }
        return nil
    }
}

/// A project-like file of about `megabytes` MB: file references, a group listing them all,
/// comments and quoted paths, as Xcode writes them.
enum LargeProjectText {
    static func make(megabytes: Int) -> [UInt8] {
        var text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n"
        var ids: [String] = []
        var index = 0
        // The objects take four fifths of the file, the group listing them the rest.
        while text.utf8.count < megabytes * 800_000 {
            let id = String(format: "%024X", index)
            ids.append(id)
            text += "\t\t\(id) /* File \(index).swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \"File \(index).swift\"; sourceTree = \"<group>\"; };\n"
            index += 1
        }
        text += "\t\tGROUP = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
        for id in ids { text += "\t\t\t\t\(id) /* a file */,\n" }
        text += "\t\t\t);\n\t\t};\n\t};\n\trootObject = GROUP;\n}\n"
        return Array(text.utf8)
    }
}

@Suite("Reading large project files")
struct LargeProjectFileTests {
    /// 50 MB read whole and right, in seconds: a quadratic step would take hours. The times
    /// are printed, not compared with each other (two timings on shared cores are noise).
    @Test("A 50 MB project file reads in seconds")
    func linear() throws {
        let small = LargeProjectText.make(megabytes: 1)
        let large = LargeProjectText.make(megabytes: 50)
        let clock = ContinuousClock()
        _ = try OldStylePropertyList.parse(small)
        let smallTime = try clock.measure { _ = try OldStylePropertyList.parse(small) }
        let largeTime = try clock.measure {
            let root = try OldStylePropertyList.parse(large)
            #expect(root.dictionary?["objects"]?.dictionary?["GROUP"]?.dictionary?["children"]?.array?.count ?? 0 > 200_000)
            #expect(large.count >= 50_000_000)
        }
        print("project file of \(small.count) bytes read in \(smallTime), of \(large.count) bytes in \(largeTime)")
        #expect(largeTime < .seconds(120))
    }
}
