@testable import CatalogFiles
import CatalogFixtures
import Foundation
import Testing
@testable import CatalogEditor
import StringCatalogKit

@Suite("No sequence of edits loses data")
struct RandomEditTests {
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("SampleProject/BackyardBirds/Localizable.xcstrings")

    @Test("Random edits: every step saves, reloads to the same model in Xcode's layout, and undoes to the start")
    func randomSequence() throws {
        var catalog = try CatalogFile.open(Self.sample.path).catalog
        let original = catalog
        var history = EditHistory()
        var random = SplitMix64(seed: 42)
        let languages = ["en", "fr", "de", "uk", "ar", "ja", "zh-Hans", "pl"]
        let values = ["Mangeoire", "日本語の文 🐦", "%lld птахів", "مرحبا", "e\u{301}te\u{301}", "Line one\nLine two", " spaced ", ""]
        let forms = [FormPath.root, FormPath(plural: "one"), FormPath(plural: "other"), FormPath(plural: "few"),
                     FormPath(device: "mac"), FormPath(device: "mac", plural: "other"), FormPath(substitution: "birds", plural: "other")]
        for step in 0..<400 {
            let key = catalog.strings[random.below(catalog.strings.count)].key
            let language = languages[random.below(languages.count)]
            let change: CatalogChange?
            switch random.below(8) {
            case 0, 1, 2:
                let value = values[random.below(values.count)], form = forms[random.below(forms.count)]
                change = CatalogChange.record("Edit", keys: [key], in: &catalog) { c in
                    c.modifyEntry(key: key) { $0.setValue(value, language: language, form: form) }
                }
            case 3:
                change = CatalogChange.record("Review", keys: [key], in: &catalog) { $0.modifyString(key: key) { s in s.markReviewed(language: language) } }
            case 4:
                change = CatalogChange.record("For review", keys: [key], in: &catalog) { $0.modifyString(key: key) { s in s.markForReview(language: language) } }
            case 5:
                change = CatalogChange.record("Don't translate", keys: [key], in: &catalog) { $0.modifyString(key: key) { s in s.toggleDoNotTranslate() } }
            case 6:
                change = try CatalogChange.record("Add", keys: [], in: &catalog) { try $0.addManualString(key: "Added \(step)", sourceValue: "Value \(step)", comment: step % 2 == 0 ? "Note" : nil) }
            default:
                change = CatalogChange.record("Delete", keys: [key], in: &catalog) { $0.removeString(key) }
            }
            if let change { history.push(change) }
            let bytes = CatalogWriter.bytes(catalog)
            let reloaded = try CatalogReader.read(bytes)
            #expect(reloaded == catalog, "step \(step): the saved catalog reads back differently")
            #expect(CatalogWriter.bytes(reloaded) == bytes, "step \(step): not in Xcode's layout")
            if reloaded != catalog { return }
        }
        while history.canUndo { _ = history.undo(in: &catalog) }
        #expect(catalog == original)
        #expect(CatalogWriter.bytes(catalog) == (try TestFile.bytes(Self.sample)))
    }
}

enum TestFile {
    static func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }
}
