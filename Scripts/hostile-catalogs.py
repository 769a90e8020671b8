#!/usr/bin/env python3
"""Writes the hostile catalogs that issue 12's figures are measured on into a folder:

  unknown-20000.xcstrings     a localization with 20,000 members the model does not know
  unknown-100000.xcstrings    the same with 100,000 (about 3 MB)
  placeholders.xcstrings      a source value of 100,000 `%@`, five translations that
                              disagree with it in count, type or both
  long-value.xcstrings        a string whose source value is one 50 MB line

Usage: Scripts/hostile-catalogs.py FOLDER. Deterministic; nothing here is committed output.
"""
import json
import os
import sys


def catalog(strings):
    return {"sourceLanguage": "en", "strings": strings, "version": "1.0"}


def unit(value, state="translated"):
    return {"stringUnit": {"state": state, "value": value}}


def unknown_members(count):
    localization = unit("Hello")
    for i in range(count):
        localization["futureField%d" % i] = i
    return catalog({"Hello": {"localizations": {"en": localization}}})


def placeholders(count):
    source = "%@ " * count
    return catalog({"Many": {"localizations": {
        "en": unit(source),
        "de": unit("%d " * count),
        "fr": unit("%@ " * (count // 2)),
        "es": unit("sin marcadores"),
        "it": unit(source),
        "ja": unit("%lld " * count),
    }}})


def long_value(megabytes):
    words = "the quick brown fox jumps over the lazy dog "
    value = (words * (megabytes * 1024 * 1024 // len(words) + 1))[: megabytes * 1024 * 1024]
    strings = {"Long": {"localizations": {"en": unit(value), "fr": unit("court")}}}
    for i in range(50):
        # The comment shows only in the inspector: it tells when the selection moved there.
        strings["Short %02d" % i] = {"comment": "Note on short string %02d" % i, "localizations": {"en": unit("Short %d" % i)}}
    return catalog(strings)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: hostile-catalogs.py FOLDER")
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    outputs = {
        "unknown-20000.xcstrings": unknown_members(20000),
        "unknown-100000.xcstrings": unknown_members(100000),
        "placeholders.xcstrings": placeholders(100000),
        "long-value.xcstrings": long_value(50),
    }
    for name, value in outputs.items():
        with open(os.path.join(folder, name), "w", encoding="utf-8") as out:
            json.dump(value, out, ensure_ascii=False, indent=2)
        print(os.path.join(folder, name))


if __name__ == "__main__":
    main()
