#!/usr/bin/env bash
# End to end: what translators expect of the editor, in the real binary under tmux. Opens on
# the language asked for (--lang) or the one last used (kept in the state folder, never
# beside the catalogs); goes to a key by typing its beginning; shows every other language
# in the inspector; copies a value to the clipboard through OSC 52 (tmux keeps it as a
# buffer); opens a field at the start of its value, wraps a long value; Enter commits and
# moves on to the next string to do (w switches it); x and X walk the problems.
name=editor-translating
source "$(dirname "$0")/tmux-helpers.bash"
cp -R "$root/SampleProject" "$work/"
export PYTHONPATH="$root/Tests/EndToEnd"
# The editor's state folder is $XDG_STATE_HOME/xcedit (tmux-helpers.bash makes it private).
files_before=$(cd "$work/SampleProject" && find . | sort)
catalog="$work/SampleProject/BackyardBirds/Localizable.xcstrings"

start 100 30 SampleProject --lang uk
expect_screen "--lang uk opens on Ukrainian" "Localizable.xcstrings · Ukrainian (uk) · 36 of 36 shown"
tmux_ set-option -g set-clipboard on

# Go to a key by typing its beginning (case does not matter); Enter stays there.
press ":" ": asks for the beginning of a key" "Go to key:"
type_text "feederstatus.l" "the first key that starts so is selected" "Key        feederStatus.lowOnSeed"
tmux_ send-keys -t main Enter
expect_gone "Enter stays on the key found" "Go to key:"

# Every other language of the string, with its state, at the end of the inspector (a
# taller window shows it whole).
tmux_ resize-window -t main -x 100 -y 50
expect_screen "the inspector has a section for the other languages" "Other languages"
expect_match "it lists German with its value" "German +✓ +Das Futter wird knapp"
expect_match "and Arabic, which has none yet" "Arabic +NEW +—"
tmux_ resize-window -t main -x 100 -y 30
expect_gone "back to 100×30" "Other languages"

# y copies the selected value to the clipboard: tmux takes the OSC 52 sequence as a buffer.
tmux_ send-keys -t main ":"
tmux_ send-keys -t main -l "Done"
press Enter "Done is selected" "Key        Done"
press y "y says what it copied" "Copied the Ukrainian value of “Done”"
copied=""
for ((i = 0; i < 100; i++)); do copied=$(tmux_ show-buffer 2>/dev/null || true); [ -n "$copied" ] && break; sleep 0.05; done
if [ "$copied" = "Готово" ]; then pass; else fail "the clipboard holds the value (got '$copied')"; fi

# A field opens with the cursor at the start of its value.
press Enter "Enter opens the field" "Edit · Ukrainian (uk)"
cursor=$(tmux_ display -p -t main '#{cursor_x} #{cursor_y}')
if screen | python3 -c '
import sys
x, y = map(int, sys.argv[1].split())
line = sys.stdin.read().split("\n")[y]
sys.exit(0 if "Ukrainian" in line and line.find("Готово") == x else 1)' "$cursor"; then pass; else fail "the cursor is at the start of the value ($cursor)"; fi
tmux_ send-keys -t main Escape
expect_gone "Esc closes the field" "Edit · Ukrainian"

# A long value wraps to the pane; Enter commits it and opens the next string to do.
long="Корм закінчується: час наповнити годівницю, поки птахи не полетіли до сусідів по вулиці"
tmux_ send-keys -t main ":"
tmux_ send-keys -t main -l "feederStatus.low"
press Enter "back on the new string" "Key        feederStatus.lowOnSeed"
press Enter "the field opens on it" "Edit · Ukrainian (uk)"
tmux_ send-keys -t main -l "$long"
expect_match "the value's first words are on the field's first row" "Ukrainian( ▸)? +Корм закінчується: час"
expect_match "its last words on a row of their own below" "│ {11}[^│]*по вулиці"
tmux_ send-keys -t main Enter
expect_gone "Enter leaves the committed string" "Key        feederStatus.lowOnSeed"
expect_screen "and opens the next string to do" "Edit · Ukrainian (uk)"
tmux_ send-keys -t main Escape
press w "w switches moving on off" "Enter now saves and stays on the string"
press w "w switches it back on" "Enter now saves and moves on"

press C-s "Ctrl-S saves" "Saved"
check "the long value is saved, translated" python3 - "$catalog" "$long" <<'PY'
import sys
from catalog_files import load
unit = load(sys.argv[1])["strings"]["feederStatus.lowOnSeed"]["localizations"]["uk"]["stringUnit"]
assert unit == {"state": "translated", "value": sys.argv[2]}, unit
PY
quit_cleanly

# The language is remembered in the state folder, for every catalog that has it, and no
# file appeared beside the catalogs.
check "the state file names Ukrainian for the catalog" python3 - "$XDG_STATE_HOME/xcedit/languages.json" "$catalog" <<'PY'
import json, os, sys
entries = json.load(open(sys.argv[1]))["catalogs"]
mine = [e for e in entries if e["path"] == os.path.realpath(sys.argv[2])]
assert mine and mine[0]["language"] == "uk", entries
PY
files_after=$(cd "$work/SampleProject" && find . | sort)
if [ "$files_before" = "$files_after" ]; then pass; else fail "no file appears beside the catalogs: $(diff <(echo "$files_before") <(echo "$files_after"))"; fi

# Without --lang, the editor reopens Ukrainian.
start 100 30 SampleProject
expect_screen "the last language used reopens" "Localizable.xcstrings · Ukrainian (uk) · 36 of 36 shown"
press w "w switches moving on off" "Enter now saves and stays on the string"
quit_cleanly
check "the state file keeps that Enter stays" python3 -c 'import json, sys; assert json.load(open(sys.argv[1]))["enterMovesOn"] is False' "$XDG_STATE_HOME/xcedit/languages.json"

# x and X walk the errors and warnings of the selected language, naming each.
start 120 40 SampleProject/BackyardBirds/Broken.xcstrings --lang DE
expect_screen "--lang matches the code whatever its case" "Broken.xcstrings · German (de)"
tmux_ send-keys -t main x
expect_match "x names the problem in the status line" "^ *(error|warning): "
first=$(screen | grep -o 'Key        .*' | head -1)
tmux_ send-keys -t main x
expect_gone "x goes on to the next string with a problem" "$first"
press X "X goes back to the previous one" "$first"
# Enter stays, as the last session left it.
press Enter "Enter opens the field" "Edit · German (de)"
tmux_ send-keys -t main Enter
expect_gone "Enter closes the field and stays, as w was left" "Edit · German (de)"
expect_screen "on the same string" "$first"
quit_cleanly

# A malformed state file is ignored and replaced; an unwritable one is a note on exit.
printf '{"catalogs": [oops' > "$XDG_STATE_HOME/xcedit/languages.json"
start 100 30 SampleProject
expect_screen "a malformed state file opens the default language" "Localizable.xcstrings · Arabic (ar) · 36 of 36 shown"
quit_cleanly
check "the state file is valid again" python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$XDG_STATE_HOME/xcedit/languages.json"
echo "not a folder" > "$work/blocked"
export XDG_STATE_HOME="$work/blocked/state"
start 100 30 SampleProject
expect_screen "an unusable state folder does not stop the editor" "Localizable.xcstrings · Arabic (ar)"
quit_cleanly

# A language no catalog has: an error before any screen.
message=$("$xcedit" "$work/SampleProject" --lang xx 2>&1) && status=0 || status=$?
if [ "$status" = "1" ] && grep -q "no catalog under .* has this language" <<< "$message"; then pass; else fail "--lang xx gives an error and status 1 ($status: $message)"; fi

finish
