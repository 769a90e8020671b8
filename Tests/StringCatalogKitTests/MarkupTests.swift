import CatalogFixtures
import Foundation
import Testing
@testable import StringCatalogKit

/// The text of each span of `kind`, as the app shows it.
private func texts(_ kind: Markup.SpanKind, in text: String) -> [String] {
    let scalars = Array(text.unicodeScalars)
    return Markup.of(text).spans.filter { $0.kind == kind }.map { String(String.UnicodeScalarView(scalars[$0.content])) }
}

private func destinations(_ text: String) -> [String] {
    Markup.of(text).links.map(\.destination)
}

@Suite("Markup: Markdown as Foundation reads it")
struct MarkdownScanTests {
    @Test("Bold, italic, strikethrough and code, in several scripts")
    func styles() {
        #expect(texts(.strong, in: "**Attention** : la mangeoire est vide") == ["Attention"])
        #expect(texts(.emphasis, in: "Нажмите *Готово*, чтобы продолжить") == ["Готово"])
        #expect(texts(.strong, in: "**تنبيه:** المغذي فارغ") == ["تنبيه:"])
        #expect(texts(.strong, in: "如果您在**启用软件时遇到困难**，点这里") == ["启用软件时遇到困难"])
        #expect(texts(.strong, in: "**सावधान**: फ़ीडर खाली है") == ["सावधान"])
        #expect(texts(.strikethrough, in: "~~$5~~ $3 today") == ["$5"])
        #expect(texts(.code, in: "Run `git pull` first") == ["git pull"])
        #expect(texts(.emphasis, in: "__init__ and _this_") == ["this"])
        #expect(texts(.strong, in: "__init__ and _this_") == ["init"])
        // Nested: bold around italic.
        #expect(texts(.emphasis, in: "**very *much* so**") == ["much"])
        #expect(texts(.strong, in: "**very *much* so**") == ["very *much* so"])
    }

    @Test("Look-alikes are no styles: arithmetic, identifiers, footnote stars, escapes, code")
    func lookAlikes() {
        for text in ["5 * 3 = 15", "snake_case_name", "file_name_here.txt", "a * b * c", "Fields marked * are required",
                     "\\*not italic\\*", "`*stars* in code`", "2 × 3", "~ 5 min", "C:\\Users\\me"] {
            let markup = Markup.of(text)
            #expect(markup.spans.filter { $0.kind != .code }.isEmpty, "\(text)")
            #expect(markup.links.isEmpty, "\(text)")
        }
        // A lone opener shows as it is: counted, for comparing with the source.
        #expect(Markup.of("*required").unmatched.asterisks == 1)
        #expect(Markup.of("*required").unmatched.doubled == 0)
        #expect(Markup.of("**Note: the feeder").unmatched.doubled == 1)
        #expect(Markup.of("Fields marked * are required").unmatched.asterisks == 0)
        #expect(Markup.of("snake_case").unmatched.underscores == 0)
        #expect(Markup.of("Run `git pull").unmatched.backticks == 1)
    }

    @Test("Delimiters next to a placeholder count as next to a word")
    func placeholders() {
        #expect(texts(.strong, in: "您的**%1$@**鼠标回报了**%2$d**个按键") == ["%1$@", "%2$d"])
        #expect(texts(.strong, in: "Free day **%1$d/%2$d**") == ["%1$d/%2$d"])
        #expect(Markup.of("此许可证已被激活**%2$d**次").unmatched == Markup.Unmatched())
    }

    @Test("Links: inline, with a title, with parentheses, autolinks; brackets that are no links")
    func links() {
        #expect(destinations("[Learn more](https://example.com/help)") == ["https://example.com/help"])
        #expect(destinations("詳しくは[こちら](%@)") == ["%@"])
        #expect(destinations("[a](https://x.com \"Title\") and [b](<https://y.com/a b>)") == ["https://x.com", "https://y.com/a b"])
        #expect(destinations("[Swift](https://en.wikipedia.org/wiki/Swift_(programming_language))") == ["https://en.wikipedia.org/wiki/Swift_(programming_language)"])
        #expect(destinations("Write to <help@example.com> or see <https://example.com>") == ["mailto:help@example.com", "https://example.com"])
        #expect(destinations("[**bold link**](https://x.com)") == ["https://x.com"])
        #expect(texts(.strong, in: "[**bold link**](https://x.com)") == ["bold link"])
        for text in ["[Beta] New feeder", "Press [Enter] (the big key)", "[Enter](the big key)", "Array[Int](repeating: 0)x",
                     "<b>bold</b>", "a < b > c", "[%d]", "[x]", "Use ^[a-z]+$"] {
            #expect(destinations(text).isEmpty, "\(text)")
        }
        // Links do not nest; the outer brackets stay text.
        #expect(destinations("[a [b](https://b.com)](https://a.com)") == ["https://b.com"])
    }

    @Test("What the app shows: markup gone, styles marked, each destination after its link")
    func display() {
        let text = "**Hi** [there](https://a.b) ^[%lld bird](inflect: true), \\*1"
        #expect(Markup.of(text).displayRuns(of: text) == [
            MarkupRun("Hi", .bold), MarkupRun(" "), MarkupRun("there", .link), MarkupRun(" (https://a.b)", .linkDestination),
            MarkupRun(" %lld bird, *1"),
        ])
        let auto = "See <https://a.b>"
        #expect(Markup.of(auto).displayRuns(of: auto) == [MarkupRun("See "), MarkupRun("https://a.b", .link)])
        #expect(Markup.of("plain").displayRuns(of: "plain") == [MarkupRun("plain")])
    }

    @Test("A long hostile value costs its length, not its square")
    func hostile() {
        let start = Date()
        for unit in ["[", "**a", "^[x](", "[a](", "`", "_a ", "~~", "<a"] {
            let markup = Markup.of(String(repeating: unit, count: 50_000))
            #expect(markup.links.isEmpty)
        }
        #expect(Date().timeIntervalSince(start) < 20)
    }
}

@Suite("Markup: grammar agreement ^[…](…)")
struct InflectionScanTests {
    private func only(_ text: String) throws -> Markup.Inflection {
        let inflections = Markup.of(text).inflections
        try #require(inflections.count == 1, "\(inflections)")
        return inflections[0]
    }

    @Test("Attributes in Foundation's JSON5 syntax")
    func wellFormed() throws {
        #expect(try only("^[%lld bird](inflect: true)").attributes == [MarkupAttribute("inflect", .bool(true))])
        let morphology = try only("^[%lld Vogel](morphology: { partOfSpeech: \"noun\", 'number': 'plural', }, inflect: true)")
        #expect(morphology.attributes == [
            MarkupAttribute("morphology", .object([MarkupAttribute("partOfSpeech", .string("noun")), MarkupAttribute("number", .string("plural"))])),
            MarkupAttribute("inflect", .bool(true)),
        ])
        #expect(try only("^[их](agreeWithArgument: 2, /* the owner */ inflectionAlternative: \"его\")").attributes == [
            MarkupAttribute("agreeWithArgument", .number("2")), MarkupAttribute("inflectionAlternative", .string("его")),
        ])
        #expect(try only("^[x](a: [1, -2.5e3, .5, 0x1F, +Infinity, null, false])").attributes == [
            MarkupAttribute("a", .array([.number("1"), .number("-2.5e3"), .number(".5"), .number("0x1F"), .number("+Infinity"), .null, .bool(false)])),
        ])
        let text = "Вы выбрали ^[%lld птицу](inflect: true)"
        let inflection = try only(text)
        #expect(String(String.UnicodeScalarView(Array(text.unicodeScalars)[inflection.text])) == "%lld птицу")
        #expect(inflection.written == "inflect: true")
    }

    @Test("Broken attributes say why", arguments: [
        ("^[%lld oiseau](inflect: tru)", "“tru” is not a value (a string needs quotes)"),
        ("^[%lld oiseau](inflect true)", "expected “:” after “inflect”, found “t”"),
        ("^[%lld oiseau](inflect: true", "missing “)” at the end"),
        ("^[%lld oiseau](morphology: { number: plural })", "“plural” is not a value (a string needs quotes)"),
        ("^[%lld oiseau](morphology: { number: \"plural\" )", "expected “,” or “}” after the value of “number”, found “)”"),
        ("^[%lld oiseau](inflect: true inflect: false)", "expected “,” or “)” after the value of “inflect”, found “i”"),
        ("^[%lld oiseau](inflectionAlternative: \"a)", "a string without its closing \""),
    ])
    func malformed(text: String, reason: String) throws {
        let inflection = try only(text)
        #expect(inflection.attributes == nil)
        #expect(inflection.syntaxError == reason)
    }

    @Test("^[ that makes no markup is text, counted")
    func stray() {
        #expect(Markup.of("Use ^[a-z]+$ to match").strayInflectionOpeners == 1)
        #expect(Markup.of("Match ^[a-z](abc) here").strayInflectionOpeners == 1)
        #expect(Markup.of("Match ^[a-z](abc) here").inflections.isEmpty)
        #expect(Markup.of("^[%lld Vogel] (inflect: true)").strayInflectionOpeners == 1)
        #expect(Markup.of("^[%lld Vogel").strayInflectionOpeners == 1)
    }

    @Test("Names and values Foundation knows")
    func vocabulary() throws {
        func findings(_ text: String) throws -> [MarkupVocabulary.Finding] {
            MarkupVocabulary.findings(in: try #require(try only(text).attributes))
        }
        #expect(try findings("^[x](inflect: true, agreeWithConcept: 1, referentConcept: 2, formatNumber: true)").isEmpty)
        #expect(try findings("^[x](morphology: { grammaticalGender: \"feminine\", grammaticalCase: \"dative\", definiteness: \"definite\" })").isEmpty)
        #expect(try findings("^[x](inflekt: true)") == [.unknownName("inflekt")])
        #expect(try findings("^[x](inflect: \"yes\")") == [.wrongValue(name: "inflect", expected: "true or false")])
        #expect(try findings("^[x](agreeWithArgument: 0)") == [.wrongValue(name: "agreeWithArgument", expected: "a whole number from 1")])
        #expect(try findings("^[x](formatNumber: false)") == [.wrongValue(name: "formatNumber", expected: "true")])
        #expect(try findings("^[x](morphology: { gender: \"feminine\" })") == [.unknownMorphologyMember("gender")])
        let wrong = try findings("^[x](morphology: { grammaticalGender: \"female\" })")
        #expect(wrong == [.wrongMorphologyValue(member: "grammaticalGender", value: "\"female\"", allowed: ["feminine", "masculine", "neuter"])])
    }
}

@Suite("Markup: link destinations compared")
struct LinkTargetTests {
    @Test("The same place", arguments: [
        ("https://example.com/help", "https://example.com/help"),
        ("https://example.com/help", "https://example.com/help/"),
        ("%@", "%1$@"),
    ])
    func same(a: String, b: String) {
        #expect(LinkTarget.compare(a, b) == .same)
    }

    @Test("The same place in another language", arguments: [
        ("https://www.apple.com/", "https://www.apple.com/fr/"),
        ("https://en.wikipedia.org/wiki/Bird", "https://fr.wikipedia.org/wiki/Bird"),
        ("https://support.apple.com/en-us/HT201236", "https://support.apple.com/de-de/HT201236"),
        ("https://support.apple.com/en_US/guide", "https://support.apple.com/ja_JP/guide"),
        ("https://www.apple.com/uk/shop", "https://www.apple.com/jp/shop"),
        ("https://example.com/search?q=bird&hl=en", "https://example.com/search?q=bird&hl=ar"),
        ("https://example.com/search?q=bird", "https://example.com/search?q=bird&lang=hi"),
        ("https://www.amazon.com/dp/B01", "https://www.amazon.de/dp/B01"),
        ("https://www.amazon.com/dp/B01", "https://www.amazon.co.uk/dp/B01"),
        ("https://example.com/help.html", "https://example.com/help.zh-Hans.html"),
    ])
    func localized(a: String, b: String) {
        #expect(LinkTarget.compare(a, b) == .localized)
    }

    @Test("Another place", arguments: [
        ("https://example.com/help", "https://example.org/hilfe"),
        ("https://example.com/help", "https://example.com/support"),
        ("https://example.com/help", "http://example.com/help"),
        ("https://example.com/api/v1", "https://example.com/app/v1"),
        ("https://www.apple.com", "https://apple.com"),
        ("%@", "https://example.com"),
        ("mailto:help@example.com", "mailto:hilfe@example.com"),
        ("https://example.com/search?q=bird", "https://example.com/search?q=vogel"),
    ])
    func different(a: String, b: String) {
        #expect(LinkTarget.compare(a, b) == .different)
    }
}

@Suite("Markup: the scan for a character markup starts with")
struct MarkupStartScanTests {
    /// Each of the six characters, and bytes next to them in value (one above, one below,
    /// and their values with the top bit set, which a word test could confuse), at every
    /// place of fillers of every length around the sixteen- and eight-byte steps, in ASCII
    /// and in texts of two-, three- and four-byte characters: the scan says what a byte
    /// walk says.
    @Test("Agrees with a byte walk at every place and length")
    func agreesWithByteWalk() {
        let starts: [Character] = ["[", "*", "_", "~", "`", "<"]
        let near: [Character] = ["Z", "\\", ")", "+", "^", "}", "\u{7F}", ";", "=", "a"]
        let fillers: [Character] = ["a", "é", "가", "🐦"]
        func walk(_ text: String) -> Bool { text.utf8.contains { "[*_~`<".utf8.contains($0) } }
        var compared = 0
        for filler in fillers {
            for length in 0..<40 {
                let plain = String(repeating: filler, count: length)
                #expect(Markup.mayContainMarkup(plain) == false)
                for place in 0...length {
                    for inserted in starts + near {
                        var scalars = Array(plain)
                        scalars.insert(inserted, at: place)
                        let text = String(scalars)
                        #expect(Markup.mayContainMarkup(text) == walk(text), "\(text.debugDescription)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 10_000)
    }
}

@Suite("The checks' byte scans: edge whitespace, substitution references, same tokens")
struct EdgeWhitespaceScanTests {
    /// Every White_Space scalar and neighbours of them in value, in one-, two-, three- and
    /// four-byte texts, at the start, at the end, in the middle and alone: the byte decode
    /// says what the scalar views say.
    @Test("Agrees with the scalar views at both ends")
    func agreesWithScalarViews() {
        let spaces: [Unicode.Scalar] = [
            "\u{09}", "\u{0A}", "\u{0D}", " ", "\u{85}", "\u{A0}", "\u{1680}", "\u{2000}", "\u{200A}",
            "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}",
        ]
        let others: [Unicode.Scalar] = [
            "\u{08}", "\u{0E}", "!", "\u{84}", "\u{86}", "\u{9F}", "\u{A1}", "\u{167F}", "\u{1681}", "\u{200B}",
            "\u{2027}", "\u{202A}", "\u{205E}", "\u{2FFF}", "\u{3001}", "\u{FEFF}", "\u{1F426}", "\u{10FFFF}",
        ]
        let fillers = ["", "a", "é", "가", "🐦", "a🐦é"]
        func byScalars(_ text: String) -> Bool {
            guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
            return TextScan.isWhitespace(first) || TextScan.isWhitespace(last)
        }
        var compared = 0
        for filler in fillers {
            for scalar in spaces + others {
                let edge = String(Character(scalar))
                for text in [edge, edge + filler, filler + edge, filler + edge + filler, edge + filler + edge] {
                    #expect(TextScan.hasEdgeWhitespace(text) == byScalars(text), "\(text.debugDescription)")
                    compared += 1
                }
            }
        }
        #expect(TextScan.hasEdgeWhitespace("") == false)
        #expect(TextScan.hasEdgeWhitespace("\u{3000}見出し") && TextScan.hasEdgeWhitespace("🐦\u{A0}"))
        #expect(!TextScan.hasEdgeWhitespace("🐦 見出し 🐦"))
        #expect(compared == 6 * 32 * 5)
    }

    /// `#` and `@` at every place, apart, together and repeated, in ASCII and non-ASCII text.
    @Test("The scan for a substitution reference agrees with a byte walk")
    func substitutionReferenceScan() {
        func walk(_ text: String) -> Bool { zip(text.utf8, text.utf8.dropFirst()).contains { $0 == UInt8(ascii: "#") && $1 == UInt8(ascii: "@") } }
        let pieces = ["#", "@", "%", "a", "é", "🐦", "#@", "@#", "##", "%#@n@"]
        var random = SplitMix64(seed: 0x0_4E)
        var found = 0
        for _ in 0..<5_000 {
            let text = (0..<random.below(12)).map { _ in pieces[random.below(pieces.count)] }.joined()
            #expect(TextScan.mayReferenceSubstitution(text) == walk(text), "\(text.debugDescription)")
            if walk(text) { found += 1 }
        }
        #expect(found > 500 && found < 4_500)
        #expect(TextScan.mayReferenceSubstitution("%#@birds@") && !TextScan.mayReferenceSubstitution("#") && !TextScan.mayReferenceSubstitution(""))
    }

    /// The placeholder check's shortcut: a translation has the source's tokens in order
    /// exactly when the format parser finds the same token texts in both.
    @Test("A translation with the source's tokens in the same order is told by its bytes as the parser tells it")
    func sameTokensAsParser() {
        let pieces = ["%@", "%d", "%1$@", "%2$lld", "%%", "%.2f", "a", "é", " ", "🐦", "d", "@", "ld"]
        var random = SplitMix64(seed: 0x0_5A)
        var same = 0
        for _ in 0..<5_000 {
            func text() -> String { (0..<random.below(8)).map { _ in pieces[random.below(pieces.count)] }.joined() }
            let source = text()
            // Often the translation is the source with its text between tokens changed.
            let translation = random.below(2) == 0 ? text() : source.replacingOccurrences(of: "a", with: "ж")
            let value = SourceValue(text: source, origin: .sameForm, isReliable: true, substitutions: [:])
            let expected = FormatString(source).tokens.map(\.text) == FormatString(translation).tokens.map(\.text)
            #expect(value.hasSameTokens(as: translation) == expected, "\(source.debugDescription) \(translation.debugDescription)")
            if expected { same += 1 }
        }
        #expect(same > 1_000 && same < 4_500)
    }
}
