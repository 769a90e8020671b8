#!/usr/bin/env bash
# End to end: catalogs in a scratch git repository with the real binary. `xcedit git-setup`
# installs the merge driver and the diff's textconv (idempotently); two branches that edit
# and add strings next to each other, which git's line merge cannot merge, merge cleanly with
# the driver; `git diff` shows the change string by string; two branches that change the same
# value differently stop the merge with the conflict named and a valid catalog on disk.
name=git-merge.sh
source "$(dirname "$0")/e2e-helpers.bash"
source "$(dirname "$0")/git-helpers.bash"
cp "$root/SampleProject/BackyardBirds/Localizable.xcstrings" "$catalog"
git -C "$repo" add -A && git -C "$repo" commit -q -m base

# edit KEY LANGUAGE VALUE...: sets values with Python, then writes Xcode's layout with xcedit fmt.
edit() {
  python3 - "$catalog" "$@" <<'PY'
import json, sys
path, edits = sys.argv[1], sys.argv[2:]
catalog = json.load(open(path, encoding="utf-8"))
for key, language, value in zip(edits[0::3], edits[1::3], edits[2::3]):
    string = catalog["strings"].setdefault(key, {})
    string.setdefault("localizations", {})[language] = {"stringUnit": {"state": "translated", "value": value}}
json.dump(catalog, open(path, "w", encoding="utf-8"), ensure_ascii=False)
PY
  "$xcedit" fmt "$catalog" >/dev/null
}

first_key='“%@” added to Favorites'
setup=$(cd "$repo" && "$xcedit" git-setup)
check "git-setup sets the merge driver" grep -q "merge.xcstrings.driver: set to .*merge %O %A %B --name %P" <<< "$setup"
check "git-setup sets the diff's textconv" grep -q "diff.xcstrings.textconv: set to .*diff --textconv" <<< "$setup"
check "git-setup adds the attributes line" grep -qx '\*.xcstrings merge=xcstrings diff=xcstrings' "$repo/.gitattributes"
again=$(cd "$repo" && "$xcedit" git-setup)
check "git-setup a second time changes nothing" bash -c "! grep -q 'set to\|added' <<< '$again' && [ \$(grep -c xcstrings '$repo/.gitattributes') -eq 1 ]"
git -C "$repo" add .gitattributes && git -C "$repo" commit -q -m "git-setup"

git -C "$repo" checkout -q -b translators
edit "$first_key" de "„%@“ ist jetzt ein Favorit" "Zzz from translators" de "Neu"
git -C "$repo" commit -q -am "de"
git -C "$repo" checkout -q main
edit "$first_key" fr "« %@ » est un favori" "Zzz from developers" en "New"
git -C "$repo" commit -q -am "fr"

# The same three files through git's own line merge: it cannot merge them.
git -C "$repo" show main~1:App/Localizable.xcstrings > "$work/base.xcstrings"
git -C "$repo" show translators:App/Localizable.xcstrings > "$work/theirs.xcstrings"
cp "$catalog" "$work/ours.xcstrings"
check "git's line merge alone conflicts on these changes" bash -c "! git merge-file -q -p '$work/ours.xcstrings' '$work/base.xcstrings' '$work/theirs.xcstrings' >/dev/null"

check "git merge succeeds with the driver" git -C "$repo" merge -q --no-edit translators
check "the merge keeps both sides' changes" python3 - "$catalog" "$first_key" <<'PY'
import json, sys
strings = json.load(open(sys.argv[1], encoding="utf-8"))["strings"]
locs = strings[sys.argv[2]]["localizations"]
assert locs["de"]["stringUnit"]["value"] == "„%@“ ist jetzt ein Favorit", locs["de"]
assert locs["fr"]["stringUnit"]["value"] == "« %@ » est un favori", locs["fr"]
assert strings["Zzz from translators"]["localizations"]["de"]["stringUnit"]["value"] == "Neu"
assert strings["Zzz from developers"]["localizations"]["en"]["stringUnit"]["value"] == "New"
PY
check "the merged catalog is in Xcode's layout" "$xcedit" fmt --check "$catalog"
diff_text=$(git -C "$repo" diff main~1 -- App/Localizable.xcstrings)
check "git diff shows the translators' value as a line of its string" grep -qF '+"“%@” added to Favorites" de: „%@“ ist jetzt ein Favorit [translated]' <<< "$diff_text"
check "git diff shows the new string" grep -qF '+"Zzz from translators" de: Neu [translated]' <<< "$diff_text"
check "git diff shows no JSON braces" bash -c "! grep -q '^[-+] *[{}]' <<< \"\$1\"" _ "$diff_text"
semantic=$("$xcedit" diff "$work/base.xcstrings" "$catalog")
check "xcedit diff names the changed string and both values" bash -c "grep -qF '~ \"“%@” added to Favorites\"' <<< \"\$1\" && grep -qF 'de: \"„%@“ zu Favoriten hinzugefügt\" → \"„%@“ ist jetzt ein Favorit\"' <<< \"\$1\" && grep -qF '+ \"Zzz from developers\"' <<< \"\$1\"" _ "$semantic"

# A real conflict: the same value changed differently on both branches.
git -C "$repo" checkout -q -b reviewers
edit "$first_key" de "Reviewers' wording"
git -C "$repo" commit -q -am "review"
git -C "$repo" checkout -q main
edit "$first_key" de "Developers' wording"
git -C "$repo" commit -q -am "dev"
set +e
merge_output=$(git -C "$repo" merge --no-edit reviewers 2>&1)
merge_status=$?
set -e
check "git merge stops on a real conflict (exit 1)" test "$merge_status" -eq 1
check "the driver names the conflict" grep -qF 'App/Localizable.xcstrings: conflict: "“%@” added to Favorites" de stringUnit.value: modify/modify (ours kept)' <<< "$merge_output"
check "the file left for resolving is a valid catalog with ours there" python3 - "$catalog" "$first_key" <<'PY'
import json, sys
strings = json.load(open(sys.argv[1], encoding="utf-8"))["strings"]
assert strings[sys.argv[2]]["localizations"]["de"]["stringUnit"]["value"] == "Developers' wording"
PY
check "git lists the catalog as unmerged" bash -c "git -C '$repo' ls-files -u -- App/Localizable.xcstrings | grep -q ."

# An old revision that is not UTF-8 (Latin-1): textconv prints its bytes and succeeds, so
# that git log -p goes on past it (it stopped with "unable to read files to diff").
printf '{"strings":{"caf\xe9":{}}}\n' > "$work/latin1.xcstrings"
check "diff --textconv of a file that is not UTF-8 exits 0" "$xcedit" diff --textconv "$work/latin1.xcstrings"
check "diff --textconv prints its bytes as they are" cmp -s <("$xcedit" diff --textconv "$work/latin1.xcstrings") "$work/latin1.xcstrings"
history="$work/history"
git init -q "$history"
git -C "$history" config user.name T; git -C "$history" config user.email t@example.com
(cd "$history" && "$xcedit" git-setup >/dev/null)
cp "$work/latin1.xcstrings" "$history/Old.xcstrings"
git -C "$history" add -A && git -C "$history" commit -q -m latin1
cp "$root/SampleProject/BackyardBirds/Localizable.xcstrings" "$history/Old.xcstrings"
git -C "$history" commit -q -am utf8
check "git log -p shows both revisions" bash -c "git -C '$history' log -p -- Old.xcstrings | grep -q '^-{\"strings\"' "
finish
