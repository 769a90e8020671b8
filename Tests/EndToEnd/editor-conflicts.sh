#!/usr/bin/env bash
# End to end: merge conflicts resolved in the editor. A scratch repository with the merge
# driver (`xcedit git-setup`); two branches change the same German values differently in two
# strings, so `git merge` stops (exit 1) with the catalog unmerged. The editor opens on the
# conflicts filter; one conflict takes ours (<), the other theirs (>); Ctrl-S saves, y marks
# the file resolved (git add); git then lists nothing unmerged, and the committed merge
# holds both choices.
name=editor-conflicts
source "$(dirname "$0")/tmux-helpers.bash"
source "$(dirname "$0")/git-helpers.bash"

# set_de FAREWELL GREETING: the catalog with these German values, in Xcode's layout.
set_de() {
  python3 - "$catalog" "$@" <<'PY'
import json, sys
path, farewell, greeting = sys.argv[1:]
def string(english, german):
    return {"localizations": {"de": {"stringUnit": {"state": "translated", "value": german}},
                              "en": {"stringUnit": {"state": "translated", "value": english}}}}
catalog = {"sourceLanguage": "en", "version": "1.0",
           "strings": {"Farewell": string("Goodbye", farewell), "Greeting": string("Hello", greeting)}}
json.dump(catalog, open(path, "w", encoding="utf-8"), ensure_ascii=False)
PY
  "$xcedit" fmt "$catalog" >/dev/null
}

set_de "Tschüss" "Hallo"
(cd "$repo" && "$xcedit" git-setup >/dev/null)
git -C "$repo" add -A && git -C "$repo" commit -q -m base
git -C "$repo" checkout -q -b translators
set_de "Auf Wiedersehen" "Guten Tag"
git -C "$repo" commit -q -am "translators"
git -C "$repo" checkout -q main
set_de "Bis bald" "Servus"
git -C "$repo" commit -q -am "developers"
set +e
git -C "$repo" merge --no-edit translators >/dev/null 2>&1
merge_status=$?
set -e
check "git merge stops on the two conflicts (exit 1)" test "$merge_status" -eq 1
check "git lists the catalog as unmerged" bash -c "git -C '$repo' ls-files -u -- App/Localizable.xcstrings | grep -q ."

start 100 30 "'$catalog'"
expect_screen "the editor opens on the conflicts filter" "2 of 2 shown · conflicts · 2 conflicts left"
expect_screen "the status line says how to resolve" "2 merge conflicts in Localizable.xcstrings: < takes ours, > theirs"
expect_screen "the inspector shows the base value" "Tschüss"
expect_screen "the inspector shows their value" "Auf Wiedersehen"
press "<" "< takes ours for the first string" 'Took ours: "Farewell" de stringUnit.value; 1 conflict left'
expect_screen "the resolved string leaves the conflicts filter" "1 of 2 shown · conflicts · 1 conflict left"
press ">" "> takes theirs for the second" 'Took theirs: "Greeting" de stringUnit.value; no conflict left: Ctrl-S saves'
press u "undo brings the conflict back" "1 conflict left"
press C-r "redo resolves it again" "no conflict left"
press C-s "saving offers to mark the file resolved" "mark it resolved (git"
press y "y marks it resolved" "Marked Localizable.xcstrings resolved (git add)"
tmux_ send-keys -t main q
check "the editor quits" test "$(wait_exit)" = 0

check "git no longer lists the catalog as unmerged" bash -c "! git -C '$repo' ls-files -u | grep -q ."
check "git commits the merge" git -C "$repo" commit -q --no-edit
check "the committed catalog has ours in one string and theirs in the other" python3 - "$repo" <<'PY'
import json, subprocess, sys
text = subprocess.run(["git", "-C", sys.argv[1], "show", "HEAD:App/Localizable.xcstrings"], check=True, capture_output=True, text=True).stdout
strings = json.loads(text)["strings"]
assert strings["Farewell"]["localizations"]["de"]["stringUnit"]["value"] == "Bis bald", strings["Farewell"]
assert strings["Greeting"]["localizations"]["de"]["stringUnit"]["value"] == "Guten Tag", strings["Greeting"]
PY
check "the committed catalog is in Xcode's layout" "$xcedit" fmt --check "$catalog"
finish
