@testable import MachineTranslation
import Testing
@testable import StringCatalogKit

/// The catalog of one string (source English), as an entry.
private func entry(_ string: CatalogString, version: String = "1.0") -> CatalogEntry {
    StringCatalog(sourceLanguage: "en", strings: [string], version: version).entry(at: 0)
}

private func forms(_ plan: StringDraftPlan) -> [String] {
    plan.requests.map { "\($0.form) ← \($0.sourceText)" }
}

@Suite("Machine translation: which forms are asked for, from which source text")
struct DraftPlannerTests {
    @Test("Every plural category the language needs, more than the source's: Ukrainian few and many from English other")
    func pluralCategories() {
        let birds = entry(string("%lld birds", ["en": plural(["one": "%lld bird", "other": "%lld birds"])]))
        let plan = DraftPlanner(language: "uk").plan(birds)
        #expect(forms(plan) == ["plural.one ← %lld bird", "plural.few ← %lld birds", "plural.many ← %lld birds", "plural.other ← %lld birds"])
        #expect(plan.requests.map { $0.sample.map { "\($0.category) \($0.number)" } } == ["one 1", "few 2", "many 5", "other 1.5"])
        #expect(plan.requests.allSatisfy { $0.protected.tagged.hasPrefix("<x id=\"1\"/> bird") })
    }

    @Test("A source form without the number is a source only where the language's category is one number too")
    func formWithoutNumber() {
        let birds = entry(string("%lld birds", ["en": plural(["one": "One bird", "other": "%lld birds"])]))
        // Russian `one` is 1, 21, 31…: it needs the number, so it is translated from `other`.
        #expect(forms(DraftPlanner(language: "ru").plan(birds)).first == "plural.one ← %lld birds")
        // German `one` is 1 alone, as English's.
        #expect(forms(DraftPlanner(language: "de").plan(birds)).first == "plural.one ← One bird")
        // Arabic: zero and two are numbers of their own, taken from English `other` which has them.
        #expect(forms(DraftPlanner(language: "ar").plan(birds)) == [
            "plural.zero ← %lld birds", "plural.one ← One bird", "plural.two ← %lld birds",
            "plural.few ← %lld birds", "plural.many ← %lld birds", "plural.other ← %lld birds",
        ])
    }

    @Test("Substitutions: the value naming them and each one's forms; device forms as the source has them")
    func substitutionsAndDevices() {
        let summary = entry(string("%lld birds at %lld feeders", ["en": substituted("%#@birds@ at %#@feeders@", [
            ("birds", substitution(1, "lld", ["one": "%arg bird", "other": "%arg birds"])),
            ("feeders", substitution(2, "lld", ["one": "%arg feeder", "other": "%arg feeders"])),
        ])]))
        #expect(forms(DraftPlanner(language: "fr").plan(summary)) == [
            " ← %#@birds@ at %#@feeders@",
            "substitutions.birds.plural.one ← %arg bird", "substitutions.birds.plural.many ← %arg birds", "substitutions.birds.plural.other ← %arg birds",
            "substitutions.feeders.plural.one ← %arg feeder", "substitutions.feeders.plural.many ← %arg feeders", "substitutions.feeders.plural.other ← %arg feeders",
        ])
        let hint = entry(string("Tap a bird", ["en": devices(["mac": "Click a bird", "other": "Tap a bird"])]))
        #expect(forms(DraftPlanner(language: "ja").plan(hint)) == ["device.mac ← Click a bird", "device.other ← Tap a bird"])
    }

    @Test("Only forms without a value, unless asked to redo the unreviewed; translated values never")
    func onlyNew() {
        let partly = entry(string("%lld birds", [
            "en": plural(["one": "%lld bird", "other": "%lld birds"]),
            "uk": Localization(variations: Variations(plural: KeyedList([
                ("one", Localization("%lld птах", state: .translated)), ("few", Localization("%lld птахи", state: .needsReview)),
                ("many", Localization("", state: .new)),
            ]))),
        ]))
        #expect(forms(DraftPlanner(language: "uk").plan(partly)).map { $0.prefix(11) } == ["plural.many", "plural.othe"])
        let redo = DraftPlanner(language: "uk", options: DraftOptions(replacesUnreviewed: true)).plan(partly)
        #expect(redo.requests.map(\.form.description) == ["plural.few", "plural.many", "plural.other"])
    }

    @Test("Strings that get nothing say why; a value with nothing to translate is copied, not asked for")
    func skipsAndCopies() {
        let done = entry(string("Done", ["en": value("Done"), "fr": value("OK")]))
        #expect(DraftPlanner(language: "fr").plan(done).skip == .hasEveryForm)
        #expect(DraftPlanner(language: "fr").plan(entry(string("Birds", ["en": value("Birds")], shouldTranslate: false))).skip == .dontTranslate)
        #expect(DraftPlanner(language: "fr").plan(entry(string("Old", ["en": value("Old")], extractionState: .stale))).skip == .stale)
        let identifier = entry(string("settings.title", ["en": value("")], extractionState: .manual))
        #expect(DraftPlanner(language: "fr").plan(identifier).skip == .noSourceText)
        // Extracted from code without a value: the key is the text.
        #expect(forms(DraftPlanner(language: "fr").plan(entry(string("Feeder", [:])))) == [" ← Feeder"])
        let ratio = DraftPlanner(language: "fr").plan(entry(string("%lld / %lld", [:])))
        #expect(ratio.requests.isEmpty && ratio.copies == [Draft(key: "%lld / %lld", language: "fr", form: .root, value: "%lld / %lld")])
        let plainJapanese = entry(string("%lld birds", ["en": plural(["one": "%lld bird", "other": "%lld birds"]), "de": value("%lld Vögel")]))
        #expect(DraftPlanner(language: "de").plan(plainJapanese).skip == .plainTranslation)
    }
}

@Suite("Machine translation: drafts checked before they are written")
struct DraftReviewTests {
    let review = DraftReview(sourceLanguage: "en", language: "de")

    func draft(_ key: String, _ value: String, form: FormPath = .root, language: String = "de") -> Draft {
        Draft(key: key, language: language, form: form, value: value)
    }

    @Test("A draft with a placeholder added, lost or of another type is rejected with the check's reason")
    func placeholders() {
        let total = entry(string("Total: %@", ["en": value("Total: %@")]))
        let (accepted, rejected) = review.review([draft("Total: %@", "Summe: %@ %@")], of: total, state: .needsReview)
        #expect(accepted.isEmpty)
        #expect(rejected.count == 1 && rejected[0].reason.hasSuffix("[placeholders]"))
        #expect(review.review([draft("Total: %@", "Summe: %d")], of: total, state: .needsReview).accepted.isEmpty)
        #expect(review.review([draft("Total: %@", "Summe: %@")], of: total, state: .needsReview).accepted.count == 1)
    }

    @Test("A link sent elsewhere, Markdown broken or grammar agreement dropped is rejected; the rest of the string's drafts stay")
    func markup() {
        let terms = entry(string("terms", ["en": value("Read the [terms](https://example.com/terms)")]))
        let moved = review.review([draft("terms", "Lies die [Bedingungen](https://example.org/terms)")], of: terms, state: .needsReview)
        #expect(moved.rejected.first?.reason.contains("[links]") == true)
        let bold = entry(string("note", ["en": value("**Note:** the feeder is empty")]))
        #expect(review.review([draft("note", "**Hinweis: Das Futterhaus ist leer")], of: bold, state: .needsReview).accepted.isEmpty)
        let birds = entry(string("%lld birds", ["en": plural(["one": "^[%lld bird](inflect: true)", "other": "^[%lld birds](inflect: true)"])]))
        let (accepted, rejected) = review.review([
            draft("%lld birds", "^[%lld Vogel](inflect: true)", form: FormPath(plural: "one")),
            draft("%lld birds", "%lld Vögel", form: FormPath(plural: "other")),
        ], of: birds, state: .needsReview)
        #expect(accepted.map(\.form) == [FormPath(plural: "one")])
        #expect(rejected.map(\.form) == [FormPath(plural: "other")] && rejected[0].reason.contains("[inflection]"))
    }

    @Test("A substitution's forms are checked with the value naming them; problems the string had before do not count")
    func together() {
        let summary = entry(string("%lld birds at %lld feeders", [
            "en": substituted("%#@birds@ at %#@feeders@", [
                ("birds", substitution(1, "lld", ["one": "%arg bird", "other": "%arg birds"])),
                ("feeders", substitution(2, "lld", ["one": "%arg feeder", "other": "%arg feeders"])),
            ]),
        ]))
        var drafts = [draft("%lld birds at %lld feeders", "%#@birds@ an %#@feeders@")]
        for (name, words) in [("birds", ["Vogel", "Vögel"]), ("feeders", ["Futterhaus", "Futterhäuser"])] {
            drafts.append(draft("%lld birds at %lld feeders", "%arg " + words[0], form: FormPath(substitution: name, plural: "one")))
            drafts.append(draft("%lld birds at %lld feeders", "%arg " + words[1], form: FormPath(substitution: name, plural: "other")))
        }
        let (accepted, rejected) = review.review(drafts, of: summary, state: .needsReview)
        #expect(accepted.count == 5 && rejected.isEmpty)
        let broken = entry(string("Total: %@", ["en": value("Total: %@"), "fr": value("Total : %d")]))
        #expect(review.review([draft("Total: %@", "Summe: %@")], of: broken, state: .needsReview).accepted.count == 1)
    }
}

@Suite("Machine translation: where drafts land")
struct DraftFillingTests {
    @Test("A draft fills a form without a value, in the state asked for, giving the language the source's shape")
    func fills() {
        var summary = entry(string("%lld birds at %lld feeders", ["en": substituted("%#@birds@ at %#@feeders@", [
            ("birds", substitution(1, "lld", ["one": "%arg bird", "other": "%arg birds"])),
        ])]))
        let filled = summary.fillDraft(Draft(key: summary.key, language: "fr", form: FormPath(substitution: "birds", plural: "one"), value: "%arg oiseau"),
                                       state: .needsReview)
        #expect(filled)
        let french = summary.string.localization(for: "fr")?.substitutions?["birds"]
        #expect(french?.argNum == 1 && french?.formatSpecifier == "lld")
        #expect(french?.variations?.plural?["one"]?.stringUnit == StringUnit(state: .needsReview, value: "%arg oiseau"))
        // The forms not drafted yet are there, new and empty, as when a translator types the first.
        #expect(french?.variations?.plural?["many"]?.stringUnit == StringUnit(state: .new, value: ""))
    }

    @Test("A translated value is never replaced; one waiting for review only when asked")
    func keeps() {
        var done = entry(string("Done", ["en": value("Done"), "fr": value("OK"), "de": value("Fertig", .needsReview)]))
        let redo = DraftOptions(replacesUnreviewed: true)
        let results = [
            done.fillDraft(Draft(key: "Done", language: "fr", form: .root, value: "Terminé"), state: .needsReview),
            done.fillDraft(Draft(key: "Done", language: "fr", form: .root, value: "Terminé"), state: .needsReview, options: redo),
            done.fillDraft(Draft(key: "Done", language: "de", form: .root, value: "Erledigt"), state: .needsReview),
            done.fillDraft(Draft(key: "Done", language: "de", form: .root, value: "Erledigt"), state: .needsReview, options: redo),
            done.fillDraft(Draft(key: "Done", language: "en", form: .root, value: "Finished"), state: .needsReview),
        ]
        #expect(results == [false, false, false, true, false])
        #expect(done.string.localization(for: "fr")?.stringUnit?.value == "OK")
        #expect(done.string.localization(for: "de")?.stringUnit?.value == "Erledigt")
    }

    @Test("machine_translated only where the catalog's version has it: 1.1 and later")
    func machineTranslatedState() {
        for (version, has) in [("1.0", false), ("1.1", true), ("1.3", true), ("2.0", true), ("1", false), ("x.y", false)] {
            #expect(StringCatalog(sourceLanguage: "en", version: version).hasMachineTranslatedState == has, "\(version)")
        }
        #expect(StringCatalog(sourceLanguage: "en", version: nil).draftState(machineTranslated: true) == .needsReview)
        #expect(StringCatalog(sourceLanguage: "en", version: "1.1").draftState(machineTranslated: true).rawValue == "machine_translated")
        #expect(StringCatalog(sourceLanguage: "en", version: "1.1").draftState(machineTranslated: false) == .needsReview)
    }
}
