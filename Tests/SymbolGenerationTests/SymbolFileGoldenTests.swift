import Foundation
import StringCatalogKit
import Testing
@testable import SymbolGeneration

/// The whole generated text, byte for byte, for catalogs with a string of every shape: no
/// placeholder, positional, named, substitution, plural, device, a doc comment with a `*/`,
/// a non-default table, `generatesSymbol: false`, an extracted string, a collision, a key
/// with `$`, a digit first, a Swift keyword and a quote. Read every change to these texts.
@Suite struct SymbolFileGoldenTests {
    @Test func localizable() throws {
        let symbols = CatalogSymbols(try CatalogFixtures.catalog(GoldenCatalogs.localizable), table: "Localizable")
        #expect(SymbolFileWriter.text(symbols) == Self.localizableText)
        #expect(symbols.problems.map(\.description) == ["“Title”: its symbol `title` is also made by the key “TITLE”; generated as `title2`"])
    }

    @Test func aTableOtherThanLocalizableIsANamespace() throws {
        let symbols = CatalogSymbols(try CatalogFixtures.catalog(GoldenCatalogs.infoPlist), table: "InfoPlist")
        #expect(SymbolFileWriter.text(symbols) == Self.infoPlistText)
        #expect(symbols.problems.isEmpty)
    }

    @Test func publicAccessMarksEveryMemberAndTheNamespace() throws {
        let symbols = CatalogSymbols(try CatalogFixtures.catalog(GoldenCatalogs.infoPlist), table: "InfoPlist")
        let text = SymbolFileWriter.text(symbols, access: .public)
        let expected = Self.infoPlistText
            .replacingOccurrences(of: "    enum InfoPlist", with: "    public enum InfoPlist")
            .replacingOccurrences(of: "        static var", with: "        public static var")
        #expect(text == expected)
        // The bundle description stays private to the file.
        #expect(text.contains("private nonisolated let resourceBundleDescription"))
    }

    @Test func anEmptyCatalogStillMakesAFile() throws {
        let symbols = CatalogSymbols(try CatalogFixtures.catalog([]), table: "Localizable")
        #expect(SymbolFileWriter.text(symbols).hasSuffix("nonisolated extension LocalizedStringResource {\n}"))
    }

    static let localizableText = #"""
    // 
    // GeneratedStringSymbols_Localizable.swift
    // Auto-Generated symbols for localized strings defined in “Localizable.xcstrings”.
    // 

    import Foundation

    #if SWIFT_PACKAGE
    private nonisolated let resourceBundle = Foundation.Bundle.module
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    private nonisolated let resourceBundleDescription = LocalizedStringResource.BundleDescription.atURL(resourceBundle.bundleURL)
    #else

    private class ResourceBundleClass {}
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    private nonisolated let resourceBundleDescription = LocalizedStringResource.BundleDescription.forClass(ResourceBundleClass.self)
    #endif

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    nonisolated extension LocalizedStringResource {
        /**
         Localized string for key “%lld MiB” in table “Localizable.xcstrings”.
         */
        static func miB(_ arg1: Int) -> LocalizedStringResource {
            LocalizedStringResource("%lld MiB", defaultValue: "\(arg1, specifier: "%lld")", table: "Localizable", bundle: resourceBundleDescription)
        }

        /**
         Localized string for key “2fa.code” in table “Localizable.xcstrings”.
         */
        static var _2faCode: LocalizedStringResource {
            LocalizedStringResource("2fa.code", table: "Localizable", bundle: resourceBundleDescription)
        }

        /**
         Shown above the list.
         
         Localized string for key “TITLE” in table “Localizable.xcstrings”.
         */
        static var title: LocalizedStringResource {
            LocalizedStringResource("TITLE", table: "Localizable", bundle: resourceBundleDescription)
        }

        /**
         Localized string for key “Title” in table “Localizable.xcstrings”.
         */
        static var title2: LocalizedStringResource {
            LocalizedStringResource("Title", table: "Localizable", bundle: resourceBundleDescription)
        }

        /**
         Two lines,
         with a * / in them.
         
         Localized string for key “default” in table “Localizable.xcstrings”.
         */
        static var `default`: LocalizedStringResource {
            LocalizedStringResource("default", table: "Localizable", bundle: resourceBundleDescription)
        }

        /**
         Localized string for key “landmarks” in table “Localizable.xcstrings”.
         */
        static func landmarks(count: Int) -> LocalizedStringResource {
            LocalizedStringResource("landmarks", defaultValue: "\(count, specifier: "%lld")", table: "Localizable", bundle: resourceBundleDescription)
        }

        /**
         Localized string for key “owes” in table “Localizable.xcstrings”.
         */
        static func owes(_ arg1: Double, _ arg2: String) -> LocalizedStringResource {
            LocalizedStringResource("owes", defaultValue: "\(arg1, specifier: "%.2f")\(arg2)", table: "Localizable", bundle: resourceBundleDescription)
        }

        /**
         Localized string for key “photos” in table “Localizable.xcstrings”.
         */
        static func photos(_ arg1: Int) -> LocalizedStringResource {
            LocalizedStringResource("photos", defaultValue: "\(arg1, specifier: "%lld")", table: "Localizable", bundle: resourceBundleDescription)
        }

        /**
         Localized string for key “price$total” in table “Localizable.xcstrings”.
         */
        static func price$Total(amount: Double, items: Int) -> LocalizedStringResource {
            LocalizedStringResource("price$total", defaultValue: "\(amount, specifier: "%lf")\(items, specifier: "%lld")", table: "Localizable", bundle: resourceBundleDescription)
        }

        /**
         Localized string for key “quote "this"” in table “Localizable.xcstrings”.
         */
        static var quoteThis: LocalizedStringResource {
            LocalizedStringResource("quote \"this\"", table: "Localizable", bundle: resourceBundleDescription)
        }

        /**
         Localized string for key “tap.or.click” in table “Localizable.xcstrings”.
         */
        static func tapOrClick(_ arg1: String) -> LocalizedStringResource {
            LocalizedStringResource("tap.or.click", defaultValue: "\(arg1)", table: "Localizable", bundle: resourceBundleDescription)
        }
    }
    """#

    static let infoPlistText = #"""
    // 
    // GeneratedStringSymbols_InfoPlist.swift
    // Auto-Generated symbols for localized strings defined in “InfoPlist.xcstrings”.
    // 

    import Foundation

    #if SWIFT_PACKAGE
    private nonisolated let resourceBundle = Foundation.Bundle.module
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    private nonisolated let resourceBundleDescription = LocalizedStringResource.BundleDescription.atURL(resourceBundle.bundleURL)
    #else

    private class ResourceBundleClass {}
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    private nonisolated let resourceBundleDescription = LocalizedStringResource.BundleDescription.forClass(ResourceBundleClass.self)
    #endif

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    nonisolated extension LocalizedStringResource {
        /// Namespace for strings in file “InfoPlist.xcstrings”.
        enum InfoPlist {
            /**
             The name under the icon.
             
             Localized string for key “CFBundleDisplayName” in table “InfoPlist.xcstrings”.
             */
            static var cfbundleDisplayName: LocalizedStringResource {
                LocalizedStringResource("CFBundleDisplayName", table: "InfoPlist", bundle: resourceBundleDescription)
            }

            /**
             Localized string for key “NSCameraUsageDescription” in table “InfoPlist.xcstrings”.
             */
            static var nscameraUsageDescription: LocalizedStringResource {
                LocalizedStringResource("NSCameraUsageDescription", table: "InfoPlist", bundle: resourceBundleDescription)
            }
        }
    }
    """#
}
