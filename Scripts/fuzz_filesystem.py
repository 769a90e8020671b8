#!/usr/bin/env python3
"""Filesystem faults under the commands that write several files: import, migrate, compile.

Each scenario makes a small project (the sample project's catalogs, a legacy InfoPlist
table in two languages, a translated `de` bundle of it), runs one command once on a clean
copy to learn what it writes (the rehearsal), then again on a fresh copy with one fault
planted, chosen at random:
  - on a file the command replaces: a second hard link, the immutable flag (chattr +i),
    no write permission, a FIFO put in its place;
  - where the command creates a file: a link to nowhere, a folder;
  - around it: two `ln -s .` link loops in the folders searched, a FIFO named like a catalog;
  - a full disk: the project on a small tmpfs with less room than the new files need;
  - no fault at all (the control).
It checks that every run
  - ends within the time limit, not killed by a signal, with exit status 0 or 1;
  - writes all or nothing: exit 0 leaves exactly the rehearsal's files, exit 1 leaves
    every file as it was and no temporary file (`.xcedit-…`) behind, and says why;
  - prints every error as `file: error: …`, never twice prefixed.
Faults the machine cannot make (chattr or mount need root) are counted as not made.

Usage: Scripts/fuzz_filesystem.py [--scenarios N] [--seed S] [--xcedit PATH] [--timeout SECONDS]
Prints its counts; exits 1 when a check failed.
"""
import os
import random
import re
import shutil
import subprocess
import tempfile

import fuzzing

ROOT = fuzzing.ROOT
run = fuzzing.run
COMMANDS = ("import", "migrate", "compile")
REPLACED_FAULTS = ("hard link", "immutable", "read-only", "fifo in place")
CREATED_FAULTS = ("dangling link", "folder in place")
AROUND_FAULTS = ("link loops", "fifo catalog", "full disk", "none")
DOUBLE_PREFIX = re.compile(r"(\S+): error: \1: error: ")



def snapshot(folder):
    """Every regular file under `folder` (not following links), relative path -> bytes."""
    files = {}
    for base, folders, names in os.walk(folder):
        for name in names:
            path = os.path.join(base, name)
            if os.path.isfile(path) and not os.path.islink(path):
                with open(path, "rb") as f:
                    files[os.path.relpath(path, folder)] = f.read()
    return files


def make_project(folder, xcedit, timeout):
    """The sample project plus a legacy table, and a `de` bundle with every unit translated."""
    project = os.path.join(folder, "Project")
    shutil.copytree(os.path.join(ROOT, "SampleProject"), project)
    for language, value in (("en", "Birds"), ("de", "Vögel")):
        table = os.path.join(project, "Ext", f"{language}.lproj")
        os.makedirs(table)
        with open(os.path.join(table, "InfoPlist.strings"), "w", encoding="utf-8") as f:
            f.write(f'"CFBundleName" = "{value}";\n"Tagline" = "Watch birds";\n')
    status, output = run(xcedit, ["export", project, "--lang", "de", "--out", os.path.join(folder, "Out")], folder, timeout)
    if status != 0:
        raise RuntimeError("export failed: " + output)
    xliff = os.path.join(folder, "Out", "de.xcloc", "Localized Contents", "de.xliff")
    with open(xliff, encoding="utf-8") as f:
        text = f.read()
    # Every unit gets a new translated target: the import changes each catalog and the table.
    text = re.sub(r"\n(\s*)<target[^>]*>.*?</target>", "", text, flags=re.S)
    text = re.sub(r"(\s*)<source>(.*?)</source>", lambda m: f"{m.group(1)}<source>{m.group(2)}</source>{m.group(1)}<target state=\"translated\">Ü {m.group(2)}</target>", text, flags=re.S)
    with open(xliff, "w", encoding="utf-8") as f:
        f.write(text)
    return project


def arguments_for(command, project, folder):
    if command == "import":
        return ["import", os.path.join(folder, "Out", "de.xcloc"), "--project", project]
    if command == "migrate":
        # No target of the sample project uses Ext (a folder search would leave it out, as
        # Xcode would): files named on the command line are migrated as asked.
        return ["migrate"] + [os.path.join(project, "Ext", f"{language}.lproj", "InfoPlist.strings") for language in ("de", "en")]
    return ["compile", os.path.join(project, "BackyardBirds"), "-o", os.path.join(project, "Build")]


def prepare(command, project, folder, xcedit, timeout):
    """A compile writes over an earlier output (made a little different), so that it
    replaces files as well as creating them."""
    if command != "compile":
        return
    run(xcedit, arguments_for(command, project, folder), folder, timeout)
    for base, _, names in os.walk(os.path.join(project, "Build")):
        for name in sorted(names)[::2]:
            with open(os.path.join(base, name), "ab") as f:
                f.write(b"\n")


class Faults:
    def __init__(self):
        self.undo = []
        self.mounted = None

    def plant(self, fault, rng, project, replaced, created, scratch):
        """Plants `fault`; returns False when this machine cannot make it."""
        if fault in REPLACED_FAULTS:
            if not replaced:
                return False
            path = os.path.join(project, rng.choice(sorted(replaced)))
            if fault == "hard link":
                os.link(path, os.path.join(scratch, "second-name"))
            elif fault == "immutable":
                if subprocess.run(["chattr", "+i", path], capture_output=True).returncode != 0:
                    return False
                self.undo.append(["chattr", "-i", path])
            elif fault == "read-only":
                os.chmod(path, 0o444)
            else:
                os.unlink(path)
                os.mkfifo(path)
            return True
        if fault in CREATED_FAULTS:
            if not created:
                return False
            path = os.path.join(project, rng.choice(sorted(created)))
            os.makedirs(os.path.dirname(path), exist_ok=True)
            if fault == "dangling link":
                os.symlink(os.path.join(scratch, "nowhere", "file"), path)
            else:
                os.makedirs(path)
            return True
        if fault == "link loops":
            # Two in one folder: a walk that follows them visits 2^depth folders.
            for folder in ("BackyardBirds", "Ext"):
                os.symlink(".", os.path.join(project, folder, "loop1"))
                os.symlink(".", os.path.join(project, folder, "loop2"))
        elif fault == "fifo catalog":
            os.mkfifo(os.path.join(project, "BackyardBirds", "Pipe.xcstrings"))
        return True

    def clear(self):
        for command in self.undo:
            subprocess.run(command, capture_output=True)
        self.undo = []
        if self.mounted:
            subprocess.run(["umount", self.mounted], capture_output=True)
            self.mounted = None


def full_disk_folder(scratch, need_bytes, rng):
    """A tmpfs with room for the project and part of what the command writes; None without root."""
    mount_point = os.path.join(scratch, "small")
    os.makedirs(mount_point)
    size = need_bytes + rng.randrange(4096, 64 * 1024)
    if subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", mount_point], capture_output=True).returncode != 0:
        return None
    return mount_point


def scenario(rng, xcedit, timeout, counts, failures):
    command = rng.choice(COMMANDS)
    faults = Faults()
    with tempfile.TemporaryDirectory(prefix="xcedit-fsfuzz-") as scratch:
        try:
            rehearsal = os.path.join(scratch, "rehearsal")
            project = make_project(rehearsal, xcedit, timeout)
            prepare(command, project, rehearsal, xcedit, timeout)
            before = snapshot(project)
            status, output = run(xcedit, arguments_for(command, project, rehearsal), rehearsal, timeout)
            if status != 0:
                failures.append(f"{command}: the rehearsal failed ({status}): {output[:300]}")
                return
            after = snapshot(project)
            replaced = {p for p in before if p in after and before[p] != after[p]}
            created = {p for p in after if p not in before}
            # A fault on what this command writes (a migrate only creates files).
            fault = rng.choice((REPLACED_FAULTS if replaced else ()) + (CREATED_FAULTS if created else ()) + AROUND_FAULTS)
            key = f"{command} / {fault}"
            counts["by fault"][key] = counts["by fault"].get(key, 0) + 1

            trial = os.path.join(scratch, "trial")
            if fault == "full disk":
                used = sum(len(v) for v in before.values()) + 4096 * (len(before) + 64)
                mount_point = full_disk_folder(scratch, used, rng)
                if mount_point is None:
                    counts["faults not made"] += 1
                    return
                faults.mounted = mount_point
                trial = os.path.join(mount_point, "trial")
            os.makedirs(trial)
            project = make_project(trial, xcedit, timeout)
            prepare(command, project, trial, xcedit, timeout)
            if not faults.plant(fault, rng, project, replaced, created, trial):
                counts["faults not made"] += 1
                return
            planted = snapshot(project)
            status, output = run(xcedit, arguments_for(command, project, trial), trial, timeout)
            counts["runs"] += 1
            now = snapshot(project)
            problem = None
            if status is None:
                problem = f"no answer within {timeout} s"
            elif status < 0:
                problem = f"killed by signal {-status}"
            elif status not in (0, 1):
                problem = f"exit status {status}"
            elif DOUBLE_PREFIX.search(output):
                problem = "an error prefixed twice"
            elif any(".xcedit-" in name for name in now):
                problem = "a temporary file was left: " + ", ".join(n for n in now if ".xcedit-" in n)
            elif status == 1:
                counts["refused, nothing changed"] += 1
                if now != planted:
                    changed = sorted(p for p in set(now) | set(planted) if now.get(p) != planted.get(p))
                    problem = "exit 1 but files changed: " + ", ".join(changed[:8])
                elif ": error: " not in output:
                    problem = "exit 1 without an error line"
            else:
                counts["completed"] += 1
                expected = {p: v for p, v in planted.items()}
                for p in replaced | created:
                    if p in after:
                        expected[p] = after[p]
                differing = sorted(p for p in replaced | created if now.get(p) != after.get(p))
                if differing:
                    problem = "exit 0 but not every file was written: " + ", ".join(differing[:8])
            if problem:
                failures.append(f"{key}: {problem}\n    {output.strip()[:400]}")
        finally:
            faults.clear()


def main():
    parser = fuzzing.parser(__doc__)
    parser.add_argument("--scenarios", type=int, default=60)
    args = parser.parse_args()
    seed = fuzzing.seed(args)
    rng = random.Random(seed)
    counts = {"runs": 0, "completed": 0, "refused, nothing changed": 0, "faults not made": 0, "by fault": {}}
    failures = []
    for _ in range(args.scenarios):
        scenario(rng, args.xcedit, args.timeout, counts, failures)
    groups = {"scenarios": counts.pop("by fault")}
    fuzzing.report("fuzz (filesystem faults)", seed, args.scenarios, counts, groups, failures)


if __name__ == "__main__":
    main()
