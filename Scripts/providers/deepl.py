#!/usr/bin/env python3
"""xcedit translation provider for DeepL's API (https://developers.deepl.com).

Set DEEPL_AUTH_KEY to your authentication key (a free account's key ends in ":fx" and is
sent to api-free.deepl.com, any other to api.deepl.com), then name this script in
~/.config/xcedit/config:

    translate.provider = python3 /path/to/xcedit/Scripts/providers/deepl.py

Optional: DEEPL_API_URL (another endpoint, e.g. a proxy), DEEPL_FORMALITY (more, less,
prefer_more, prefer_less). xcedit's tags go through DeepL's XML tag handling: <x/> tags
(placeholders) are kept as they are, <g> tags (links, styles, grammar agreement) move with
their words, and neither splits a sentence. The string's comment is sent as context, which
DeepL uses but does not translate. Texts are sent in batches of 50 per language pair and
comment. Needs this folder's xcedit_provider.py; Python 3 standard library only.
"""
import os
import sys

# The shared module beside this script, without leaving a __pycache__ folder there.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xcedit_provider import fail, post_json, read_requests, translate_in_batches  # noqa: E402

BATCH = 50


def target_code(code):
    """DeepL's target language for a catalog's code: regional variants where DeepL has them."""
    parts = code.replace("_", "-").split("-")
    language, rest = parts[0].lower(), [part.lower() for part in parts[1:]]
    if language == "en":
        return "EN-GB" if any(region in rest for region in ("gb", "au", "ie", "nz", "in")) else "EN-US"
    if language == "pt":
        return "PT-BR" if "br" in rest else "PT-PT"
    if language == "zh":
        return "ZH-HANT" if any(part in rest for part in ("hant", "tw", "hk", "mo")) else "ZH-HANS"
    return language.upper()


def source_code(code):
    return code.replace("_", "-").split("-")[0].upper()


def main():
    key = os.environ.get("DEEPL_AUTH_KEY", "").strip()
    if not key:
        fail("deepl.py: set DEEPL_AUTH_KEY to your DeepL authentication key")
    default_url = "https://api-free.deepl.com/v2/translate" if key.endswith(":fx") else "https://api.deepl.com/v2/translate"
    url = os.environ.get("DEEPL_API_URL", default_url)
    formality = os.environ.get("DEEPL_FORMALITY")

    def call(batch_key, texts):
        source, target, context = batch_key
        body = {
            "text": texts, "source_lang": source_code(source), "target_lang": target_code(target),
            "tag_handling": "xml", "ignore_tags": ["x"], "non_splitting_tags": ["x", "g"], "outline_detection": False,
        }
        if context:
            body["context"] = context
        if formality:
            body["formality"] = formality
        reply = post_json(url, body, headers={"Authorization": "DeepL-Auth-Key " + key})
        return [item["text"] for item in reply["translations"]]

    requests = read_requests()
    translate_in_batches(requests, lambda r: (r["source"], r["target"], r.get("comment", "")), BATCH, call)


if __name__ == "__main__":
    main()
