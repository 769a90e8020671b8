import Foundation
import Testing
@testable import StringCatalogKit

/// Inputs built to hurt: many members the model does not know, long key lists, keys that
/// differ only in Unicode normalisation, first bytes that start no JSON value.
@Suite("Hostile input")
struct HostileInputTests {
    /// A catalog whose one localization has `count` members the model does not know.
    static func unknownMembers(_ count: Int, duplicateLast: Bool = false) -> [UInt8] {
        var text = #"{"sourceLanguage":"en","strings":{"Hello":{"localizations":{"en":{"stringUnit":{"state":"new","value":"Hello"}"#
        for i in 0..<count { text += #","future\#(i)":\#(i)"# }
        if duplicateLast { text += #","future\#(count - 1)":0"# }
        text += "}}}}}"
        return Array(text.utf8)
    }

    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = Date()
        try body()
        return Date().timeIntervalSince(start)
    }

    @Test("40,000 unknown members of a known object are read in linear time, a repeated one is found")
    func manyUnknownMembers() throws {
        // Quadratic, this took about 20 s in a release build; linear, about a second in a
        // debug build.
        let bytes = Self.unknownMembers(40_000)
        var catalog: StringCatalog?
        let time = try Self.seconds { catalog = try CatalogReader.read(bytes) }
        #expect(time < 10, "took \(time) s")
        let extra = catalog?.strings.first?.localizations?["en"]?.extraFields ?? []
        #expect(extra.count == 40_000)
        #expect(extra.last?.key == "future39999")
        do {
            _ = try CatalogReader.read(Self.unknownMembers(40_000, duplicateLast: true))
            Issue.record("a repeated unknown member was accepted")
        } catch {
            #expect(error.description.contains(#"duplicate key "future39999" in one object"#))
        }
        // And the writer keeps them all, in Xcode's order.
        let written = CatalogWriter.bytes(catalog!)
        #expect(try CatalogReader.read(written) == catalog!)
    }

    @Test("Many languages and substitutions are checked for repeats in linear time")
    func longKeyLists() throws {
        var text = #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"#
        text += (0..<30_000).map { #""l\#($0)":{}"# }.joined(separator: ",")
        text += "}}}}"
        let time = try Self.seconds { _ = try CatalogReader.read(Array(text.utf8)) }
        #expect(time < 10, "took \(time) s")
        let repeated = text.replacingOccurrences(of: "}}}}", with: #","l17":{}}}}}"#)
        #expect(throws: CatalogReadError.self) { try CatalogReader.read(Array(repeated.utf8)) }
    }

    @Test("A language repeated in a string that follows the previous string's languages, or leaves their order, is a duplicate")
    func repeatedLanguageAfterAnotherList() throws {
        func catalog(_ lists: [[String]]) -> [UInt8] {
            let strings = lists.enumerated().map { index, languages in
                #""k\#(index)":{"localizations":{"# + languages.map { #""\#($0)":{}"# }.joined(separator: ",") + "}}"
            }
            return Array((#"{"sourceLanguage":"en","strings":{"# + strings.joined(separator: ",") + "}}").utf8)
        }
        let reference = ["de", "fr", "ja", "uk"], subset = ["de", "ja"]
        for repeated in [["de", "ja", "de"], ["fr", "ja", "fr"], ["de", "uk", "ja", "de"], ["ja", "de", "ja"], ["de", "fr", "ja", "uk", "fr"], ["uk", "uk"]] {
            for lists in [[reference, repeated], [reference, subset, repeated], [subset, repeated]] {
                #expect(throws: CatalogReadError.self, "\(lists)") { try CatalogReader.read(catalog(lists)) }
            }
        }
        // Subsets, other orders and new languages after a list are read as they are.
        let lists = [reference, subset, ["fr", "de"], reference, ["de", "fr", "ko", "uk"], ["uk"], reference]
        let read = try CatalogReader.read(catalog(lists))
        #expect(read.strings.map { $0.localizations?.keys ?? [] } == lists)
    }

    @Test("Keys that differ only in normalisation are two keys, read, found and written as they were")
    func normalisationVariants() throws {
        let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        #expect(composed == decomposed, "Swift's == calls them equal: the reason for this test")
        let catalogText = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "\(composed)" : {
              "comment" : "composed"
            },
            "\(decomposed)" : {
              "comment" : "decomposed",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "\(composed)" : 1,
                    "\(decomposed)" : 2,
                    "state" : "new",
                    "value" : "x"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """
        let catalog = try CatalogReader.read(Array(catalogText.utf8))
        #expect(catalog.strings.map { Array($0.key.unicodeScalars) } == [Array(composed.unicodeScalars), Array(decomposed.unicodeScalars)])
        #expect(catalog.index(ofKey: composed) == 0)
        #expect(catalog.index(ofKey: decomposed) == 1)
        #expect(catalog.strings[1].localizations?["en"]?.stringUnit?.extraFields.count == 2)
        #expect(CatalogWriter.bytes(catalog) == Array(catalogText.utf8))
        // Repeats are still repeats when the scalars are the same.
        let repeated = catalogText.replacingOccurrences(of: "\"comment\" : \"composed\"", with: "\"comment\" : \"composed\", \"comment\" : \"again\"")
        #expect(throws: CatalogReadError.self) { try CatalogReader.read(Array(repeated.utf8)) }
        var edited = catalog
        edited.replaceString(decomposed, with: CatalogString(key: decomposed, comment: "changed"))
        #expect(edited.strings.map(\.comment) == ["composed", "changed"])
        #expect(KeyedList([(composed, 1), (decomposed, 2)])[decomposed] == 2)
    }

    @Test("The error for a first byte that starts no value names that byte")
    func firstByteDescription() {
        for (text, found) in [("x", "found “x”, which starts no JSON value"), ("\u{1}", "found the byte 0x01"), ("7", "found a number"), ("[]", "found an array")] {
            do {
                _ = try CatalogReader.read(Array(text.utf8))
                Issue.record("accepted \(text)")
            } catch {
                #expect(error.description.contains(found), "\(error.description)")
                #expect(error.description.hasPrefix("<input>:1:1: error:"), "\(error.description)")
            }
        }
    }
}
