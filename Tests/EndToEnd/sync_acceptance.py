#!/usr/bin/env python3
"""The acceptance of `xcedit sync` on the real projects of ../shared/sync, checked on the files
the real binary wrote: independent of the Swift code under test (json only).

  sync_acceptance.py cut COPY CATALOGS           keep only manual strings in each catalog
  sync_acceptance.py fresh COPY ORIGINAL CATALOGS    recall/precision of the automatic keys
  sync_acceptance.py same COPY ORIGINAL ALL      no string deleted, no translation or manual
                                                 string changed, stale share of automatic keys

CATALOGS and ALL are ';'-separated paths relative to the project folders. Prints the figures;
exits 1 when a threshold is missed.
"""
import json
import sys


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def automatic(entry):
    return entry.get("extractionState") in (None, "extracted_with_value")


def cut(copy, catalogs):
    for relative in catalogs:
        path = f"{copy}/{relative}"
        data = load(path)
        data["strings"] = {k: v for k, v in data["strings"].items() if v.get("extractionState") == "manual"}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=2)


def fresh(copy, original, catalogs):
    expected, found, manual = set(), set(), set()
    comments_compared = comments_equal = values_compared = values_equal = 0
    for relative in catalogs:
        before = load(f"{original}/{relative}")
        after = load(f"{copy}/{relative}")
        source = before.get("sourceLanguage", "en")
        for key, entry in before["strings"].items():
            if automatic(entry):
                expected.add((relative, key))
            elif entry.get("extractionState") != "stale":
                manual.add((relative, key))
        for key, entry in after["strings"].items():
            if automatic(entry) and (relative, key) not in manual:
                found.add((relative, key))
        for key in {k for (r, k) in expected & found if r == relative}:
            old, new = before["strings"][key], after["strings"][key]
            if "comment" in new:
                comments_compared += 1
                comments_equal += old.get("comment") == new.get("comment")
            if old.get("extractionState") == "extracted_with_value":
                values_compared += 1
                value = lambda e: e.get("localizations", {}).get(source, {}).get("stringUnit", {}).get("value")
                values_equal += value(old) == value(new)
    matched = len(expected & found)
    recall = matched / len(expected) if expected else 1
    precision = matched / len(found) if found else 1
    print(f"recall {recall:.3f} ({matched}/{len(expected)}), precision {precision:.3f} ({matched}/{len(found)}), "
          f"comments from the code equal {comments_equal}/{comments_compared}, default values equal {values_equal}/{values_compared}")
    ok = recall >= 0.94 and precision >= 0.99 and comments_equal >= 0.97 * comments_compared and values_equal >= 0.97 * values_compared
    return ok, matched, len(expected), len(found)


def same(copy, original, catalogs):
    ok = True
    automatic_keys = newly_stale = 0
    for relative in catalogs:
        before = load(f"{original}/{relative}")
        after = load(f"{copy}/{relative}")
        source = before.get("sourceLanguage", "en")
        for key, entry in before["strings"].items():
            if key not in after["strings"]:
                print(f"{relative}: {key!r} deleted"); ok = False; continue
            new = after["strings"][key]
            if automatic(entry):
                automatic_keys += 1
                newly_stale += new.get("extractionState") == "stale"
            if entry.get("extractionState") not in (None, "extracted_with_value", "stale", "migrated") and new != entry:
                print(f"{relative}: manual string {key!r} changed"); ok = False
            for language, localization in entry.get("localizations", {}).items():
                if language != source and new.get("localizations", {}).get(language) != localization:
                    print(f"{relative}: translation {language} of {key!r} changed"); ok = False
    share = newly_stale / automatic_keys if automatic_keys else 0
    print(f"{newly_stale} of {automatic_keys} automatic keys newly stale ({share:.1%})")
    return ok and share <= 0.03


def main():
    command, copy = sys.argv[1], sys.argv[2]
    if command == "cut":
        cut(copy, sys.argv[3].split(";"))
        return 0
    original, catalogs = sys.argv[3], sys.argv[4].split(";")
    if command == "fresh":
        ok, matched, expected, found = fresh(copy, original, catalogs)
        # For the figures over every project, added up by the calling script.
        print(f"counts {matched} {expected} {found}")
    else:
        ok = same(copy, original, catalogs)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
