#!/usr/bin/env bash
# End to end: xcedit's build-tool plugin, GenerateStringSymbols, in a sample package that
# depends on xcedit by path: `swift build` runs `xcedit generate-symbols` on the target's
# catalog and compiles the generated file with the code that calls its symbols; the program
# then runs. Foundation on Linux has no LocalizedStringResource: the same compile check as
# generate-symbols.sh adds the stand-in there. The sample's build folder is kept under
# .build/e2e-generate-symbols-plugin, since the first build compiles xcedit itself
# (minutes); later runs are incremental. E2E_PLUGIN_SCRATCH=DIR puts it elsewhere.
name=generate-symbols-plugin.sh
source "$(dirname "$0")/e2e-helpers.bash"
command -v swift >/dev/null 2>&1 || { echo "$name: no swift toolchain: skipped"; exit 0; }
scratch=${E2E_PLUGIN_SCRATCH:-"$root/.build/e2e-generate-symbols-plugin"}

package="$work/sample"
app="$package/Sources/Sample"
mkdir -p "$app"
cat > "$package/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Sample",
    dependencies: [.package(path: "$root")],
    targets: [
        .executableTarget(
            name: "Sample",
            resources: [.copy("Localizable.xcstrings"), .copy("Settings.xcstrings")],
            plugins: [.plugin(name: "GenerateStringSymbols", package: "$(basename "$root")")]
        ),
    ]
)
SWIFT
cat > "$app/Localizable.xcstrings" <<'JSON'
{
  "sourceLanguage" : "en",
  "strings" : {
    "greeting" : { "extractionState" : "manual" },
    "%lld landmarks" : { "extractionState" : "manual" }
  },
  "version" : "1.0"
}
JSON
cat > "$app/Settings.xcstrings" <<'JSON'
{
  "sourceLanguage" : "en",
  "strings" : {
    "settings.title" : { "comment" : "The window title.", "extractionState" : "manual" }
  },
  "version" : "1.0"
}
JSON
cat > "$app/main.swift" <<'SWIFT'
let resources: [LocalizedStringResource] = [.greeting, .landmarks(42), .Settings.settingsTitle]
for resource in resources { print(resource) }
SWIFT
probe="$work/probe.swift"
echo 'import Foundation; let _ = LocalizedStringResource.BundleDescription.main' > "$probe"
if ! swiftc -typecheck "$probe" >/dev/null 2>&1; then
  cp "$root/Tests/EndToEnd/symbols-package/LocalizedStringResourceStandIn.swift" "$app/"
fi

build_log="$work/build.log"
if (cd "$package" && swift build --scratch-path "$scratch" >"$build_log" 2>&1); then pass; else
  echo "FAILED: swift build of the sample package with the plugin"; tail -30 "$build_log" | sed 's/^/  /'; failed=$((failed + 1))
fi
check_output "the plugin generated the catalogs' symbols" "GeneratedStringSymbols_Settings.swift" \
  find "$scratch" -name 'GeneratedStringSymbols_*.swift'
if [ -f "$app/LocalizedStringResourceStandIn.swift" ]; then
  check_output "the program calls the generated symbols" "Settings|settings.title|-|atURL" "$scratch/debug/Sample"
  check_output "a symbol passes its argument" "Localizable|%lld landmarks|42|atURL" "$scratch/debug/Sample"
fi
finish
