import Foundation
import Testing
@testable import StringCatalogKit

/// A catalog in English (source), Arabic, French, Japanese and Ukrainian for the variation
/// edits, written for these tests; and the check every edited catalog must pass.
enum VariationFixture {
    static let languages = ["en", "ar", "fr", "ja", "uk"]

    static let text = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%@ saw %lld birds at %lld feeders" : {
          "comment" : "Watcher's name, birds, feeders",
          "localizations" : {
            "ar" : { "stringUnit" : { "state" : "translated", "value" : "رأى %@ %lld طيور عند %lld مغذيات" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%@ saw %lld birds at %lld feeders" } },
            "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "%@ a vu %lld oiseaux à %lld mangeoires" } },
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "%1$@は%3$lld個の餌台で%2$lld羽の鳥を見ました" } },
            "uk" : { "stringUnit" : { "state" : "translated", "value" : "%@ бачить %lld птахів біля %lld годівниць" } }
          }
        },
        "%lld birds" : {
          "localizations" : {
            "ar" : { "stringUnit" : { "state" : "translated", "value" : "%lld طيور" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld birds" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "%lld oiseaux" } },
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "%lld羽の鳥" } },
            "uk" : { "stringUnit" : { "state" : "translated", "value" : "%lld птахів" } }
          }
        },
        "%lld visits" : {
          "localizations" : {
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "%lld visites" } }
          }
        },
        "Feeder" : {
          "futureEntry" : true,
          "localizations" : {
            "ar" : { "stringUnit" : { "state" : "needs_review", "value" : "مغذية" } },
            "en" : {
              "futureLocalization" : "kept",
              "stringUnit" : { "futureUnit" : 1, "state" : "translated", "value" : "Feeder" }
            },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Mangeoire" } },
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "餌台" } },
            "uk" : { "stringUnit" : { "state" : "translated", "value" : "Годівниця" } }
          }
        },
        "Tap a bird" : {
          "extractionState" : "manual",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Tap a bird" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Touchez un oiseau" } },
            "uk" : { "stringUnit" : { "state" : "new", "value" : "" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

    static func catalog() throws -> StringCatalog {
        try CatalogReader.read(Array(text.utf8))
    }

    /// The fixture with `edit` applied to the string with `key`.
    static func edited(_ key: String, _ edit: (inout CatalogString) throws -> Void) throws -> StringCatalog {
        var catalog = try catalog()
        let i = try #require(catalog.index(ofKey: key))
        try edit(&catalog.strings[i])
        return catalog
    }

    static func unit(_ state: TranslationState, _ value: String) -> StringUnit {
        StringUnit(state: state, value: value)
    }
}

/// What every edited catalog must be: written and read back it is the same catalog, its
/// bytes are stable, and the checker finds no error and no structural warning
/// (plural forms, device other, substitutions) in it.
/// - Parameter allowing: checks whose warnings are expected (a test that leaves some
///   languages plain on purpose).
func expectSound(_ catalog: StringCatalog, allowing: Set<String> = [], sourceLocation: SourceLocation = #_sourceLocation) throws {
    let bytes = CatalogWriter.bytes(catalog)
    let reread = try CatalogReader.read(bytes)
    // Compared outside #expect, which would print both catalogs in full.
    let same = reread == catalog, stable = CatalogWriter.bytes(reread) == bytes
    #expect(same, "the catalog changed when written and read back (keys out of Xcode's order?)", sourceLocation: sourceLocation)
    #expect(stable, "the written bytes are not stable", sourceLocation: sourceLocation)
    let structural: Set<String> = ["plural-forms", "device-other", "substitutions"]
    let problems = CatalogChecker().problems(in: reread).filter {
        $0.severity == .error || ($0.severity == .warning && structural.contains($0.checkID) && !allowing.contains($0.checkID))
    }
    #expect(problems.isEmpty, "\(problems.map { "\($0.location.key): \($0)" })", sourceLocation: sourceLocation)
}

extension CatalogString {
    /// The unit at `form` in `language`, for short expectations.
    func unit(_ language: String, _ form: FormPath = .root) -> StringUnit? {
        localization(for: language)?.stringUnit(at: form)
    }

    func pluralKeys(_ language: String, device: String? = nil) -> [String] {
        var localization = localization(for: language)
        if let device { localization = localization?.variations?.device?[device] }
        return localization?.variations?.plural?.keys ?? []
    }
}

/// Compares the shape of one object of a string, as written, with the same in a real
/// catalog Xcode wrote: the same lines, indentation, keys and order, values aside.
enum ShapeComparison {
    /// The lines of the object at `path` (a string's key, then keys inside it, e.g. a
    /// language, `substitutions`, a name), values replaced by `…` and numbers by `#`.
    static func skeleton(of text: String, path: [String]) -> [String]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var open = lines.startIndex - 1
        var indent = ""
        for key in path {
            let quoted = JSONQuoting.quote(key) + " : {"
            guard let found = lines[(open + 1)...].firstIndex(where: {
                $0.hasSuffix(quoted) && $0.dropLast(quoted.count).allSatisfy { $0 == " " } && $0.count - quoted.count > indent.count
            }) else { return nil }
            open = found
            indent = String(lines[found].prefix { $0 == " " })
        }
        guard let close = lines[(open + 1)...].firstIndex(where: { $0 == indent + "}" || $0 == indent + "}," }) else { return nil }
        // The object's own key (a language, a substitution's name) is not compared.
        return ["{"] + lines[(open + 1)...close].map { line in
            var line = String(line.dropFirst(indent.count))
            if let range = line.range(of: #" : "(?:[^"\\]|\\.)*""#, options: .regularExpression) {
                line.replaceSubrange(range, with: " : \"…\"")
            }
            if let range = line.range(of: #" : [0-9]+"#, options: .regularExpression) {
                line.replaceSubrange(range, with: " : #")
            }
            return line.hasSuffix("},") ? String(line.dropLast()) : line
        }
    }

    /// Expects the object at `path` in `ours` to have the shape of the one at `corpusPath`
    /// in a corpus file (for tests marked `.needsCorpus`).
    static func expectSameShape(
        ours: String, path: [String], corpusFile: String, corpusPath: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let data = try Data(contentsOf: TestSupport.corpusFolder.appendingPathComponent(corpusFile))
        let corpus = try #require(skeleton(of: String(decoding: data, as: UTF8.self), path: corpusPath), sourceLocation: sourceLocation)
        let mine = try #require(skeleton(of: ours, path: path), sourceLocation: sourceLocation)
        #expect(mine == corpus, sourceLocation: sourceLocation)
    }
}
