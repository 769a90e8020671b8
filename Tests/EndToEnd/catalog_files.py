"""Reading catalogs and comparing them, for the end-to-end scripts' checks (imported by
the Python each script writes into its work folder; the scripts put this folder on
PYTHONPATH)."""
import json, sys


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def assert_same(after, expected):
    """The two catalogs are equal; otherwise name the strings that differ."""
    if after == expected:
        return
    top = [k for k in set(after) | set(expected) if k != "strings" and after.get(k) != expected.get(k)]
    a, e = after.get("strings", {}), expected.get("strings", {})
    keys = [k for k in list(e) + [k for k in a if k not in e] if a.get(k) != e.get(k)]
    for key in keys[:3]:
        print(f"string {key!r}:\n  on disk:  {json.dumps(a.get(key), ensure_ascii=False)}\n  expected: {json.dumps(e.get(key), ensure_ascii=False)}")
    sys.exit(f"the file differs from what was expected in {len(keys)} string(s) {keys[:5]} and top-level {top}")
