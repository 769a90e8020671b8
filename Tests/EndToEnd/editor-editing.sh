#!/usr/bin/env bash
# End to end: edit a copy of the sample project in the real editor under tmux, then check
# the files on disk with Python's json module and `xcedit fmt --check` / `xcedit stats`:
#   (a) a French translation typed with accents and CJK, saved: only that form changes;
#   (b) an English (source) edit sends the other languages' translations back for review;
#   (c) bulk "mark reviewed" over a state filter (and over a text filter), undo, redo, save;
#   (d) quitting with unsaved changes: cancel, then discard, and the files are untouched;
#   (e) a file changed on disk behind the editor's back: cancel, overwrite; reload;
#   (f) the same, merged: the editor's change and the other program's both kept.
name=editor-editing
source "$(dirname "$0")/tmux-helpers.bash"

catalog=SampleProject/BackyardBirds/Localizable.xcstrings
file="$work/$catalog"              # the copy the editor works on
before="$work/before.xcstrings"    # its bytes when the scenario started
export PYTHONPATH="$work:$root/Tests/EndToEnd" PYTHONDONTWRITEBYTECODE=1

# Python helpers for the checks on the files, imported by the snippets below.
cat > "$work/catalog.py" <<'EOF'
import copy, difflib, json, sys
from catalog_files import load, assert_same

PLURAL_ORDER = ["zero", "one", "two", "few", "many", "other"]


def units(localization):
    """Every stringUnit of one language's localization as (path, unit), in the order the
    inspector lists forms: the plain value, device forms, plural forms (CLDR order), then
    the substitutions' plural forms."""
    def plural(variations, path):
        forms = variations.get("plural", {})
        for category in sorted(forms, key=lambda c: PLURAL_ORDER.index(c) if c in PLURAL_ORDER else 99):
            yield from walk(forms[category], path + ["variations", "plural", category])
    def walk(loc, path):
        if "stringUnit" in loc:
            yield path + ["stringUnit"], loc["stringUnit"]
        variations = loc.get("variations", {})
        for device, form in variations.get("device", {}).items():
            yield from walk(form, path + ["variations", "device", device])
        yield from plural(variations, path)
        for name, substitution in loc.get("substitutions", {}).items():
            yield from plural(substitution.get("variations", {}), path + ["substitutions", name])
    yield from walk(localization, [])

def badge(string, language, source):
    """The table's state badge, as the editor computes it."""
    if string.get("extractionState") == "stale":
        return "stale"
    if string.get("shouldTranslate") is False:
        return "dont_translate"
    localization = string.get("localizations", {}).get(language)
    if localization is None:
        return "translated" if language == source else "new"
    states = [(unit.get("state"), unit.get("value") or "") for _, unit in units(localization)]
    if not states:
        return "new"
    if any(state not in ("translated", "new", None) for state, _ in states):
        return "needs_review"
    return "translated" if all(state == "translated" and value for state, value in states) else "new"

def get_in(value, path):
    for part in path:
        value = value[part]
    return value

def form_label(path):
    """How the editor names a form: "many", "mac · other", "birds · one"; "" for the plain value."""
    parts = {path[i]: path[i + 1] for i in range(len(path) - 1) if path[i] in ("substitutions", "device", "plural")}
    return " · ".join(parts[k] for k in ("substitutions", "device", "plural") if k in parts)

def value_line(text):
    """A value's line as Xcode writes it (UTF-8 as is, no escaped slashes)."""
    return '"value" : ' + json.dumps(text, ensure_ascii=False)


def assert_only_lines_changed(before_path, after_path, expected):
    """The raw bytes differ only in replaced lines (same line count, same places), and the
    new lines are exactly `expected` (compared without indentation and trailing comma)."""
    a = open(before_path, "rb").read().decode("utf-8").split("\n")
    b = open(after_path, "rb").read().decode("utf-8").split("\n")
    new = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            continue
        if tag != "replace" or i2 - i1 != j2 - j1:
            sys.exit(f"lines were added or removed, not just replaced: {a[i1:i2]} -> {b[j1:j2]}")
        new += b[j1:j2]
    clean = lambda lines: sorted(line.strip().rstrip(",") for line in lines)
    if clean(new) != clean(expected):
        sys.exit(f"changed lines {clean(new)}, expected {clean(expected)}")
EOF


# fresh: no editor running, a new copy of the sample project, and a pristine one to compare.
fresh() {
  tmux_ kill-server 2>/dev/null || true
  rm -rf "$XDG_STATE_HOME"
  rm -rf "$work/SampleProject" "$work/pristine"
  cp -R "$root/SampleProject" "$work/SampleProject"
  cp -R "$root/SampleProject" "$work/pristine"
  cp "$file" "$before"
}

# open_editor: the editor on the copy, waiting for its first screen.
open_editor() {
  start 160 45 SampleProject
  expect_screen "the editor opens on Localizable.xcstrings" "Localizable.xcstrings · Arabic (ar) · 36 of 36 shown"
  # These scenes check Enter itself; editor-translating.sh checks Enter moving on.
  press w "w: Enter stays on the string" "Enter now saves and stays on the string"
}



others_untouched() {
  check "the other files of the project are untouched" diff -r -x Localizable.xcstrings "$work/pristine" "$work/SampleProject"
}

in_xcode_layout() {
  check "the saved file is in Xcode's layout (xcedit fmt --check)" "$xcedit" fmt --check "$file"
}

# ---------------------------------------------------------------------------------------
echo "== (a) a French translation with accents and CJK"
fresh
chmod 640 "$file"
open_editor
select_language fr

# Which string n selects (the next one, in table order = the catalog's key order, after
# the first row, whose French is new or needs review) and which form Enter opens (its
# first form that is not translated or is empty).
IFS=$'\t' read -r todo_key todo_path todo_title < <(python3 - "$file" fr French <<'EOF'
from catalog import *
path, language, name = sys.argv[1:]
catalog = load(path)
keys = list(catalog["strings"])
for key in keys[1:] + keys[:1]:
    string = catalog["strings"][key]
    if badge(string, language, catalog["sourceLanguage"]) in ("new", "needs_review"):
        forms = list(units(string.get("localizations", {}).get(language, {})))
        form = next(p for p, u in forms if u.get("state") != "translated" or not u.get("value"))
        label = form_label(form)
        print(key, json.dumps(form), f"Edit · {name} ({language})" + (f" · {label}" if label else ""), sep="\t")
        break
EOF
) || true
need "the French string to do" "$todo_key" "$todo_path" "$todo_title"
# Accents, CJK and a symbol; %lld keeps the source's placeholder (the sample's French
# string to do is a plural form).
typed="%lld Café crème 日本語 ✓"
press n "n selects the next French string to do (“$todo_key”)" "Key        $todo_key"
press Enter "Enter opens the field on the form to do" "$todo_title"
tmux_ send-keys -t main C-k
type_text "$typed" "the field shows the typed text" "$typed"
press Enter "Enter commits: the catalog is modified" "● modified"
press C-s "Ctrl-S saves" "Saved Localizable.xcstrings"
expect_gone "the modified marker goes after saving" "● modified"

check "exactly that French form changed, to the typed text, translated" python3 - "$before" "$file" "$todo_key" "$todo_path" "$typed" <<'EOF'
from catalog import *
before_path, after_path, key, path, text = sys.argv[1:]
expected = load(before_path)
unit = get_in(expected["strings"][key]["localizations"]["fr"], json.loads(path))
assert unit["state"] != "translated" or not unit.get("value"), f"the form was not to do: {unit}"
unit.update(state="translated", value=text)
after = load(after_path)
got = get_in(after["strings"][key]["localizations"]["fr"], json.loads(path))
assert got == {"state": "translated", "value": text}, f"the form on disk is {got}"
assert_same(after, expected)
EOF
check "the bytes changed only in that form's two lines" python3 - "$before" "$file" "$typed" <<'EOF'
from catalog import *
before_path, after_path, text = sys.argv[1:]
assert_only_lines_changed(before_path, after_path, ['"state" : "translated"', value_line(text)])
EOF
in_xcode_layout
if [ "$(stat -c %a "$file")" = 640 ]; then pass; else fail "saving keeps the file's permissions (640, now $(stat -c %a "$file"))"; fi
others_untouched
quit_cleanly

# ---------------------------------------------------------------------------------------
echo "== (b) editing the source language sends translations back for review"
fresh
open_editor
select_language en

# The first string (in table order) with a plain English value and translations.
IFS=$'\t' read -r src_row src_key src_value src_sent < <(python3 - "$file" <<'EOF'
from catalog import *
catalog = load(sys.argv[1])
source = catalog["sourceLanguage"]
for row, (key, string) in enumerate(catalog["strings"].items()):
    localizations = string.get("localizations", {})
    english = localizations.get(source, {})
    if badge(string, source, source) != "translated" or set(english) != {"stringUnit"}:
        continue
    others = [code for code in localizations if code != source
              and any(u.get("state") == "translated" for _, u in units(localizations[code]))]
    if len(others) >= 2:
        # The languages the editor reports: needs review now, and not before.
        sent = [code for code in others if badge(string, code, source) != "needs_review"]
        print(row, key, english["stringUnit"]["value"], len(sent), sep="\t")
        break
EOF
) || true
need "a source string with translations" "$src_row" "$src_key" "$src_value" "$src_sent"
edited="$src_value (edited ✓)"
for ((i = 0; i < src_row; i++)); do tmux_ send-keys -t main j; done
expect_screen "the string to edit is selected (“$src_key”)" "Key        $src_key"
press Enter "Enter opens the English field" "Edit · English (en)"
tmux_ send-keys -t main C-e
type_text " (edited ✓)" "the field shows the edited text" "(edited ✓)"
tmux_ send-keys -t main Enter
if [ "$src_sent" = 1 ]; then sent_text="1 translation now needs"; else sent_text="$src_sent translations now need review"; fi
expect_screen "committing says how many translations now need review" "Source changed: $sent_text"
press C-s "Ctrl-S saves" "Saved Localizable.xcstrings"

check "the English value is the new text and every translated form of the string needs review" python3 - "$before" "$file" "$src_key" "$edited" <<'EOF'
from catalog import *
before_path, after_path, key, text = sys.argv[1:]
before, after = load(before_path), load(after_path)
source = before["sourceLanguage"]
expected = copy.deepcopy(before)
localizations = expected["strings"][key]["localizations"]
localizations[source]["stringUnit"].update(state="translated", value=text)
sent = []
for code, localization in localizations.items():
    if code == source:
        continue
    for _, unit in units(localization):
        if unit.get("state") == "translated":
            unit["state"] = "needs_review"
            sent.append(code)
assert len(set(sent)) >= 2, f"too few translated languages to test: {sent}"
string = after["strings"][key]
assert string["localizations"][source]["stringUnit"] == {"state": "translated", "value": text}, string["localizations"][source]
for code in set(sent):
    assert badge(string, code, source) == "needs_review", f"{code} is {badge(string, code, source)}"
assert_same(after, expected)
EOF
check "the bytes changed only in the English value and the translations' state lines" python3 - "$before" "$file" "$src_key" "$edited" <<'EOF'
from catalog import *
before_path, after_path, key, text = sys.argv[1:]
before = load(before_path)
source = before["sourceLanguage"]
states = sum(1 for code, loc in before["strings"][key]["localizations"].items() if code != source
             for _, unit in units(loc) if unit.get("state") == "translated")
assert_only_lines_changed(before_path, after_path, [value_line(text)] + ['"state" : "needs_review"'] * states)
EOF
in_xcode_layout
others_untouched
quit_cleanly

# ---------------------------------------------------------------------------------------
echo "== (c) bulk mark reviewed over a filter, undo, redo, save"
fresh
"$xcedit" stats --json "$file" > "$work/stats-before.json"
# The language with the most strings that need review (at least two); the file and
# xcedit stats must agree on the count.
IFS=$'\t' read -r rv_code rv_name rv_count rv_first < <(python3 - "$file" "$work/stats-before.json" <<'EOF'
from catalog import *
catalog, stats = load(sys.argv[1]), load(sys.argv[2])
source = catalog["sourceLanguage"]
languages = {l["code"]: l for l in stats["catalogs"][0]["languages"]}
waiting = {code: [k for k, s in catalog["strings"].items() if badge(s, code, source) == "needs_review"]
           for code in languages if code != source}
code = max(sorted(waiting), key=lambda c: len(waiting[c]))
assert len(waiting[code]) >= 2, waiting
assert languages[code]["needsReview"] == len(waiting[code]), (languages[code], waiting[code])
print(code, languages[code]["name"], len(waiting[code]), waiting[code][0], sep="\t")
EOF
) || true
need "a language with strings to review" "$rv_code" "$rv_name" "$rv_count" "$rv_first"
open_editor
select_language "$rv_code"
press f "f: the state filter shows what needs work" "Showing needs work:"
press f "f: then new strings" "Showing new:"
press f "f: then those that need review, $rv_count of them" "Showing needs review: $rv_count of 36"
expect_screen "the title counts the shown strings" "$rv_name ($rv_code) · $rv_count of 36 shown"

# A text filter narrows the bulk action further; answering n changes nothing.
press / "/ starts the filter" "Filter:"
tmux_ send-keys -t main -l "$rv_first"
tmux_ send-keys -t main Enter
expect_gone "Enter keeps the filter" "Filter:"
shown=$(screen | grep -o "[0-9]* of 36 shown" | head -1 | cut -d' ' -f1 || true)
if [ -n "$shown" ] && [ "$shown" -ge 1 ] && [ "$shown" -lt "$rv_count" ]; then pass; else fail "the text filter narrows the needs-review strings (shown: '$shown')"; fi
if [ "$shown" = 1 ]; then narrowed="Mark 1 string reviewed in $rv_name?"; else narrowed="Mark $shown strings reviewed in $rv_name?"; fi
press M-r "Alt-r asks about the strings the text filter shows" "$narrowed"
press n "n cancels" "Cancelled"
expect_absent "cancelling changes nothing" "● modified"
press / "/ reopens the filter" "Filter: $rv_first"
press Escape "Esc clears the text filter, the state filter stays" "$rv_name ($rv_code) · $rv_count of 36 shown"

press M-r "Alt-r asks, naming the count" "Mark $rv_count strings reviewed in $rv_name?"
expect_screen "the question offers y and n" "y mark $rv_count"
press y "y marks them" "$rv_count strings are now translated"
expect_screen "the needs-review filter now shows none" "$rv_name ($rv_code) · 0 of 36 shown"
press u "u undoes" "Undone: Mark reviewed: $rv_count strings"
expect_screen "they need review again" "$rv_name ($rv_code) · $rv_count of 36 shown"
press C-r "Ctrl-R redoes" "Redone: Mark reviewed: $rv_count strings"
expect_screen "they are reviewed again" "$rv_name ($rv_code) · 0 of 36 shown"
press C-s "Ctrl-S saves" "Saved Localizable.xcstrings"

"$xcedit" stats --json "$file" > "$work/stats-after.json"
check "stats: $rv_code needs review went to 0, translated up by $rv_count, the rest unchanged" python3 - "$work/stats-before.json" "$work/stats-after.json" "$rv_code" "$rv_count" <<'EOF'
from catalog import *
before, after = [{l["code"]: l for l in load(p)["catalogs"][0]["languages"]} for p in sys.argv[1:3]]
code, count = sys.argv[3], int(sys.argv[4])
assert before[code]["needsReview"] == count, before[code]
expected = dict(before[code], needsReview=0, translated=before[code]["translated"] + count)
del expected["progress"]
got = {k: v for k, v in after[code].items() if k != "progress"}
assert got == expected, f"{code}: {got} != {expected}"
assert after[code]["progress"] > before[code]["progress"], (before[code], after[code])
for other in before:
    assert other == code or before[other] == after[other], f"{other} changed: {before[other]} -> {after[other]}"
EOF
check "the file: exactly those strings' forms that needed review are translated" python3 - "$before" "$file" "$rv_code" <<'EOF'
from catalog import *
before_path, after_path, code = sys.argv[1:]
expected = load(before_path)
source = expected["sourceLanguage"]
states = 0
for key, string in expected["strings"].items():
    if badge(string, code, source) == "needs_review":
        for _, unit in units(string["localizations"][code]):
            if unit.get("state") == "needs_review":
                unit["state"] = "translated"
                states += 1
assert_same(load(after_path), expected)
assert_only_lines_changed(before_path, after_path, ['"state" : "translated"'] * states)
EOF
in_xcode_layout
others_untouched
quit_cleanly

# ---------------------------------------------------------------------------------------
echo "== (d) quitting with unsaved changes: cancel, then discard"
fresh
open_editor
press Enter "Enter opens the Arabic field" "Edit · Arabic (ar)"
type_text "%@ à jeter" "the field shows the typed text" "%@ à jeter"
press Enter "the catalog is modified" "● modified"
press q "q asks about the unsaved changes" "Unsaved changes in Localizable.xcstrings. Save them before quitting?"
expect_screen "the question offers save, discard and cancel" "s save and quit   d discard and quit   c cancel"
press c "c cancels" "Cancelled"
if [ ! -s "$work/status" ]; then pass; else fail "the editor is still running after cancel"; fi
expect_screen "the change is still there" "● modified"
press q "q asks again" "Save them before quitting?"
tmux_ send-keys -t main d
status=$(wait_exit)
if [ "$status" = "0" ]; then pass; else fail "d discards and quits with status 0 (got $status)"; fi
check "the catalog is byte for byte as before" cmp "$before" "$file"
check "so is every other file of the project" diff -r "$work/pristine" "$work/SampleProject"

# ---------------------------------------------------------------------------------------
echo "== (e) the file changed on disk behind the editor's back"

# change_on_disk: rewrites, as another program would, the Arabic value of the first
# string after the first row that has a plain translated Arabic value (so the table shows
# it), keeping the JSON valid and Xcode's layout; prints that string's key and both values.
change_on_disk() {
  python3 - "$file" <<'EOF'
from catalog import *
path = sys.argv[1]
catalog = load(path)
raw = open(path, "rb").read().decode("utf-8")
for key, string in list(catalog["strings"].items())[1:]:
    unit = string.get("localizations", {}).get("ar", {}).get("stringUnit")
    if unit and unit.get("state") == "translated" and raw.count(value_line(unit["value"])) == 1:
        new = "(external edit)"
        open(path, "wb").write(raw.replace(value_line(unit["value"]), value_line(new)).encode("utf-8"))
        assert load(path)["strings"][key]["localizations"]["ar"]["stringUnit"]["value"] == new
        print(key, unit["value"], new, sep="\t")
        break
EOF
}

# edit_first_row: types a value for the first row's Arabic and commits it.
editor_text="%@ EDITOR-SIDE"
edit_first_row() {
  press Enter "Enter opens the Arabic field" "Edit · Arabic (ar)"
  tmux_ send-keys -t main C-k
  type_text "$editor_text" "the field shows the typed text" "$editor_text"
  press Enter "the catalog is modified" "● modified"
}

# edit_then_change_on_disk: a fresh copy with the first row edited in the editor, then
# another program changes a value on disk ($ext_key from $ext_old to $ext_new); the changed
# file is kept as $work/external.xcstrings.
edit_then_change_on_disk() {
  fresh
  open_editor
  edit_first_row
  IFS=$'\t' read -r ext_key ext_old ext_new < <(change_on_disk) || true
  need "a value to change on disk" "$ext_key" "$ext_old" "$ext_new"
  cp "$file" "$work/external.xcstrings"
}

edit_then_change_on_disk
check "the external change keeps Xcode's layout" "$xcedit" fmt --check "$file"
press C-s "Ctrl-S asks: the file changed on disk" "changed on disk"
expect_screen "the question offers overwrite, reload and cancel" "o overwrite   r reload   c cancel"
press c "c cancels" "Cancelled"
check "after cancel the file on disk is the externally changed one" cmp "$work/external.xcstrings" "$file"
expect_screen "the editor still has its change" "● modified"
press C-s "Ctrl-S asks again" "changed on disk"
press o "o overwrites" "Saved Localizable.xcstrings"
check "after overwrite the file has the editor's change and not the external one" python3 - "$before" "$file" "$editor_text" "$ext_key" "$ext_old" <<'EOF'
from catalog import *
before_path, after_path, text, ext_key, ext_old = sys.argv[1:]
expected = load(before_path)
first = next(iter(expected["strings"]))
expected["strings"][first].setdefault("localizations", {})["ar"] = {"stringUnit": {"state": "translated", "value": text}}
after = load(after_path)
assert after["strings"][ext_key]["localizations"]["ar"]["stringUnit"]["value"] == ext_old, "the external change survived"
assert_same(after, expected)
EOF
in_xcode_layout
# The editor now knows the file it wrote: undoing and saving asks nothing and gives back
# the original bytes, even after the file was touched (same bytes, a new time).
touch -d "@$(($(date +%s) + 5))" "$file"
press u "u undoes the edit" "Undone: Edit Arabic"
press C-s "Ctrl-S saves without asking" "Saved Localizable.xcstrings"
expect_absent "no changed-on-disk question after the editor's own save" "changed on disk"
check "undo and save give back the original bytes" cmp "$before" "$file"
quit_cleanly

echo "== (e) reload"
edit_then_change_on_disk
press C-s "Ctrl-S asks: the file changed on disk" "changed on disk"
press r "r reloads" "Reloaded Localizable.xcstrings from disk"
expect_screen "the editor shows the external value" "$ext_new"
expect_gone "the editor's change is gone after reloading" "EDITOR-SIDE"
expect_gone "nothing is modified after reloading" "● modified"
check "after reload the file is the externally changed one" cmp "$work/external.xcstrings" "$file"
press u "undo starts afresh after reloading" "Nothing to undo"
quit_cleanly
check "quitting after reload leaves the file alone" cmp "$work/external.xcstrings" "$file"

echo "== (f) merge with the file changed on disk"
edit_then_change_on_disk
press C-s "Ctrl-S asks: the file changed on disk" "changed on disk"
expect_screen "the question offers the merge first" "m merge   o overwrite   r reload   c cancel"
press m "m merges, and with nothing in conflict the save goes on" "Saved Localizable.xcstrings"
expect_gone "nothing is modified after the merge is saved" "● modified"
check "after the merge the file has the editor's change and the external one" python3 - "$before" "$file" "$editor_text" "$ext_key" "$ext_new" <<'EOF'
from catalog import *
before_path, after_path, text, ext_key, ext_new = sys.argv[1:]
expected = load(before_path)
first = next(iter(expected["strings"]))
expected["strings"][first].setdefault("localizations", {})["ar"] = {"stringUnit": {"state": "translated", "value": text}}
expected["strings"][ext_key]["localizations"]["ar"]["stringUnit"]["value"] = ext_new
assert_same(load(after_path), expected)
EOF
in_xcode_layout
quit_cleanly

tmux_ kill-server 2>/dev/null || true
finish
