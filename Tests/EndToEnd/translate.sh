#!/usr/bin/env bash
# End to end: `xcedit translate` on a copy of the sample project with fake providers (no
# network): every form each language needs filled, needs_review, placeholders intact; a
# provider that breaks placeholders, fails or is missing changes nothing; the DeepL and
# LibreTranslate scripts against a local stand-in for their services.
name=translate.sh
source "$(dirname "$0")/e2e-helpers.bash"
copy_sample_project
fake="python3 $root/Tests/EndToEnd/fake_provider.py"

# The provider named in the user's settings, as docs/machine-translation.md says.
mkdir -p "$work/config/xcedit"
printf 'translate.provider = %s upper\n' "$fake" > "$work/config/xcedit/config"
export XDG_CONFIG_HOME="$work/config"

check_output "translate fills Arabic and Chinese and says how much" \
  "ar: 34 forms filled in 14 strings (needs_review), 0 rejected" "$xcedit" translate "$work/SampleProject" --lang ar --lang zh-Hans

# Every form the language needs, needs_review, with the source's placeholders.
cat > "$work/check_drafts.py" <<'PY'
import json, re, sys
path, languages = sys.argv[1], sys.argv[2:]
categories = {"ar": ["few", "many", "one", "other", "two", "zero"], "zh-Hans": ["other"]}
token = re.compile(r"%(?:\d+\$)?(?:#@\w+@|arg|%|[-+ #0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|q|L|z|t|j)?[@dDiuUxXoOfFeEgGcCsSp])")
catalog = json.load(open(path))
drafts = 0

def tokens(text):
    return sorted(token.findall(text))

def check_forms(key, language, own, source, where):
    """own and source: a localization or a substitution's variations holder."""
    global drafts
    if "plural" in source.get("variations", {}):
        forms = own["variations"]["plural"]
        assert sorted(forms) == categories[language], (key, language, where, sorted(forms))
        for category, form in forms.items():
            unit = form["stringUnit"]
            reference = source["variations"]["plural"].get(category, source["variations"]["plural"]["other"])
            check_unit(key, language, unit, reference["stringUnit"]["value"], where + " " + category)
    elif "device" in source.get("variations", {}):
        for device, form in source["variations"]["device"].items():
            check_unit(key, language, own["variations"]["device"][device]["stringUnit"], form["stringUnit"]["value"], where + " " + device)
    elif "stringUnit" in source:
        check_unit(key, language, own["stringUnit"], source["stringUnit"]["value"], where)

def check_unit(key, language, unit, source_text, where):
    """Every form has a value; a draft (the fake provider's [LANGUAGE …] prefix) needs review
    and has the source's placeholders."""
    global drafts
    assert unit["value"], (key, language, where, unit)
    if unit["value"].startswith("[" + language):
        drafts += 1
        assert unit["state"] == "needs_review", (key, language, where, unit)
        assert tokens(unit["value"]) == tokens(source_text), (key, language, where, unit["value"], source_text)

for key, entry in catalog["strings"].items():
    if entry.get("shouldTranslate") is False or entry.get("extractionState") == "stale":
        continue
    source = entry.get("localizations", {}).get("en", {"stringUnit": {"value": key}})
    for language in languages:
        own = entry["localizations"][language]
        if "variations" in source and "variations" not in own:
            continue  # a plain translation of a varied source, left alone
        check_forms(key, language, own, source, "value")
        for name, substitution in source.get("substitutions", {}).items():
            check_forms(key, language, own["substitutions"][name], substitution, name)
            assert own["substitutions"][name]["argNum"] == substitution["argNum"]
assert drafts > 40, drafts
print(drafts, "drafts checked")
PY
check "every form filled, needs_review, placeholders intact" python3 "$work/check_drafts.py" "$catalog" ar zh-Hans
check "the catalog is in Xcode's layout" "$xcedit" fmt --check "$catalog"
check "lint finds no error in the drafted languages" "$xcedit" lint "$catalog" --lang ar --lang zh-Hans

# A provider that breaks placeholders, one that fails, none at all: the catalog byte for byte.
cp "$work/original.xcstrings" "$catalog"
check_output "a provider breaking placeholders has every draft rejected" "0 forms filled, 34 rejected" \
  "$xcedit" translate "$catalog" --lang ar --provider "$fake break"
check "a provider breaking placeholders changes nothing" cmp -s "$catalog" "$work/original.xcstrings"
check_exit 1 "a failing provider is an error" "$xcedit" translate "$catalog" --lang ar --provider "$fake fail"
check "a failing provider changes nothing" cmp -s "$catalog" "$work/original.xcstrings"
check_exit 1 "a provider that hangs is stopped" "$xcedit" translate "$catalog" --lang ar --provider "$fake hang" --timeout 1
check "a hanging provider changes nothing" cmp -s "$catalog" "$work/original.xcstrings"
message=$(XDG_CONFIG_HOME="$work/nothing" HOME="$work/nothing" "$xcedit" translate "$catalog" --lang ar 2>&1) && status=0 || status=$?
check "no provider at all: exit 1, saying where to set one" bash -c "[ $status -eq 1 ] && grep -q 'set translate.provider in $work/nothing/xcedit/config' <<< '$message'"

# Broken pipes: a provider that reads nothing of a large input fails the run (its SIGPIPE
# does not end xcedit), and xcedit writing to a closed pipe ends as any program does (141),
# without a crash report.
python3 -c "
import json, sys
strings = {'Label %d' % i: {'comment': 'a label ' * 20} for i in range(3000)}
json.dump({'sourceLanguage': 'en', 'strings': strings, 'version': '1.0'}, open(sys.argv[1], 'w'), indent=2)
" "$work/Large.xcstrings"
check_exit 1 "a provider that reads nothing of 3,000 requests fails the run" "$xcedit" translate "$work/Large.xcstrings" --lang fr --provider "exit 0"
set +o pipefail
"$xcedit" translate "$work/Large.xcstrings" --lang fr --dry-run --provider "$fake upper" 2>"$work/stderr" | head -1 >/dev/null
status=${PIPESTATUS[0]}
set -o pipefail
check "xcedit writing into a closed pipe ends by SIGPIPE, quietly (status $status)" bash -c "[ $status -eq 141 ] && [ ! -s '$work/stderr' ]"

# The provider scripts: they compile, and refuse to start without their key.
check "the provider scripts compile" python3 -c "import ast,sys; [ast.parse(open(f).read()) for f in sys.argv[1:]]" \
  "$root"/Scripts/providers/*.py
message=$(env -u DEEPL_AUTH_KEY "$xcedit" translate "$catalog" --lang ar --provider "python3 $root/Scripts/providers/deepl.py" 2>&1) && status=0 || status=$?
check "deepl.py without DEEPL_AUTH_KEY: exit 1 with its reason" bash -c "[ $status -eq 1 ] && grep -q 'set DEEPL_AUTH_KEY' <<< '$message'"
check "and nothing changed" cmp -s "$catalog" "$work/original.xcstrings"

# A stand-in for DeepL's and LibreTranslate's services on this machine: it answers in their
# shapes, prefixing each text and keeping the tags, and records what it was sent.
cat > "$work/services.py" <<'PY'
import http.server, json, sys
log = open(sys.argv[1], "a")
class Handler(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        log.write(json.dumps({"path": self.path, "auth": self.headers.get("Authorization"), "body": body}) + "\n"); log.flush()
        if self.path == "/v2/translate":
            reply = {"translations": [{"text": "DE: " + text} for text in body["text"]]}
        else:
            reply = {"translatedText": ["LT: " + text for text in body["q"]]}
        data = json.dumps(reply).encode()
        self.send_response(200); self.send_header("Content-Type", "application/json"); self.send_header("Content-Length", str(len(data)))
        self.end_headers(); self.wfile.write(data)
    def log_message(self, *args):
        pass
server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
PY
python3 "$work/services.py" "$work/services.log" > "$work/port" &
services=$!
trap 'kill $services 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
port=$(cat "$work/port")
need "the stand-in service's port" "$port"

check_output "deepl.py fills Chinese through the DeepL stand-in" "zh-Hans: 16 forms filled in 11 strings" \
  env DEEPL_AUTH_KEY=test-key DEEPL_API_URL="http://127.0.0.1:$port/v2/translate" \
  "$xcedit" translate "$catalog" --lang zh-Hans --provider "python3 $root/Scripts/providers/deepl.py"
check "DeepL got XML tag handling, the key, its language codes and the comment as context" python3 -c "
import json, sys
calls = [json.loads(l) for l in open(sys.argv[1]) if '/v2/' in l]
body = calls[0]['body']
assert calls[0]['auth'] == 'DeepL-Auth-Key test-key', calls[0]
assert body['tag_handling'] == 'xml' and body['ignore_tags'] == ['x'] and body['source_lang'] == 'EN' and body['target_lang'] == 'ZH-HANS', body
assert any('context' in c['body'] for c in calls)
assert any('<x id=\"1\"/>' in t for c in calls for t in c['body']['text'])
" "$work/services.log"
check "the DeepL drafts are in the catalog" python3 -c "
import json, sys
d = json.load(open(sys.argv[1]))['strings']['%lld feeders need a refill']['localizations']['zh-Hans']
assert d['variations']['plural']['other']['stringUnit'] == {'state': 'needs_review', 'value': 'DE: %lld feeders need a refill'}, d
" "$catalog"
cp "$work/original.xcstrings" "$catalog"
check_output "libretranslate.py fills Chinese through the LibreTranslate stand-in" "zh-Hans: 16 forms filled in 11 strings" \
  env LIBRETRANSLATE_URL="http://127.0.0.1:$port" LIBRETRANSLATE_API_KEY=lt-key \
  "$xcedit" translate "$catalog" --lang zh-Hans --provider "python3 $root/Scripts/providers/libretranslate.py"
check "LibreTranslate got HTML, the key and its language codes" python3 -c "
import json, sys
body = [json.loads(l) for l in open(sys.argv[1]) if '\"/translate\"' in l][0]['body']
assert body['format'] == 'html' and body['api_key'] == 'lt-key' and body['source'] == 'en' and body['target'] == 'zh', body
" "$work/services.log"
check "no __pycache__ left beside the scripts" test ! -e "$root/Scripts/providers/__pycache__"

# A signal that ends xcedit (kill, Ctrl-C, a closed terminal) ends the provider too, with
# what it started: it runs in a process group of its own, which the signal does not reach.
# (SIGINT takes the same path; a background job of a script has it ignored, so it is not sent here.)
cp "$catalog" "$work/before-signals.xcstrings"
for signal in TERM HUP; do
  rm -f "$work/pids"
  FAKE_PROVIDER_PIDS="$work/pids" "$xcedit" translate "$catalog" --lang ar --provider "$fake hang" --timeout 60 2>/dev/null &
  translating=$!
  for _ in $(seq 100); do [ -s "$work/pids" ] && break; sleep 0.1; done
  kill -"$signal" "$translating"
  set +e; wait "$translating"; status=$?; set -e
  check "SIG$signal ends translate by the signal" test "$status" -eq $((128 + $(kill -l "$signal")))
  check "SIG$signal ends the provider and what it started" test -z "$($fake alive "$work/pids")"
  check "SIG$signal leaves the catalog as it was" cmp -s "$catalog" "$work/before-signals.xcstrings"
done

# A translation memory from a team's TMX and a gettext .po named in memory.paths, the cache
# under XDG_CACHE_HOME: the second run reads the memory from the cache, the files 0600.
mkdir -p "$work/memory"
cat > "$work/memory/team.tmx" <<'TMX'
<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4"><header srclang="en" datatype="plaintext" segtype="sentence" adminlang="en" o-tmf="x" creationtool="x" creationtoolversion="1"/>
<body><tu><tuv xml:lang="en"><seg>Cancel</seg></tuv><tuv xml:lang="ko"><seg>취소</seg></tuv></tu></body></tmx>
TMX
printf 'msgid ""\nmsgstr "Language: ko\\n"\n\nmsgid "Done"\nmsgstr "완료"\n' > "$work/memory/ko.po"
printf 'memory.paths = %s\n' "$work/memory" >> "$work/config/xcedit/config"
for run in cold cached; do
  check_output "translate --from-memory fills Korean from a TMX and a .po ($run)" "ko: 2 forms from memory (2 exact, 0 fuzzy" \
    env XDG_CACHE_HOME="$work/cache" "$xcedit" translate "$catalog" --lang ko --from-memory --dry-run
done
check "the memory cache holds a 0600 file per memory file in a 0700 folder" test "$(stat -c %a "$work/cache/xcedit/memory")" = 700 -a \
  "$(find "$work/cache/xcedit/memory" -type f -perm 600 | wc -l)" = 2

finish
