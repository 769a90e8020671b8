#!/usr/bin/env python3
"""A fake translation provider for xcedit's tests: it reads xcedit's requests (JSON lines)
on standard input and answers them as MODE says, without any network.

  upper    the text outside tags in capitals, after "[TARGET]" or, for a plural form,
           "[TARGET CATEGORY SAMPLE]"; tags and escapes kept as they came
  break    every <x/> tag dropped, and a tag the request did not have added: every draft
           is broken, so nothing may be written
  extra    as upper, with a raw %@ added: the tags are kept but the checks reject it
  refuse   an "error" answer to every request
  fail     a reason on standard error, exit status 1
  hang     no answer: waits (and starts a `sleep`, whose pid goes to the file named by
           FAKE_PROVIDER_PIDS) until it is killed
  garbage  a line that is no JSON
  short    every answer but the last one
  slow     as upper, after a second's wait
  alive    (not a provider) prints which of the pids in the file named next are still
           running, after up to five seconds' patience: those a hang run started, once it
           was stopped, should not be

With FAKE_PROVIDER_LOG set, each request line is appended to that file.
"""
import json
import os
import re
import subprocess
import sys
import time

TAGS = re.compile(r"(<[^>]*>|&[a-zA-Z#0-9]+;)")


def shout(request):
    parts = TAGS.split(request["text"])
    text = "".join(part if TAGS.fullmatch(part) else part.upper() for part in parts)
    label = request["target"]
    if "category" in request:
        label += " %s %s" % (request["category"], request["sample"])
    return "[%s] %s" % (label, text)


def process_state(pid):
    """The state letter of a process (Z for a zombie), None when there is none."""
    try:
        with open("/proc/%d/stat" % pid) as stat:
            return stat.read().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return None


def still_running(pids):
    deadline = time.time() + 5
    while True:
        running = [pid for pid in pids if process_state(pid) not in (None, "Z")]
        if not running or time.time() > deadline:
            return running
        time.sleep(0.02)


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "upper"
    if mode == "alive":
        with open(sys.argv[2]) as listed:
            print(" ".join(str(pid) for pid in still_running([int(pid) for pid in listed.read().split()])))
        return
    if mode == "fail":
        sys.stdin.read()
        sys.stderr.write("fake provider: the service refused the key\n")
        sys.exit(1)
    if mode == "hang":
        child = subprocess.Popen(["sleep", "600"])
        pids = os.environ.get("FAKE_PROVIDER_PIDS")
        if pids:
            with open(pids, "w") as out:
                out.write("%d %d\n" % (os.getpid(), child.pid))
        time.sleep(600)
        return
    if mode == "slow":
        time.sleep(1)
    log = os.environ.get("FAKE_PROVIDER_LOG")
    requests = [json.loads(line) for line in sys.stdin if line.strip()]
    if log:
        with open(log, "a") as out:
            for request in requests:
                out.write(json.dumps(request, ensure_ascii=False) + "\n")
    if mode == "garbage":
        print("Traceback (most recent call last): not an answer")
        return
    if mode == "short":
        requests = requests[:-1]
    for request in requests:
        if mode == "refuse":
            answer = {"id": request["id"], "error": "quota exceeded"}
        elif mode == "break":
            answer = {"id": request["id"], "text": re.sub(r"<x id=\"\d+\"/>", "", request["text"]) + ' <x id="99"/>'}
        elif mode == "extra":
            answer = {"id": request["id"], "text": shout(request) + " %@"}
        else:
            answer = {"id": request["id"], "text": shout(request)}
        print(json.dumps(answer, ensure_ascii=False), flush=True)


main()
