#!/usr/bin/env bash
# End to end, on a copy of the sample project:
#   (a) `e` hands a value to $EDITOR (a fake editor here: sed) and commits what it wrote;
#   (b) SIGTERM with unsaved changes writes a recovery copy beside the catalog and exits 143,
#       the catalog untouched; the next start says so, restores the changes on `r`, and a
#       save writes them and removes the copy; SIGHUP does the same with 129;
#   (c) without unsaved changes, SIGTERM writes no copy.
name=editor-recovery
source "$(dirname "$0")/tmux-helpers.bash"

copy_sample_project
copy="$catalog.xcedit-recovery"

fr_value() { # key → the French plain value in the catalog file $2 (default: the catalog)
  python3 -c 'import json,sys; print(json.load(open(sys.argv[2]))["strings"][sys.argv[1]]["localizations"]["fr"]["stringUnit"]["value"])' "$1" "${2:-$catalog}"
}
fr_state() {
  python3 -c 'import json,sys; print(json.load(open(sys.argv[2]))["strings"][sys.argv[1]]["localizations"]["fr"]["stringUnit"]["state"])' "$1" "${2:-$catalog}"
}
select_french_feeder() {
  # ] until French: the editor may reopen the language it last used.
  select_language fr
  tmux_ send-keys -t main '/'
  type_text 'Feeder' "filter typed" "/Feeder"
  tmux_ send-keys -t main Enter
  # The table is in key order; among the rows the filter keeps, select "Feeder" itself:
  # one j at a time, each time waiting until the inspector shows the next key.
  local key
  for _ in $(seq 1 10); do
    key=$(screen | grep -o '││Key        .*│' | head -1 | sed -E 's/^││Key        //; s/ *│.*$//')
    [ "$key" = Feeder ] && break
    tmux_ send-keys -t main j
    wait_gone "Key        $key  " || break
  done
  expect_screen "Feeder selected" "Key        Feeder  "
}
terminate() { # signal
  local pane; pane=$(tmux_ display -p -t main '#{pane_pid}')
  pkill "-$1" -P "$pane" -x xcedit || true
}

echo "== (a) e edits in \$EDITOR"
# The fake editor replaces the value line (the first line) and leaves the context lines.
cat > "$work/fake-editor" <<'EOS'
#!/bin/sh
sed -i '1s/.*/Mangeoire à graines\nsur deux lignes/' "$1"
EOS
chmod +x "$work/fake-editor"
tmux_ new-session -d -s main -x 120 -y 40 \
  "cd '$work' && EDITOR='$work/fake-editor' VISUAL= TERM=tmux-256color '$xcedit' SampleProject; echo \$? > '$work/status'; sleep 600"
expect_screen "editor started" "Localizable.xcstrings"
select_french_feeder
press e "the edited value is committed" "Mangeoire à graines↵sur"
expect_screen "and the catalog is modified" "● modified"
press C-s "saved" "Saved Localizable.xcstrings"
value=$(fr_value Feeder)
if [ "$value" = $'Mangeoire à graines\nsur deux lignes' ] && [ "$(fr_state Feeder)" = translated ]; then pass; else fail "the file has the editor's text, translated (got '$value')"; fi
if "$xcedit" fmt --check "$catalog" >/dev/null; then pass; else fail "fmt --check after e"; fi
tmux_ send-keys -t main q
status=$(wait_exit)
if [ "$status" = 0 ]; then pass; else fail "q exits 0 (got $status)"; fi
tmux_ kill-server 2>/dev/null || true
cp "$catalog" "$work/saved.xcstrings"

echo "== (b) SIGTERM with unsaved changes, then restore"
start 120 40 SampleProject
expect_screen "editor started" "Localizable.xcstrings"
select_french_feeder
press Enter "field open" "Edit · French (fr)"
# The value has two lines now and the field opens at its start: Ctrl-K empties the line,
# joins the next one to it, empties that.
tmux_ send-keys -t main C-k C-k C-k
tmux_ send-keys -t main -l 'Mangeoire récupérée 餌台'
press Enter "modified" "● modified"
terminate TERM
status=$(wait_exit)
if [ "$status" = 143 ]; then pass; else fail "SIGTERM exits 143 (got $status)"; fi
if cmp -s "$catalog" "$work/saved.xcstrings"; then pass; else fail "the catalog is untouched"; fi
if [ -f "$copy" ] && [ "$(fr_value Feeder "$copy")" = 'Mangeoire récupérée 餌台' ]; then pass; else fail "the recovery copy has the unsaved value"; fi
# xcedit reads only .xcstrings files: the copy is read under that name, and must be a catalog
# in Xcode's layout.
cp "$copy" "$work/recovery-copy.xcstrings"
check "the recovery copy is a valid catalog in Xcode's layout" "$xcedit" fmt --check "$work/recovery-copy.xcstrings"
report=$("$xcedit" stats "$work/SampleProject") && status=0 || status=$?
if [ "$status" = 0 ] && grep -qF "BackyardBirds/Localizable.xcstrings" <<< "$report" && ! grep -qF "xcedit-recovery" <<< "$report"; then pass
else fail "stats lists the catalogs and not the copy (exit status $status)"; fi
tmux_ kill-server 2>/dev/null || true

start 120 40 SampleProject
expect_screen "the next start says so" "ended with unsaved changes to"
expect_screen "naming the copy" "Localizable.xcstrings.xcedit-recovery."
expect_screen "and offers to restore" "r restore"
press r "restored" "Restored 1 changed string"
expect_screen "unsaved" "● modified"
press C-s "saved" "Saved Localizable.xcstrings"
for _ in $(seq 1 100); do [ -f "$copy" ] || break; sleep 0.05; done
if [ ! -f "$copy" ]; then pass; else fail "saving the restored changes removes the copy"; fi
if [ "$(fr_value Feeder)" = 'Mangeoire récupérée 餌台' ]; then pass; else fail "the restored value is saved"; fi
tmux_ send-keys -t main q
status=$(wait_exit)
if [ "$status" = 0 ]; then pass; else fail "q exits 0 (got $status)"; fi
tmux_ kill-server 2>/dev/null || true

echo "== (b) SIGHUP, then delete the copy"
start 120 40 SampleProject
expect_screen "editor started" "Localizable.xcstrings"
select_french_feeder
press R "modified" "● modified"
terminate HUP
status=$(wait_exit)
if [ "$status" = 129 ]; then pass; else fail "SIGHUP exits 129 (got $status)"; fi
if [ -f "$copy" ] && [ "$(fr_state Feeder "$copy")" = needs_review ]; then pass; else fail "the copy has the change"; fi
tmux_ kill-server 2>/dev/null || true
cp "$catalog" "$work/before-delete.xcstrings"
start 120 40 SampleProject
expect_screen "asked again" "Restore them?"
press d "deleted" "Deleted"
for _ in $(seq 1 100); do [ -f "$copy" ] || break; sleep 0.05; done
if [ ! -f "$copy" ]; then pass; else fail "d deletes the copy"; fi
if cmp -s "$catalog" "$work/before-delete.xcstrings"; then pass; else fail "deleting the copy leaves the catalog alone"; fi

echo "== (c) SIGTERM without unsaved changes"
terminate TERM
status=$(wait_exit)
if [ "$status" = 143 ]; then pass; else fail "SIGTERM exits 143 (got $status)"; fi
if [ ! -f "$copy" ]; then pass; else fail "no copy without unsaved changes"; fi

finish
