#!/usr/bin/env bash
# End to end: what translators ran into, in the real editor under tmux, on copies of the
# sample project:
#   (a) Arabic, `%lld birds at %lld feeders` (no Arabic yet): the value names both
#       substitutions; Tab walks all six forms of birds and then all six of feeders, every
#       one typed in Arabic; Tab on the last form keeps the field open, so a letter typed
#       next is text, not a command (`a` would open "New string"); saved, the string has
#       both substitutions and `xcedit lint` finds no error;
#   (b) three catalogs with Ukrainian: d in the languages pane removes it from all three
#       and from the project's languages; one u undoes it everywhere (nothing is left
#       modified), Ctrl-S has nothing to save, and every file is byte for byte as before;
#   (c) a folder with one unreadable catalog opens the others; the catalog picker lists the
#       broken one with its file:line:column error, and Enter on it does not open it.
name=editor-translator-flow
source "$(dirname "$0")/tmux-helpers.bash"

project="$work/SampleProject"
folder="$project/BackyardBirds"
file="$folder/Localizable.xcstrings"
key="%lld birds at %lld feeders"
export PYTHONPATH="$work:$root/Tests/EndToEnd" PYTHONDONTWRITEBYTECODE=1

# need WHAT VALUE...: stops the script when a value the next steps rely on is missing.
need() {
  local what=$1 value; shift
  for value in "$@"; do
    [ -n "$value" ] || { echo "FAILED: could not work out $what"; failed=$((failed + 1)); finish; exit 1; }
  done
}

# ---------------------------------------------------------------------------------------
echo "== (a) both substitutions typed in Arabic with Tab"
cp -R "$root/SampleProject" "$project"
check "the sample string has no Arabic yet and two substitutions in English" python3 - "$file" "$key" <<'EOF'
import sys
from catalog_files import load
path, key = sys.argv[1:]
localizations = load(path)["strings"][key]["localizations"]
assert "ar" not in localizations, sorted(localizations)
assert list(localizations["en"]["substitutions"]) == ["birds", "feeders"], localizations["en"]
EOF
start 160 45 SampleProject/BackyardBirds
expect_screen "the editor opens on Localizable.xcstrings in Arabic" "Localizable.xcstrings · Arabic (ar) · 36 of 36 shown"
filter_to "birds at"
expect_screen "the string is selected" "Key        $key"
press Enter "Enter opens the field on the value" "Edit · Arabic (ar) ─"
tmux_ send-keys -t main -l "%#@birds@ عند %#@feeders@"
expect_screen "the live check: birds is still to do, not an error" "to do: the forms of birds"
expect_screen "the live check: feeders is still to do, not an error" "to do: the forms of feeders"
expect_absent "no error for a substitution the Tab flow will reach" "has no substitution"

forms=()
for name_ in birds feeders; do
  for category in zero one two few many other; do forms+=("$name_ · $category"); done
done
declare -A word=([birds]="طائر" [feeders]="معلف")
for i in "${!forms[@]}"; do
  tmux_ send-keys -t main Tab
  form=${forms[$i]}
  expect_screen "Tab goes on to $form" "Edit · Arabic (ar) · $form"
  typed="%arg ${word[${form%% *}]} ${form##* }"
  type_text "$typed" "the field shows the typed $form form" "$typed"
done
press Tab "Tab on the last form keeps the field open and says so" "That is the last form of"
expect_screen "the field is still on the last form" "Edit · Arabic (ar) · feeders · other"
# What a translator types next goes into the field: `a` would open "New string".
type_text "a" "a letter typed after the last form is text in the field" "${word[feeders]} othera"
expect_absent "a typed letter runs no command" "New string"
tmux_ send-keys -t main BSpace Enter
expect_gone "Enter closes the field" "Edit · Arabic (ar)"
press C-s "Ctrl-S saves" "Saved Localizable.xcstrings"
quit_cleanly

check "Arabic has both substitutions, every form typed and translated; the rest of the file is as before" \
  python3 - "$root/SampleProject/BackyardBirds/Localizable.xcstrings" "$file" "$key" <<'EOF'
import sys
from catalog_files import load, assert_same
before_path, path, key = sys.argv[1:]
after = load(path)
arabic = after["strings"][key]["localizations"]["ar"]
assert arabic["stringUnit"] == {"state": "translated", "value": "%#@birds@ عند %#@feeders@"}, arabic["stringUnit"]
words = {"birds": "طائر", "feeders": "معلف"}
for argument, name in enumerate(["birds", "feeders"], start=1):
    substitution = arabic["substitutions"][name]
    assert substitution["argNum"] == argument and substitution["formatSpecifier"] == "lld", substitution
    plural = substitution["variations"]["plural"]
    assert sorted(plural) == sorted(["zero", "one", "two", "few", "many", "other"]), sorted(plural)
    for category, form in plural.items():
        assert form == {"stringUnit": {"state": "translated", "value": f"%arg {words[name]} {category}"}}, (name, category, form)
expected = load(before_path)
expected["strings"][key]["localizations"]["ar"] = arabic
assert_same(after, expected)
EOF
check "the saved catalog is in Xcode's layout" "$xcedit" fmt --check "$file"
"$xcedit" lint --json "$file" > "$work/lint.json" && lint_status=0 || lint_status=$?
check "xcedit lint finds no error (exit 0)" python3 - "$work/lint.json" "$lint_status" "$key" <<'EOF'
import sys
from catalog_files import load
report, status, key = load(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
text = repr(report)
assert status == 0 and report["errors"] == 0, (status, report["errors"], text[:2000])
EOF

# ---------------------------------------------------------------------------------------
echo "== (b) remove Ukrainian from three catalogs, then one undo"
tmux_ kill-server 2>/dev/null || true
rm -rf "$project"
cp -R "$root/SampleProject" "$project"
# Broken.xcstrings gets a Ukrainian translation too, so that all three catalogs have one.
check "a Ukrainian translation added to Broken.xcstrings" python3 - "$folder/Broken.xcstrings" <<'EOF'
import json, sys
from catalog_files import load
path = sys.argv[1]
catalog = load(path)
key = next(k for k, s in catalog["strings"].items() if "en" in s.get("localizations", {}) and "stringUnit" in s["localizations"]["en"])
catalog["strings"][key]["localizations"]["uk"] = {"stringUnit": {"state": "translated", "value": "Перевірка"}}
with open(path, "w", encoding="utf-8") as f:
    json.dump(catalog, f, ensure_ascii=False)
EOF
check "xcedit fmt writes it in Xcode's layout" "$xcedit" fmt "$folder/Broken.xcstrings"
prepared="$work/prepared"
cp -R "$project" "$prepared"
uk_strings=$(python3 - "$folder" <<'EOF'
import glob, sys
from catalog_files import load
print(sum(1 for path in glob.glob(sys.argv[1] + "/*.xcstrings")
          for string in load(path)["strings"].values() if "uk" in string.get("localizations", {})))
EOF
) || true
need "how many strings have Ukrainian" "$uk_strings"

start 160 45 SampleProject/BackyardBirds
expect_screen "the editor opens" "Localizable.xcstrings · Arabic (ar)"
tmux_ send-keys -t main BTab
select_language uk
press d "d asks, naming the strings" "Remove Ukrainian (uk)? Its translations of $uk_strings strings go from 3"
expect_screen "and the three catalogs" "catalogs of the project, and the project's languages lose it."
press y "y removes it from all three" "Removed Ukrainian from 3 catalogs (u undoes it in all 3 at once)"
expect_screen "the catalog is modified" "● modified"
expect_absent "Ukrainian left the sidebar" "Ukrainian (uk)"
tmux_ send-keys -t main o
expect_match "the picker shows InfoPlist.xcstrings changed too" "InfoPlist\.xcstrings"
tmux_ send-keys -t main Escape
expect_gone "Esc closes the picker" "Enter opens"
press u "one u undoes it in every catalog" "Undone: Remove Ukrainian (uk) (in 3 catalogs)"
expect_gone "nothing is left modified after the undo" "● modified"
expect_match "Ukrainian is back in the sidebar" "Ukrainian \(uk\) +[0-9]+%"
press C-s "Ctrl-S has nothing to save" "No changes to save"
quit_cleanly
check "every file of the project is byte for byte as before" diff -r "$prepared" "$project"

# ---------------------------------------------------------------------------------------
echo "== (c) one unreadable catalog in the folder"
tmux_ kill-server 2>/dev/null || true
# InfoPlist.xcstrings loses its last bytes: not JSON any more.
head -c 200 "$prepared/BackyardBirds/InfoPlist.xcstrings" > "$folder/InfoPlist.xcstrings"
error=$("$xcedit" lint "$folder/InfoPlist.xcstrings" 2>&1 >/dev/null | head -1 || true)
need "the reader's error for the broken catalog" "$error"
location=$(grep -oE 'InfoPlist\.xcstrings:[0-9]+:[0-9]+: error' <<< "$error" || true)
need "the error's file:line:column" "$location"
start 160 45 SampleProject/BackyardBirds
expect_screen "the editor opens the readable catalogs" "Localizable.xcstrings · Arabic (ar) · 36 of 36 shown"
expect_screen "the status line names the broken catalog" "Could not read InfoPlist.xcstrings; o lists it with the error"
press o "the picker lists it with its file:line:column error" "✗ SampleProject/BackyardBirds/$location"
tmux_ send-keys -t main End Enter
expect_screen "Enter on it says why it cannot open" "Cannot open InfoPlist.xcstrings:"
tmux_ send-keys -t main Escape
expect_gone "Esc closes the picker" "Enter opens"
quit_cleanly

finish
