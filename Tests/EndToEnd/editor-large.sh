#!/usr/bin/env bash
# End to end, on a generated catalog of 13 MB (the benchmark's generator): a large catalog
# opens on its first strings while it is read whole, then
#   (a) becomes editable with every string counted; an edit undone and q leave the file's
#       bytes as they were;
#   (b) a catalog broken near its end ends the editor with its file:line:column error and
#       status 1, the terminal restored, as when the error is found before the screen starts.
name=editor-large
source "$(dirname "$0")/tmux-helpers.bash"

bench="$root/.build/debug/xcedit-bench"
if [ ! -x "$bench" ]; then
  echo "$name: $bench not built: skipped"
  finish
  exit 0
fi
"$bench" generate "$work/Large.xcstrings" --strings 1500 --languages 40 >/dev/null
cp "$work/Large.xcstrings" "$work/original.xcstrings"

echo "== (a) read in the background, then editable"
start 120 40 Large.xcstrings
expect_screen "the editor shows its first strings" "Languages"
expect_screen "then every string" "1500 of 1500 shown"
expect_gone "no longer reading" "Reading Large.xcstrings"
press Enter "Enter edits once read" "Edit · "
tmux_ send-keys -t main -l "Neu"
tmux_ send-keys -t main Enter Escape
expect_screen "the edit marks the catalog modified" "● modified"
press u "u undoes it" "Undone"
quit_cleanly
if cmp -s "$work/Large.xcstrings" "$work/original.xcstrings"; then pass; else fail "an undone edit and q leave the bytes as they were"; fi

echo "== (b) broken near its end"
# The last string's first state loses its opening quote.
python3 - "$work/Large.xcstrings" <<'PY'
import sys
path = sys.argv[1]
data = open(path, 'rb').read()
at = data.rfind(b'"state" : "')
open(path, 'wb').write(data[:at] + b'"state" : ' + data[at + len(b'"state" : "'):])
PY
start 120 40 Large.xcstrings
status=$(wait_exit)
if [ "$status" = "1" ]; then pass; else fail "a broken catalog ends the editor with status 1 (got $status)"; fi
expect_match "its error with the place" "Large.xcstrings:[0-9]+:[0-9]+: error: "
if [ "$(tmux_ display -p -t main '#{alternate_on}')" = 0 ]; then pass; else fail "the terminal is restored after the error"; fi
tmux_ kill-server 2>/dev/null || true

finish
