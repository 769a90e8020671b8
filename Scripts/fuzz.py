#!/usr/bin/env python3
"""Mutation fuzzing of xcedit's reader, writer and commands.

Takes the sample project's catalogs and, when present, the real-world catalogs in
../shared/corpus, mutates them (bytes: truncations, flips, deletions, repeats, bad UTF-8,
stray punctuation; JSON shapes: values of another type, repeated keys, deep nesting,
removed members, many unknown members, keys in two Unicode normalisations, very long
values) and runs `stats`, `lint`, `fmt --check` and `fmt` on each mutant under a time
limit. It checks that
  - no command is killed by a signal or runs past the limit (a hang),
  - every exit status is 0, 1 or 2,
  - every error about a file's contents names its line and column,
  - a file is untouched by stats, lint and fmt --check, and by a fmt that fails,
  - a fmt that succeeds keeps the JSON (as Python reads it, keys in any order, repeated
    keys kept) and is idempotent: fmt --check then passes and a second fmt changes nothing.

Two more families mutate what translators and old projects hand in (see
`InterchangeFuzzer`): XLIFF files (the sample project's export and the real XLIFF in
../shared/interchange), given to `stats`, `import --dry-run` and `import` into a copy of
the sample project, and `.strings`/`.stringsdict` files (the sample project's compiled
tables and the real ones in ../shared/interchange), given to `migrate` in a folder of their
own. Besides
bytes, they mutate the text encoding (a Latin-1 byte, a declaration of ISO-8859-1, UTF-16),
the XML (repeated units and attributes, thousands of attributes, bad references) and the
escapes (`\777`, half a surrogate pair). They check that
  - no command is killed by a signal or runs past the limit, and every exit status is 0 or 1,
  - every error about a file's contents names its line and column,
  - no output, nor any file `import` and `migrate` write, has U+FFFD unless the input had it.

Usage: Scripts/fuzz.py [--mutants N] [--seed S] [--xcedit PATH] [--timeout SECONDS]
                       [--max-input-bytes N] [--keep FOLDER]
                       [--xliff-mutants N] [--legacy-mutants N]
Prints its counts; exits 1 when a check failed (the mutants that failed are kept in
--keep, default a temporary folder that is named).
"""
import json
import json.scanner
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

import fuzzing
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# ---------------------------------------------------------------------------------------
# Inputs

def inputs(max_bytes):
    paths = []
    for folder, _, names in os.walk(os.path.join(ROOT, "SampleProject")):
        paths += [os.path.join(folder, n) for n in names if n.endswith(".xcstrings")]
    corpus = os.path.join(os.path.dirname(ROOT), "shared", "corpus")
    if os.path.isdir(corpus):
        paths += [os.path.join(corpus, n) for n in os.listdir(corpus) if n.endswith(".xcstrings")]
    else:
        print(f"note: no corpus at {corpus}; mutating the sample project only")
    chosen = []
    for path in sorted(paths):
        if os.path.getsize(path) <= max_bytes:
            with open(path, "rb") as f:
                chosen.append((os.path.basename(path), f.read()))
    return chosen


# ---------------------------------------------------------------------------------------
# Byte mutations

BAD_UTF8 = [b"\xc3", b"\xff", b"\xc0\xaf", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xe2\x82"]
PUNCTUATION = [b"{", b"}", b"[", b"]", b",", b":", b'"', b"\\", b"\x00", b"\n"]


def byte_mutation(rng, data):
    if not data:
        return b"{", "empty → {"
    at = rng.randrange(len(data))
    kind = rng.choice(["truncate", "flip", "delete", "repeat", "bad-utf8", "punctuation"])
    if kind == "truncate":
        return data[:at], f"truncated at {at}"
    if kind == "flip":
        return data[:at] + bytes([rng.randrange(256)]) + data[at + 1:], f"byte {at} replaced"
    end = min(len(data), at + rng.randint(1, 64))
    if kind == "delete":
        return data[:at] + data[end:], f"bytes {at}..{end} deleted"
    if kind == "repeat":
        return data[:end] + data[at:end] + data[end:], f"bytes {at}..{end} repeated"
    if kind == "bad-utf8":
        bad = rng.choice(BAD_UTF8)
        return data[:at] + bad + data[at:], f"{bad!r} inserted at {at}"
    mark = rng.choice(PUNCTUATION)
    return data[:at] + mark + data[at:], f"{mark!r} inserted at {at}"


# ---------------------------------------------------------------------------------------
# JSON shape mutations, on a tree of ("obj", [(key, node)]) / ("arr", [node]) / scalars

class JSONArray(list):
    """An array as `load_pairs` reads it (objects are plain lists of pairs)."""


def to_tree(value):
    if isinstance(value, JSONArray):
        return ("arr", [to_tree(v) for v in value])
    if isinstance(value, list):
        return ("obj", [(k, to_tree(v)) for k, v in value])
    return ("val", value)


def load_pairs(data):
    """JSON with objects as lists of pairs (repeated keys kept) and arrays marked."""
    decoder = json.JSONDecoder(object_pairs_hook=lambda pairs: pairs)
    # Arrays would come back as lists too: the pure-Python scanner lets them be marked.
    original = decoder.parse_array

    def parse_array(*args, **kwargs):
        values, end = original(*args, **kwargs)
        return JSONArray(values), end
    decoder.parse_array = parse_array
    decoder.scan_once = json.scanner.py_make_scanner(decoder)
    return decoder.decode(data.decode("utf-8-sig"))


def dump(node, rng_indent):
    kind, body = node
    if kind == "val":
        return json.dumps(body, ensure_ascii=False)
    if kind == "arr":
        return "[" + ",".join(dump(v, rng_indent) for v in body) + "]"
    sep = "\n" + " " * rng_indent
    return "{" + ",".join(f"{sep}{json.dumps(k, ensure_ascii=False)} : {dump(v, rng_indent)}" for k, v in body) + "\n}"


def nodes(node, found):
    found.append(node)
    kind, body = node
    if kind == "obj":
        for _, child in body:
            nodes(child, found)
    elif kind == "arr":
        for child in body:
            nodes(child, found)
    return found


def replace_in(node, target, replacement):
    kind, body = node
    if node is target:
        return replacement
    if kind == "obj":
        return ("obj", [(k, replace_in(v, target, replacement)) for k, v in body])
    if kind == "arr":
        return ("arr", [replace_in(v, target, replacement) for v in body])
    return node


def shape_mutation(rng, data):
    try:
        tree = to_tree(load_pairs(data))
    except (ValueError, UnicodeDecodeError):
        return byte_mutation(rng, data)
    every = nodes(tree, [])
    objects = [n for n in every if n[0] == "obj" and n[1]]
    strings = [n for n in every if n[0] == "val" and isinstance(n[1], str)]
    target = rng.choice(every)
    kind = rng.choice(["type", "repeat-key", "nest", "remove", "unknown", "normalisation", "long", "empty"])
    if kind == "type":
        other = rng.choice([("val", 7), ("val", -0.5), ("val", "text"), ("val", True), ("val", None),
                            ("arr", [("val", 1)]), ("obj", [("x", ("val", 1))])])
        tree, what = replace_in(tree, target, other), "a value of another type"
    elif kind == "repeat-key" and objects:
        obj = rng.choice(objects)
        key, value = rng.choice(obj[1])
        tree, what = replace_in(tree, obj, ("obj", obj[1] + [(key, value)])), f"key {key!r} repeated"
    elif kind == "nest":
        depth = rng.choice([10, 100, 300, 600])
        wrapped = target
        for i in range(depth):
            wrapped = ("arr", [wrapped]) if i % 2 else ("obj", [("n", wrapped)])
        tree, what = replace_in(tree, target, wrapped), f"nested {depth} deep"
    elif kind == "remove" and objects:
        obj = rng.choice(objects)
        i = rng.randrange(len(obj[1]))
        tree, what = replace_in(tree, obj, ("obj", obj[1][:i] + obj[1][i + 1:])), f"member {obj[1][i][0]!r} removed"
    elif kind == "unknown" and objects:
        obj = rng.choice(objects)
        count = rng.choice([1, 50, 3000])
        extra = [(f"future{i}", ("val", i)) for i in range(count)]
        tree, what = replace_in(tree, obj, ("obj", obj[1] + extra)), f"{count} unknown members"
    elif kind == "normalisation" and objects:
        obj = rng.choice(objects)
        accented = [("Caf\u00e9", ("val", "composed")), ("Cafe\u0301", ("val", "decomposed"))]
        tree, what = replace_in(tree, obj, ("obj", obj[1] + accented)), "keys in NFC and NFD"
    elif kind == "long" and strings:
        s = rng.choice(strings)
        long = rng.choice(["%@ " * 20000, "x" * 200000, "é\u0301" * 20000, "\n" * 5000])
        tree, what = replace_in(tree, s, ("val", long)), "a very long value"
    else:
        tree, what = replace_in(tree, target, ("obj", [])), "an empty object"
    text = dump(tree, rng.choice([0, 2, 4]))
    return text.encode("utf-8"), what


# ---------------------------------------------------------------------------------------
# Checks

POSITIONED = re.compile(r"^.+:\d+:\d+: error: ")


def canonical(value):
    """JSON as Python reads it, objects' members sorted (repeats kept), for comparison."""
    if isinstance(value, JSONArray):
        return ["a"] + [canonical(v) for v in value]
    if isinstance(value, list):
        return ["o"] + sorted(([k, canonical(v)] for k, v in value), key=lambda kv: (kv[0], json.dumps(kv[1])))
    return ["v", value]


def run_xcedit(xcedit, timeout, arguments):
    """Exit status (None after `timeout` seconds, negative for a signal), standard output
    and standard error, as bytes."""
    try:
        done = subprocess.run([xcedit, *arguments], capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, b"", b""
    return done.returncode, done.stdout, done.stderr


class Fuzzer:
    def __init__(self, xcedit, timeout, keep):
        self.xcedit, self.timeout, self.keep = xcedit, timeout, keep
        self.counts = {"mutants": 0, "runs": 0, "accepted": 0, "rejected with a position": 0, "failures": 0}
        self.failures = []

    def run(self, *arguments):
        self.counts["runs"] += 1
        status, out, error = run_xcedit(self.xcedit, self.timeout, arguments)
        return status, out.decode("utf-8", "replace"), error.decode("utf-8", "replace")

    def fail(self, path, description, what):
        self.counts["failures"] += 1
        kept = os.path.join(self.keep, f"failure-{self.counts['failures']}.xcstrings")
        shutil.copyfile(path + ".orig", kept)
        self.failures.append(f"{description} ({what}; mutant kept as {kept})")

    def check(self, folder, data, what):
        self.counts["mutants"] += 1
        path = os.path.join(folder, "Mutant.xcstrings")
        with open(path, "wb") as f:
            f.write(data)
        shutil.copyfile(path, path + ".orig")
        for command in (["stats", path], ["lint", path], ["fmt", "--check", path], ["fmt", path]):
            status, _, error = self.run(*command)
            name = " ".join(command[:-1])
            if status is None:
                return self.fail(path, f"{name}: no answer within {self.timeout} s", what)
            if status < 0:
                return self.fail(path, f"{name}: killed by signal {-status}", what)
            if status not in (0, 1, 2):
                return self.fail(path, f"{name}: exit status {status}", what)
            for line in error.splitlines():
                if ": error: " in line and not POSITIONED.match(line):
                    return self.fail(path, f"{name}: an error without line and column: {line[:200]}", what)
            with open(path, "rb") as f:
                now = f.read()
            if command[0] != "fmt" or "--check" in command or status != 0:
                if now != data:
                    return self.fail(path, f"{name} (exit {status}) changed the file", what)
                continue
            # fmt succeeded: the same JSON, and a fixed point.
            self.counts["accepted"] += 1
            try:
                before, after = canonical(load_pairs(data)), canonical(load_pairs(now))
                if before != after:
                    return self.fail(path, "fmt changed the JSON", what)
            except (ValueError, UnicodeDecodeError, RecursionError):
                pass  # Python cannot read the original: nothing to compare with
            status, _, _ = self.run("fmt", "--check", path)
            if status != 0:
                return self.fail(path, f"fmt --check after fmt exits {status}", what)
            self.run("fmt", path)
            with open(path, "rb") as f:
                if f.read() != now:
                    return self.fail(path, "a second fmt changed the file", what)
        if status == 1 and any(POSITIONED.match(line) for line in error.splitlines()):
            self.counts["rejected with a position"] += 1


# ---------------------------------------------------------------------------------------
# Interchange inputs: XLIFF for stats and import, .strings and .stringsdict for migrate

SHARED_INTERCHANGE = os.path.join(os.path.dirname(ROOT), "shared", "interchange")
REPLACEMENT = "\ufffd".encode("utf-8")


def interchange_inputs(xcedit, scratch, max_bytes):
    """(project, xliff sources, legacy sources): a copy of the sample project that imports
    go into, its export and its compiled tables, and the real files in ../shared/interchange."""
    project = os.path.join(scratch, "project")
    shutil.copytree(os.path.join(ROOT, "SampleProject"), project)
    # A catalog that is broken on purpose would stop the export and every import.
    for folder, _, names in os.walk(project):
        for name in names:
            if name == "Broken.xcstrings":
                os.remove(os.path.join(folder, name))
    exported, compiled = os.path.join(scratch, "exported"), os.path.join(scratch, "compiled")
    subprocess.run([xcedit, "export", project, "--out", exported], capture_output=True, check=True)
    catalogs = [os.path.join(f, n) for f, _, names in os.walk(project) for n in names if n.endswith(".xcstrings")]
    subprocess.run([xcedit, "compile", *catalogs, "--output-directory", compiled], capture_output=True, check=True)
    xliff, legacy = [], []
    for root in (exported, compiled, SHARED_INTERCHANGE):
        for folder, _, names in os.walk(root):
            for name in sorted(names):
                path = os.path.join(folder, name)
                if os.path.getsize(path) > max_bytes:
                    continue
                if name.endswith(".xliff"):
                    xliff.append((name, open(path, "rb").read()))
                elif name.endswith(".strings") or name.endswith(".stringsdict"):
                    legacy.append((name, open(path, "rb").read()))
    return project, sorted(xliff), sorted(legacy)


def insert(rng, data, piece):
    at = rng.randrange(len(data) + 1)
    return data[:at] + piece + data[at:], at


def encoding_mutation(rng, data):
    """Text in another encoding than the file says, or says in another encoding."""
    kind = rng.choice(["latin1-byte", "declare-latin1", "utf16"])
    if kind == "latin1-byte":
        # Inside text, where it reads as a letter: after a '>' (XML) or a quote (.strings).
        spots = [m.end() for m in re.finditer(rb'[>"]', data)] or [0]
        at = rng.choice(spots)
        return data[:at] + b"Gr\xfc\xdfe " + data[at:], f"Latin-1 'Grüße' at {at}"
    if kind == "declare-latin1":
        name = rng.choice([b"ISO-8859-1", b"windows-1252", b"UTF-16", b"us-ascii"])
        declared = re.sub(rb'encoding=["\'][^"\']*["\']', b'encoding="' + name + b'"', data, count=1)
        if declared == data:
            declared = b'<?xml version="1.0" encoding="' + name + b'"?>\n' + data
        return declared + (b"<!-- \xe9 -->" if rng.random() < 0.5 else b""), f"declared {name.decode()}"
    try:
        return b"\xff\xfe" + data.decode("utf-8").encode("utf-16-le"), "re-encoded as UTF-16"
    except UnicodeDecodeError:
        return byte_mutation(rng, data)


def xml_mutation(rng, data):
    kind = rng.choice(["repeat-unit", "many-attributes", "repeat-attribute", "reference", "deep"])
    units = [m.span() for m in re.finditer(rb"<trans-unit\b.*?</trans-unit>", data, re.S)]
    tags = [m.end() - 1 for m in re.finditer(rb"<[A-Za-z][\w:.-]*", data)]
    if kind == "repeat-unit" and units:
        start, end = rng.choice(units)
        times = rng.choice([1, 2, 2000])
        return data[:end] + data[start:end] * times + data[end:], f"a unit repeated {times} times"
    if kind in ("many-attributes", "repeat-attribute") and tags:
        at = rng.choice(tags) + 1
        if kind == "many-attributes":
            count = rng.choice([20, 3000])
            return data[:at] + b"".join(b' x%d="v"' % i for i in range(count)) + data[at:], f"{count} attributes at {at}"
        return data[:at] + b' id="again" id="again"' + data[at:], f"an attribute repeated at {at}"
    if kind == "reference":
        piece = rng.choice([b"&#xD800;", b"&#0;", b"&#x110000;", b"&bogus;", b"&amp"])
        mutant, at = insert(rng, data, piece)
        return mutant, f"{piece!r} at {at}"
    if kind == "deep":
        depth = rng.choice([100, 5000])
        mutant, at = insert(rng, data, b"<g>" * depth + b"</g>" * depth)
        return mutant, f"{depth} nested elements at {at}"
    return byte_mutation(rng, data)


def escape_mutation(rng, data):
    piece = rng.choice([b"\\777", b"\\377", b"\\400", b"\\UD83D", b"\\UDE00", b"\\UD83D\\UDE00", b"\\U", b"\\", b"\\351"])
    spots = [m.end() for m in re.finditer(rb'= *"', data)] or [0]
    at = rng.choice(spots)
    return data[:at] + piece + data[at:], f"{piece!r} in a value at {at}"


class InterchangeFuzzer:
    """Runs the commands that read translators' and old projects' files on mutants of them."""

    def __init__(self, xcedit, timeout, keep, project):
        self.xcedit, self.timeout, self.keep, self.project = xcedit, timeout, keep, project
        self.counts = {"xliff mutants": 0, "legacy mutants": 0, "runs": 0, "accepted": 0,
                       "rejected with a position": 0, "failures": 0}
        self.failures = []

    def run(self, *arguments):
        self.counts["runs"] += 1
        return run_xcedit(self.xcedit, self.timeout, arguments)

    def fail(self, data, name, description, what):
        self.counts["failures"] += 1
        kept = os.path.join(self.keep, f"interchange-failure-{self.counts['failures']}-{name}")
        with open(kept, "wb") as f:
            f.write(data)
        self.failures.append(f"{description} ({what}; mutant kept as {kept})")

    def judge(self, data, name, command, status, out, error, what):
        """A failure's description, or None when the run was what it should be."""
        if status is None:
            return f"{command}: no answer within {self.timeout} s"
        if status < 0:
            return f"{command}: killed by signal {-status}"
        if status not in (0, 1):
            return f"{command}: exit status {status}"
        for line in error.decode("utf-8", "replace").splitlines():
            if ": error: " in line and not POSITIONED.match(line):
                return f"{command}: an error without line and column: {line[:200]}"
        if REPLACEMENT not in data and (REPLACEMENT in out or REPLACEMENT in error):
            return f"{command}: U+FFFD in the output of an input without it"
        if status == 0:
            self.counts["accepted"] += 1
        elif any(POSITIONED.match(line) for line in error.decode("utf-8", "replace").splitlines()):
            self.counts["rejected with a position"] += 1
        return None

    def check_xliff(self, folder, name, data, what):
        self.counts["xliff mutants"] += 1
        path = os.path.join(folder, name)
        with open(path, "wb") as f:
            f.write(data)
        for command in (["stats", path], ["import", "--dry-run", "--project", self.project, path]):
            status, out, error = self.run(*command)
            problem = self.judge(data, name, command[0] + (" --dry-run" if "--dry-run" in command else ""), status, out, error, what)
            if problem:
                return self.fail(data, name, problem, what)
        # And for real, into a copy of the project.
        project = tempfile.mkdtemp(dir=folder)
        shutil.copytree(self.project, project, dirs_exist_ok=True)
        self.run_writing(project, data, name, what, "import", "--project", project, path)

    def check_legacy(self, folder, name, data, what):
        """`migrate` for real, in a folder of its own."""
        self.counts["legacy mutants"] += 1
        project = tempfile.mkdtemp(dir=folder)
        os.makedirs(os.path.join(project, "en.lproj"))
        with open(os.path.join(project, "en.lproj", name), "wb") as f:
            f.write(data)
        self.run_writing(project, data, name, what, "migrate", "--source-language", "en", project)

    def run_writing(self, project, data, name, what, *command):
        """Runs a command that writes into `project`, which is then removed: what it writes
        must not have U+FFFD either."""
        status, out, error = self.run(*command)
        problem = self.judge(data, name, command[0], status, out, error, what)
        if not problem and REPLACEMENT not in data:
            problem = written_replacement(project, command[0])
        shutil.rmtree(project, ignore_errors=True)
        if problem:
            self.fail(data, name, problem, what)


def written_replacement(folder, command):
    """A failure's description when a catalog or table in `folder` has U+FFFD (the sample
    project has none), else None."""
    for written, _, names in os.walk(folder):
        for name in names:
            if name.endswith((".xcstrings", ".strings", ".stringsdict")):
                with open(os.path.join(written, name), "rb") as f:
                    if REPLACEMENT in f.read():
                        return f"{command} wrote U+FFFD into {name}"
    return None


def fuzz_interchange(args, rng, keep, scratch):
    """The XLIFF and legacy-table families; returns their fuzzer for its counts."""
    project, xliff, legacy = interchange_inputs(args.xcedit, scratch, args.max_input_bytes)
    fuzzer = InterchangeFuzzer(args.xcedit, args.timeout, keep, project)
    folder = os.path.join(scratch, "mutants")
    os.makedirs(folder)
    for _ in range(args.xliff_mutants if xliff else 0):
        name, data = rng.choice(xliff)
        mutant, what = rng.choice([byte_mutation, encoding_mutation, xml_mutation])(rng, data)
        fuzzer.check_xliff(folder, name, mutant, f"{name}: {what}")
    for _ in range(args.legacy_mutants if legacy else 0):
        name, data = rng.choice(legacy)
        mutant, what = rng.choice([byte_mutation, encoding_mutation, escape_mutation])(rng, data)
        fuzzer.check_legacy(folder, name, mutant, f"{name}: {what}")
    return fuzzer


def main():
    parser = fuzzing.parser(__doc__)
    parser.add_argument("--mutants", type=int, default=2000)
    parser.add_argument("--max-input-bytes", type=int, default=1 << 20)
    parser.add_argument("--keep", default=None)
    parser.add_argument("--xliff-mutants", type=int, default=80)
    parser.add_argument("--legacy-mutants", type=int, default=80)
    args = parser.parse_args()
    seed = fuzzing.seed(args)
    rng = random.Random(seed)
    sources = inputs(args.max_input_bytes)
    if not sources:
        sys.exit("no catalogs to mutate")
    keep = args.keep or tempfile.mkdtemp(prefix="xcedit-fuzz-failures-")
    os.makedirs(keep, exist_ok=True)
    fuzzer = Fuzzer(args.xcedit, args.timeout, keep)
    sys.setrecursionlimit(20000)
    with tempfile.TemporaryDirectory() as folder:
        for _ in range(args.mutants):
            name, data = rng.choice(sources)
            mutate = rng.choice([byte_mutation, shape_mutation])
            mutant, what = mutate(rng, data)
            fuzzer.check(folder, mutant, f"{name}: {what}")
    counts = fuzzer.counts
    print(f"fuzz: seed {seed}, {len(sources)} source catalogs, " + ", ".join(f"{v} {k}" for k, v in counts.items()))
    with tempfile.TemporaryDirectory() as scratch:
        interchange = fuzz_interchange(args, rng, keep, scratch)
    print("fuzz interchange: " + ", ".join(f"{v} {k}" for k, v in interchange.counts.items()))
    failures = fuzzer.failures + interchange.failures
    for failure in failures[:20]:
        print("FAILED: " + failure)
    if not failures and not args.keep:
        shutil.rmtree(keep, ignore_errors=True)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
