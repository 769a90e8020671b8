import Testing
@testable import SymbolGeneration

@Suite struct SymbolNameTests {
    /// Keys and the names Xcode 26 generated for them in files committed to public
    /// repositories (each pair seen in a real `GeneratedStringSymbols_*.swift`).
    @Test(arguments: [
        ("%lld MiB", "miB"),
        ("%lld bytes", "bytes"),
        ("Another iCloud Sync task is still running.", "anotherICloudSyncTaskIsStillRunning"),
        ("Choose how to handle the iCloud encrypted-data reset before turning sync on.", "chooseHowToHandleTheICloudEncryptedDataResetBeforeTurningSyncOn"),
        ("These attachments cannot sync. %@", "theseAttachmentsCannotSync"),
        ("attachment.error.detail", "attachmentErrorDetail"),
        ("larger than Snip Snap’s %@ per-file limit", "largerThanSnipSnapsPerFileLimit"),
        ("Deleting Synced Content…", "deletingSyncedContent"),
        ("files use CKAsset data", "filesUseCkassetData"),
        ("CFBundleDisplayName", "cfbundleDisplayName"),
        ("ALPS_DESCRIPTION", "alpsDescription"),
        ("LENÇÓIS_MARANHENSES_NAME", "lençóisMaranhensesName"),
        ("2023_TRIP_NAME", "_2023TripName"),
        ("customization.iconPreview.pair.accessibilityLabel", "customizationIconPreviewPairAccessibilityLabel"),
        ("locChildIsSleeping", "locChildIsSleeping"),
        ("Evaluate JavaScript with ${content}", "evaluateJavaScriptWith$Content"),
        ("F_A_Description", "fADescription"),
        ("Retro Green CRT", "retroGreenCrt"),
        ("SPEED BOOST", "speedBoost"),
        ("Score %@, %@ %lld, %@ %lld", "score"),
        ("%@ Snip Snap also could not open the JSON store, so it cannot save new snips.", "snipSnapAlsoCouldNotOpenTheJsonStoreSoItCannotSaveNewSnips"),
    ])
    func namesAsXcodeMakesThem(key: String, name: String) {
        #expect(SymbolName.member(forKey: key) == name)
    }

    @Test(arguments: [
        ("error.InvalidMACAddress", "errorInvalidMACAddress"),
        ("TITLE", "title"),
        ("settings_TITLE", "settingsTitle"),
        ("price$amount", "price$Amount"),
        ("$price", "price"),
        ("$$price$", "price$"),
        ("%(count)lld active", "active"),
        ("%1$@ sent %2$lld files", "sentFiles"),
        ("%#@items@ selected", "selected"),
        ("100% off", "_100Off"),
        ("don't", "dont"),
        ("9lives", "_9lives"),
    ])
    func namesFromTheSameRules(key: String, name: String) {
        #expect(SymbolName.member(forKey: key) == name)
    }

    @Test(arguments: ["%@", "$", "…", "%lld %%", ""])
    func keysWithoutWordsMakeNoName(key: String) {
        #expect(SymbolName.member(forKey: key) == nil)
    }

    @Test func tableNamesThatSwiftTakesAreKept() {
        #expect(SymbolName.namespace(forTable: "InfoPlist") == "InfoPlist")
        #expect(SymbolName.namespace(forTable: "landmark_data") == "landmark_data")
        #expect(SymbolName.namespace(forTable: "Onboarding-Flow") == "OnboardingFlow")
        #expect(SymbolName.namespace(forTable: "2024 Promo") == "_2024Promo")
        #expect(SymbolName.namespace(forTable: "---") == nil)
    }

    @Test func reservedWordsAreEscaped() {
        #expect(SwiftIdentifier.escaped("default") == "`default`")
        #expect(SwiftIdentifier.escaped("Self") == "`Self`")
        #expect(SwiftIdentifier.escaped("title") == "title")
    }

    @Test func namedSpecifiersAreTakenOut() {
        let named = NamedSpecifiers.strip("%(count)lld of %2$(total)lld, 100%% and %(oops")
        #expect(named.text == "%lld of %2$lld, 100%% and %(oops")
        #expect(named.names == [0: "count", 8: "total"])
    }
}
