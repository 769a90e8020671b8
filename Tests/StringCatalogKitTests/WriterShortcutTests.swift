import Testing
@testable import StringCatalogKit

/// The writer's shortcuts (whole words of a text copied while none needs escaping, plain
/// localizations written from their fixed parts) against the general path, byte for byte.
@Suite("The catalog writer's shortcuts")
struct WriterShortcutTests {
    /// A text quoted one byte at a time, as the writer did before looking at whole words.
    static func quotedByteByByte(_ text: String) -> [UInt8] {
        var out: [UInt8] = [0x22]
        for byte in text.utf8 {
            switch byte {
            case 0x22: out += Array(#"\""#.utf8)
            case 0x5C: out += Array(#"\\"#.utf8)
            case 0x0A: out += Array(#"\n"#.utf8)
            case 0x0D: out += Array(#"\r"#.utf8)
            case 0x09: out += Array(#"\t"#.utf8)
            case 0x08: out += Array(#"\b"#.utf8)
            case 0x0C: out += Array(#"\f"#.utf8)
            case 0..<0x20: out += Array(("\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)).utf8)
            default: out.append(byte)
            }
        }
        return out + [0x22]
    }

    static func quoted(_ text: String) -> [UInt8] {
        var writer = XcodeJSONWriter()
        writer.writeString(text)
        return writer.out
    }

    @Test func everyByteThatNeedsEscapingIsFoundAtEveryPlace() {
        // Each control character, the quote and the backslash, and bytes that only look like
        // them to word arithmetic (0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, and UTF-8 sequences).
        let specials = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) } + ["\"", "\\", " ", "!", "#", "[", "]", "\u{7F}", "é", "日", "😀"]
        for length in 0..<24 {
            for place in 0...length {
                for special in specials {
                    let text = String(repeating: "a", count: place) + special + String(repeating: "ü", count: (length - place) / 2) + String(repeating: "b", count: (length - place) % 2)
                    #expect(Self.quoted(text) == Self.quotedByteByByte(text), "\(Array(text.utf8))")
                }
            }
        }
        // Two in one word, and words made only of them.
        for text in ["\"\"\"\"\"\"\"\"", "\\\u{1}\\\u{1}\\\u{1}\\\u{1}", "abcdefg\u{1F}\"", "\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}x", ""] {
            #expect(Self.quoted(text) == Self.quotedByteByByte(text))
        }
    }

    /// A catalog with plain localizations at every level the writer reaches them (languages,
    /// plural and device forms, a device form's plural forms, substitutions' forms), in every
    /// state, and the values around them that are not plain.
    static let catalog: StringCatalog = {
        func unit(_ value: String?, _ state: TranslationState?, extra: Bool = false) -> Localization {
            Localization(stringUnit: StringUnit(state: state, value: value, extraFields: extra ? [JSONMember("future", .bool(true))] : []))
        }
        let states: [TranslationState?] = [.new, .translated, .needsReview, .other("machine_translated"), .other("we\"ird"), nil]
        var catalog = StringCatalog(sourceLanguage: "en")
        for (index, state) in states.enumerated() {
            let plural = Variations(plural: KeyedList([("one", unit("one \"\(index)\"", state)), ("other", unit("other\n\(index)", state))]))
            catalog.insert(CatalogString(key: "string \(index)", localizations: KeyedList([
                ("de", unit("Wert \\ \(index)", state)),
                ("en", unit(nil, state)),
                ("fr", Localization(variations: plural)),
                ("ja", Localization(variations: Variations(device: KeyedList([("iphone", Localization(variations: plural)), ("mac", unit("mac", state))])))),
                ("nl", Localization(stringUnit: StringUnit(state: state, value: "%#@n@"), substitutions: KeyedList([("n", Substitution(argNum: 1, formatSpecifier: "lld", variations: plural))]))),
                ("pl", unit("extra", state, extra: true)),
                ("pt", Localization(stringUnit: StringUnit(state: state, value: "x"), extraFields: [JSONMember("later", .string("y"))])),
                ("zh-Hans", Localization(stringUnit: nil)),
            ])))
        }
        return catalog
    }()

    @Test func plainLocalizationsAreWrittenAsTheGeneralPathWritesThem() throws {
        var general = XcodeJSONWriter()
        general.writesPlainLocalizationsWhole = false
        general.writeCatalog(Self.catalog)
        #expect(CatalogWriter.bytes(Self.catalog) == general.out)
        #expect(try CatalogReader.read(general.out) == Self.catalog)
    }
}
