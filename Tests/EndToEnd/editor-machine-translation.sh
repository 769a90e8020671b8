#!/usr/bin/env bash
# End to end: T in the real editor under tmux, with the fake provider (no network) named in
# the user's settings file: the editor stays usable while the provider works, the drafts
# arrive as one step that u undoes, Ctrl-S saves them; a failing provider changes nothing.
name=editor-machine-translation
source "$(dirname "$0")/tmux-helpers.bash"
cp -R "$root/SampleProject" "$work/"
catalog="$work/SampleProject/BackyardBirds/Localizable.xcstrings"
cp "$catalog" "$work/original.xcstrings"
mkdir -p "$work/config/xcedit"
settings() { printf 'translate.provider = python3 %s %s\n' "$root/Tests/EndToEnd/fake_provider.py" "$1" > "$work/config/xcedit/config"; }
export XDG_CONFIG_HOME="$work/config"

settings slow
start 120 40 SampleProject --lang ar
expect_screen "opens on Arabic" "Localizable.xcstrings · Arabic (ar)"
press ":" ": asks for a key" "Go to key:"
type_text "%lld feeders" "the plural string is selected" "Key        %lld feeders need a refill"
tmux_ send-keys -t main Enter
press T "T says the provider is at work" "translating into ar…"
press j "the editor goes on meanwhile" "Key        %lld photos"
expect_screen "the drafts arrive as one step" "6 drafts for “%lld feeders need a refill” in Arabic, needs_review (u undoes)"
press u "u takes them all back" "Undone: Machine translation into Arabic: 6 drafts"
press C-r "Ctrl-R puts them back" "Redone: Machine translation into Arabic: 6 drafts"
press C-s "Ctrl-S saves" "Saved Localizable.xcstrings"
quit_cleanly
check "the saved file has every Arabic plural form, needs review, with the placeholder" python3 -c "
import json, sys
forms = json.load(open(sys.argv[1]))['strings']['%lld feeders need a refill']['localizations']['ar']['variations']['plural']
assert sorted(forms) == ['few', 'many', 'one', 'other', 'two', 'zero'], sorted(forms)
for category, form in forms.items():
    unit = form['stringUnit']
    assert unit['state'] == 'needs_review' and unit['value'].startswith('[ar %s ' % category) and '%lld' in unit['value'], unit
" "$catalog"

cp "$work/original.xcstrings" "$catalog"
settings fail
start 120 40 SampleProject --lang ar
expect_screen "opens on Arabic again" "Localizable.xcstrings · Arabic (ar)"
press ":" ": asks for a key" "Go to key:"
type_text "Pack of 12" "a string without Arabic is selected" "Key        Pack of 12"
tmux_ send-keys -t main Enter
press T "a failing provider is an error that says why" "failed, nothing changed: the translation provider exited with status 1"
expect_absent "nothing to save" "● modified"
quit_cleanly
check "the file is as it was" cmp -s "$catalog" "$work/original.xcstrings"

finish
