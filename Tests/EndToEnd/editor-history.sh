#!/usr/bin/env bash
# End to end: what changed in the source since a string was translated. A scratch repository
# where a commit translates two strings into German and a later one changes the English of
# one of them (its German left for review). The editor, on German, shows for that string the
# English as it was when translated and as it is now; for the other, nothing.
name=editor-history
source "$(dirname "$0")/tmux-helpers.bash"
source "$(dirname "$0")/git-helpers.bash"

# set_catalog GREETING_EN GREETING_STATE: the catalog with this English greeting and the
# German greeting's state, in Xcode's layout.
set_catalog() {
  python3 - "$catalog" "$@" <<'PY'
import json, sys
path, greeting, state = sys.argv[1:]
def string(english, german, state="translated"):
    return {"localizations": {"de": {"stringUnit": {"state": state, "value": german}},
                              "en": {"stringUnit": {"state": "translated", "value": english}}}}
catalog = {"sourceLanguage": "en", "version": "1.0",
           "strings": {"Farewell": string("Goodbye", "Tschüss"), "Greeting": string(greeting, "Hallo Freund", state)}}
json.dump(catalog, open(path, "w", encoding="utf-8"), ensure_ascii=False)
PY
  "$xcedit" fmt "$catalog" >/dev/null
}

set_catalog "Hello friend" translated
git -C "$repo" add -A && git -C "$repo" commit -q -m "German"
set_catalog "Hello, dear friends" needs_review
git -C "$repo" commit -q -am "New English greeting"
translated_in=$(git -C "$repo" log -1 --format='%h, %as' HEAD~1)

start 120 40 "'$catalog' --lang de"
expect_screen "the editor opens on German" "Localizable.xcstrings · German (de)"
expect_screen "the first string is the farewell" "Key        Farewell"
expect_absent "the farewell's English never changed: no comparison" "changed since translated"
press j "j selects the greeting" "Key        Greeting"
expect_screen "the inspector says the English changed since the German was made, and in which commit" "Source     changed since translated ($translated_in)"
expect_screen "it shows the English then" "  then     Hello friend"
expect_screen "and now" "  now      Hello, dear friends"
press k "back on the farewell" "Key        Farewell"
expect_absent "no comparison there" "changed since translated"
press j "on the greeting again" "  then     Hello friend"
quit_cleanly
finish
