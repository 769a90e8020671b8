import Foundation
@testable import PropertyLists
import Testing
@testable import Interchange
import StringCatalogKit

@Suite("Reading and writing .stringsdict files")
struct StringsdictTests {
    static let sample = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>%d files in %d folders</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%1$#@files@ in %2$#@folders@</string>
    \t\t<key>files</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%d files</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%d file</string>
    \t\t\t<key>zero</key>
    \t\t\t<string>no files</string>
    \t\t</dict>
    \t\t<key>folders</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>two</key>
    \t\t\t<string>%d folders (two)</string>
    \t\t\t<key>few</key>
    \t\t\t<string>%d folders (few)</string>
    \t\t\t<key>many</key>
    \t\t\t<string>%d folders (many)</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%d folders</string>
    \t\t</dict>
    \t</dict>
    \t<key>Tap to continue</key>
    \t<dict>
    \t\t<key>NSStringDeviceSpecificRuleType</key>
    \t\t<dict>
    \t\t\t<key>iphone</key>
    \t\t\t<string>Tap to continue</string>
    \t\t\t<key>mac</key>
    \t\t\t<dict>
    \t\t\t\t<key>NSStringLocalizedFormatKey</key>
    \t\t\t\t<string>%#@clicks@</string>
    \t\t\t\t<key>clicks</key>
    \t\t\t\t<dict>
    \t\t\t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t\t\t<string>lld</string>
    \t\t\t\t\t<key>one</key>
    \t\t\t\t\t<string>Click once</string>
    \t\t\t\t\t<key>other</key>
    \t\t\t\t\t<string>Click %lld times</string>
    \t\t\t\t</dict>
    \t\t\t</dict>
    \t\t\t<key>other</key>
    \t\t\t<string>Press to continue</string>
    \t\t</dict>
    \t</dict>
    \t<key>Welcome</key>
    \t<dict>
    \t\t<key>NSStringVariableWidthRuleType</key>
    \t\t<dict>
    \t\t\t<key>1</key>
    \t\t\t<string>Hi</string>
    \t\t\t<key>50</key>
    \t\t\t<string>Welcome to the app</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """

    @Test func pluralsDevicesAndWidthsAreRead() throws {
        let file = try StringsdictFile.read(Array(Self.sample.utf8))
        #expect(file.entries.map(\.key) == ["%d files in %d folders", "Tap to continue", "Welcome"])
        #expect(file.entries.map(\.line) == [5, 38, 64])

        guard case .format(let format) = file.entries[0].rule else { Issue.record("not a format"); return }
        #expect(format.formatKey == "%1$#@files@ in %2$#@folders@")
        let files = try #require(format.variable(named: "files"))
        #expect(files.valueType == "d")
        #expect(files.forms.map(\.category) == [.zero, .one, .other])
        #expect(files.text(for: .zero) == "no files")
        #expect(try #require(format.variable(named: "folders")).forms.map(\.category) == [.two, .few, .many, .other])

        guard case .device(let branches) = file.entries[1].rule else { Issue.record("not a device rule"); return }
        #expect(branches.map(\.name) == ["iphone", "mac", "other"])
        #expect(branches[0].rule == .text("Tap to continue"))
        guard case .format(let macFormat) = branches[1].rule else { Issue.record("mac is not a format"); return }
        #expect(macFormat.variable(named: "clicks")?.text(for: .other) == "Click %lld times")

        guard case .variableWidth(let widths) = file.entries[2].rule else { Issue.record("not a width rule"); return }
        #expect(widths == [StringsdictBranch(name: "1", rule: .text("Hi")), StringsdictBranch(name: "50", rule: .text("Welcome to the app"))])
    }

    @Test(arguments: [PropertyListFormat.xml, .binary])
    func writtenFilesReadBack(format: PropertyListFormat) throws {
        let file = try StringsdictFile.read(Array(Self.sample.utf8))
        let back = try StringsdictFile.read(file.bytes(format: format))
        #expect(back.format == format)
        // Writers sort keys: compare key by key.
        for entry in file.entries {
            #expect(back.entries.first { $0.key == entry.key }?.rule == entry.rule)
        }
    }

    @Test(arguments: [
        ("<plist><dict><key>k</key><string>x</string></dict></plist>", 1, 14, "\"k\": expected a dictionary with NSStringLocalizedFormatKey, found a string"),
        ("<plist><dict><key>k</key><dict><key>v</key><dict/></dict></dict></plist>", 1, 14, "\"k\": expected NSStringLocalizedFormatKey, NSStringDeviceSpecificRuleType or NSStringVariableWidthRuleType"),
        ("<plist><dict>\n<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string>\n<key>v</key><dict><key>one</key><string>x</string></dict></dict></dict></plist>", 3, 1, "\"k\".v: expected NSStringFormatSpecTypeKey (NSStringPluralRuleType)"),
        ("<plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><integer>1</integer></dict></dict></plist>", 1, 32, "\"k\".NSStringLocalizedFormatKey: expected a string, found an integer"),
    ])
    func wrongShapesArePositioned(xml: String, line: Int, column: Int, message: String) {
        InterchangeTestSupport.expectError(line: line, column: column, message: message) { () throws(InterchangeReadError) in
            _ = try StringsdictFile.read(Array(xml.utf8))
        }
    }

    /// Every `.stringsdict` of ViennaRSS (23 languages) reads, each key a one-variable plural.
    @Test(.needsInterchange) func realViennaFilesRead() throws {
        let folder = try InterchangeTestSupport.sharedFolder("migrate/ViennaRSS/before/Vienna/Resources")
        let languages = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".lproj") }
        var read = 0
        for language in languages.sorted() {
            let path = folder.appendingPathComponent(language).appendingPathComponent("Localizable.stringsdict").path
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let file = try StringsdictFile.read(path: path)
            #expect(!file.entries.isEmpty)
            for entry in file.entries {
                guard case .format(let format) = entry.rule else { Issue.record("\(path): \(entry.key) is not a format"); continue }
                #expect(format.variables.count == 1)
                #expect(format.variables.first?.forms.contains { $0.category == .other } == true)
            }
            read += 1
        }
        #expect(read >= 20)
    }

    /// Every text `.strings` file of the shared migrations reads without an error.
    @Test(.needsInterchange) func realStringsFilesRead() throws {
        let folder = try InterchangeTestSupport.sharedFolder("migrate")
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var count = 0
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".strings") else { continue }
            let file = try StringsFile.read(path: folder.appendingPathComponent(relative).path)
            #expect(file.format == .text)
            count += 1
        }
        #expect(count > 40)
    }
}
