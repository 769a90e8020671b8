#!/usr/bin/env bash
# End to end: `xcedit sync` from the real binary. The sample project (in step with its code;
# a string added, removed and put back; --check and --dry-run writing nothing), hostile
# projects (a truncated project file, a source that is not UTF-8, a link loop in a
# synchronized folder), and the acceptance on the real projects of ../shared/sync when it
# is there: fresh (from catalogs cut to their manual strings) and on the committed catalogs.
name=sync.sh
source "$(dirname "$0")/e2e-helpers.bash"
copy_sample_project
project="$work/SampleProject"
broken="$project/BackyardBirds/Broken.xcstrings"

# snapshot FOLDER: one line per file with its checksum, to tell that nothing was written.
snapshot() { (cd "$1" && find . -type f -print0 | sort -z | xargs -0 sha1sum); }
export -f snapshot

check_output "the sample project is in step with its code" "every catalog is up to date" "$xcedit" sync --check "$project"
snapshot "$project" > "$work/before"

# A string added to the code.
feeder="$project/BackyardBirds/FeederView.swift"
python3 - "$feeder" <<'PY'
import sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
anchor = 'Text("New species spotted! 🐦",'
assert anchor in text
text = text.replace(anchor, 'Text("The feeder is empty, \\(garden.feedersToRefill) left", comment: "Warning when a feeder runs out")\n                        ' + anchor, 1)
open(path, "w", encoding="utf-8").write(text)
PY
snapshot "$project" > "$work/edited"
check_exit 1 "--check exits 1 when the code has a string the catalog lacks" "$xcedit" sync --check "$project"
check_output "--dry-run names the key it would add" 'added: "The feeder is empty, %lld left"' "$xcedit" sync --dry-run "$project"
check "--check and --dry-run write nothing" cmp -s "$work/edited" <(snapshot "$project")
check_output "sync writes the catalog" "1 catalog written" "$xcedit" sync "$project"
check "the new key is an automatic string with the code's comment" python3 -c '
import json, sys
entry = json.load(open(sys.argv[1]))["strings"]["The feeder is empty, %lld left"]
assert "extractionState" not in entry and entry["comment"] == "Warning when a feeder runs out", entry' "$catalog"
check "the catalog is in Xcode's layout" "$xcedit" fmt --check "$catalog"
check "only the catalog changed" bash -c "diff <(grep -v 'Localizable.xcstrings\|FeederView.swift' '$work/before') <(snapshot '$project' | grep -v 'Localizable.xcstrings\|FeederView.swift')"
check_output "a second sync has nothing to do" "every catalog was up to date" "$xcedit" sync "$project"

# The string removed from the code: stale, translations kept; put back: automatic again.
python3 - "$feeder" <<'PY'
import sys
path = sys.argv[1]
lines = open(path, encoding="utf-8").read().split("\n")
open(path, "w", encoding="utf-8").write("\n".join(l for l in lines if "The feeder is empty" not in l))
PY
check_output "sync marks a key the code no longer uses stale" 'stale: "The feeder is empty, %lld left"' "$xcedit" sync "$project"
check "the stale string is kept" python3 -c '
import json, sys
assert json.load(open(sys.argv[1]))["strings"]["The feeder is empty, %lld left"]["extractionState"] == "stale"' "$catalog"
cp "$work/SampleProject/BackyardBirds/FeederView.swift" "$work/FeederView.removed"
check "sync never deletes: the sample's stale keys are still there" python3 -c '
import json, sys
assert json.load(open(sys.argv[1]))["strings"]["Add To Cart"]["extractionState"] == "stale"' "$catalog"

# Hostile input: a truncated project file, a Swift file that is not UTF-8.
cp -R "$root/SampleProject" "$work/Truncated"
pbxproj="$work/Truncated/BackyardBirds.xcodeproj/project.pbxproj"
head -c 3000 "$root/SampleProject/BackyardBirds.xcodeproj/project.pbxproj" > "$pbxproj"
snapshot "$work/Truncated" > "$work/truncated-before"
output=$("$xcedit" sync "$work/Truncated" 2>&1) && status=0 || status=$?
check "a truncated project file: exit 1" test "$status" -eq 1
check "a truncated project file: file:line:column" grep -qE "project.pbxproj:[0-9]+:[0-9]+: error: " <<< "$output"
check "a truncated project file: nothing written" cmp -s "$work/truncated-before" <(snapshot "$work/Truncated")

cp -R "$root/SampleProject" "$work/Latin1"
printf 'import SwiftUI\nlet title = Text("Caf\xe9 au lait")\n' > "$work/Latin1/BackyardBirds/ShopView.swift"
printf 'struct Extra { let text = Text("A string only here") }\n' >> "$work/Latin1/BackyardBirds/FeederView.swift"
snapshot "$work/Latin1" > "$work/latin1-before"
output=$("$xcedit" sync "$work/Latin1" 2>&1) && status=0 || status=$?
check "a source that is not UTF-8: exit 1" test "$status" -eq 1
check "a source that is not UTF-8: its place" grep -qE "ShopView.swift:2:[0-9]+: error: " <<< "$output"
check "a source that is not UTF-8: no catalog written" cmp -s "$work/latin1-before" <(snapshot "$work/Latin1")

# A generated project with a synchronized folder, and a link loop inside it.
bench="$root/.build/debug/xcedit-bench"
if [ -x "$bench" ]; then
  "$bench" sync-project "$work/Generated" --files 40 >/dev/null
  ln -s .. "$work/Generated/App/Sources/loop"
  output=$(timeout 60 "$xcedit" sync "$work/Generated" 2>&1) && status=0 || status=$?
  check "a link loop in a synchronized folder: no hang, the sync done" test "$status" -eq 0
  check "a link loop in a synchronized folder: a warning" grep -q "loop" <<< "$output"
  check_output "the generated project's strings added" "App/Localizable.xcstrings: " echo "$output"
  check "and a second sync has nothing to do" "$xcedit" sync --check "$work/Generated"
else
  echo "$name: $bench not built: the generated project's checks skipped"
fi

# The acceptance on ../shared/sync: each project copied, never written in place.
shared="$root/../shared/sync"
if [ -f "$shared/SOURCES.tsv" ]; then
  acceptance="$root/Tests/EndToEnd/sync_acceptance.py"
  totals=(0 0 0)
  while IFS=$'\t' read -r folder _ _ _ catalogs others _; do
    [ "$folder" = project ] && continue
    all="$catalogs"; [ -n "$others" ] && all="$catalogs;$others"
    # Catalogs the list names that this copy of the project leaves out (held out elsewhere).
    present=$(python3 -c 'import os,sys; print(";".join(p for p in sys.argv[2].split(";") if os.path.exists(os.path.join(sys.argv[1], p))))' "$shared/$folder" "$all")
    # The shared data may be read-only; the copies are the project's own files, writable.
    cp -R "$shared/$folder" "$work/fresh-$folder" && chmod -R u+w "$work/fresh-$folder"
    python3 "$acceptance" cut "$work/fresh-$folder" "$catalogs"
    check "$folder, fresh: sync runs" "$xcedit" sync "$work/fresh-$folder"
    figures=$(python3 "$acceptance" fresh "$work/fresh-$folder" "$shared/$folder" "$catalogs") && status=0 || status=$?
    echo "$name: $folder, fresh: $(grep -v '^counts' <<< "$figures")"
    check "$folder, fresh: recall >= 0.94, precision >= 0.99, comments and default values" test "$status" -eq 0
    read -r _ matched expected found <<< "$(grep '^counts' <<< "$figures")"
    totals=($((totals[0] + matched)) $((totals[1] + expected)) $((totals[2] + found)))

    cp -R "$shared/$folder" "$work/same-$folder" && chmod -R u+w "$work/same-$folder"
    snapshot "$work/same-$folder" > "$work/same-before"
    check "$folder, committed catalogs: --dry-run writes nothing" bash -c "'$xcedit' sync --dry-run '$work/same-$folder' >/dev/null 2>&1 && cmp -s '$work/same-before' <(snapshot '$work/same-$folder')"
    check "$folder, committed catalogs: sync runs" "$xcedit" sync "$work/same-$folder"
    figures=$(python3 "$acceptance" same "$work/same-$folder" "$shared/$folder" "$present") && status=0 || status=$?
    echo "$name: $folder, committed catalogs: $figures"
    check "$folder, committed catalogs: nothing deleted, no translation or manual string changed, <= 3% newly stale" test "$status" -eq 0
    check "$folder, committed catalogs: only catalogs written" bash -c "diff <(grep -v '\.xcstrings$' '$work/same-before') <(snapshot '$work/same-$folder' | grep -v '\.xcstrings$')"
    # The catalogs written are in Xcode's layout (a committed one may not be: sync leaves a
    # catalog it does not change as it is, as fmt's business).
    while IFS= read -r file; do
      [ -n "$file" ] && check "$folder, committed catalogs: $file as written is in Xcode's layout" "$xcedit" fmt --check "$work/same-$folder/$file"
    done <<< "$(diff <(snapshot "$work/same-$folder") "$work/same-before" | sed -n 's/^< [0-9a-f]*  \.\///p')"
    check "$folder, committed catalogs: --check exits 0 right after a sync" "$xcedit" sync --check "$work/same-$folder"
  done < "$shared/SOURCES.tsv"
  read -r recall precision <<< "$(python3 -c 'import sys; m,e,f=map(int,sys.argv[1:]); print(f"{m/e:.3f} {m/f:.3f}")' "${totals[@]}")"
  echo "$name: all projects, fresh: recall $recall (${totals[0]}/${totals[1]}), precision $precision (${totals[0]}/${totals[2]})"
  check "all projects, fresh: recall >= 0.97 and precision >= 0.99" python3 -c "import sys; sys.exit(0 if $recall >= 0.97 and $precision >= 0.99 else 1)"
else
  echo "$name: ../shared/sync is absent: the acceptance on real projects is skipped"
fi

finish
