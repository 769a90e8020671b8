import Foundation
import Testing
@testable import StringCatalogKit
@testable import Versioning

/// The three-way merge of catalogs: its rules on small catalogs, its properties on generated
/// ones, and the real merges of `../shared/merge`.
@Suite("Merging catalogs")
struct CatalogMergeTests {
    // MARK: - Small catalogs

    static func catalog(_ json: String) throws -> StringCatalog {
        try CatalogReader.read(Array(json.utf8))
    }

    /// A catalog of `strings` given as `"key" : { … }` members.
    static func catalog(strings: String, version: String = "1.0") throws -> StringCatalog {
        try catalog("{ \"sourceLanguage\" : \"en\", \"strings\" : { \(strings) }, \"version\" : \"\(version)\" }")
    }

    static func unit(_ value: String, _ state: String = "translated") -> String {
        "{ \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\(value)\" } }"
    }

    static func merge(_ base: String, _ ours: String, _ theirs: String) throws -> CatalogMerge.Result {
        CatalogMerge.merge(base: try catalog(strings: base), ours: try catalog(strings: ours), theirs: try catalog(strings: theirs))
    }

    static func value(_ catalog: StringCatalog, _ key: String, _ language: String) -> String? {
        catalog.strings.first { $0.key == key }?.localization(for: language)?.stringUnit?.value
    }

    @Test("A change on one side wins; additions on both sides are united")
    func oneSideWinsAndAdditionsUnite() throws {
        let base = "\"a\" : { \"localizations\" : { \"de\" : \(Self.unit("A")) } }, \"b\" : { }"
        let ours = "\"a\" : { \"localizations\" : { \"de\" : \(Self.unit("A2")) } }, \"b\" : { }, \"c\" : { }"
        let theirs = "\"a\" : { \"localizations\" : { \"de\" : \(Self.unit("A")), \"fr\" : \(Self.unit("Af")) } }, \"b\" : { \"comment\" : \"B\" }, \"d\" : { }"
        let result = try Self.merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        #expect(result.catalog.strings.map(\.key) == ["a", "b", "c", "d"])
        #expect(Self.value(result.catalog, "a", "de") == "A2")
        #expect(Self.value(result.catalog, "a", "fr") == "Af")
        #expect(result.catalog.strings[1].comment == "B")
    }

    @Test("A deletion applies where the other side left the string alone, or only marked it stale")
    func deletions() throws {
        let base = "\"a\" : { }, \"b\" : { \"extractionState\" : \"manual\" }, \"c\" : { }"
        let ours = "\"c\" : { }"
        let theirs = "\"a\" : { }, \"b\" : { \"extractionState\" : \"stale\" }, \"c\" : { }"
        let result = try Self.merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        #expect(result.catalog.strings.map(\.key) == ["c"])
    }

    @Test("A deletion against an edit is a conflict, with ours kept")
    func deleteModify() throws {
        let base = "\"a\" : { \"localizations\" : { \"de\" : \(Self.unit("A")) } }"
        let theirs = "\"a\" : { \"localizations\" : { \"de\" : \(Self.unit("A2")) } }"
        let result = try Self.merge(base, "", theirs)
        #expect(result.conflicts == [MergeConflict(key: "a", kind: .deleteModify, deletedBy: .ours)])
        #expect(result.catalog.strings.isEmpty)
        #expect(result.conflicts[0].description == "\"a\": delete/modify, deleted by ours (ours kept)")
        let swapped = try Self.merge(base, theirs, "")
        #expect(swapped.conflicts == [MergeConflict(key: "a", kind: .deleteModify, deletedBy: .theirs)])
        #expect(Self.value(swapped.catalog, "a", "de") == "A2")
    }

    @Test("The same value changed differently is a conflict at its leaf; other fields still merge")
    func modifyModify() throws {
        let base = "\"a\" : { \"localizations\" : { \"de\" : \(Self.unit("A", "new")) } }"
        let ours = "\"a\" : { \"comment\" : \"C\", \"localizations\" : { \"de\" : \(Self.unit("Ours", "new")) } }"
        let theirs = "\"a\" : { \"localizations\" : { \"de\" : \(Self.unit("Theirs", "translated")) } }"
        let result = try Self.merge(base, ours, theirs)
        #expect(result.conflicts == [MergeConflict(key: "a", language: "de", field: "stringUnit.value", kind: .modifyModify)])
        #expect(result.conflicts[0].description == "\"a\" de stringUnit.value: modify/modify (ours kept)")
        let string = try #require(result.catalog.strings.first)
        #expect(string.comment == "C")
        #expect(string.localization(for: "de")?.stringUnit == StringUnit(state: .translated, value: "Ours"))
    }

    @Test("A plain value turned into plural forms on one side and edited on the other is one conflict, never a mix")
    func atomicVariations() throws {
        let base = "\"n\" : { \"localizations\" : { \"de\" : \(Self.unit("%lld Vögel")) } }"
        let plural = "{ \"variations\" : { \"plural\" : { \"one\" : \(Self.unit("ein Vogel")), \"other\" : \(Self.unit("%lld Vögel")) } } }"
        let ours = "\"n\" : { \"localizations\" : { \"de\" : \(plural) } }"
        let theirs = "\"n\" : { \"localizations\" : { \"de\" : \(Self.unit("%lld Vögelchen")) } }"
        let result = try Self.merge(base, ours, theirs)
        #expect(result.conflicts == [MergeConflict(key: "n", language: "de", kind: .modifyModify)])
        let localization = try #require(result.catalog.strings.first?.localization(for: "de"))
        #expect(localization.stringUnit == nil)
        #expect(localization.variations?.plural?["one"]?.stringUnit?.value == "ein Vogel")
        // Forms edited on both sides merge form by form.
        let theirPlural = plural.replacingOccurrences(of: "%lld Vögel\"", with: "%lld Vögelchen\"")
        let ourPlural = plural.replacingOccurrences(of: "ein Vogel", with: "ein Vögelchen")
        let forms = try Self.merge("\"n\" : { \"localizations\" : { \"de\" : \(plural) } }",
                                   "\"n\" : { \"localizations\" : { \"de\" : \(ourPlural) } }",
                                   "\"n\" : { \"localizations\" : { \"de\" : \(theirPlural) } }")
        #expect(forms.conflicts.isEmpty)
        #expect(forms.catalog.strings.first?.localization(for: "de")?.variations?.plural?["one"]?.stringUnit?.value == "ein Vögelchen")
        #expect(forms.catalog.strings.first?.localization(for: "de")?.variations?.plural?["other"]?.stringUnit?.value == "%lld Vögelchen")
    }

    @Test("The same translation added as needs_review and as translated is translated; other add/add values conflict")
    func addAdd() throws {
        let base = "\"a\" : { }"
        let result = try Self.merge(base, "\"a\" : { \"localizations\" : { \"de\" : \(Self.unit("A", "needs_review")) } }",
                                    "\"a\" : { \"localizations\" : { \"de\" : \(Self.unit("A", "translated")) } }")
        #expect(result.conflicts.isEmpty)
        #expect(result.catalog.strings.first?.localization(for: "de")?.stringUnit == StringUnit(state: .translated, value: "A"))
        let different = try Self.merge(base, "\"a\" : { \"localizations\" : { \"de\" : \(Self.unit("A")) } }",
                                       "\"a\" : { \"localizations\" : { \"de\" : \(Self.unit("B")) } }")
        #expect(different.conflicts == [MergeConflict(key: "a", language: "de", field: "stringUnit.value", kind: .addAdd)])
    }

    @Test("Comments generated on both sides: ours, without a conflict; comments people wrote conflict")
    func comments() throws {
        let auto = { (text: String) in "\"a\" : { \"comment\" : \"\(text)\", \"isCommentAutoGenerated\" : true }" }
        let result = try Self.merge("\"a\" : { }", auto("Ours"), auto("Theirs"))
        #expect(result.conflicts.isEmpty)
        #expect(result.catalog.strings.first?.comment == "Ours")
        let written = try Self.merge("\"a\" : { }", "\"a\" : { \"comment\" : \"Ours\" }", "\"a\" : { \"comment\" : \"Theirs\" }")
        #expect(written.conflicts == [MergeConflict(key: "a", field: "comment", kind: .addAdd)])
    }

    @Test("extractionState changed on both sides is ours, not a conflict; version takes the higher")
    func metadata() throws {
        let base = try Self.catalog(strings: "\"a\" : { \"extractionState\" : \"manual\" }", version: "1.0")
        let ours = try Self.catalog(strings: "\"a\" : { \"extractionState\" : \"stale\" }", version: "1.1")
        let theirs = try Self.catalog(strings: "\"a\" : { \"extractionState\" : \"extracted_with_value\" }", version: "1.2")
        let result = CatalogMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty)
        #expect(result.catalog.strings.first?.extractionState == .stale)
        #expect(result.catalog.version == "1.2")
        #expect(CatalogMerge.merge(base: base, ours: theirs, theirs: ours).catalog.version == "1.2")
    }

    @Test("Unknown fields merge by the same rules")
    func unknownFields() throws {
        let base = "\"a\" : { \"futureField\" : { \"x\" : 1 } }"
        let result = try Self.merge(base, "\"a\" : { \"futureField\" : { \"x\" : 1, \"y\" : 2 } }", "\"a\" : { \"futureField\" : { \"x\" : 1, \"z\" : 3 }, \"other\" : true }")
        #expect(result.conflicts.isEmpty)
        #expect(result.catalog.strings.first?.extraFields == [
            JSONMember("futureField", .object([JSONMember("x", .number("1")), JSONMember("y", .number("2")), JSONMember("z", .number("3"))])),
            JSONMember("other", .bool(true)),
        ])
    }

    @Test("A key renamed on one side takes the other side's edits of the old key along")
    func renames() throws {
        let old = "{ \"localizations\" : { \"de\" : \(Self.unit("Hallo")), \"fr\" : \(Self.unit("Salut")), \"sk\" : \(Self.unit("Ahoj")) } }"
        let base = "\"Hello  world\" : \(old), \"settings.old\" : \(old)"
        let ours = "\"hello world\" : \(old), \"settings.new\" : \(old)"
        let edited = old.replacingOccurrences(of: "Ahoj", with: "Ahojte")
        let theirs = "\"Hello  world\" : \(edited), \"settings.old\" : \(edited)"
        let result = try Self.merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        #expect(result.catalog.strings.map(\.key) == ["hello world", "settings.new"])
        #expect(result.catalog.strings.allSatisfy { $0.localization(for: "sk")?.stringUnit?.value == "Ahojte" })
        #expect(result.renames == [CatalogMerge.Rename(from: "Hello  world", to: "hello world", by: .ours),
                                   CatalogMerge.Rename(from: "settings.old", to: "settings.new", by: .ours)])
        // Too little in common: a deletion against an edit, not a rename.
        let unrelated = "\"settings.new\" : { \"localizations\" : { \"de\" : \(Self.unit("Anders")) } }"
        let notRenamed = try Self.merge("\"settings.old\" : \(old)", unrelated, "\"settings.old\" : \(edited)")
        #expect(notRenamed.renames.isEmpty)
        #expect(notRenamed.conflicts == [MergeConflict(key: "settings.old", kind: .deleteModify, deletedBy: .ours)])
    }

    @Test("A conflict names its place as JSON keys, and each version's value there can be taken")
    func resolvingConflicts() throws {
        for path in [["localizations", "de", "stringUnit", "value"], ["localizations", "de", "variations", "device", "mac", "variations", "plural", "one"],
                     ["localizations", "de", "substitutions", "birds", "variations", "plural", "few", "stringUnit", "state"], ["comment"], []] {
            #expect(MergeConflict.at(path, key: "k", kind: .modifyModify, deletedBy: nil).path == path)
        }
        let base = try Self.catalog(strings: "\"a\" : { \"localizations\" : { \"de\" : \(Self.unit("A")) } }, \"b\" : { \"comment\" : \"B\" }")
        let ours = try Self.catalog(strings: "\"a\" : { \"localizations\" : { \"de\" : \(Self.unit("Ours")) } }")
        let theirs = try Self.catalog(strings: "\"a\" : { \"localizations\" : { \"de\" : \(Self.unit("Theirs")), \"fr\" : \(Self.unit("F")) } }, \"b\" : { \"comment\" : \"B2\" }")
        let result = CatalogMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.count == 2)
        var resolved = result.catalog
        for conflict in result.conflicts {
            #expect(CatalogMerge.value(at: conflict, in: resolved) == CatalogMerge.value(at: conflict, in: ours))
            resolved = try #require(CatalogMerge.resolve(conflict, in: resolved, takingFrom: theirs))
            #expect(CatalogMerge.value(at: conflict, in: resolved) == CatalogMerge.value(at: conflict, in: theirs))
        }
        #expect(resolved == theirs)
        // Taking the deleting side's "nothing" removes the string again.
        let deleteConflict = try #require(result.conflicts.first { $0.kind == .deleteModify })
        #expect(CatalogMerge.resolve(deleteConflict, in: resolved, takingFrom: ours)?.strings.map(\.key) == ["a"])
    }

    // MARK: - Properties on generated catalogs

    /// A random catalog of about `count` strings and a random edit of it (values changed,
    /// strings and languages added and removed, plural forms, comments).
    struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }

        mutating func localization() -> Localization {
            if next(5) == 0 {
                var variations = Variations()
                variations.plural = KeyedList([("one", Localization("eins \(next(9))", state: .translated)), ("other", Localization("%lld \(next(9))", state: .translated))])
                return Localization(variations: variations)
            }
            return Localization("value \(next(30))", state: [.translated, .needsReview, .new][next(3)])
        }

        mutating func catalog(count: Int) -> StringCatalog {
            var catalog = StringCatalog(sourceLanguage: "en")
            for i in 0..<count {
                // An empty key and one with an escape, as real catalogs have.
                var string = CatalogString(key: i == 0 ? "" : i == 1 ? "key \"quoted\"\\n" : "key \(i * 3)")
                for language in ["de", "fr", "ja"] where next(3) != 0 { string.setLocalization(localization(), for: language) }
                catalog.insert(string)
            }
            return catalog
        }

        mutating func edit(_ catalog: StringCatalog) -> StringCatalog {
            var edited = catalog
            for _ in 0..<(1 + next(6)) {
                switch next(5) {
                case 0 where !edited.strings.isEmpty:
                    _ = edited.removeString(edited.strings[next(edited.strings.count)].key)
                case 1:
                    edited.insert(CatalogString(key: "key \(next(200))", comment: "added \(next(5))"))
                case 2 where !edited.strings.isEmpty:
                    let key = edited.strings[next(edited.strings.count)].key
                    let language = ["de", "fr", "ja", "uk"][next(4)]
                    let localization = localization()
                    edited.modifyString(key: key) { $0.setLocalization(localization, for: language) }
                case 3 where !edited.strings.isEmpty:
                    let key = edited.strings[next(edited.strings.count)].key
                    let comment = "comment \(next(4))"
                    edited.modifyString(key: key) { $0.comment = comment }
                default:
                    edited.version = ["1.0", "1.1"][next(2)]
                }
            }
            return edited
        }
    }

    @Test("merge(B, A, B) = A, merge(B, B, T) = T, merge(B, A, A) = A; the result reads back in Xcode's layout; swapping sides gives the same conflicts")
    func properties() throws {
        var generator = Generator(state: 2026)
        var conflicting = 0, splicedMerges = 0
        for _ in 0..<300 {
            let base = generator.catalog(count: 12)
            let ours = generator.edit(base), theirs = generator.edit(base)
            #expect(CatalogMerge.merge(base: base, ours: ours, theirs: base).catalog == ours)
            #expect(CatalogMerge.merge(base: base, ours: base, theirs: theirs).catalog == theirs)
            #expect(CatalogMerge.merge(base: base, ours: ours, theirs: ours).catalog == ours)
            let result = CatalogMerge.merge(base: base, ours: ours, theirs: theirs)
            let bytes = CatalogWriter.bytes(result.catalog)
            // The merge on the bytes, where it decides, gives the same bytes and conflicts.
            if let spliced = CatalogMerge.mergeInLayout(base: CatalogWriter.bytes(base), ours: CatalogWriter.bytes(ours), theirs: CatalogWriter.bytes(theirs)) {
                splicedMerges += 1
                #expect(spliced.bytes == bytes)
                #expect(spliced.conflicts == result.conflicts)
            }
            let reread = try CatalogReader.read(bytes)
            #expect(reread == result.catalog)
            #expect(bytes.withUnsafeBufferPointer { CanonicalLayoutScan.scan($0) } != nil, "not in Xcode's layout")
            let swapped = CatalogMerge.merge(base: base, ours: theirs, theirs: ours)
            let where_ = { (conflicts: [MergeConflict]) in conflicts.map { "\($0.key ?? "") \($0.language ?? "") \($0.form ?? "") \($0.field ?? "") \($0.kind)" }.sorted() }
            #expect(where_(result.conflicts) == where_(swapped.conflicts))
            if result.conflicts.isEmpty {
                #expect(swapped.catalog == result.catalog)
            } else {
                conflicting += 1
                // Taking theirs at every conflict gives theirs' value at each.
                var resolved = result.catalog
                for conflict in result.conflicts {
                    resolved = try #require(CatalogMerge.resolve(conflict, in: resolved, takingFrom: theirs))
                }
                for conflict in result.conflicts {
                    #expect(CatalogMerge.value(at: conflict, in: resolved) == CatalogMerge.value(at: conflict, in: theirs), "\(conflict)")
                }
            }
        }
        #expect(conflicting > 10, "the generator should produce conflicts too")
        #expect(splicedMerges > 100, "the merge on the bytes should decide most of these")
    }
}
