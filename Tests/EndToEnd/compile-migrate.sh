#!/usr/bin/env bash
# End to end: `xcedit compile` and `xcedit migrate` with the real binary on a copy of the
# sample project; the compiled files are checked with Python's plistlib (and plutil -lint
# where it exists), and migrating them back must give the catalogs' values.
name=compile-migrate.sh
source "$(dirname "$0")/e2e-helpers.bash"
copy_sample_project
catalogs=("$work"/SampleProject/BackyardBirds/*.xcstrings)

out="$work/compiled"
check "compile writes the sample project's tables" "$xcedit" compile "${catalogs[@]}" --output-directory "$out"
check "compile makes a .lproj folder per language with values" test -f "$out/fr.lproj/Localizable.strings" -a -f "$out/fr.lproj/Localizable.stringsdict" -a -f "$out/en.lproj/InfoPlist.strings"
check "every value is where it belongs (plistlib)" python3 "$root/Tests/EndToEnd/compiled_files.py" "$out" "${catalogs[@]}"
if command -v plutil >/dev/null 2>&1; then
  check "plutil -lint accepts every compiled file" bash -o pipefail -c "find '$out' -type f -print0 | xargs -0 plutil -lint >/dev/null"
else
  echo "plutil not found: lint skipped"
fi
check "the .strings are XML property lists with tabs, as Xcode writes them" bash -o pipefail -c "head -4 '$out/fr.lproj/Localizable.strings' | grep -q '^<dict>' && grep -q \$'^\\t<key>' '$out/fr.lproj/Localizable.strings'"

text="$work/text"
check "compile --format text writes readable .strings" bash -c "'$xcedit' compile '${catalogs[0]}' -o '$text' --format text >/dev/null && grep -q '\" = \"' '$text/fr.lproj/Broken.strings'"

# Migrating the compiled files back gives the catalogs' values and forms.
check_output "migrate --dry-run lists the catalogs" "Localizable.xcstrings: would write" "$xcedit" migrate "$out" --dry-run
check "migrate --dry-run writes nothing" test ! -e "$out/Localizable.xcstrings"
check "migrate writes one catalog per table" "$xcedit" migrate "$out" --source-language en
check "the migrated catalogs are in Xcode's layout" "$xcedit" fmt --check "$out"
check "migrated values equal the sample project's" python3 - "$work/SampleProject/BackyardBirds/Localizable.xcstrings" "$out/Localizable.xcstrings" <<'PY'
import json, sys
def values(path):
    out = {}
    def walk(loc, where):
        if "stringUnit" in loc: out[where] = loc["stringUnit"]["value"]
        for kind, forms in loc.get("variations", {}).items():
            for name, form in forms.items(): walk(form, where + (kind, name))
        for name, sub in loc.get("substitutions", {}).items():
            for kind, forms in sub.get("variations", {}).items():
                for form_name, form in forms.items(): walk(form, where + ("substitutions", name, kind, form_name))
    for key, string in json.load(open(path, encoding="utf-8"))["strings"].items():
        for language, loc in string.get("localizations", {}).items(): walk(loc, (key, language))
    return out
original, migrated = values(sys.argv[1]), values(sys.argv[2])
assert original == migrated, sorted(set(original.items()) ^ set(migrated.items()))[:5]
PY

# A .strings file with an unescaped quote mid-file: a positioned error; as Xcode does, the
# other languages are migrated, the broken file is left out and kept, and the run fails.
legacy="$work/legacy"
mkdir -p "$legacy/en.lproj" "$legacy/fr.lproj"
printf '"a" = "1";\n"b" = "say "hi" now";\n' > "$legacy/en.lproj/Localizable.strings"
printf '"a" = "un";\n' > "$legacy/fr.lproj/Localizable.strings"
message=$("$xcedit" migrate "$legacy" --delete-originals 2>&1) && status=0 || status=$?
check "malformed .strings exits 1" test "$status" -eq 1
check "malformed .strings names file, line and column" grep -q 'en.lproj/Localizable.strings:2:13: error: ' <<< "$message"
check "the other languages are migrated" grep -q '"un"' "$legacy/Localizable.xcstrings"
check "the malformed file is kept, even with --delete-originals" test -e "$legacy/en.lproj/Localizable.strings"
check "a migrated file is deleted with --delete-originals" test ! -e "$legacy/fr.lproj/Localizable.strings"
"$xcedit" compile "${catalogs[0]}" 2>/dev/null && status=0 || status=$?
check "compile without --output-directory exits 2" test "$status" -eq 2

finish
