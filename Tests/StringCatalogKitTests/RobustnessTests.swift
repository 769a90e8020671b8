import Foundation
import Testing
@testable import StringCatalogKit

@Suite("Bad input gives a positioned error, never a crash")
struct RobustnessTests {
    func read(_ text: String) throws(CatalogReadError) -> StringCatalog {
        try CatalogReader.read(Array(text.utf8))
    }

    func error(_ text: String) -> CatalogReadError? {
        do { _ = try read(text); return nil } catch { return error }
    }

    @Test("Every truncation fails with a position inside the file")
    func truncations() {
        let bytes = TestSupport.smallCatalogBytes
        for length in 0..<bytes.count {
            do {
                _ = try CatalogReader.read(Array(bytes[0..<length]))
                Issue.record("a catalog cut at byte \(length) was accepted")
            } catch {
                #expect(error.offset <= length)
                #expect(error.line >= 1 && error.column >= 1)
            }
        }
    }

    @Test("Every single-byte corruption loads or fails cleanly")
    func corruptions() {
        let bytes = TestSupport.smallCatalogBytes
        var failures = 0
        for offset in bytes.indices {
            for replacement: UInt8 in [0x00, 0x22, 0x7B, 0x5D, 0x2C, 0x5C, 0xFF, 0xC3, 0x31] where bytes[offset] != replacement {
                var corrupted = bytes
                corrupted[offset] = replacement
                do {
                    let catalog = try CatalogReader.read(corrupted)
                    // What loads must write out in a form that reads back to the same bytes.
                    let written = CatalogWriter.bytes(catalog)
                    #expect(try CatalogWriter.bytes(CatalogReader.read(written)) == written)
                } catch {
                    failures += 1
                    #expect(!error.message.isEmpty)
                    #expect(error.offset <= corrupted.count)
                }
            }
        }
        #expect(failures > bytes.count)
    }

    @Test("Malformed JSON reports line, column, excerpt and what was expected")
    func syntaxErrors() throws {
        let e = try #require(error("{\n  \"sourceLanguage\" : \"en\"\n  \"strings\" : {}\n}"))
        #expect(e.kind == .syntax)
        #expect(e.line == 3 && e.column == 3)
        #expect(e.message == "expected ',' or '}' after an object member")
        #expect(e.excerpt.contains("\"strings\" : {}"))
        #expect(e.description.hasPrefix("<input>:3:3: error: expected ','"))
        #expect(error("")?.message.contains("empty file") == true)
        #expect(error("{\"sourceLanguage\":\"en\",\"strings\":{}} x")?.message.contains("end of the file") == true)
        #expect(error("{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"comment\":\"x\\q\"}}}")?.message.contains("escape") == true)
        #expect(error("{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"x\":01}}}")?.message.contains("leading zeros") == true)
        #expect(error("{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"x\":tru}}}") != nil)
        #expect(error("{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"comment\":\"\\ud800\"}}}")?.message.contains("surrogate") == true)
        #expect(error("{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"comment\":\"tab\tinside\"}}}")?.message.contains("control") == true)
    }

    @Test("Valid JSON of the wrong shape reports the JSON path")
    func shapeErrors() throws {
        let state = try #require(error("""
        {"sourceLanguage":"en","strings":{"Foo":{"localizations":{"fr":{"stringUnit":{"state":3,"value":"x"}}}}}}
        """))
        #expect(state.kind == .shape)
        #expect(state.path == "strings[\"Foo\"].localizations.fr.stringUnit.state")
        #expect(state.message == "expected a string, found a number")
        let cases: [(String, String)] = [
            ("[]", ""),
            ("{\"strings\":{}}", ""),
            ("{\"sourceLanguage\":1,\"strings\":{}}", "sourceLanguage"),
            ("{\"sourceLanguage\":\"en\",\"strings\":[]}", "strings"),
            ("{\"sourceLanguage\":\"en\",\"strings\":{\"a\":\"b\"}}", "strings[\"a\"]"),
            ("{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"comment\":false}}}", "strings[\"a\"].comment"),
            ("{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"shouldTranslate\":\"no\"}}}", "strings[\"a\"].shouldTranslate"),
            ("{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"localizations\":[]}}}", "strings[\"a\"].localizations"),
            ("{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"localizations\":{\"de\":{\"variations\":{\"plural\":{\"one\":1}}}}}}}", "strings[\"a\"].localizations.de.variations.plural.one"),
            ("{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"localizations\":{\"de\":{\"substitutions\":{\"n\":{\"argNum\":1.5}}}}}}}", "strings[\"a\"].localizations.de.substitutions.n.argNum"),
            ("{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"localizations\":{\"de\":{\"stringSet\":{\"values\":[\"x\",2]}}}}}}", "strings[\"a\"].localizations.de.stringSet.values"),
            ("{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{},\"a\":{}}}", "strings"),
            ("{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"comment\":\"x\",\"comment\":\"y\"}}}", "strings[\"a\"]"),
        ]
        for (text, path) in cases {
            let e = try #require(error(text), "accepted: \(text)")
            #expect(e.kind == .shape, "\(text): \(e)")
            #expect(e.path == path, "\(text): \(e.path)")
        }
    }

    @Test("Absurd nesting fails cleanly instead of overflowing the stack")
    func deepNesting() throws {
        let deep = "{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"x\":" + String(repeating: "[", count: 100_000) + "}}}"
        #expect(error(deep)?.message.contains("nesting") == true)
        var forms = "{\"stringUnit\":{\"state\":\"new\",\"value\":\"v\"}}"
        for _ in 0..<200 { forms = "{\"variations\":{\"plural\":{\"other\":\(forms)}}}" }
        #expect(error("{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"localizations\":{\"en\":\(forms)}}}}")?.message.contains("nesting") == true)
    }

    @Test("Very long strings and many strings load")
    func longValues() throws {
        let long = String(repeating: "Vögel 🐦 ", count: 200_000)
        let catalog = try read("{\"sourceLanguage\":\"en\",\"strings\":{\"\(long)\":{\"comment\":\"\(long)\"}}}")
        #expect(catalog.strings.first?.comment == long)
    }

    @Test("Invalid UTF-8 is reported where it is")
    func invalidUTF8() throws {
        for bad: [UInt8] in [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF]] {
            let prefix = Array("{\"sourceLanguage\":\"en\",\"strings\":{\"ab".utf8)
            let bytes = prefix + bad + Array("\":{}}}".utf8)
            do {
                _ = try CatalogReader.read(bytes)
                Issue.record("accepted invalid UTF-8 \(bad)")
            } catch {
                #expect(error.message == "invalid UTF-8 in a string")
                #expect(error.offset == prefix.count)
            }
        }
    }

    @Test("Invalid UTF-8 in values of every length, with and without escapes, is reported where it is")
    func invalidUTF8InValues() throws {
        let bads: [[UInt8]] = [[0xFF], [0x80], [0xC3], [0xC3, 0x28], [0xE2, 0x82], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
                               [0xF0, 0x9F, 0x98], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF]]
        // Short values are walked a sequence at a time, longer ones checked a word at a time
        // (the error then found by a walk): text before the error decides which.
        for before in ["", "ab", "Vögel ", String(repeating: "ж", count: 9), String(repeating: "x", count: 70) + "é"] {
            for escape in ["", "\\n"] {
                for bad in bads {
                    let prefix = Array("{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"comment\":\"\(escape)\(before)".utf8)
                    let bytes = prefix + bad + Array(" после\"}}}".utf8)
                    do {
                        _ = try CatalogReader.read(bytes)
                        Issue.record("accepted invalid UTF-8 \(bad) after \(before.utf8.count) bytes")
                    } catch {
                        #expect(error.message == "invalid UTF-8 in a string")
                        #expect(error.offset == prefix.count, "\(bad) after \(before.utf8.count) bytes, escape \(escape)")
                    }
                }
            }
        }
    }

    @Test("Values that are not ASCII, with escapes and surrogate pairs, read as they are written")
    func textValues() throws {
        let values = ["Vögel", "鳥の餌台 🐦 — " + String(repeating: "ж", count: 40), "a\"b\\c\nd\te", "\u{1}\u{1F}", "🐦🐦🐦 long enough to be checked a word at a time é"]
        for value in values {
            let text = "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"comment\":\(JSONQuoting.quote(value))}}}"
            #expect(try read(text).strings.first?.comment == value)
        }
        #expect(try read("{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"comment\":\"\\ud83d\\udc26 \\u00e9\\u4e2d\\u0041\"}}}").strings.first?.comment == "🐦 é中A")
        #expect(error("{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"comment\":\"\\udc26\"}}}")?.message == "unpaired low surrogate in a \\u escape")
        #expect(error("{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"comment\":\"\\ud83d x\"}}}")?.message.contains("low surrogate") == true)
    }

    @Test("A BOM, CRLF and other tools' layout load")
    func otherLayouts() throws {
        let text = "\u{FEFF}{\r\n\"sourceLanguage\": \"en\",\r\n\"strings\": {\"a\": {}},\r\n\"version\": \"1.0\"\r\n}\r\n"
        let catalog = try read(text)
        #expect(catalog.strings.map(\.key) == ["a"])
        #expect(String(decoding: CatalogWriter.bytes(catalog), as: UTF8.self) == "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}")
    }

    @Test("Runs of indentation of every length, mixed with tabs and CR, read as Xcode's layout does; errors after them are placed")
    func indentationRuns() throws {
        let canonical = try read("{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"comment\":\"x\"}},\"version\":\"1.0\"}")
        for length in 0..<34 {
            for tail in ["", "\t", "\r", " \t "] {
                let indent = "\n" + String(repeating: " ", count: length) + tail
                let text = "{\(indent)\"sourceLanguage\" :\(indent)\"en\",\(indent)\"strings\" : {\(indent)\"a\" : {\(indent)\"comment\" : \"x\"\(indent)}\(indent)},\(indent)\"version\" : \"1.0\"\(indent)}\(indent)"
                #expect(try read(text) == canonical, "indentation of \(length) spaces then \(tail.debugDescription)")
                // A value missing after the run: the error is at the line and column past it.
                let broken = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {" + indent + "x"
                let failure = error(broken)
                #expect(failure?.line == 4 && failure?.column == length + tail.count + 1, "\(length) \(tail.debugDescription)")
            }
        }
    }

    /// The end of a string is found a word at a time: a quote, an escape, a raw control
    /// character or a non-ASCII character at every place of the first, second and third
    /// word of a value, after keys of several lengths (so that words start anywhere).
    @Test("A value's end, escapes, control characters and non-ASCII text are found at every place of a word")
    func stringEndsAtEveryPlace() throws {
        let marks: [(written: String, value: String?)] = [
            ("\\\"", "\""), ("\\\\", "\\"), ("\\n", "\n"), ("\\u00e9", "é"), ("é", "é"), ("🐦", "🐦"), ("\u{1}", nil), ("\n", nil), ("\u{1F}", nil),
            (" ", " "), ("\u{7F}", "\u{7F}"), ("!", "!"),
        ]
        var read = 0
        for keyLength in 1...8 {
            let key = String(repeating: "k", count: keyLength)
            for before in 0..<24 {
                for mark in marks {
                    let written = String(repeating: "a", count: before) + mark.written + "bc"
                    let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"\(key)\" : {\n      \"comment\" : \"\(written)\"\n    }\n  },\n  \"version\" : \"1.0\"\n}\n"
                    if let value = mark.value {
                        let catalog = try self.read(text)
                        #expect(catalog.strings.first?.comment == String(repeating: "a", count: before) + value + "bc", "\(mark.written.debugDescription) after \(before)")
                        read += 1
                    } else {
                        let failure = error(text)
                        #expect(failure?.line == 5 && failure?.column == 20 + before, "\(mark.written.debugDescription) after \(before)")
                        #expect(failure?.message.contains("control characters must be escaped") == true)
                    }
                }
            }
        }
        #expect(read == 8 * 24 * 9)
    }

    @Test("Unknown states, extraction states and fields survive")
    func unknownValues() throws {
        let text = """
        {"sourceLanguage":"en","strings":{"a":{"commentGenerationVersion":"1","extractionState":"brand_new","localizations":{"fr":{"stringUnit":{"state":"machine_translated","value":"x","origin":{"model":"m"}},"future":true}}}},"version":"1.3","x":1e5}
        """
        let catalog = try read(text)
        let entry = catalog.strings[0]
        #expect(entry.extractionState == .other("brand_new"))
        #expect(entry.localization(for: "fr")?.stringUnit?.state == .other("machine_translated"))
        let written = String(decoding: CatalogWriter.bytes(catalog), as: UTF8.self)
        for piece in ["\"commentGenerationVersion\" : \"1\"", "\"brand_new\"", "\"machine_translated\"", "\"future\" : true", "\"model\" : \"m\"", "\"version\" : \"1.3\"", "\"x\" : 1e5"] {
            #expect(written.contains(piece), "\(piece) lost")
        }
        #expect(try read(written) == catalog)
    }
}
