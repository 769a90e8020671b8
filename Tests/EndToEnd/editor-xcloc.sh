#!/usr/bin/env bash
# End to end: the editor on a translator's .xcloc, in the real binary under tmux at 80×24.
# Opens a copy of a bundle, translates a unit that has no target, saves, and checks with diff
# that the XLIFF gained exactly that <target state="translated"> line while every other file
# of the bundle stayed as it was. Runs on the sample project exported by `xcedit export`,
# then, when ../shared/interchange is beside the checkout, on bundles Xcode wrote: Ketchup's
# German one (the same flow) and Kitsune's Arabic one (a plural form of Arabic's six).
name=editor-xcloc
source "$(dirname "$0")/tmux-helpers.bash"
shared="$root/../shared/interchange/xliff-export"

# diff_adds_one_line OLD NEW LINE: `diff OLD NEW` reports one added line, LINE, and nothing else.
diff_adds_one_line() {
  local changes
  changes=$(diff "$1" "$2" | grep '^[<>]' || true)
  [ "$changes" = "> $3" ] || { echo "diff says:"; diff "$1" "$2" | head -20; return 1; }
}

# bundle_unchanged_but_xliff OLD NEW: every file but the XLIFF is byte for byte the same.
bundle_unchanged_but_xliff() {
  diff -r -x '*.xliff' "$1" "$2"
}

# translate BUNDLE KEY_PREFIX TEXT: opens BUNDLE (under $work), goes to the key, types TEXT
# into its first form to do, saves and quits.
translate() {
  local bundle=$1 prefix=$2 text=$3 label
  label=$(basename "$bundle")
  start 80 24 "'$bundle'"
  expect_screen "$label opens with its XLIFF's files as catalogs" "$label: "
  go_to_key "$prefix"
  expect_screen "the string has no translation yet" "NEW"
  type_first_form_to_do "$text"
  save_and_quit "$label"
}

# go_to_key PREFIX: `:` selects the first string whose key starts with PREFIX; Enter stays there.
go_to_key() {
  tmux_ send-keys -t main ":"
  expect_screen ": asks for a key" "Go to key:"
  tmux_ send-keys -t main -l "$1"
  tmux_ send-keys -t main Enter
  if wait_gone "Go to key:"; then pass; else fail "Enter stays on the key found ($1)"; fi
}

# type_first_form_to_do TEXT: Enter opens the selected string's first form still to do; its
# value is replaced by TEXT, Enter commits (and opens the next string to do), Esc closes that.
type_first_form_to_do() {
  tmux_ send-keys -t main Enter
  expect_screen "Enter opens the field" "Edit · "
  tmux_ send-keys -t main C-k
  tmux_ send-keys -t main -l "$1"
  tmux_ send-keys -t main Enter
  tmux_ send-keys -t main Escape
  if wait_gone "Edit · "; then pass; else fail "Enter commits, Esc closes the next field"; fi
}

# save_and_quit LABEL: Ctrl-S writes the bundle LABEL's XLIFF, then q quits at once.
save_and_quit() {
  tmux_ send-keys -t main C-s
  expect_screen "Ctrl-S saves into the XLIFF" "Saved $1: "
  quit_cleanly
}

# 1. The sample project's Ukrainian bundle, as `xcedit export` writes it.
"$xcedit" export "$root/SampleProject" --lang uk --out "$work/exported" > /dev/null
cp -R "$work/exported/uk.xcloc" "$work/uk.xcloc"
translate uk.xcloc "feederStatus.l" "Корму майже немає"
check "the sample's XLIFF gains one target line" diff_adds_one_line \
  "$work/exported/uk.xcloc/Localized Contents/uk.xliff" "$work/uk.xcloc/Localized Contents/uk.xliff" \
  '        <target state="translated">Корму майже немає</target>'
check "contents.json, Source Contents and Notes are untouched" bundle_unchanged_but_xliff "$work/exported/uk.xcloc" "$work/uk.xcloc"
check_output "stats on the bundle counts the new translation" "Ukrainian" "$xcedit" stats "$work/uk.xcloc"

# The translated bundle goes back into a copy of the project: the catalog gains that one
# Ukrainian value and keeps every other byte (a catalog in Xcode's layout is spliced).
cp -R "$root/SampleProject" "$work/project"
catalog=BackyardBirds/Localizable.xcstrings
check_output "a dry run reports the translation" "uk: 1 added, 0 changed" "$xcedit" import "$work/uk.xcloc" --project "$work/project" --dry-run
check "the dry run changes nothing" diff -r "$root/SampleProject" "$work/project"
check_output "import takes the new translation" "uk: 1 added, 0 changed" "$xcedit" import "$work/uk.xcloc" --project "$work/project"
check "the catalog only gains lines" bash -c "diff '$root/SampleProject/$catalog' '$work/project/$catalog' > '$work/catalog.diff'; [ \$? -eq 1 ] && ! grep -q '^<' '$work/catalog.diff'"
check "the catalog differs by that value alone" python3 - "$root/SampleProject/$catalog" "$work/project/$catalog" <<'PY'
import json, sys
before, after = (json.load(open(path, encoding="utf-8")) for path in sys.argv[1:3])
changed = [key for key in after["strings"] if after["strings"][key] != before["strings"].get(key)]
assert len(changed) == 1 and changed[0].startswith("feederStatus.l"), changed
string = after["strings"][changed[0]]
assert string["localizations"]["uk"] == {"stringUnit": {"state": "translated", "value": "Корму майже немає"}}, string
del string["localizations"]["uk"]
assert string == before["strings"][changed[0]] and before.keys() == after.keys()
PY

# What an XLIFF cannot carry is refused, and says so; help lists those keys apart.
start 80 24 uk.xcloc
expect_screen "the bundle opens again, on all its files" "uk.xcloc: all files · uk · 54 of 54 shown"
tmux_ send-keys -t main a
expect_screen "a new string is refused" "carries translations only"
tmux_ send-keys -t main L
expect_screen "adding a language is refused" "holds one translation"
press "?" "help says it is the keys of a translator's file" "Keys in a translator's file"
press G "its end lists the refused keys" "Refused in a translator's file: the developer's"
press Escape "Esc closes help" "uk.xcloc: all files · uk"
press o "o lists the XLIFF's files" "Files of uk.xcloc in BackyardBirds"
tmux_ send-keys -t main -l "localiz"
press Enter "the picker finds a file as you type; Enter opens it alone, named short enough to fit" "uk.xcloc: Localizable · uk · 36 of 36 shown"
quit_cleanly

# v then p on a plain translation, saved: the string's unit becomes its device × plural units;
# undone twice and saved again, the XLIFF is the exported one byte for byte.
cp "$work/uk.xcloc/Localized Contents/uk.xliff" "$work/translated.xliff"
start 80 24 uk.xcloc
expect_screen "the bundle opens" "uk.xcloc: "
go_to_key Diet
press v "v opens the device picker" "Vary by device"
tmux_ send-keys -t main Space
press Enter "Enter varies the translation by device" "varies by device: iphone · other"
press p "p varies each device's form by plural" "varies by plural in Ukrainian"
press C-s "Ctrl-S saves the forms as units" "Saved uk.xcloc: "
check "Diet's unit became its device and plural units" bash -o pipefail -c "grep -c 'trans-unit id=\"Diet|==|device\.\(iphone\|other\)\.plural\.\(one\|few\|many\|other\)\"' '$work/uk.xcloc/Localized Contents/uk.xliff' | grep -qx 8"
# The save's message gives way to the first undo's; keys are taken in order, so the next
# "Saved" comes after the second undo.
press u "u takes the plural forms back" "Undone: "
tmux_ send-keys -t main u
press C-s "u takes the devices back, Ctrl-S saves again" "Saved uk.xcloc: "
check "undone and saved, the XLIFF is as before byte for byte" cmp "$work/translated.xliff" "$work/uk.xcloc/Localized Contents/uk.xliff"
quit_cleanly

if [ -d "$shared" ]; then
  # 2. Xcode's German export of Ketchup: the same flow on a file Xcode wrote.
  cp -R "$shared/Ketchup-15.3/de.xcloc" "$work/de.xcloc"
  start 80 24 de.xcloc
  # The key "" (<source/>, an empty translated target) comes first in Localizable.xcstrings,
  # shown as "", done like the rest (o, then typing, opens that file alone; g goes to its top).
  expect_screen "Ketchup's bundle opens on its files" "de.xcloc: all files"
  tmux_ send-keys -t main o
  tmux_ send-keys -t main -l "Localizable"
  tmux_ send-keys -t main Enter g
  expect_match "Xcode's empty key is the first row, shown as \"\", translated" "^│  German \(de\) +88%││\"\" +✓ +│$"
  quit_cleanly
  translate de.xcloc "After defeating J" "Nach dem Sieg über Jupiter."
  check "Xcode's XLIFF gains one target line, its <tool> header kept" diff_adds_one_line \
    "$shared/Ketchup-15.3/de.xcloc/Localized Contents/de.xliff" "$work/de.xcloc/Localized Contents/de.xliff" \
    '        <target state="translated">Nach dem Sieg über Jupiter.</target>'
  check "the rest of Xcode's bundle is untouched" bundle_unchanged_but_xliff "$shared/Ketchup-15.3/de.xcloc" "$work/de.xcloc"

  # 3. Xcode's Arabic export of Kitsune: the six plural forms, a new one translated.
  cp -R "$shared/Kitsune-26.0.1/ar.xcloc" "$work/ar.xcloc"
  # 44 rows: the inspector's Memory section comes before the forms, and all six show.
  start 80 44 ar.xcloc
  expect_screen "ar.xcloc opens in Arabic" "ar.xcloc: "
  go_to_key "%lld favorites"
  expect_match "the inspector lists Arabic's zero form with its sample number" "zero +0"
  expect_match "and the few form, with 3" "few +3 "
  type_first_form_to_do "لا توجد مفضلات"
  save_and_quit ar.xcloc
  changed=$(diff "$shared/Kitsune-26.0.1/ar.xcloc/Localized Contents/ar.xliff" "$work/ar.xcloc/Localized Contents/ar.xliff" | grep '^[<>]' || true)
  expected='<         <target state="new">%lld Favorites</target>
>         <target state="translated">لا توجد مفضلات</target>'
  if [ "$changed" = "$expected" ]; then pass; else echo "FAILED: only the zero form's target changes"; echo "$changed" | head; failed=$((failed + 1)); fi
else
  echo "$name: no $shared; Xcode's bundles skipped"
fi

finish
