/// The catalogs of the golden tests: one string of every shape a symbol can take.
enum GoldenCatalogs {
    static let localizable = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld MiB" : { "extractionState" : "manual" },
        "Extracted %@" : {
          "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Extracted %@" } } }
        },
        "TITLE" : {
          "comment" : "Shown above the list.",
          "extractionState" : "manual",
          "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Landmarks" } } }
        },
        "Title" : { "extractionState" : "manual" },
        "2fa.code" : { "extractionState" : "manual" },
        "default" : {
          "comment" : "Two lines,\\nwith a */ in them.",
          "extractionState" : "manual"
        },
        "hidden.string" : { "extractionState" : "manual", "generatesSymbol" : false },
        "landmarks" : {
          "extractionState" : "manual",
          "localizations" : { "en" : {
            "stringUnit" : { "state" : "translated", "value" : "%#@count@" },
            "substitutions" : { "count" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg landmark" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg landmarks" } }
            } } } }
          } }
        },
        "owes" : {
          "extractionState" : "manual",
          "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ owes %1$.2f" } } }
        },
        "price$total" : {
          "extractionState" : "manual",
          "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Total: %(amount)lf for %(items)lld" } } }
        },
        "quote \\"this\\"" : { "extractionState" : "manual" },
        "photos" : {
          "extractionState" : "manual",
          "localizations" : { "en" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "One photo" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } }
          } } } }
        },
        "tap.or.click" : {
          "extractionState" : "manual",
          "localizations" : { "en" : { "variations" : { "device" : {
            "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click %@" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap %@" } }
          } } } }
        }
      },
      "version" : "1.1"
    }
    """

    static let infoPlist = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "CFBundleDisplayName" : {
          "comment" : "The name under the icon.",
          "extractionState" : "manual"
        },
        "NSCameraUsageDescription" : { "extractionState" : "manual" }
      },
      "version" : "1.0"
    }
    """
}
