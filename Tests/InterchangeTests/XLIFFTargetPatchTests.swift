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
}
