import Foundation
import StringCatalogKit
import Testing
@testable import Interchange

/// An XLIFF `<file>` seen as a catalog, on units Xcode wrote.
@Suite struct XLIFFCatalogViewTests {
    /// Ketchup's German export (Xcode 15.3) starts with the key "": `<source/>`, an empty
    /// `<target state="translated"/>`, `<note/>`. It is a unit of the file like any other
    /// (Xcode exports it and imports it), so the view has it, translated: an empty text is
    /// the one translation of an empty source.
    @Test func xcodesEmptyKeyIsATranslatedString() throws {
        guard let folder = InterchangeTestSupport.sharedFolder("xliff-export/Ketchup-15.3/de.xcloc") else { return }
        let input = try ProjectImport.readInput(folder.path)
        let view = try #require(XclocEditing.views(of: input).first { $0.original == "Ketchup/Localizable.xcstrings" })
        let unit = try #require(input.document.files[view.index].units.first)
        #expect(unit.id == "" && unit.source.text == "" && unit.target == XLIFFTarget(state: "translated", content: XLIFFContent("")))
        let index = try #require(view.catalog.index(ofKey: ""))
        #expect(index == 0)
        let entry = view.catalog.entry(at: index)
        #expect(entry.string.localization(for: "de")?.stringUnit == StringUnit(state: .translated, value: ""))
        #expect(entry.status(in: "de") == .translated)
        #expect(entry.status(in: "en") == .translated)
    }
}
