#!/usr/bin/env python3
"""xcedit translation provider for a LibreTranslate server (https://libretranslate.com, or
your own: https://github.com/LibreTranslate/LibreTranslate).

Set LIBRETRANSLATE_URL to the server (default http://localhost:5000) and, when it asks for
one, LIBRETRANSLATE_API_KEY; then name this script in ~/.config/xcedit/config:

    translate.provider = python3 /path/to/xcedit/Scripts/providers/libretranslate.py

Texts go as HTML (format "html"), so that xcedit's tags come back around the translated
words. Language codes are sent as the server names them: the catalog's language without
its region (de-AT is de), zh-Hant (and zh-TW, zh-HK) as zt; LIBRETRANSLATE_LANGUAGES changes
or adds names, e.g. "pt-BR=pb,zh-Hans=zh". Texts are sent in batches of 25 per language
pair. Needs this folder's xcedit_provider.py; Python 3 standard library only.
"""
import os
import sys

# The shared module beside this script, without leaving a __pycache__ folder there.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xcedit_provider import fail, post_json, read_requests, translate_in_batches  # noqa: E402

BATCH = 25


def language_names():
    names = {}
    for pair in os.environ.get("LIBRETRANSLATE_LANGUAGES", "").split(","):
        if not pair.strip():
            continue
        if "=" not in pair:
            fail("libretranslate.py: LIBRETRANSLATE_LANGUAGES: expected CODE=NAME pairs, found %r" % pair)
        code, name = pair.split("=", 1)
        names[code.strip().lower()] = name.strip()
    return names


def server_code(code, names):
    """The server's name for a catalog's language code."""
    normalized = code.replace("_", "-")
    if normalized.lower() in names:
        return names[normalized.lower()]
    parts = normalized.lower().split("-")
    if parts[0] == "zh" and any(part in parts[1:] for part in ("hant", "tw", "hk", "mo")):
        return "zt"
    return parts[0]


def main():
    url = os.environ.get("LIBRETRANSLATE_URL", "http://localhost:5000").rstrip("/") + "/translate"
    key = os.environ.get("LIBRETRANSLATE_API_KEY", "")
    names = language_names()

    def call(batch_key, texts):
        source, target = batch_key
        body = {"q": texts, "source": server_code(source, names), "target": server_code(target, names), "format": "html"}
        if key:
            body["api_key"] = key
        reply = post_json(url, body)
        if "error" in reply:
            raise ValueError(reply["error"])
        translated = reply["translatedText"]
        return translated if isinstance(translated, list) else [translated]

    requests = read_requests()
    translate_in_batches(requests, lambda r: (r["source"], r["target"]), BATCH, call)


if __name__ == "__main__":
    main()
