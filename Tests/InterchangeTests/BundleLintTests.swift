import Foundation
import StringCatalogKit
import Testing
@testable import Interchange

/// `lint` on a translator's bundle sees each `<file>` as a catalog (`XLIFFCatalogView`): what
/// Xcode writes for the target language's sake is not reported as the source's mistake, and
/// the source's real mistakes still are.
@Suite("Lint on a bundle: the source as the catalog has it")
struct BundleLintTests {
    static func problems(_ xliff: String) throws -> [Problem] {
        let document = try XLIFFReader.read(Array(xliff.utf8))
        return document.files.flatMap { CatalogChecker().problems(in: XLIFFCatalogView.catalog($0)) }
    }

    static func file(target: String, _ units: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="App/Localizable.xcstrings" source-language="en" target-language="\(target)" datatype="plaintext">
            <body>
        \(units)
            </body>
          </file>
        </xliff>
        """
    }

    static func unit(_ id: String, source: String, target: String? = nil, state: String = "translated") -> String {
        let target = target.map { $0.isEmpty ? "<target state=\"\(state)\"/>" : "<target state=\"\(state)\">\($0)</target>" } ?? ""
        let source = source.isEmpty ? "<source/>" : "<source>\(source)</source>"
        return "<trans-unit id=\"\(id)\" xml:space=\"preserve\">\(source)\(target)<note/></trans-unit>"
    }

    /// The Ukrainian export of an English plural string: Xcode writes Ukrainian's categories,
    /// `few` and `many` with the English `other` text.
    @Test("English sources under Ukrainian categories are not English forms")
    func targetCategoriesAreNotTheSources() throws {
        let units = [
            Self.unit("%lld files|==|plural.few", source: "%lld files", target: "%lld файли"),
            Self.unit("%lld files|==|plural.many", source: "%lld files", target: "%lld файлів"),
            Self.unit("%lld files|==|plural.one", source: "%lld file", target: "%lld файл"),
            Self.unit("%lld files|==|plural.other", source: "%lld files", target: "%lld файлу"),
            // Substitution forms likewise.
            Self.unit("%lld in %lld|==|substitutions.n.plural.few", source: "%1$lld files", target: "%1$lld файли"),
            Self.unit("%lld in %lld|==|substitutions.n.plural.many", source: "%1$lld files", target: "%1$lld файлів"),
            Self.unit("%lld in %lld|==|substitutions.n.plural.one", source: "%1$lld file", target: "%1$lld файл"),
            Self.unit("%lld in %lld|==|substitutions.n.plural.other", source: "%1$lld files", target: "%1$lld файлу"),
            Self.unit("%lld in %lld", source: "%1$#@n@ in %2$lld", target: "%1$#@n@ у %2$lld"),
        ].joined(separator: "\n")
        let problems = try Self.problems(Self.file(target: "uk", units))
        #expect(problems.filter { $0.location.language == "en" }.isEmpty, "\(problems)")
        // The view still has the forms where the translator works.
        let catalog = XLIFFCatalogView.catalog(try XLIFFReader.read(Array(Self.file(target: "uk", units).utf8)).files[0])
        let string = try #require(catalog.strings.first { $0.key == "%lld files" })
        #expect(string.localization(for: "uk")?.variations?.plural?.keys.sorted() == ["few", "many", "one", "other"])
        #expect(string.localization(for: "en")?.variations?.plural?.keys.sorted() == ["one", "other"])
    }

    @Test("An English form of its own in a category English does not use is still reported")
    func sourcesOwnFormIsReported() throws {
        let units = [
            Self.unit("%lld files|==|plural.few", source: "%lld few files", target: "%lld файли"),
            Self.unit("%lld files|==|plural.many", source: "%lld files", target: "%lld файлів"),
            Self.unit("%lld files|==|plural.one", source: "%lld file", target: "%lld файл"),
            Self.unit("%lld files|==|plural.other", source: "%lld files", target: "%lld файлу"),
        ].joined(separator: "\n")
        let english = try Self.problems(Self.file(target: "uk", units)).filter { $0.location.language == "en" }
        #expect(english.map(\.message) == ["English never uses the few form (it uses one, other)"])
        // In the development language's own file every form is the source's own.
        let own = [
            Self.unit("%lld files|==|plural.few", source: "%lld files", target: "%lld files"),
            Self.unit("%lld files|==|plural.one", source: "%lld file", target: "%lld file"),
            Self.unit("%lld files|==|plural.other", source: "%lld files", target: "%lld files"),
        ].joined(separator: "\n")
        #expect(try Self.problems(Self.file(target: "en", own)).map(\.message) == ["English never uses the few form (it uses one, other)"])
    }

    /// Kitsune's `NSHumanReadableCopyright`: `<source/>`, in the English file `<target
    /// state="new"/>` (the catalog's value is empty and new), in the Arabic one no target.
    @Test("An empty source not yet written is not an empty value marked translated")
    func emptyNewSourceIsNotAnError() throws {
        let english = Self.file(target: "en", Self.unit("NSHumanReadableCopyright", source: "", target: "", state: "new"))
        #expect(try Self.problems(english).isEmpty)
        let view = XLIFFCatalogView.catalog(try XLIFFReader.read(Array(english.utf8)).files[0])
        #expect(view.strings.first?.localization(for: "en")?.stringUnit == StringUnit(state: .new, value: ""))
        let arabic = Self.file(target: "ar", Self.unit("NSHumanReadableCopyright", source: ""))
        #expect(try Self.problems(arabic).isEmpty)
        // An empty value the development language's file marks translated is one.
        let translated = Self.file(target: "en", Self.unit("NSHumanReadableCopyright", source: "", target: ""))
        #expect(try Self.problems(translated).map(\.checkID) == ["empty-translation"])
        // And an empty translation of a source that has text, in any file.
        let emptyTarget = Self.file(target: "ar", Self.unit("Done", source: "Done", target: ""))
        #expect(try Self.problems(emptyTarget).map(\.checkID) == ["empty-translation"])
    }

    @Test("The development language's file keeps each source's state")
    func sourceStatesFromTheirOwnFile() throws {
        let units = [
            Self.unit("done.button", source: "Done", target: "Done", state: "new"),
            Self.unit("open.button", source: "Open", target: "Open", state: "needs-review-l10n"),
            Self.unit("%lld files|==|plural.one", source: "%lld file", target: "%lld file", state: "new"),
            Self.unit("%lld files|==|plural.other", source: "%lld files", target: "%lld files"),
        ].joined(separator: "\n")
        let catalog = XLIFFCatalogView.catalog(try XLIFFReader.read(Array(Self.file(target: "en", units).utf8)).files[0])
        func state(_ key: String, _ form: String? = nil) -> TranslationState? {
            let localization = catalog.strings.first { $0.key == key }?.localization(for: "en")
            return (form.flatMap { localization?.variations?.plural?[$0] } ?? localization)?.stringUnit?.state
        }
        #expect(state("done.button") == .new)
        #expect(state("open.button") == .needsReview)
        #expect(state("%lld files", "one") == .new)
        #expect(state("%lld files", "other") == .translated)
    }
}
