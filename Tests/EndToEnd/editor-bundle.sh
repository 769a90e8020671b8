#!/usr/bin/env bash
# End to end: a translator's bundle of several files as one piece of work, in the real binary
# under tmux at 80×24. The bundle opens on all its files, on the first string still to do;
# n walks from there to the last string to do of the bundle, going on from file to file, a
# translation typed at each string; Ctrl-S saves; Python then checks that the .xliff changed
# in the targets of the walked strings' units only, every other byte as it was. Runs on a
# bundle generated here (five files, two catalogs named alike in package modules), then,
# when ../shared/interchange is beside the checkout, on Kitsune's Arabic bundle as Xcode
# exported it (five files, 94 strings to do).
name=editor-bundle
source "$(dirname "$0")/tmux-helpers.bash"
shared="$root/../shared/interchange/xliff-export"

# selection: the inspector's title (in the all-files view it names the file) and its Key
# line: what n changes, even between two strings of one key in two files.
selection() { screen | grep -E '┌ Inspector|│Key ' | head -2 | tr -s ' '; }

# wait_selection_changes BEFORE: polls until the selection is no longer BEFORE.
wait_selection_changes() {
  local before=$1 now i
  for ((i = 0; i < timeout * 20; i++)); do
    now=$(selection) || return 1
    [ -n "$now" ] && [ "$now" != "$before" ] && return 0
    sleep 0.05
  done
  return 1
}

# walk COUNT PREFIX LAST_MESSAGE: on each of COUNT strings, Enter opens its first form to
# do, PREFIX-i replaces the text, Enter saves it (w made Enter stay), n goes to the next
# string to do; after the last string n says LAST_MESSAGE. Stops at the first failed step.
walk() {
  local count=$1 prefix=$2 last=$3 i before
  for ((i = 1; i <= count; i++)); do
    before=$(selection)
    tmux_ send-keys -t main Enter
    wait_for "Edit · " || { fail "Enter opens a field on string $i of $count"; return 1; }
    tmux_ send-keys -t main C-k
    tmux_ send-keys -t main -l "$prefix-$i"
    tmux_ send-keys -t main Enter
    wait_gone "Edit · " || { fail "Enter saves string $i of $count and closes the field"; return 1; }
    tmux_ send-keys -t main n
    if ((i < count)); then
      wait_selection_changes "$before" || { fail "n goes on from string $i of $count"; return 1; }
    fi
  done
  expect_screen "after the last string, n says: $last" "$last"
}

# check_units OLD NEW PREFIX COUNT: NEW is OLD but for targets of units (every unit and
# every byte around them as they were), each a translation PREFIX-1 … PREFIX-COUNT typed
# once, or an empty new target of another plural form of a string typed; every unit that
# was to do and has no plural siblings is now one of the typed translations.
check_units() {
  python3 - "$@" <<'PY'
import re, sys
old_path, new_path, prefix, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
old, new = (open(p, encoding="utf-8").read() for p in (old_path, new_path))
unit = re.compile(r"<trans-unit\b.*?</trans-unit>", re.S)
assert unit.split(old) == unit.split(new), "the text between units changed"
old_units, new_units = unit.findall(old), unit.findall(new)
assert len(old_units) == len(new_units), (len(old_units), len(new_units))
target = re.compile(r"\n *<target\b[^>]*?(?:/>|>.*?</target>)", re.S)
ident = lambda u: re.search(r'id="([^"]*)"', u).group(1)
typed = []
for before, after in zip(old_units, new_units):
    assert ident(before) == ident(after), (ident(before), ident(after))
    if before == after:
        continue
    assert target.sub("", before) == target.sub("", after), "more than the target changed in " + ident(after)
    written = target.findall(after)
    assert len(written) == 1, written
    text = written[0].strip()
    m = re.fullmatch(r'<target state="translated">(%s-\d+)</target>' % re.escape(prefix), text)
    if m:
        typed.append(m.group(1))
    else:
        assert text == '<target state="new"/>' and "|==|" in ident(after), "unexpected target in %s: %s" % (ident(after), text)
assert sorted(typed) == sorted("%s-%d" % (prefix, i) for i in range(1, count + 1)), typed
print("%d units changed, %d typed" % (sum(a != b for a, b in zip(old_units, new_units)), len(typed)))
PY
}

# 1. A bundle made here: an app's two catalogs and three package modules' catalogs, two of
#    them named Localizable in folders that differ only in the module's name.
mkdir -p "$work/gd.xcloc/Localized Contents"
python3 - "$work/gd.xcloc" <<'PY'
import sys
bundle = sys.argv[1]
package = "App/Packages/Kit/Sources/"
files = [
    ("App/InfoPlist.xcstrings", [("CFBundleDisplayName", "Eòin", "translated"), ("NSCameraUsageDescription", None, None)]),
    ("App/Localizable.xcstrings", [("Connect", "Ceangail", "translated"), ("Done", None, None), ("Settings", "Roghainnean", "translated")]),
    (package + "Auth/Resources/Localizable.xcstrings", [("Done", None, None), ("Password", "Facal-faire", "translated"), ("Sign in", "Clàraich a-steach", "needs-review-l10n")]),
    (package + "Main/Resources/Localizable.xcstrings", [("Welcome", "Fàilte", "translated")]),
    (package + "Models/Resources/Localizable.xcstrings", [("Network %@", "Network %@", "new"), ("Profile", "Pròifil", "translated"), ("geteduroam", None, "no")]),
]
out = ['<?xml version="1.0" encoding="UTF-8"?>',
       '<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" '
       'xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">']
for original, units in files:
    out += ['  <file original="%s" source-language="en" target-language="gd" datatype="plaintext">' % original,
            '    <header>', '      <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.2" build-num="16C5032a"/>', '    </header>', '    <body>']
    for key, target, state in units:
        out.append('      <trans-unit id="%s" xml:space="preserve"%s>' % (key, ' translate="no"' if state == "no" else ""))
        out.append('        <source>%s</source>' % key)
        if target is not None:
            out.append('        <target state="%s">%s</target>' % (state, target))
        out.append('        <note>In %s</note>' % original.split("/")[-3 if "Sources" in original else 0])
        out.append('      </trans-unit>')
    out += ['    </body>', '  </file>']
out.append('</xliff>')
open(bundle + "/Localized Contents/gd.xliff", "w", encoding="utf-8").write("\n".join(out) + "\n")
open(bundle + "/contents.json", "w").write('{\n  "developmentRegion" : "en",\n  "project" : "App.xcodeproj",\n  "targetLocale" : "gd",\n  "version" : "1.0"\n}')
PY
cp -R "$work/gd.xcloc" "$work/gd-original.xcloc"
check_output "stats adds the bundle's files up" "total of 5 files" "$xcedit" stats "$work/gd.xcloc"

start 80 24 gd.xcloc
expect_screen "the bundle opens on all its files" "gd.xcloc: all files · gd · 12 of 12 shown"
expect_match "on its first string to do" "│Key +NSCameraUsageDescription"
press o "o lists All files first, then each file" "All files (5)"
expect_screen "the module tells the two Localizable catalogs of the package apart" "Auth/Resources/Localizable"
expect_screen "and the other" "Models/Resources/Localizable"
tmux_ send-keys -t main -l "auth"
expect_screen "typing finds the files whose path has it" "find: auth"
expect_gone "the others leave the list" "Models/Resources/Localizable"
tmux_ send-keys -t main Escape
expect_gone "Esc closes the picker" "Enter opens"
press w "w: Enter saves and stays, n does the walking" "Enter now saves and stays"
walk 5 GD "Nothing to do in Scottish Gaelic here"
expect_absent "nothing is said to wait in other files" "in other files"
press C-s "Ctrl-S saves every file's translations into the XLIFF" "Saved gd.xcloc: "
quit_cleanly
check "the XLIFF changed in the walked strings' targets only" check_units \
  "$work/gd-original.xcloc/Localized Contents/gd.xliff" "$work/gd.xcloc/Localized Contents/gd.xliff" GD 5
check "contents.json is untouched" cmp "$work/gd-original.xcloc/contents.json" "$work/gd.xcloc/contents.json"
check "stats says the whole bundle is done in Gaelic" bash -o pipefail -c "'$xcedit' stats '$work/gd.xcloc' --json | python3 -c '
import json, sys
total = json.load(sys.stdin)[\"bundles\"][0]
assert total[\"files\"] == 5 and [l[\"progress\"] for l in total[\"languages\"] if l[\"code\"] == \"gd\"] == [100], total'"

if [ -d "$shared/Kitsune-26.0.1/ar.xcloc" ]; then
  # 2. Xcode's Arabic export of Kitsune: five files, the strings to do spread over them.
  cp -R "$shared/Kitsune-26.0.1/ar.xcloc" "$work/ar.xcloc"
  to_do=$("$xcedit" stats "$work/ar.xcloc" --json | python3 -c '
import json, sys
total = json.load(sys.stdin)["bundles"][0]
arabic = next(l for l in total["languages"] if l["code"] == "ar")
print(arabic["new"] + arabic["needsReview"])')
  files_to_do=$("$xcedit" stats "$work/ar.xcloc" --json | python3 -c '
import json, sys
print(sum(1 for c in json.load(sys.stdin)["catalogs"] for l in c["languages"] if l["code"] == "ar" and l["new"] + l["needsReview"] > 0))')
  need "the number of strings to do in Kitsune's bundle" "$to_do"
  if [ "$files_to_do" -ge 3 ]; then pass; else fail "Kitsune's strings to do are in several files (got $files_to_do)"; fi
  # The editor remembers w in its state folder: a fresh one, so that w switches it off again.
  rm -rf "$XDG_STATE_HOME"
  start 80 24 ar.xcloc
  expect_match "Kitsune's bundle opens on all its files" "ar\.xcloc: all files · (ar|Arabic \(ar\)) · 895 of 895 shown"
  press w "w: Enter stays" "Enter now saves and stays"
  # The last n comes back to the plural strings, whose other forms are still to do.
  walk "$to_do" AR "Wrapped to the top"
  press C-s "Ctrl-S saves into Xcode's XLIFF" "Saved ar.xcloc: "
  quit_cleanly
  check "Xcode's XLIFF changed in the walked strings' targets only" check_units \
    "$shared/Kitsune-26.0.1/ar.xcloc/Localized Contents/ar.xliff" "$work/ar.xcloc/Localized Contents/ar.xliff" AR "$to_do"
  check "the rest of Xcode's bundle is untouched" diff -r -x '*.xliff' "$shared/Kitsune-26.0.1/ar.xcloc" "$work/ar.xcloc"
else
  echo "$name: no $shared/Kitsune-26.0.1/ar.xcloc; Xcode's bundle skipped"
fi

finish
