import Foundation
import Testing
@testable import StringCatalogKit

// MARK: - Placeholders

@Suite("Check: placeholders")
struct PlaceholderCheckTests {
    let check = PlaceholderCheck()

    @Test("A placeholder of another type class is an error")
    func typeMismatch() {
        let problems = run(check, string("Hello, %@!", ["de": value("Hallo, %d!")]))
        #expect(summary(problems) == ["de - error"])
        #expect(problems[0].checkID == "placeholders")
        #expect(problems[0].message.contains("%d") && problems[0].message.contains("%@"))
    }

    @Test("%Lld typed for %lld: invalid placeholder and missing argument")
    func mistypedLength() {
        let problems = run(check, string("%lld birds", ["fr": value("%Lld oiseaux")]))
        #expect(summary(problems) == ["fr - error", "fr - error"])
        #expect(problems.contains { $0.message.contains("invalid placeholder “%Ll”") })
        #expect(problems.contains { $0.message.contains("%lld missing") })
    }

    @Test("Missing and extra arguments are errors; %d for %lld is a warning")
    func countAndLength() {
        #expect(summary(run(check, string("%@ saw %lld birds", ["de": value("%@ hat Vögel gesehen")]))) == ["de - error"])
        #expect(summary(run(check, string("Birds", ["de": value("%@ Vögel")]))) == ["de - error"])
        #expect(summary(run(check, string("%lld birds", ["de": value("%d Vögel")]))) == ["de - warning"])
    }

    @Test("Reordering with positional specifiers is fine")
    func reordering() {
        let problems = run(check, string("%1$@ spotted %2$lld birds", ["fr": value("%2$lld oiseaux repérés par %1$@")]))
        #expect(problems.isEmpty)
        // Implicit in the source, positional in the translation.
        #expect(run(check, string("%@ spotted %lld birds", ["fr": value("%2$lld oiseaux repérés par %1$@")])).isEmpty)
        // %u for %d is the same class.
        #expect(run(check, string("%d birds", ["fr": value("%u oiseaux")])).isEmpty)
    }

    @Test("Prose with % in a string that is not formatted is not reported")
    func prose() {
        #expect(run(check, string("Save 20% on seed", ["fr": value("20 % de réduction"), "de": value("20 %-Rabatt")])).isEmpty)
        #expect(run(check, string("100%", ["de": value("100 %")])).isEmpty)
    }

    @Test("A form for a single number may spell the number out; one for several numbers gets a warning")
    func pluralOmission() {
        let source = plural(["one": "%lld bird", "other": "%lld birds"])
        let clean = string("%lld birds", ["en": source, "de": plural(["one": "Ein Vogel", "other": "%lld Vögel"])])
        #expect(run(check, clean).isEmpty)
        let russian = string("%lld birds", [
            "en": source,
            "ru": plural(["one": "Одна птица", "few": "%lld птицы", "many": "%lld птиц", "other": "%lld птицы"]),
        ])
        #expect(summary(run(check, russian)) == ["ru plural.one warning"])
        // The `other` form may not leave it out.
        #expect(summary(run(check, string("%lld birds", ["en": source, "de": plural(["one": "%lld Vogel", "other": "Vögel"])]))) == ["de plural.other error"])
    }

    @Test("Plural forms are compared with the source's other form")
    func otherForm() {
        let source = plural(["one": "An error found.", "other": "%lld errors found."])
        let problems = run(check, string("%lld errors found.", ["en": source, "bg": plural(["one": "Открита е %lld грешка.", "other": "Открити са %lld грешки."])]))
        #expect(problems.isEmpty)
    }

    @Test("A form the source has too is compared with it: what the source's zero or one form leaves out may be left out")
    func sameSourceForm() {
        let source = plural(["zero": "No birds at %2$@", "one": "%1$lld bird at %2$@", "other": "%1$lld birds at %2$@"])
        // The source's zero form leaves the count out; the translation's may too, but not the place.
        let clean = string("%1$lld birds at %2$@", ["en": source, "fr": plural(["zero": "Aucun oiseau à %2$@", "one": "%1$lld oiseau à %2$@", "other": "%1$lld oiseaux à %2$@"])])
        #expect(run(check, clean).isEmpty)
        let sourceWithoutPlace = plural(["zero": "No birds here", "one": "%1$lld bird at %2$@", "other": "%1$lld birds at %2$@"])
        let translated = plural(["zero": "Aucun oiseau ici", "one": "%1$lld oiseau à %2$@", "other": "%1$lld oiseaux à %2$@"])
        #expect(run(check, string("%1$lld birds at %2$@", ["en": sourceWithoutPlace, "fr": translated])).isEmpty)
        // Where the source's own form has the placeholder, leaving it out is still an error.
        let missing = plural(["zero": "Aucun oiseau", "one": "%1$lld oiseau à %2$@", "other": "%1$lld oiseaux à %2$@"])
        #expect(summary(run(check, string("%1$lld birds at %2$@", ["en": source, "fr": missing]))) == ["fr plural.zero error"])
        // A form the source lacks is still compared with its other form.
        let russian = plural(["one": "%1$lld птица", "few": "%1$lld птицы в %2$@", "many": "%1$lld птиц в %2$@", "other": "%1$lld птицы в %2$@"])
        #expect(summary(run(check, string("%1$lld birds at %2$@", ["en": source, "ru": russian]))) == ["ru plural.one error"])
    }

    @Test("Without a source-language value the key is the source")
    func keyAsSource() {
        #expect(run(check, string("%lld birds", ["fr": value("%lld oiseaux")])).isEmpty)
        #expect(summary(run(check, string("%lld birds", ["fr": value("%@ oiseaux")]))) == ["fr - error"])
        // A manual string keyed by an identifier says nothing about its arguments.
        #expect(run(check, string("greeting.title", ["fr": value("Bonjour %@")], extractionState: .manual)).isEmpty)
    }

    @Test("The source language, empty values and other languages than asked are not compared")
    func notCompared() {
        #expect(run(check, string("%lld birds", ["en": value("%@ birds")])).isEmpty)
        #expect(run(check, string("%lld birds", ["fr": value("", .new)])).isEmpty)
        #expect(run(check, string("Hello, %@!", ["de": value("Hallo, %d!")]), languages: ["fr"]).isEmpty)
    }

    @Test("Substitution forms need %arg when the source's forms have it")
    func substitutionForms() {
        let en = substituted("%#@birds@", [("birds", substitution(1, "lld", ["one": "%arg bird", "other": "%arg birds"]))])
        let missing = substituted("%#@birds@", [("birds", substitution(1, "lld", ["one": "%arg Vogel", "other": "Vögel"]))])
        #expect(summary(run(check, string("%lld birds", ["en": en, "de": missing]))) == ["de substitutions.birds.plural.other error"])
        // With no source forms to go by, a form may leave the number out.
        let free = substituted("%#@apps@", [("apps", substitution(1, "d", ["one": "Ein App sieht ihn", "other": "Apps sehen ihn"]))])
        #expect(run(check, string("apps.hint", ["de": free], extractionState: .manual)).isEmpty)
    }

    @Test("A placeholder moved between the value and the substitution's forms is not reported; one dropped or retyped is")
    func movedBetweenValueAndForms() {
        let en = substituted("%#@photos@", [("photos", substitution(1, "lld", ["one": "%arg photo in %2$@", "other": "%arg photos in %2$@"]))])
        let moved = substituted("%#@photos@ in %2$@", [("photos", substitution(1, "lld", ["one": "%arg Foto", "other": "%arg Fotos"]))])
        #expect(run(check, string("%lld photos in %@", ["en": en, "de": moved])).isEmpty)
        // The other way round: the source's value has it, the translation's forms.
        let enValue = substituted("%#@photos@ in %2$@", [("photos", substitution(1, "lld", ["one": "%arg photo", "other": "%arg photos"]))])
        let intoForms = substituted("%#@photos@", [("photos", substitution(1, "lld", ["one": "%arg Foto in %2$@", "other": "%arg Fotos in %2$@"]))])
        #expect(run(check, string("%lld photos in %@", ["en": enValue, "de": intoForms])).isEmpty)
        // In one form only: the other form misses it.
        let oneForm = substituted("%#@photos@", [("photos", substitution(1, "lld", ["one": "%arg Foto in %2$@", "other": "%arg Fotos"]))])
        #expect(summary(run(check, string("%lld photos in %@", ["en": enValue, "de": oneForm]))) == ["de - error"])
        // Dropped from both parts.
        let dropped = substituted("%#@photos@", [("photos", substitution(1, "lld", ["one": "%arg Foto", "other": "%arg Fotos"]))])
        #expect(summary(run(check, string("%lld photos in %@", ["en": en, "de": dropped])))
                == ["de substitutions.photos.plural.one error", "de substitutions.photos.plural.other error"])
        // Moved, but read as another kind of value.
        let retyped = substituted("%#@photos@ in %2$d", [("photos", substitution(1, "lld", ["one": "%arg Foto", "other": "%arg Fotos"]))])
        let problems = run(check, string("%lld photos in %@", ["en": en, "de": retyped]))
        #expect(problems.map(\.message) == ["placeholder %2$d is an integer, the source reads argument 2 as %2$@, an object"])
    }

    @Test("In a substitution's form, its own argument written out (%lld, %1$lld) is %arg; another argument is not")
    func argumentWrittenOut() {
        let en = substituted("%#@photos@", [("photos", substitution(1, "lld", ["one": "%arg photo", "other": "%arg photos"]))])
        // As Xcode's migration keeps them, and as its export writes them.
        let written = substituted("%#@photos@", [("photos", substitution(1, "lld", ["one": "%lld Foto", "other": "%1$lld Fotos"]))])
        #expect(run(check, string("%lld photos", ["en": en, "de": written])).isEmpty)
        // The source written out, the translation with %arg.
        let enWritten = substituted("%#@photos@", [("photos", substitution(1, "lld", ["one": "%lld photo", "other": "%lld photos"]))])
        let placeholder = substituted("%#@photos@", [("photos", substitution(1, "lld", ["one": "%arg Foto", "other": "%arg Fotos"]))])
        #expect(run(check, string("%lld photos", ["en": enWritten, "de": placeholder])).isEmpty)
        // A specifier of another kind of value is no %arg: %@ would read the number as an object.
        let object = substituted("%#@photos@", [("photos", substitution(1, "lld", ["one": "%arg Foto", "other": "%@ Fotos"]))])
        let problems = run(check, string("%lld photos", ["en": en, "de": object]))
        #expect(summary(problems) == ["de substitutions.photos.plural.other error", "de substitutions.photos.plural.other error"])
        #expect(!problems.contains { $0.message.contains("does not format") })
        // Another argument's number, in a string whose value reads it as an object.
        let enTwo = substituted("%#@n@ in %2$@", [("n", substitution(1, "lld", ["one": "%arg file", "other": "%arg files"]))])
        let wrong = substituted("%#@n@ in %2$@", [("n", substitution(1, "lld", ["one": "%1$lld Datei", "other": "%2$lld Dateien"]))])
        #expect(run(check, string("%lld in %@", ["en": enTwo, "de": wrong])).map(\.message)
                == ["placeholder %2$lld is an integer, the source reads argument 2 as %2$@, an object", "%arg missing (the substitution's number is not shown)"])
    }
}

// MARK: - Plural forms

@Suite("Check: plural forms")
struct PluralFormsCheckTests {
    let check = PluralFormsCheck()
    let english = plural(["one": "%lld bird", "other": "%lld birds"])

    @Test("A category the language needs is missing: error")
    func missingCategory() {
        let problems = run(check, string("%lld birds", ["en": english, "ru": plural(["one": "%lld птица", "many": "%lld птиц", "other": "%lld птицы"])]))
        #expect(summary(problems) == ["ru plural.few error"])
        #expect(problems[0].message.contains("few") && problems[0].message.contains("Russian"))
        #expect(summary(run(check, string("%lld birds", ["en": plural(["one": "%lld bird"])]))) == ["en plural.other error"])
    }

    @Test("A variation with only the other form: a warning per missing category, in every language")
    func onlyOther() {
        let problems = run(check, string("%lld birds", ["en": plural(["other": "%lld birds"]), "ru": plural(["other": "%lld птиц"])]))
        #expect(summary(problems) == ["en plural.one warning", "ru plural.one warning", "ru plural.few warning", "ru plural.many warning"])
        #expect(problems[0].message.contains("only the other form"))
        // With some forms written, a missing one is still an error.
        #expect(summary(run(check, string("%lld birds", ["en": english, "ru": plural(["one": "%lld птица", "other": "%lld птиц"])]))).allSatisfy { $0.hasSuffix("error") })
    }

    @Test("A category the language never uses: warning; zero is always allowed")
    func unusedCategory() {
        let problems = run(check, string("%lld birds", ["en": english, "de": plural(["one": "%lld Vogel", "few": "%lld Vögel", "other": "%lld Vögel"])]))
        #expect(summary(problems) == ["de plural.few warning"])
        #expect(run(check, string("%lld birds", ["en": plural(["zero": "No birds", "one": "%lld bird", "other": "%lld birds"])])).isEmpty)
    }

    @Test("A missing form only for millions (French many) is an info")
    func largeNumbers() {
        let problems = run(check, string("%lld birds", ["en": english, "fr": plural(["one": "%lld oiseau", "other": "%lld oiseaux"])]))
        #expect(summary(problems) == ["fr plural.many info"])
    }

    @Test("A plain translation of a varied source: warning unless the language has only other")
    func notVaried() {
        #expect(summary(run(check, string("%lld birds", ["en": english, "ru": value("%lld птиц")]))) == ["ru - warning"])
        #expect(run(check, string("%lld birds", ["en": english, "ja": value("%lld羽")])).isEmpty)
    }

    @Test("Complete forms, in substitutions and under devices too, are fine")
    func complete() {
        let ru = plural(["one": "%lld птица", "few": "%lld птицы", "many": "%lld птиц", "other": "%lld птицы"])
        #expect(run(check, string("%lld birds", ["en": english, "ru": ru, "ja": plural(["other": "%lld羽"])])).isEmpty)
        let nested = Localization(variations: Variations(device: KeyedList([("iphone", english), ("other", english)])))
        #expect(run(check, string("%lld birds", ["en": nested])).isEmpty)
        let sub = substituted("%#@b@", [("b", substitution(1, "lld", ["one": "%arg птица", "other": "%arg птицы"]))])
        #expect(summary(run(check, string("%lld birds", ["ru": sub]))) == ["ru substitutions.b.plural.few error", "ru substitutions.b.plural.many error"])
    }
}

// MARK: - Device other

@Suite("Check: device variations")
struct DeviceOtherCheckTests {
    let check = DeviceOtherCheck()

    @Test("A device variation without other: warning")
    func missingOther() {
        let problems = run(check, string("Tap", ["en": devices(["iphone": "Tap", "mac": "Click"])]))
        #expect(summary(problems) == ["en device.other warning"])
    }

    @Test("With other, nothing")
    func withOther() {
        #expect(run(check, string("Tap", ["en": devices(["mac": "Click", "other": "Tap"])])).isEmpty)
        #expect(run(check, string("Tap", ["en": value("Tap")])).isEmpty)
    }
}

// MARK: - Substitutions

@Suite("Check: substitutions")
struct SubstitutionCheckTests {
    let check = SubstitutionCheck()
    let english = substituted("%#@birds@ in %#@gardens@", [
        ("birds", substitution(1, "lld", ["one": "%arg bird", "other": "%arg birds"])),
        ("gardens", substitution(2, "lld", ["one": "%arg garden", "other": "%arg gardens"])),
    ])

    @Test("Consistent substitutions, renamed in a translation, are fine")
    func clean() {
        let fr = substituted("%#@oiseaux@ dans %#@jardins@", [
            ("jardins", substitution(2, "lld", ["one": "%arg jardin", "other": "%arg jardins"])),
            ("oiseaux", substitution(1, "lld", ["one": "%arg oiseau", "other": "%arg oiseaux"])),
        ])
        #expect(run(check, string("%lld birds in %lld gardens", ["en": english, "fr": fr])).isEmpty)
        // argNum may be absent (implicit numbering), and the key may have more arguments.
        let be = substituted("followers %#@followers@", [("followers", substitution(nil, "lld", ["other": "%arg"]))])
        #expect(run(check, string("account.label.followers %lld %@", ["be": be])).isEmpty)
    }

    @Test("A reference without a substitution: error; a substitution never referenced: warning")
    func references() {
        let de = substituted("%#@voegel@ in %#@gaerten@", [
            ("gardens", substitution(2, "lld", ["other": "%arg Gärten"])),
            ("voegel", substitution(1, "lld", ["other": "%arg Vögel"])),
        ])
        let problems = run(check, string("%lld birds in %lld gardens", ["en": english, "de": de]))
        #expect(summary(problems) == ["de - error", "de substitutions.gardens warning"])
        #expect(problems[0].message.contains("gaerten"))
    }

    @Test("argNum out of range: error")
    func argNumRange() {
        let fr = substituted("%#@oiseaux@ dans %#@jardins@", [
            ("jardins", substitution(3, "lld", ["other": "%arg jardins"])),
            ("oiseaux", substitution(1, "lld", ["other": "%arg oiseaux"])),
        ])
        let problems = run(check, string("%lld birds in %lld gardens", ["en": english, "fr": fr]))
        #expect(summary(problems) == ["fr substitutions.jardins error"])
        #expect(problems[0].message.contains("argNum 3"))
        let zero = substituted("%#@b@", [("b", substitution(0, "lld", ["other": "%arg"]))])
        #expect(summary(run(check, string("%lld birds", ["de": zero]))) == ["de substitutions.b error"])
    }

    @Test("formatSpecifier of another type: error; same type, other size: warning; not a specifier: error")
    func formatSpecifier() {
        func russian(_ specifier: String) -> Localization {
            substituted("%#@birds@ в %#@gardens@", [
                ("birds", substitution(1, specifier, ["other": "%arg птицы"])),
                ("gardens", substitution(2, "lld", ["other": "%arg сада"])),
            ])
        }
        #expect(summary(run(check, string("%lld birds in %lld gardens", ["en": english, "ru": russian("@")]))) == ["ru substitutions.birds error"])
        #expect(summary(run(check, string("%lld birds in %lld gardens", ["en": english, "ru": russian("d")]))) == ["ru substitutions.birds warning"])
        #expect(summary(run(check, string("%lld birds in %lld gardens", ["en": english, "ru": russian("%lld")]))) == ["ru substitutions.birds error"])
        #expect(run(check, string("%lld birds in %lld gardens", ["en": english, "ru": russian("ld")])).isEmpty)
    }

    @Test("In the source language the key is the reference")
    func sourceLanguage() {
        let wrong = substituted("%#@birds@", [("birds", substitution(1, "@", ["one": "%arg bird", "other": "%arg birds"]))])
        #expect(summary(run(check, string("%lld birds", ["en": wrong]))) == ["en substitutions.birds error"])
        let right = substituted("%#@birds@", [("birds", substitution(1, "lld", ["one": "%arg bird", "other": "%arg birds"]))])
        #expect(run(check, string("%lld birds", ["en": right])).isEmpty)
    }
}

// MARK: - Empty, identical, whitespace

@Suite("Check: values")
struct ValueCheckTests {
    @Test("An empty value marked translated is an error; new and empty is not")
    func empty() {
        let check = EmptyTranslationCheck()
        #expect(summary(run(check, string("Bird Food Shop", ["de": value("")]))) == ["de - error"])
        #expect(summary(run(check, string("%lld birds", ["de": plural(["one": "", "other": "%lld Vögel"])]))) == ["de plural.one error"])
        #expect(run(check, string("Bird Food Shop", ["de": value("", .new), "fr": value("Boutique")])).isEmpty)
        #expect(run(check, string("", ["de": value("")])).isEmpty)
    }

    @Test("A translation identical to a non-trivial source: info")
    func identical() {
        let check = SameAsSourceCheck()
        let problems = run(check, string("Feeder cleaning reminder", ["de": value("Futterhaus reinigen"), "fr": value("Feeder cleaning reminder")]))
        #expect(summary(problems) == ["fr - info"])
        #expect(problems[0].checkID == "same-as-source")
    }

    @Test("Short sources, regional variants, reviews, names kept everywhere and don't-translate strings are not reported")
    func identicalExceptions() {
        let check = SameAsSourceCheck()
        #expect(run(check, string("OK", ["fr": value("OK")])).isEmpty)
        #expect(run(check, string("%@ iPhone", ["fr": value("%@ iPhone")])).isEmpty)
        #expect(run(check, string("Seed colour chart", ["en-GB": value("Seed colour chart")])).isEmpty)
        #expect(run(check, string("Feeder cleaning reminder", ["fr": value("Feeder cleaning reminder", .needsReview)])).isEmpty)
        #expect(run(check, string("Bassa Vah", ["cs": value("Bassa Vah"), "es": value("Bassa Vah"), "ja": value("バサ文字")])).isEmpty)
        #expect(run(check, string("Backyard Birds", ["fr": value("Backyard Birds")], shouldTranslate: false)).isEmpty)
    }

    @Test("Leading or trailing whitespace that differs from the source: warning")
    func whitespace() {
        let check = WhitespaceCheck()
        #expect(summary(run(check, string("Last seen: ", ["de": value("Zuletzt gesehen:")]))) == ["de - warning"])
        #expect(summary(run(check, string("Thickness", ["ar": value("السماكة\n\n")]))) == ["ar - warning"])
        #expect(summary(run(check, string("\nDone", ["fr": value(" Terminé ")]))) == ["fr - warning", "fr - warning"])
    }

    @Test("A text that is only whitespace has one edge: one warning")
    func onlyWhitespace() {
        let check = WhitespaceCheck()
        let space = run(check, string("separator", ["en": value(" "), "de": value("x")], extractionState: .manual))
        #expect(summary(space) == ["de - warning"])
        #expect(space.first?.message == "text where the source is only whitespace “␣”")
        #expect(run(check, string("separator", ["en": value(" "), "de": value("\u{A0}")], extractionState: .manual)).isEmpty)
        #expect(summary(run(check, string("separator", ["en": value(" "), "de": value("\n")], extractionState: .manual))) == ["de - warning"])
        #expect(summary(run(check, string("Name: ", ["de": value(" ")]))) == ["de - warning"])
        // Languages without spaces between words may leave it out.
        #expect(run(check, string("separator", ["en": value(" "), "ja": value("・")], extractionState: .manual)).isEmpty)
    }

    @Test("Same whitespace, a no-break space for a space, and languages without spaces are fine")
    func whitespaceFine() {
        let check = WhitespaceCheck()
        #expect(run(check, string("Last seen: ", ["fr": value("Vu :\u{A0}"), "de": value("Zuletzt gesehen:  ")])).isEmpty)
        #expect(run(check, string("Total: ", ["ja": value("合計：")])).isEmpty)
        #expect(summary(run(check, string("Total:\n", ["ja": value("合計：")]))) == ["ja - warning"])
        #expect(run(check, string("Birds", ["de": value("Vögel")])).isEmpty)
    }
}

// MARK: - String-level checks

@Suite("Check: don't translate and stale")
struct StringCheckTests {
    @Test("A don't-translate string with translations: one info for the string")
    func dontTranslate() {
        let check = DontTranslateCheck()
        let problems = run(check, string("Backyard Birds", ["de": value("Gartenvögel"), "fr": value("Oiseaux du jardin")], shouldTranslate: false))
        #expect(summary(problems) == ["- - info"])
        #expect(problems[0].message.contains("de, fr"))
    }

    @Test("Copies of the source, or a translatable string, are not reported")
    func dontTranslateFine() {
        let check = DontTranslateCheck()
        #expect(run(check, string("Backyard Birds", ["en": value("Backyard Birds"), "de": value("Backyard Birds")], shouldTranslate: false)).isEmpty)
        #expect(run(check, string("Backyard Birds", ["de": value("Gartenvögel")])).isEmpty)
    }

    @Test("A stale string: info, and the other checks skip it")
    func stale() {
        let stale = string("Hello, %@!", ["de": value("Hallo, %d!")], extractionState: .stale)
        #expect(summary(run(StaleCheck(), stale)) == ["- - info"])
        #expect(run(StaleCheck(), string("Hello", ["de": value("Hallo")])).isEmpty)
        let problems = CatalogChecker().problems(in: stale, context: CheckContext(sourceLanguage: "en"))
        #expect(problems.map(\.checkID) == ["stale"])
    }
}

// MARK: - Checker

@Suite("The checker")
struct CatalogCheckerTests {
    @Test("Every standard check has a distinct id")
    func ids() {
        let ids = CatalogChecker.standardChecks.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(Set(ids) == ["placeholders", "plural-forms", "device-other", "substitutions", "links", "markdown",
                             "inflection-markup", "inflection", "empty-translation", "whitespace", "same-as-source",
                             "dont-translate", "stale"])
    }

    @Test("Problems of a string come sorted by language, form and severity")
    func order() {
        let s = string("%lld birds", [
            "en": plural(["one": "%lld bird", "other": "%lld birds"]),
            "de": plural(["one": "", "few": "%@ Vögel", "other": "%d Vögel"]),
            "fr": value("%@ oiseaux"),
        ])
        let problems = CatalogChecker().problems(in: s, context: CheckContext(sourceLanguage: "en"))
        #expect(summary(problems) == [
            "de plural.one error", "de plural.few error", "de plural.few warning", "de plural.other warning",
            "fr - error", "fr - warning",
        ])
    }

    @Test("A whole catalog, limited to languages")
    func catalog() throws {
        let catalog = StringCatalog(sourceLanguage: "en", strings: [
            string("Hello, %@!", ["de": value("Hallo, %d!"), "fr": value("Bonjour, %lld !")]),
            string("Old", ["de": value("Alt")], extractionState: .stale),
        ])
        let all = CatalogChecker().problems(in: catalog)
        #expect(summary(all) == ["de - error", "fr - error", "- - info"])
        let french = CatalogChecker().problems(in: catalog, languages: ["fr"])
        #expect(summary(french) == ["fr - error", "- - info"])
        let onlyStale = CatalogChecker(checks: [StaleCheck()]).problems(in: catalog)
        #expect(onlyStale.count == 1)
    }

    @Test("The small fixture has only the problems it was written with")
    func fixture() throws {
        let catalog = try CatalogReader.read(TestSupport.smallCatalogBytes)
        let problems = CatalogChecker().problems(in: catalog)
        #expect(problems.map(\.description) == ["info: stale: no longer found in the code [stale]"])
    }

    @Test("Form paths print as lint shows them and sort in CLDR order")
    func formPaths() {
        #expect(FormPath.root.description == "")
        #expect(FormPath(plural: "one").description == "plural.one")
        #expect(FormPath(device: "iphone", plural: "few").description == "device.iphone.plural.few")
        #expect(FormPath(substitution: "birds", plural: "few").description == "substitutions.birds.plural.few")
        let sorted = [FormPath(plural: "other"), FormPath(substitution: "a", plural: "one"), FormPath(plural: "few"), .root, FormPath(plural: "one")].sorted()
        #expect(sorted.map(\.description) == ["", "plural.one", "plural.few", "plural.other", "substitutions.a.plural.one"])
    }

    @Test("Plural facts per language")
    func plurals() {
        let en = LanguagePlurals(language: "en"), ru = LanguagePlurals(language: "ru"), fr = LanguagePlurals(language: "fr")
        #expect(en.isSingleNumber(.one) && !ru.isSingleNumber(.one) && !fr.isSingleNumber(.one))
        #expect(fr.isForLargeNumbersOnly(.many) && !ru.isForLargeNumbersOnly(.many))
        #expect(ru.examples(of: .few) == "2, 3, 4, 22…")
        #expect(en.examples(of: .one) == "1")
    }
}
