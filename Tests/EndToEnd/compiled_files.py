"""Checks `xcedit compile` output against the catalogs it came from, with Python's plistlib
(an implementation of property lists independent of xcedit's): every value of every catalog
is in LANG.lproj/TABLE.strings or, varied, in TABLE.stringsdict, in the legacy layout.
Usage: python3 compiled_files.py OUTPUT_DIR CATALOG..."""
import json, os, plistlib, re, sys

SUBSTITUTION = re.compile(r"%(?:(\d+)\$)?#@([^@]+)@")


def load_plist(path):
    with open(path, "rb") as f:
        return plistlib.load(f)


def check_plural_rule(rule, forms, where, arg_replacement=None):
    assert rule["NSStringFormatSpecTypeKey"] == "NSStringPluralRuleType", where
    for category, form in forms.items():
        text = form["stringUnit"]["value"]
        if arg_replacement is not None:
            text = text.replace("%arg", arg_replacement)
        assert rule.get(category) == text, f"{where} {category}: {rule.get(category)!r} != {text!r}"


def check_plural_format(entry, forms, where):
    token = SUBSTITUTION.fullmatch(entry["NSStringLocalizedFormatKey"])
    assert token, f"{where}: {entry['NSStringLocalizedFormatKey']!r} is not one variable"
    check_plural_rule(entry[token.group(2)], forms, where)


def check_localization(language_files, key, loc, where):
    strings, stringsdict = language_files
    if "variations" in loc and "device" in loc["variations"]:
        devices = stringsdict[key]["NSStringDeviceSpecificRuleType"]
        for device, branch in loc["variations"]["device"].items():
            if "variations" in branch:
                check_plural_format(devices[device], branch["variations"]["plural"], f"{where} device.{device}")
            elif "substitutions" not in loc or "%#@" not in branch["stringUnit"]["value"]:
                assert devices[device] == branch["stringUnit"]["value"], f"{where} device.{device}"
    elif "variations" in loc:
        check_plural_format(stringsdict[key], loc["variations"]["plural"], where)
    elif "substitutions" in loc:
        entry = stringsdict[key]
        value = loc["stringUnit"]["value"]
        assert re.sub(r"%\d+\$#@", "%#@", entry["NSStringLocalizedFormatKey"]) == re.sub(r"%\d+\$#@", "%#@", value), where
        tokens = {m.group(2): m for m in SUBSTITUTION.finditer(value)}
        implicit = 0
        numbers = {}
        for m in re.finditer(r"%(?:(\d+)\$)?(#@([^@]+)@|[-+ #0']*\d*(?:\.\d+)?(?:hh|h|ll|l|q|L|z|t|j)?[@dDuUxXoOfeEgGcCsSpaAFi])", value):
            implicit += 1
            if m.group(3):
                numbers[m.group(3)] = int(m.group(1)) if m.group(1) else implicit
        for name, substitution in loc["substitutions"].items():
            if name not in tokens:
                continue
            number = substitution.get("argNum", numbers[name])
            spec = substitution.get("formatSpecifier", "lld")
            check_plural_rule(entry[name], substitution["variations"]["plural"], f"{where} substitutions.{name}", f"%{number}${spec}")
            assert entry[name]["NSStringFormatValueTypeKey"] == spec, where
    elif "stringUnit" in loc:
        assert strings.get(key) == loc["stringUnit"]["value"], f"{where}: {strings.get(key)!r} != {loc['stringUnit']['value']!r}"


def main(output, catalogs):
    checked = 0
    for path in catalogs:
        with open(path, encoding="utf-8") as f:
            catalog = json.load(f)
        table = os.path.splitext(os.path.basename(path))[0]
        files = {}
        for key, string in catalog["strings"].items():
            for language, loc in string.get("localizations", {}).items():
                if "stringSet" in loc:
                    continue
                if language not in files:
                    folder = os.path.join(output, language + ".lproj")
                    strings_path = os.path.join(folder, table + ".strings")
                    dict_path = os.path.join(folder, table + ".stringsdict")
                    files[language] = (
                        load_plist(strings_path) if os.path.exists(strings_path) else {},
                        load_plist(dict_path) if os.path.exists(dict_path) else {},
                    )
                check_localization(files[language], key, loc, f"{table} {language} {key!r}")
                checked += 1
    print(f"compiled_files.py: {checked} localizations checked")
    assert checked > 0


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
