#!/usr/bin/env bash
# End to end: languages and variations in the real editor under tmux, on a copy of the
# sample project from which Ukrainian was taken out (catalogs and knownRegions):
#   (a) L adds Ukrainian (the picker filters as you type); it shows at 0% and is selected;
#   (b) the Ukrainian plural forms of a string typed one after the other (Tab), saved: the
#       catalog gains exactly them, knownRegions gains exactly one line;
#   (c) reopened, the sidebar shows Ukrainian's new progress, as `xcedit stats` counts it;
#   (d) v varies a plain string by two devices: the D marker, the forms on disk, fmt and lint;
#   (e) d in the languages pane removes Japanese from every string and from knownRegions.
# Files are checked with Python's json module, `xcedit fmt --check`, `lint` and `stats`.
name=editor-variations
source "$(dirname "$0")/tmux-helpers.bash"

project="$work/SampleProject"              # the copy the editor works on
folder="$project/BackyardBirds"
file="$folder/Localizable.xcstrings"
infoplist="$folder/InfoPlist.xcstrings"
pbxproj="$project/BackyardBirds.xcodeproj/project.pbxproj"
prepared="$work/prepared"                  # the project as prepared, to compare against
export PYTHONPATH="$work:$root/Tests/EndToEnd" PYTHONDONTWRITEBYTECODE=1

# Python helpers for the checks on the files, imported by the snippets below.
cat > "$work/checks.py" <<'EOF'
import difflib, json, re, sys
from catalog_files import load, assert_same



def languages(catalog):
    return {code for string in catalog["strings"].values() for code in string.get("localizations", {})}

def known_regions(path):
    """The knownRegions of a project.pbxproj, as written (quotes taken off)."""
    text = open(path, encoding="utf-8").read()
    block = re.search(r"knownRegions = \(\n(.*?)\n\t*\);", text, re.S)
    assert block, "no knownRegions list in the project file"
    return [line.strip().rstrip(",").strip('"') for line in block.group(1).split("\n")]

def line_changes(before_path, after_path):
    """The lines removed and added between two files, byte for byte (line ends kept)."""
    a = open(before_path, "rb").read().decode("utf-8").splitlines(keepends=True)
    b = open(after_path, "rb").read().decode("utf-8").splitlines(keepends=True)
    removed, added = [], []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag != "equal":
            removed += a[i1:i2]
            added += b[j1:j2]
    return removed, added
EOF



# open_editor: the editor on the copied BackyardBirds folder, waiting for its first screen.
open_editor() {
  # Forget the language the last session used: each scene starts as a first start does.
  rm -rf "$XDG_STATE_HOME"
  start 160 45 SampleProject/BackyardBirds
  expect_screen "the editor opens on Localizable.xcstrings" "Localizable.xcstrings · Arabic (ar) · 36 of 36 shown"
}



in_xcode_layout() {
  check "the saved catalog is in Xcode's layout (xcedit fmt --check)" "$xcedit" fmt --check "$file"
}

# ---------------------------------------------------------------------------------------
echo "== preparing a copy of the sample project without Ukrainian"
cp -R "$root/SampleProject" "$project"
if ! python3 - "$file" "$infoplist" "$pbxproj" <<'EOF'
from checks import *
*catalogs, pbxproj = sys.argv[1:]
for path in catalogs:
    catalog = load(path)
    assert "uk" in languages(catalog), f"{path} has no Ukrainian to take out"
    for string in catalog["strings"].values():
        string.get("localizations", {}).pop("uk", None)
        assert string.get("localizations") != {}, "a string would be left with no localizations"
    with open(path, "w", encoding="utf-8") as f:
        json.dump(catalog, f, ensure_ascii=False)
text = open(pbxproj, "rb").read()
assert text.count(b"\t\t\t\tuk,\n") == 1, "knownRegions has no uk line"
open(pbxproj, "wb").write(text.replace(b"\t\t\t\tuk,\n", b""))
EOF
then echo "FAILED: could not prepare the copy"; failed=$((failed + 1)); finish; exit 1; fi
check "xcedit fmt writes both catalogs back in Xcode's layout" "$xcedit" fmt "$file" "$infoplist"
check "fmt --check passes on the prepared catalogs" "$xcedit" fmt --check "$file" "$infoplist"
check "the prepared project has no Ukrainian anywhere" python3 - "$file" "$infoplist" "$pbxproj" <<'EOF'
from checks import *
*catalogs, pbxproj = sys.argv[1:]
for path in catalogs:
    assert "uk" not in languages(load(path)), path
assert "uk" not in known_regions(pbxproj), known_regions(pbxproj)
EOF
"$xcedit" lint --json "$file" > "$work/lint-prepared.json" && lint_status=0 || lint_status=$?
check "the prepared Localizable.xcstrings is lint-clean (exit 0, no errors)" python3 - "$work/lint-prepared.json" "$lint_status" <<'EOF'
from checks import *
report, status = load(sys.argv[1]), int(sys.argv[2])
assert status == 0 and report["errors"] == 0, (status, report["errors"])
EOF
cp -R "$project" "$prepared"

# ---------------------------------------------------------------------------------------
echo "== (a) L adds Ukrainian"
open_editor
expect_absent "Ukrainian is not in the sidebar before it is added" "Ukrainian"
press L "L opens the language picker" "Add a language · Enter adds"
type_text "ukr" "the picker shows the typed search" "Search: ukr"
expect_screen "the picker filters to Ukrainian" "Ukrainian · Українська"
press Enter "Enter adds Ukrainian and selects it" "Localizable.xcstrings · Ukrainian (uk) · 36 of 36 shown"
expect_match "Ukrainian is in the sidebar at 0%" "Ukrainian \(uk\) +0%"
expect_screen "the status line says where a save records it" "Added Ukrainian (uk); Ctrl-S records it in the knownRegions of"

# ---------------------------------------------------------------------------------------
echo "== (b) the Ukrainian plural forms, one after the other"
key="%lld feeders need a refill"
forms=(one few many other)
values=("%lld годівниця" "%lld годівниці" "%lld годівниць" "%lld годівниці")
filter_to "feeders need"
expect_screen "the plural string is the selected row" "Key        $key"
press Enter "Enter opens the field on the first form" "Edit · Ukrainian (uk) · one"
for i in "${!forms[@]}"; do
  type_text "${values[$i]}" "the field shows the typed ${forms[$i]} form" "Ukrainian ▸  ${values[$i]}"
  expect_match "the live check finds the placeholder in the ${forms[$i]} form" "Needs +%lld ✓"
  tmux_ send-keys -t main Tab
  if [ "$i" -lt $((${#forms[@]} - 1)) ]; then
    expect_screen "Tab commits and goes to the ${forms[$((i + 1))]} form" "Edit · Ukrainian (uk) · ${forms[$((i + 1))]}"
  fi
done
expect_screen "Tab on the last form commits and keeps the field open, saying so" "That is the last form of"
tmux_ send-keys -t main Enter
expect_gone "Enter closes the field" "Edit · Ukrainian (uk)"
expect_screen "the inspector lists Ukrainian's plural forms" "Plural forms for Ukrainian: one · few · many · other"
for i in "${!forms[@]}"; do
  expect_match "the inspector shows the ${forms[$i]} form translated" "│  ${forms[$i]} +[0-9.]+ +${values[$i]} +✓│"
done
press C-s "Ctrl-S saves and records the language in the project" "Saved Localizable.xcstrings (the project's languages: +uk)"
expect_gone "the modified marker goes after saving" "● modified"

check "the string has exactly the four typed Ukrainian forms, translated; the rest is as prepared" \
  python3 - "$prepared/BackyardBirds/Localizable.xcstrings" "$file" "$key" "${forms[@]}" "${values[@]}" <<'EOF'
from checks import *
prepared_path, path, key, *rest = sys.argv[1:]
forms, values = rest[:4], rest[4:]
after = load(path)
plural = after["strings"][key].get("localizations", {}).get("uk", {}).get("variations", {}).get("plural", {})
assert sorted(plural) == sorted(forms), f"Ukrainian plural forms on disk: {sorted(plural)}"
for form, value in zip(forms, values):
    assert plural[form] == {"stringUnit": {"state": "translated", "value": value}}, f"{form}: {plural[form]}"
expected = load(prepared_path)
expected["strings"][key]["localizations"]["uk"] = {"variations": {"plural": {
    form: {"stringUnit": {"state": "translated", "value": value}} for form, value in zip(forms, values)}}}
assert_same(after, expected)
EOF
in_xcode_layout
check "knownRegions gained uk: exactly one line added, the rest byte for byte" python3 - "$prepared/BackyardBirds.xcodeproj/project.pbxproj" "$pbxproj" <<'EOF'
from checks import *
before, after = sys.argv[1:]
removed, added = line_changes(before, after)
assert removed == [] and added == ["\t\t\t\tuk,\n"], f"removed {removed}, added {added}"
assert sorted(known_regions(after)) == sorted(known_regions(before) + ["uk"]), known_regions(after)
EOF
check "the other files of the project are untouched" \
  diff -r -x Localizable.xcstrings -x project.pbxproj "$prepared" "$project"

# ---------------------------------------------------------------------------------------
echo "== (c) reopened: Ukrainian's progress"
quit_cleanly
"$xcedit" stats --json "$file" > "$work/stats.json" && stats_status=0 || stats_status=$?
uk_percent=$(python3 - "$work/stats.json" "$stats_status" <<'EOF'
from checks import *
stats, status = load(sys.argv[1]), int(sys.argv[2])
assert status == 0, f"stats exit status {status}"
(catalog,) = stats["catalogs"]
fields = {"code", "name", "source", "progress", "total", "translated", "needsReview", "new", "problems"}
for language in catalog["languages"]:
    assert fields <= set(language), f"a language entry lacks {fields - set(language)}"
uk = next(l for l in catalog["languages"] if l["code"] == "uk")
assert uk["name"] == "Ukrainian" and uk["source"] is False, uk
assert (uk["translated"], uk["needsReview"], uk["new"]) == (1, 0, uk["total"] - 1), uk
assert uk["progress"] == 100 * uk["translated"] // uk["total"], uk
print(uk["progress"])
EOF
) || true
need "Ukrainian's progress from xcedit stats --json" "$uk_percent"
open_editor
expect_match "the sidebar shows Ukrainian at ${uk_percent}%" "Ukrainian \(uk\) +${uk_percent}%"

# ---------------------------------------------------------------------------------------
echo "== (d) v varies Cancel by device"
cp "$file" "$work/before-device.xcstrings"
cp "$pbxproj" "$work/before-device.pbxproj"
"$xcedit" lint --json "$file" > "$work/lint-before.json" && lint_before=0 || lint_before=$?
select_language en "["
filter_to "Cancel"
expect_screen "Cancel is the selected row" "Key        Cancel"
expect_absent "Cancel has no D marker before it is varied" "│Cancel +Cancel +D" -E
press v "v opens the device picker" "Vary by device · Space ticks · Enter applies"
expect_screen "the picker lists the devices, none ticked" "[ ] applevision"
press Space "Space ticks iphone" "[x] iphone"
tmux_ send-keys -t main Down Down Down
press Space "three times ↓ and Space tick mac" "[x] mac"
expect_absent "only iphone and mac are ticked" "\[x\] ipad|\[x\] ipod" -E
press Enter "Enter applies" "“Cancel” varies by device: iphone · mac · other"
expect_gone "the picker closes" "Vary by device · Space ticks"
expect_match "the table marks Cancel with D" "│Cancel +Cancel +D "
expect_screen "the inspector lists the device forms" "Device forms for English"
press C-s "Ctrl-S saves" "Saved Localizable.xcstrings"
expect_gone "the modified marker goes after saving" "● modified"

check "every localization of Cancel varies by iphone, mac and other; the rest is unchanged" \
  python3 - "$work/before-device.xcstrings" "$file" <<'EOF'
from checks import *
before_path, path = sys.argv[1:]
before, after = load(before_path), load(path)
source = before["sourceLanguage"]
expected = load(before_path)
localizations = expected["strings"]["Cancel"]["localizations"]
assert len(localizations) >= 2, localizations
for code, localization in localizations.items():
    assert set(localization) == {"stringUnit"}, f"{code} was not a plain value: {localization}"
    unit = localization["stringUnit"]
    # Made-up forms: the source text, translated, in the source language (it is the
    # reference); empty and new in a translation; the value the language had becomes the
    # other form.
    made_up = {"state": "translated", "value": unit["value"]} if code == source else {"state": "new", "value": ""}
    localizations[code] = {"variations": {"device": {
        "iphone": {"stringUnit": made_up}, "mac": {"stringUnit": dict(made_up)}, "other": {"stringUnit": unit}}}}
for code, localization in after["strings"]["Cancel"]["localizations"].items():
    assert list(localization.get("variations", {}).get("device", {})) == ["iphone", "mac", "other"], f"{code}: {localization}"
assert_same(after, expected)
EOF
in_xcode_layout
"$xcedit" lint --json "$file" > "$work/lint-after.json" && lint_after=0 || lint_after=$?
check "lint finds no error before or after varying (exit 0 both times)" python3 - "$work/lint-before.json" "$lint_before" "$work/lint-after.json" "$lint_after" <<'EOF'
from checks import *
before, before_status, after, after_status = load(sys.argv[1]), int(sys.argv[2]), load(sys.argv[3]), int(sys.argv[4])
assert (before["errors"], before_status) == (0, 0), f"before: {before['errors']} errors, exit {before_status}"
assert (after["errors"], after_status) == (0, 0), f"after: {[p for c in after['catalogs'] for p in c['problems'] if p['severity'] == 'error']}, exit {after_status}"
EOF
check "the project file is unchanged by a variation" cmp "$work/before-device.pbxproj" "$pbxproj"

# ---------------------------------------------------------------------------------------
echo "== (e) d in the languages pane removes Japanese"
cp "$file" "$work/before-removal.xcstrings"
cp "$pbxproj" "$work/before-removal.pbxproj"
infoplist="$(dirname "$file")/InfoPlist.xcstrings"
cp "$infoplist" "$work/before-removal-infoplist.xcstrings"
# Removing a language reaches every catalog of the project: count Japanese in all of them.
catalogs=("$(dirname "$file")"/*.xcstrings)
ja_count=$(python3 -c 'import json, sys; print(sum("ja" in s.get("localizations", {}) for f in sys.argv[1:] for s in json.load(open(f, encoding="utf-8"))["strings"].values()))' "${catalogs[@]}") || true
need "the number of strings with Japanese" "$ja_count"
press / "/ reopens the filter" "Filter: Cancel"
press Escape "Esc clears the filter" "Localizable.xcstrings · English (en) · 36 of 36 shown"
# Tab twice: the table, the inspector, the languages pane; there ↓ changes the language.
tmux_ send-keys -t main Tab Tab
for ((i = 0; i < 10; i++)); do
  screen | grep -qF "Localizable.xcstrings · Japanese (ja) · " && break
  title=$(screen | grep -o 'Localizable.xcstrings · [^·]*·' | head -1 || true)
  tmux_ send-keys -t main Down
  wait_gone "$title" || break
done
expect_screen "↓ in the languages pane reaches Japanese" "Localizable.xcstrings · Japanese (ja) · 36 of 36 shown"
if [ "$ja_count" = 1 ]; then counted="1 string"; else counted="$ja_count strings"; fi
press d "d asks, naming the count" "Remove Japanese (ja)? Its translations of $counted go from ${#catalogs[@]}"
expect_screen "the question offers y and n" "y remove   n cancel"
press y "y removes Japanese" "Removed Japanese"
expect_gone "Japanese leaves the sidebar" "Japanese (ja)"
press C-s "Ctrl-S saves every catalog of the project" "Saved Broken.xcstrings, InfoPlist.xcstrings, Localizable.xcstrings (the project"
expect_gone "the modified marker goes after saving" "● modified"

check "no string has Japanese any more; nothing else changed" python3 - "$work/before-removal.xcstrings" "$file" <<'EOF'
from checks import *
before_path, path = sys.argv[1:]
after, expected = load(path), load(before_path)
assert "ja" not in languages(after), [k for k, s in after["strings"].items() if "ja" in s.get("localizations", {})]
for string in expected["strings"].values():
    string.get("localizations", {}).pop("ja", None)
assert_same(after, expected)
EOF
in_xcode_layout
check "InfoPlist.xcstrings lost Japanese too; nothing else changed" python3 - "$work/before-removal-infoplist.xcstrings" "$infoplist" <<'EOF'
from checks import *
before_path, path = sys.argv[1:]
after, expected = load(path), load(before_path)
assert "ja" not in languages(after)
for string in expected["strings"].values():
    string.get("localizations", {}).pop("ja", None)
assert_same(after, expected)
EOF
check "knownRegions lost ja: exactly one line removed, the rest byte for byte" python3 - "$work/before-removal.pbxproj" "$pbxproj" <<'EOF'
from checks import *
before, after = sys.argv[1:]
removed, added = line_changes(before, after)
assert removed == ["\t\t\t\tja,\n"] and added == [], f"removed {removed}, added {added}"
assert known_regions(after) == [code for code in known_regions(before) if code != "ja"], known_regions(after)
EOF
quit_cleanly

open_editor
expect_match "reopened, the sidebar still shows Ukrainian" "Ukrainian \(uk\) +${uk_percent}%"
expect_absent "reopened, the sidebar has no Japanese" "Japanese (ja)"
quit_cleanly

finish
