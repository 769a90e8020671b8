#!/usr/bin/env bash
# End to end: the translation memory in the editor, in the real binary under tmux. Two
# catalogs are open, one with French translations; on an untranslated string of the other,
# the inspector's Memory section offers a translation of a similar source, 1 inserts it (its
# placeholder mapped to this source's), Ctrl-S saves it needs_review, u undoes it. A third
# catalog, named by memory.paths in the user's config, is searched by the concordance (/
# then Ctrl-F), and Enter on a hit of an open catalog goes there.
name=editor-memory
source "$(dirname "$0")/tmux-helpers.bash"
export PYTHONPATH="$root/Tests/EndToEnd"
mkdir -p "$work/Project" "$work/config/xcedit" "$work/Elsewhere"
# The user's config names a folder of other catalogs for the memory.
export XDG_CONFIG_HOME="$work/config"
printf 'memory.paths = %s\n' "$work/Elsewhere" > "$work/config/xcedit/config"
home="$work/Project/Localizable.xcstrings"
python3 - "$home" "$work/Project/Shop.xcstrings" "$work/Elsewhere/Garden.xcstrings" <<'PY'
import json, sys
def catalog(strings):
    return json.dumps({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, indent=2, ensure_ascii=False) + "\n"
def fr(value, state="translated"):
    return {"localizations": {"fr": {"stringUnit": {"state": state, "value": value}}}}
open(sys.argv[1], "w").write(catalog({
    "Welcome back, %lld!": {},
    "Nothing to suggest here": {},
    "Cancel": fr("Annuler"),
}))
open(sys.argv[2], "w").write(catalog({
    "Welcome back, %@!": fr("Bon retour, %@ !"),
    "Feed the birds": fr("Nourrir les oiseaux"),
}))
open(sys.argv[3], "w").write(catalog({
    "Water the roses": fr("Arroser les rosiers"),
}))
PY

start 100 30 Project --lang fr
expect_screen "the editor opens on French" "Localizable.xcstrings · French (fr)"
tmux_ send-keys -t main ":"
tmux_ send-keys -t main -l "Welcome"
press Enter "the untranslated string is selected" "Key        Welcome back, %lld!"
expect_screen "the memory's match from the other catalog is offered" "Bon retour, %@ !"
expect_match "numbered, with its score and where it came from" "1 [0-9]+% +Bon retour"
expect_screen "its origin: file and key" "Shop.xcstrings · Welcome back, %@!"
press 1 "1 inserts it as a draft" "inserted as needs_review"
expect_screen "the value shows with its placeholder mapped" "Bon retour, %lld !"
press C-s "Ctrl-S saves" "Saved"
check "the draft is on disk, needs_review, its placeholder this source's" python3 - "$home" <<'PY'
import sys
from catalog_files import load
unit = load(sys.argv[1])["strings"]["Welcome back, %lld!"]["localizations"]["fr"]["stringUnit"]
assert unit == {"state": "needs_review", "value": "Bon retour, %lld !"}, unit
PY
press u "u undoes the insertion" "Undone"
press C-s "Ctrl-S saves the undo" "Saved"
check "the string has no French again" python3 - "$home" <<'PY'
import sys
from catalog_files import load
string = load(sys.argv[1])["strings"]["Welcome back, %lld!"]
assert "fr" not in string.get("localizations", {}), string
PY

# A string nothing resembles: the section says so.
tmux_ send-keys -t main ":"
tmux_ send-keys -t main -l "Nothing"
press Enter "the other string is selected" "Key        Nothing to suggest here"
expect_screen "no match, said plainly" "no match among"

# Concordance: / then Ctrl-F, over the open catalogs and memory.paths.
press / "/ starts the filter" "Filter:"
press C-f "Ctrl-F switches to the concordance" "Find in memory:"
type_text "ROSIER" "a translation of the catalog in memory.paths is found, case ignored" "Arroser les rosiers"
expect_screen "with where it is" "Garden.xcstrings · Water the roses"
press Enter "Enter on a hit of a catalog not open says so" "which is not open here"
tmux_ send-keys -t main C-u
type_text "oiseaux" "a translation of an open catalog" "Nourrir les oiseaux"
press Enter "Enter goes to its string" "Key        Feed the birds"
expect_screen "in its catalog" "Shop.xcstrings · French (fr)"
expect_gone "the concordance is closed" "Find in memory:"
press / "/ again" "Filter:"
press C-f "the concordance again" "Find in memory:"
press Escape "Esc leaves it" "Shop.xcstrings · French (fr)"
expect_gone "the pane is gone" "Find in memory:"
quit_cleanly
finish
