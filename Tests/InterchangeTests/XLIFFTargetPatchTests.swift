import Foundation
import Testing
@testable import Interchange

/// An editor's save of a translator's XLIFF: only the units it changed differ.
@Suite struct XLIFFTargetPatchTests {
    static let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="A.xcstrings" source-language="en" target-language="fr" datatype="plaintext">
        <header>
          <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="26.0.1" build-num="17A400"/>
        </header>
        <body>
          <trans-unit id="Bird" xml:space="preserve">
            <source>Bird</source>
            <note/>
          </trans-unit>
          <trans-unit id="Feeder &amp; nest" xml:space="preserve">
            <source>Feeder &amp; nest</source>
            <target state="needs-review-l10n">Mangeoire</target>
            <note>Where birds eat</note>
          </trans-unit>
        </body>
      </file>
    </xliff>

    """

    @Test func addingATargetAddsOneLine() throws {
        let bytes = Array(Self.text.utf8)
        let unit = try XLIFFReader.read(bytes).files[0].units[0]
        let patched = XLIFFTargetPatch.apply([.init(unit: unit, target: XLIFFTarget(state: "translated", content: XLIFFContent("Oiseau <3")))], to: bytes)
        let expected = Self.text.replacingOccurrences(of: "<source>Bird</source>\n", with: "<source>Bird</source>\n        <target state=\"translated\">Oiseau &lt;3</target>\n")
        #expect(String(decoding: patched, as: UTF8.self) == expected)
    }

    @Test func replacingAndRemovingTargetsTouchOnlyThem() throws {
        let bytes = Array(Self.text.utf8)
        let units = try XLIFFReader.read(bytes).files[0].units
        let replaced = XLIFFTargetPatch.apply([.init(unit: units[1], target: XLIFFTarget(state: "translated", content: XLIFFContent("Mangeoire & nid")))], to: bytes)
        #expect(String(decoding: replaced, as: UTF8.self) == Self.text.replacingOccurrences(
            of: "<target state=\"needs-review-l10n\">Mangeoire</target>", with: "<target state=\"translated\">Mangeoire &amp; nid</target>"))
        let removed = XLIFFTargetPatch.apply([.init(unit: units[1], target: nil)], to: bytes)
        #expect(String(decoding: removed, as: UTF8.self) == Self.text.replacingOccurrences(
            of: "\n        <target state=\"needs-review-l10n\">Mangeoire</target>", with: ""))
        // Both at once, applied from the end so that offsets stay right.
        let both = XLIFFTargetPatch.apply([
            .init(unit: units[0], target: XLIFFTarget(state: "translated", content: XLIFFContent("Oiseau"))),
            .init(unit: units[1], target: nil),
        ], to: bytes)
        let reread = try XLIFFReader.read(both).files[0].units
        #expect(reread.map { $0.target?.content.text } == ["Oiseau", nil])
        #expect(reread[1].notes == [XLIFFNote("Where birds eat")])
    }

    @Test func insertedUnitsGoInXcodesOrderWithTheFilesIndentation() throws {
        let bytes = Array(Self.text.utf8)
        let units = try XLIFFReader.read(bytes).files[0].units
        func unit(_ id: String) -> XLIFFUnit {
            XLIFFUnit(id: id, source: XLIFFContent("Birds"), target: XLIFFTarget(state: "translated", content: XLIFFContent("Oiseaux")), notes: [XLIFFNote("Count")])
        }
        // "Bird|==|plural.one" sorts between "Bird" and "Feeder &amp; nest"; "Zebra" after the last unit.
        let patched = XLIFFTargetPatch.apply([], insertions: [.init(unit: unit("Bird|==|plural.one"), into: units), .init(unit: unit("Zebra"), into: units)], to: bytes)
        let element = { (id: String) in
            "      <trans-unit id=\"\(id)\" xml:space=\"preserve\">\n        <source>Birds</source>\n        <target state=\"translated\">Oiseaux</target>\n        <note>Count</note>\n      </trans-unit>\n"
        }
        var expected = Self.text.replacingOccurrences(of: "      <trans-unit id=\"Feeder", with: element("Bird|==|plural.one") + "      <trans-unit id=\"Feeder")
        expected = expected.replacingOccurrences(of: "    </body>", with: element("Zebra") + "    </body>")
        #expect(String(decoding: patched, as: UTF8.self) == expected)
    }

    @Test func aRemovedUnitTakesItsLinesAndUnitsInsertedInItsPlaceFollowInOrder() throws {
        let bytes = Array(Self.text.utf8)
        let units = try XLIFFReader.read(bytes).files[0].units
        let forms = ["Bird|==|plural.one", "Bird|==|plural.other"].map {
            XLIFFUnit(id: $0, source: XLIFFContent("Bird"), target: XLIFFTarget(state: "translated", content: XLIFFContent("Oiseau")), notes: [])
        }
        let patched = XLIFFTargetPatch.apply([], insertions: forms.map { .init(unit: $0, into: units) }, removing: [units[0]], to: bytes)
        let reread = try XLIFFReader.read(patched).files[0].units
        #expect(reread.map(\.id) == ["Bird|==|plural.one", "Bird|==|plural.other", "Feeder & nest"])
        let removedOnly = XLIFFTargetPatch.apply([], removing: [units[0]], to: bytes)
        let bird = "      <trans-unit id=\"Bird\" xml:space=\"preserve\">\n        <source>Bird</source>\n        <note/>\n      </trans-unit>\n"
        #expect(String(decoding: removedOnly, as: UTF8.self) == Self.text.replacingOccurrences(of: bird, with: ""))
    }

    /// A file a translator's tool laid out with tabs and other attribute orders: a new unit
    /// takes its neighbour's indentation.
    @Test func insertionsFollowAForeignLayout() throws {
        let text = "<?xml version='1.0' encoding='utf-8'?>\n<xliff version=\"1.2\">\n\t<file datatype=\"plaintext\" target-language=\"de\" source-language=\"en\" original=\"A.xcstrings\">\n\t\t<body>\n\t\t\t<trans-unit xml:space=\"preserve\" id=\"b\">\n\t\t\t\t<source>B</source>\n\t\t\t</trans-unit>\n\t\t</body>\n\t</file>\n</xliff>\n"
        let bytes = Array(text.utf8)
        let units = try XLIFFReader.read(bytes).files[0].units
        let new = XLIFFUnit(id: "a", source: XLIFFContent("A"), target: XLIFFTarget(state: "translated", content: XLIFFContent("Ä")), notes: [])
        let patched = XLIFFTargetPatch.apply([], insertions: [.init(unit: new, into: units)], to: bytes)
        let inserted = "\t\t\t<trans-unit id=\"a\" xml:space=\"preserve\">\n\t\t\t\t<source>A</source>\n\t\t\t\t<target state=\"translated\">Ä</target>\n\t\t\t\t<note/>\n\t\t\t</trans-unit>\n"
        #expect(String(decoding: patched, as: UTF8.self) == text.replacingOccurrences(of: "\t\t\t<trans-unit xml:space", with: inserted + "\t\t\t<trans-unit xml:space"))
        #expect(try XLIFFReader.read(patched).files[0].units.map(\.id) == ["a", "b"])
    }
}
