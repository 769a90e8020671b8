import Foundation
import Testing
@testable import StringCatalogKit
@testable import Versioning

/// `../shared/merge`, when it is beside the package.
let mergeCasesFolder: URL? = {
    let url = TestSupport.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/merge")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
}()

/// The merge on real three-way merges of catalogs (`../shared/merge`): the result a person
/// committed where the case says it is the expected one, the conflicts the case lists, and
/// the work a person lost kept where the case says the committed file is lossy.
@Suite("Merging real catalogs", .enabled(if: mergeCasesFolder != nil, "needs ../shared/merge"))
struct RealMergeTests {
    static var folder: URL? { mergeCasesFolder }

    /// One case: the three inputs, the committed file, and the merge's result.
    struct Case {
        let base: StringCatalog, ours: StringCatalog, theirs: StringCatalog
        let committedBytes: [UInt8]
        let result: CatalogMerge.Result
        /// The result's bytes, with the final newline the three-way rule gives.
        let bytes: [UInt8]
        /// The merge on the bytes, when it decides the case.
        let spliced: (bytes: [UInt8], conflicts: [MergeConflict])?

        init(_ name: String) throws {
            let folder = try #require(RealMergeTests.folder).appendingPathComponent(name)
            let raw = try ["base", "ours", "theirs"].map { try TestSupport.bytes(folder.appendingPathComponent("\($0).xcstrings")) }
            base = try CatalogReader.read(raw[0])
            ours = try CatalogReader.read(raw[1])
            theirs = try CatalogReader.read(raw[2])
            committedBytes = try TestSupport.bytes(folder.appendingPathComponent("committed.xcstrings"))
            result = CatalogMerge.merge(base: base, ours: ours, theirs: theirs)
            let newlines = raw.map { $0.last == 0x0A }
            bytes = CatalogWriter.bytes(result.catalog) + ((newlines[1] != newlines[0] ? newlines[1] : newlines[2]) ? [0x0A] : [])
            // The merge on the bytes, where it decides, agrees with the merge of the models.
            let trimmed = raw.map { $0.last == 0x0A ? Array($0.dropLast()) : $0 }
            spliced = CatalogMerge.mergeInLayout(base: trimmed[0], ours: trimmed[1], theirs: trimmed[2])
            if let spliced {
                #expect(spliced.bytes == CatalogWriter.bytes(result.catalog), "\(name)")
                #expect(spliced.conflicts == result.conflicts, "\(name)")
            }
        }

        var committed: StringCatalog {
            get throws { try CatalogReader.read(committedBytes) }
        }

        /// The result's bytes with the strings at `keys` taken from the committed file (the
        /// person's choice at a conflict).
        func bytes(resolvingAsCommitted keys: [String]) throws -> [UInt8] {
            var resolved = result.catalog
            let committed = try committed
            for key in keys {
                if let string = committed.strings.first(where: { $0.key == key }) {
                    resolved.insert(string)
                } else {
                    _ = resolved.removeString(key)
                }
            }
            return CatalogWriter.bytes(resolved) + (bytes.last == 0x0A ? [0x0A] : [])
        }
    }

    @Test("Clean merges give the committed file byte for byte", arguments: [
        "01-clean-easydict-adjacent-new-keys", "02-clean-easydict-collation-order", "03-clean-coteditor-new-keys",
    ])
    func cleanMerges(name: String) throws {
        let merge = try Case(name)
        #expect(merge.result.conflicts.isEmpty)
        #expect(merge.result.renames.isEmpty)
        #expect(merge.bytes == merge.committedBytes)
        #expect(merge.spliced != nil, "clean merges of catalogs in Xcode's layout are merged on their bytes")
    }

    @Test("A committed file in git's key order: the same content, in Xcode's order")
    func gitKeyOrder() throws {
        let merge = try Case("04-clean-easydict-git-key-order")
        #expect(merge.result.conflicts.isEmpty)
        var committed = try merge.committed
        #expect(!KeyCollation.isSorted(committed.strings.map(\.key)))
        committed.strings.sort { KeyCollation.areInIncreasingOrder($0.key, $1.key) }
        #expect(merge.result.catalog == committed)
    }

    @Test("delete/modify of a string: one conflict, ours kept; the person's choice gives the committed bytes")
    func deleteModifyOfStrings() throws {
        let kept = try Case("05-delete-modify-easydict-empty-key")
        #expect(kept.result.conflicts == [MergeConflict(key: "", kind: .deleteModify, deletedBy: .ours)])
        #expect(try kept.bytes(resolvingAsCommitted: [""]) == kept.committedBytes)

        let deleted = try Case("07-delete-modify-coteditor-menu-item")
        #expect(deleted.result.conflicts == [MergeConflict(key: "824.title", kind: .deleteModify, deletedBy: .ours)])
        // The person kept the deletion, which is ours.
        #expect(deleted.bytes == deleted.committedBytes)
    }

    @Test("delete/modify of a localization: one conflict at that language")
    func deleteModifyOfALocalization() throws {
        let merge = try Case("06-delete-modify-easydict-storyboard-en")
        #expect(merge.result.conflicts == [MergeConflict(key: "wgy-yj-uSV.title", language: "en", kind: .deleteModify, deletedBy: .ours)])
        // Everything else is the committed file (which took theirs' whole entry there).
        #expect(try merge.bytes(resolvingAsCommitted: ["wgy-yj-uSV.title"]) == merge.committedBytes)
    }

    @Test("add/add of a value: one conflict; identical additions are not conflicts")
    func addAdd() throws {
        let merge = try Case("08-add-add-cork-ru-value")
        #expect(merge.result.conflicts == [MergeConflict(key: "add-tap.manual-repo-address.title", language: "ru", field: "stringUnit.value", kind: .addAdd)])
        // The person took theirs there, and also edited a uk value neither parent had.
        let committed = try merge.committed
        let differing = Set(committed.strings.map(\.key) + merge.result.catalog.strings.map(\.key)).filter { key in
            committed.strings.first { $0.key == key } != merge.result.catalog.strings.first { $0.key == key }
        }
        #expect(differing == ["add-tap.manual-repo-address.title", "add-tap.manual-repo-address.label"])
        #expect(merge.result.catalog.strings.first { $0.key == "add-tap.manual-repo-address.label" }?.localization(for: "uk")?.stringUnit?.value == "Адреса Tap")
    }

    @Test("A plain value against plural variations: one conflict at the localization, never a mix")
    func atomicPlural() throws {
        let merge = try Case("09-plural-icecubes-zh-hant")
        let key = "trending-tag-people-talking %lld"
        #expect(merge.result.conflicts == [MergeConflict(key: key, language: "zh-Hant", kind: .modifyModify)])
        let localization = try #require(merge.result.catalog.strings.first { $0.key == key }?.localization(for: "zh-Hant"))
        #expect(localization.stringUnit == nil || localization.variations == nil)
        #expect(try merge.bytes(resolvingAsCommitted: [key]) == merge.committedBytes)
    }

    @Test("Keys renamed on one side take the other side's edits along")
    func renames() throws {
        let merge = try Case("10-rename-easydict-settings-keys")
        #expect(merge.result.conflicts.isEmpty)
        let renamed = Dictionary(uniqueKeysWithValues: merge.result.renames.map { ($0.from, $0.to) })
        #expect(renamed["setting.general.advance.enable_beta_feature"] == "setting.advance.enable_beta_feature")
        #expect(renamed["setting.general.pin_window_when_showing"] == "setting.advance.pin_window_when_showing")
        let sk = { (key: String) in merge.result.catalog.strings.first { $0.key == key }?.localization(for: "sk")?.stringUnit?.value }
        #expect(sk("setting.advance.enable_beta_feature") == "Zapnúť beta funkcie")
        #expect(sk("setting.advance.pin_window_when_showing") == "Automatické pripnutie po zobrazení okna")
        #expect(sk("setting.general.language.duplicated_alert.title") == "Duplikovaný jazyk")
        #expect(merge.result.catalog.strings.first { $0.key == "setting.general.advance.enable_beta_feature" } == nil)
        // The part of the committed file the case calls authoritative.
        let committed = try merge.committed
        #expect(merge.result.catalog.strings.first { $0.key == "setting.advance.enable_beta_feature" }
                == committed.strings.first { $0.key == "setting.advance.enable_beta_feature" })
    }

    @Test("Where a person kept one side whole, the merge keeps both sides' work")
    func lossyCommit() throws {
        let merge = try Case("11-lossy-meshtastic-kept-remote")
        #expect(merge.result.conflicts.count == 1)
        #expect(merge.result.conflicts.first?.key == "Used to create a shared key with a remote device.")
        let index = CatalogMerge.Index(merge.result.catalog), base = CatalogMerge.Index(merge.base), theirs = CatalogMerge.Index(merge.theirs)
        // Ours' 815 zh-Hant-TW units, new or changed, are all there (at the conflict, ours is kept).
        var oursUnits = 0
        for string in merge.ours.strings {
            guard let unit = string.localization(for: "zh-Hant-TW"), base[string.key]?.localization(for: "zh-Hant-TW") != unit else { continue }
            oursUnits += 1
            #expect(index[string.key]?.localization(for: "zh-Hant-TW") == unit, "\(string.key)")
        }
        #expect(oursUnits == 815)
        // And every string only theirs changed is theirs.
        for string in merge.theirs.strings where base[string.key] != string && CatalogMerge.Index(merge.ours)[string.key] == base[string.key] {
            #expect(index[string.key] == string, "\(string.key)")
        }
        for old in merge.base.strings where theirs[old.key] == nil && CatalogMerge.Index(merge.ours)[old.key] == old {
            #expect(index[old.key] == nil, "\(old.key) was deleted by theirs")
        }
    }
}
