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

finish
