"""What xcedit's translation provider scripts share: reading xcedit's requests, answering
them, and calling a web service. Python 3 standard library only.

The protocol (docs/machine-translation.md, "The provider"): xcedit writes one JSON request per line on
standard input and closes it; the provider writes one JSON answer per request on standard
output, {"id": ..., "text": ...} or {"id": ..., "error": ...}, in any order, and exits 0.
Placeholders and markup come as XML tags (<x id="1"/>, <g id="2">...</g>) and the rest of
the text is XML-escaped: a translation must keep every tag, which engines that handle XML or
HTML do. Anything else on standard output makes xcedit drop the whole run.
"""
import json
import sys
import urllib.error
import urllib.request


def read_requests():
    """Every request xcedit wrote, in order."""
    return [json.loads(line) for line in sys.stdin if line.strip()]


def answer(request, text=None, error=None):
    """Writes the answer to one request, at once, so that xcedit sees progress."""
    line = {"id": request["id"]}
    if error is None:
        line["text"] = text
    else:
        line["error"] = error
    sys.stdout.write(json.dumps(line, ensure_ascii=False) + "\n")
    sys.stdout.flush()


def batches(requests, key, size):
    """The requests grouped by key(request), in runs of at most size: (key, run) pairs."""
    groups = {}
    for request in requests:
        groups.setdefault(key(request), []).append(request)
    for group_key, group in groups.items():
        for start in range(0, len(group), size):
            yield group_key, group[start:start + size]


def post_json(url, body, headers=None, timeout=60):
    """POSTs body as JSON and returns the JSON answer."""
    data = json.dumps(body).encode("utf-8")
    all_headers = {"Content-Type": "application/json", "User-Agent": "xcedit-provider"}
    all_headers.update(headers or {})
    request = urllib.request.Request(url, data=data, headers=all_headers, method="POST")
    with urllib.request.urlopen(request, timeout=timeout) as response:
        return json.loads(response.read().decode("utf-8"))


def describe(error):
    """A sentence for a failed call, for the answers' "error"."""
    if isinstance(error, urllib.error.HTTPError):
        detail = error.read().decode("utf-8", "replace").strip()[:200]
        return "HTTP %d: %s" % (error.code, detail or error.reason)
    if isinstance(error, urllib.error.URLError):
        return "cannot reach the service: %s" % (error.reason,)
    return str(error)


def translate_in_batches(requests, key, size, call):
    """Answers every request: call(key, texts) returns the translations of a batch, in its
    order; a batch whose call fails gets the failure as each of its answers."""
    for batch_key, batch in batches(requests, key, size):
        try:
            texts = call(batch_key, [request["text"] for request in batch])
            if len(texts) != len(batch):
                raise ValueError("the service returned %d texts for %d" % (len(texts), len(batch)))
        except Exception as error:  # noqa: BLE001 - every failure becomes an answer
            for request in batch:
                answer(request, error=describe(error))
            continue
        for request, text in zip(batch, texts):
            answer(request, text=text)


def fail(message):
    """Stops the provider with a reason xcedit shows (the last line of standard error)."""
    sys.stderr.write(message + "\n")
    sys.exit(1)
