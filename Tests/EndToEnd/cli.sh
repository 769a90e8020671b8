#!/usr/bin/env bash
# End to end: the real xcedit binary on a copy of the sample project.
name=cli.sh
source "$(dirname "$0")/e2e-helpers.bash"
copy_sample_project

check "fmt --check passes on the sample project" "$xcedit" fmt --check "$work/SampleProject"
check_output "stats prints a table with the source language" "English (source)" "$xcedit" stats "$work/SampleProject"
check "stats --json parses" bash -o pipefail -c "'$xcedit' stats '$work/SampleProject' --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d[\"catalogs\"]'"
check "stats counts the project's known regions" bash -o pipefail -c "'$xcedit' stats '$work/SampleProject/BackyardBirds/Localizable.xcstrings' --json | python3 -c 'import json,sys; codes={l[\"code\"] for l in json.load(sys.stdin)[\"catalogs\"][0][\"languages\"]}; assert {\"en\",\"fr\",\"de\",\"uk\",\"ar\",\"ja\",\"zh-Hans\"} <= codes, codes'"
check "lint reports no error in the clean sample catalog" "$xcedit" lint "$work/SampleProject/BackyardBirds/Localizable.xcstrings"
check_exit 1 "lint finds the problems planted in Broken.xcstrings, exit 1" "$xcedit" lint "$work/SampleProject/BackyardBirds/Broken.xcstrings"
check "lint counts the errors it found" grep -qE '^[1-9][0-9]* errors?, ' <<< "$("$xcedit" lint "$work/SampleProject/BackyardBirds/Broken.xcstrings")"

# A team glossary: a forbidden translation is an error, a missing term's translation a
# warning; a glossary that does not read names its file, line and column.
printf 'term,language,translation,forbidden\nCancel,fr,Annuler,yes\nCancel,fr,Abandonner,\nDone,ja,完了,\n' > "$work/terms.csv"
check_exit 1 "lint --glossary: a forbidden translation fails" "$xcedit" lint "$work/SampleProject/BackyardBirds/Localizable.xcstrings" --glossary "$work/terms.csv"
check "lint --glossary names the forbidden translation" bash -c "'$xcedit' lint '$work/SampleProject/BackyardBirds/Localizable.xcstrings' --glossary '$work/terms.csv' | grep -qF '“Annuler” is a forbidden translation of “Cancel” (use “Abandonner”) [glossary]'"
printf 'term,language\nCancel,fr,Annuler\n' > "$work/bad-terms.csv"
message=$("$xcedit" lint "$work/SampleProject/BackyardBirds/Localizable.xcstrings" --glossary "$work/bad-terms.csv" 2>&1) && status=0 || status=$?
check "a glossary that does not read exits 1 at its line and column" bash -c "test $status -eq 1 && grep -q '$work/bad-terms.csv:2:11: error: expected 2 fields' <<< '$message'"

# A catalog reformatted by another tool: fmt --check fails, fmt restores Xcode's bytes.
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); open(sys.argv[1],"w").write(json.dumps(d, indent=4))' "$catalog"
check_exit 1 "fmt --check reports a reformatted catalog with status 1" "$xcedit" fmt --check "$catalog"
check "fmt restores Xcode's exact bytes" bash -c "'$xcedit' fmt '$catalog' >/dev/null && cmp -s '$catalog' '$work/original.xcstrings'"

# Broken input: a clear error naming file, line and column; exit 1; the file untouched.
printf '{\n  "sourceLanguage" : "en",\n  "strings" : {\n' > "$work/Broken.xcstrings"
cp "$work/Broken.xcstrings" "$work/Broken.copy"
message=$("$xcedit" fmt "$work/Broken.xcstrings" 2>&1) && status=0 || status=$?
check "broken input exits 1" test "$status" -eq 1
check "broken input names file, line and column" bash -c "grep -q '$work/Broken.xcstrings:4:1: error: ' <<< '$message'"
check "broken input is left untouched" cmp -s "$work/Broken.xcstrings" "$work/Broken.copy"
"$xcedit" --bogus 2>/dev/null && status=0 || status=$?
check "unknown option exits 2" test "$status" -eq 2

# A project whose strings are in a local package (added the older way: a wrapper folder
# reference), a catalog in its groups only, and a .strings file it names nowhere: export
# takes the referenced ones, a translated bundle imports back whole (exit 0, the new
# language recorded); a unit for a catalog that is gone makes import exit 1, the rest written.
app="$work/PackageApp"
mkdir -p "$app/App.xcodeproj" "$app/App/en.lproj" "$app/AppPackage/Sources/Feature/Resources/en.lproj"
cat > "$app/App.xcodeproj/project.pbxproj" <<'PBX'
// !$*UTF8*$!
{
	archiveVersion = 1;
	objects = {
		MAIN = {isa = PBXGroup; children = (APPGROUP, PACKAGES, ); sourceTree = "<group>"; };
		APPGROUP = {isa = PBXGroup; children = (STORE, ); path = App; sourceTree = "<group>"; };
		PACKAGES = {isa = PBXGroup; children = (PACKAGE, ); name = Packages; sourceTree = "<group>"; };
		STORE = {isa = PBXFileReference; path = AppStore.xcstrings; sourceTree = "<group>"; };
		PACKAGE = {isa = PBXFileReference; lastKnownFileType = wrapper; path = AppPackage; sourceTree = "<group>"; };
		FEATURE = {isa = XCSwiftPackageProductDependency; productName = Feature; };
		B1 = {isa = PBXBuildFile; productRef = FEATURE; };
		FRAMEWORKS = {isa = PBXFrameworksBuildPhase; files = (B1, ); };
		APP = {isa = PBXNativeTarget; buildPhases = (FRAMEWORKS, ); name = App; packageProductDependencies = (FEATURE, ); productType = "com.apple.product-type.application"; };
		ROOT = {isa = PBXProject; developmentRegion = en; knownRegions = (
				en,
				Base,
			); mainGroup = MAIN; targets = (APP, ); };
	};
	rootObject = ROOT;
}
PBX
printf '// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: "AppPackage", defaultLocalization: "en", targets: [.target(name: "Feature", resources: [.process("Resources")])])\n' > "$app/AppPackage/Package.swift"
printf 'import SwiftUI\nlet title = Text("Hello")\n' > "$app/AppPackage/Sources/Feature/Feature.swift"
printf '{\n  "sourceLanguage" : "en",\n  "strings" : {\n    "Hello" : {\n\n    }\n  },\n  "version" : "1.0"\n}\n' > "$app/AppPackage/Sources/Feature/Resources/Localizable.xcstrings"
printf '"title" = "Birds";\n' > "$app/AppPackage/Sources/Feature/Resources/en.lproj/Localizable.strings"
printf '{\n  "sourceLanguage" : "en",\n  "strings" : {\n    "Best app" : {\n\n    }\n  },\n  "version" : "1.0"\n}\n' > "$app/App/AppStore.xcstrings"
printf '"stray" = "Stray";\n' > "$app/App/en.lproj/Unreferenced.strings"
check "export of a project with a local package" "$xcedit" export "$app" --lang fr --out "$work/pkg-out"
xliff="$work/pkg-out/fr.xcloc/Localized Contents/fr.xliff"
check "the package's catalog and table and the group-only catalog are exported, the unreferenced table is not" python3 - "$xliff" <<'PY'
import re, sys
originals = re.findall(r'<file original="([^"]*)"', open(sys.argv[1]).read())
assert originals == ["App/AppStore.xcstrings", "AppPackage/Sources/Feature/Resources/en.lproj/Localizable.strings",
                     "AppPackage/Sources/Feature/Resources/Localizable.xcstrings"], originals
PY
python3 - "$xliff" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
text = re.sub(r'<source>([^<]*)</source>\n', lambda m: m.group(0) + '        <target state="translated">fr ' + m.group(1) + '</target>\n', text)
open(sys.argv[1], "w").write(text)
PY
cp -R "$app" "$work/PackageApp-copy"
check_output "every translated unit imports, the language is recorded" "Added fr to the project's knownRegions." "$xcedit" import "$work/pkg-out/fr.xcloc" --project "$app"
check "the package's catalog has the translation" grep -q '"value" : "fr Hello"' "$app/AppPackage/Sources/Feature/Resources/Localizable.xcstrings"
check "the package's table has the translation" grep -q '"title" = "fr Birds";' "$app/AppPackage/Sources/Feature/Resources/fr.lproj/Localizable.strings"
check "the project lists fr" grep -q '^				fr,$' "$app/App.xcodeproj/project.pbxproj"
rm "$work/PackageApp-copy/AppPackage/Sources/Feature/Resources/Localizable.xcstrings"
check_exit 1 "a unit for a catalog that is gone: --dry-run exits 1" "$xcedit" import "$work/pkg-out/fr.xcloc" --project "$work/PackageApp-copy" --dry-run
check_exit 1 "a unit for a catalog that is gone: import exits 1" "$xcedit" import "$work/pkg-out/fr.xcloc" --project "$work/PackageApp-copy"
check "the rest was written" grep -q '"value" : "fr Best app"' "$work/PackageApp-copy/App/AppStore.xcstrings"
check_output "sync reads the package's target" "Localizable.xcstrings" "$xcedit" sync "$app" --dry-run

finish
