#!/usr/bin/env bash
# End to end: `xcedit generate-symbols` on a small catalog, then `swift build` of a tiny
# package that uses the generated symbols, in the Swift 6 language mode. (Not with MainActor
# as the default isolation: SwiftPM's own Bundle.module is then MainActor-isolated and the
# package branch of Xcode's text cannot read it, swiftlang/swift-package-manager#9656, fixed
# after 6.3.1.) Where Foundation has no
# LocalizedStringResource (swift-corelibs-foundation on Linux), a compile check finds that
# and the package gets symbols-package/LocalizedStringResourceStandIn.swift; where it has
# one (macOS), the real type is used. Then the program runs and prints what each symbol
# made of its arguments.
name=generate-symbols.sh
source "$(dirname "$0")/e2e-helpers.bash"
command -v swift >/dev/null 2>&1 || { echo "$name: no swift toolchain: skipped"; exit 0; }

package="$work/pkg"
app="$package/Sources/App"
mkdir -p "$app"
cat > "$app/Localizable.xcstrings" <<'JSON'
{
  "sourceLanguage" : "en",
  "strings" : {
    "%lld items" : { "extractionState" : "manual" },
    "TITLE" : {
      "comment" : "The title of the window.",
      "extractionState" : "manual",
      "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Landmarks" } } }
    },
    "default" : { "extractionState" : "manual" },
    "2fa.code" : { "extractionState" : "manual" },
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
      "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%(amount)lf for %(items)d" } } }
    },
    "Title" : { "extractionState" : "manual" },
    "From code %@" : { }
  },
  "version" : "1.1"
}
JSON
cat > "$app/Onboarding.xcstrings" <<'JSON'
{
  "sourceLanguage" : "en",
  "strings" : {
    "welcome.message" : { "extractionState" : "manual" },
    "steps" : {
      "extractionState" : "manual",
      "localizations" : { "en" : { "variations" : { "device" : {
        "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click %llu times" } },
        "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap %llu times" } }
      } } } }
    }
  },
  "version" : "1.0"
}
JSON
cat > "$package/Package.swift" <<'SWIFT'
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "SymbolsCheck",
    targets: [
        .executableTarget(
            name: "App",
            resources: [.copy("Localizable.xcstrings"), .copy("Onboarding.xcstrings")]
        ),
    ]
)
SWIFT
cat > "$app/main.swift" <<'SWIFT'
import Foundation

let resources: [LocalizedStringResource] = [
    .items(3), .title, .title2, .`default`, ._2faCode, .landmarks(count: 2),
    .owes(1.5, "Ann"), .price$Total(amount: 2.25, items: Int32(4)),
    LocalizedStringResource.Onboarding.welcomeMessage, .Onboarding.steps(UInt(7)),
]
for resource in resources {
    #if canImport(Darwin)
    print("\(resource.key)|\(resource.table ?? "-")")
    #else
    print(resource)
    #endif
}
SWIFT

check "generate-symbols writes the package's symbols" "$xcedit" generate-symbols "$app/Localizable.xcstrings" "$app/Onboarding.xcstrings" -o "$app"
check "one file per catalog" test -f "$app/GeneratedStringSymbols_Localizable.swift" -a -f "$app/GeneratedStringSymbols_Onboarding.swift"
check_exit 0 "--check passes right after generating" "$xcedit" generate-symbols "$app" -o "$app" --check

# The compile check: does this Foundation have LocalizedStringResource?
probe="$work/probe.swift"
echo 'import Foundation; let _ = LocalizedStringResource.BundleDescription.main' > "$probe"
if swiftc -typecheck "$probe" >/dev/null 2>&1; then
  echo "$name: Foundation has LocalizedStringResource: building with the real type"
else
  echo "$name: Foundation lacks LocalizedStringResource: building with the stand-in"
  cp "$root/Tests/EndToEnd/symbols-package/LocalizedStringResourceStandIn.swift" "$app/"
fi

build_log="$work/build.log"
if (cd "$package" && swift build >"$build_log" 2>&1); then pass; else
  echo "FAILED: the package with the generated symbols does not build"; tail -30 "$build_log" | sed 's/^/  /'; failed=$((failed + 1))
fi
if [ -f "$app/LocalizedStringResourceStandIn.swift" ] && [ -x "$package/.build/debug/App" ]; then
  run_output=$("$package/.build/debug/App" 2>&1) || true
  expected='Localizable|%lld items|3|atURL
Localizable|TITLE|-|atURL
Localizable|Title|-|atURL
Localizable|default|-|atURL
Localizable|2fa.code|-|atURL
Localizable|landmarks|2|atURL
Localizable|owes|1.50Ann|atURL
Localizable|price$total|2.2500004|atURL
Onboarding|welcome.message|-|atURL
Onboarding|steps|7|atURL'
  if [ "$run_output" = "$expected" ]; then pass; else
    echo "FAILED: the symbols did not pass their arguments as expected"; diff <(echo "$expected") <(echo "$run_output") | sed 's/^/  /'; failed=$((failed + 1))
  fi
fi

# Editing the catalog makes --check fail until the symbols are generated again.
sed -i.bak 's/"welcome.message"/"welcome.title"/' "$app/Onboarding.xcstrings" && rm -f "$app/Onboarding.xcstrings.bak"
check_exit 1 "--check fails once the catalog changed" "$xcedit" generate-symbols "$app" -o "$app" --check
finish
