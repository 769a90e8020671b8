#!/usr/bin/env python3
"""Hostile projects: the commands that follow a project's own paths must stay inside it.

Each scenario copies the sample project beside a victim folder (a catalog, a Swift file
with a string of its own, a copy of the sample's source folder, legacy tables) and bends
the project towards the victim in one to three of these ways, chosen at random:
  - the project file: a file reference with an absolute path, with `../..` under its group,
    with `../` from SOURCE_ROOT (each in a few spellings: `//`, `/./`, `x/../`); the source
    group's own path out; `projectDirPath` out (relative or absolute); a synchronized folder
    out, or a synchronized folder holding a link out;
  - the files: the catalog a link out, through a chain of links, or a link to a victim file
    that does not exist yet (a write through it would create it); the source folder a link
    out; a link out to a folder elsewhere in the tree; a legacy `.lproj` a link out; the
    project file itself a link out;
  - a Swift package instead: a target whose `path:` climbs out, or is a link out.
Then it runs one command on it: sync, sync --dry-run, sync --check, export, import (of a
bundle whose `original`s may name the victim), migrate of the project, of its source
folder, or of its `.lproj/*.strings` as a shell's glob finds them (links followed), with
or without --delete-originals.
It checks that every run
  - ends within the time limit, not killed by a signal, with exit status 0 or 1;
  - leaves the victim as it was: every byte, every name (nothing created, not even the
    missing file a link points to), and nothing in it read (by access times, set far
    before modification times so that a relatime mount records the next read; a mount that
    records none is found out by a control file and the read check is then not made);
  - says what it left out: sync and export name the path that leads outside the project.
Usage: Scripts/fuzz_confinement.py [--scenarios N] [--seed S] [--xcedit PATH] [--timeout SECONDS]
Prints its counts by family and command; exits 1 when a check failed.
"""
import glob
import os
import random
import re
import shutil
import tempfile

import fuzzing

ROOT = fuzzing.ROOT
run = fuzzing.run
SAMPLE = os.path.join(ROOT, "SampleProject")
PBXPROJ = os.path.join("BackyardBirds.xcodeproj", "project.pbxproj")
LONG_AGO = 946_684_800  # 2000-01-01, far before any modification time here

VICTIM_CATALOG = """{
  "sourceLanguage" : "en",
  "strings" : {
    "Victim's own" : {
      "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "Eigenes" } }
      }
    }
  },
  "version" : "1.0"
}
"""
VICTIM_SOURCE = 'import SwiftUI\n\nlet outside = Text("Outside secret")\n'
VICTIM_PACKAGE = """// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Pkg",
    defaultLocalization: "en",
    targets: [.target(name: "VictimKit", resources: [.process("Resources")])]
)
"""

# Family -> whether sync and export must say that something leads outside (those whose
# bend reaches what they read; a folder link nobody references, or a legacy table, only
# concerns the folder walks of export, import and migrate, which skip it quietly or say so).
PROJECT_FILE_FAMILIES = {
    "absolute file reference": True,
    "group-relative climb": True,
    "SOURCE_ROOT climb": True,
    "source group out": True,
    "projectDirPath out": True,
    "synchronized folder out": True,
    "synchronized folder with a link out": True,
    "local package reference climbs out": True,
    "local package folder reference out": True,
    "local package a link out": True,
}
FILE_FAMILIES = {
    "catalog a link out": True,
    "catalog through a chain of links": True,
    "catalog a link to a missing victim file": True,
    "source folder a link out": True,
    "folder link out in the tree": False,
    "legacy .lproj a link out": False,
    "project file a link out": True,
}
PACKAGE_FAMILIES = {
    "package target path climbs out": True,
    "package target path a link out": True,
}
COMMANDS = ("sync", "sync --dry-run", "sync --check", "export", "import", "migrate project", "migrate folder",
            "migrate files", "migrate files --delete-originals")



def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def make_victim(victim):
    write(os.path.join(victim, "Localizable.xcstrings"), VICTIM_CATALOG)
    write(os.path.join(victim, "Victim.swift"), VICTIM_SOURCE)
    shutil.copytree(os.path.join(SAMPLE, "BackyardBirds"), os.path.join(victim, "BackyardBirds"))
    write(os.path.join(victim, "BackyardBirds", "Localizable.xcstrings"), VICTIM_CATALOG)
    write(os.path.join(victim, "BackyardBirds", "Victim.swift"), VICTIM_SOURCE)
    for language, value in (("en", "Secret"), ("de", "Geheim")):
        write(os.path.join(victim, "Legacy", f"{language}.lproj", "Victim.strings"), f'"Secret" = "{value}";\n')
    shutil.copy(os.path.join(SAMPLE, PBXPROJ), os.path.join(victim, "project.pbxproj"))
    # A local package a project may name: its catalog and source must never be read.
    write(os.path.join(victim, "Pkg", "Package.swift"), VICTIM_PACKAGE)
    write(os.path.join(victim, "Pkg", "Sources", "VictimKit", "Resources", "Localizable.xcstrings"), VICTIM_CATALOG)
    write(os.path.join(victim, "Pkg", "Sources", "VictimKit", "Victim.swift"), VICTIM_SOURCE)


def victim_state(victim):
    """Every name under the victim (links not followed) -> (kind, bytes or link target)."""
    state = {".": ("folder", None)}
    for base, folders, names in os.walk(victim):
        for name in folders + names:
            path = os.path.join(base, name)
            relative = os.path.relpath(path, victim)
            if os.path.islink(path):
                state[relative] = ("link", os.readlink(path))
            elif os.path.isdir(path):
                state[relative] = ("folder", None)
            else:
                with open(path, "rb") as f:
                    state[relative] = ("file", f.read())
    return state


def watch(victim):
    """Sets every access time far back; returns the names watched (none when this mount
    records no reads at all). They are listed once, here: listing a folder reads it."""
    control = os.path.join(victim, ".watch-control")
    write(control, "control")
    watched = names(victim)
    for relative in watched:
        path = os.path.normpath(os.path.join(victim, relative))
        os.utime(path, ns=(LONG_AGO * 10**9, os.lstat(path).st_mtime_ns), follow_symlinks=False)
    with open(control, "rb") as f:
        f.read()
    working = os.lstat(control).st_atime_ns != LONG_AGO * 10**9
    os.unlink(control)
    # Removing it wrote the folder (its modification time), not read it.
    os.utime(victim, ns=(LONG_AGO * 10**9, os.lstat(victim).st_mtime_ns))
    return [name for name in watched if name != ".watch-control"] if working else []


def names(victim):
    """Every name under the victim, by lstat and listing only (reading would set access times)."""
    found = ["."]
    for base, folders, files in os.walk(victim):
        found += [os.path.relpath(os.path.join(base, name), victim) for name in folders + files]
    return found


def read_paths(victim, watched):
    read = []
    for relative in watched:
        try:
            if os.lstat(os.path.normpath(os.path.join(victim, relative))).st_atime_ns != LONG_AGO * 10**9:
                read.append(relative)
        except FileNotFoundError:
            pass  # removed: the state check says so
    return sorted(read)


def spell(rng, path):
    """The same path written another way: `//`, `/./` or `x/../` somewhere in it."""
    parts = path.split("/")
    at = rng.randrange(1, len(parts)) if len(parts) > 1 else 1
    way = rng.choice(("", "//", "/./", "/BackyardBirds/../"))
    if not way:
        return path
    return "/".join(parts[:at]) + way + "/".join(parts[at:]) if at < len(parts) else path + way.rstrip("/")


def replace_once(text, old, new):
    if old not in text:
        raise RuntimeError(f"the sample project file changed: {old!r} is not in it")
    return text.replace(old, new, 1)


def bend_project_file(family, rng, project_text, victim, project):
    """The project file bent towards the victim, and what to do on disk beside it."""
    # A reference another bend has not taken yet (the sample has one catalog and one
    # source file to spare for each of the three reference bends).
    references = [r for r in (("Localizable.xcstrings", "Localizable.xcstrings"), ("ContentView.swift", "Victim.swift"),
                              ("Garden.swift", "Victim.swift"))
                  if f"path = {r[0]}; sourceTree = \"<group>\";" in project_text]
    reference = rng.choice(references)
    old = f"path = {reference[0]}; sourceTree = \"<group>\";"
    if family == "absolute file reference":
        target = spell(rng, os.path.join(victim, reference[1]))
        return replace_once(project_text, old, f"path = \"{target}\"; sourceTree = \"<absolute>\";")
    if family == "group-relative climb":
        target = spell(rng, "../../Victim/" + reference[1])
        return replace_once(project_text, old, f"path = \"{target}\"; sourceTree = \"<group>\";")
    if family == "SOURCE_ROOT climb":
        target = spell(rng, "../Victim/" + reference[1])
        return replace_once(project_text, old, f"path = \"{target}\"; sourceTree = SOURCE_ROOT;")
    if family == "source group out":
        new = rng.choice(("path = ../Victim/BackyardBirds;\n\t\t\tsourceTree = \"<group>\";",
                          f"path = \"{victim}/BackyardBirds\";\n\t\t\tsourceTree = \"<absolute>\";"))
        return replace_once(project_text, "path = BackyardBirds;\n\t\t\tsourceTree = \"<group>\";", new)
    if family == "projectDirPath out":
        new = rng.choice(("../Victim", victim, "BackyardBirds/../../Victim"))
        return replace_once(project_text, "projectDirPath = \"\";", f"projectDirPath = \"{new}\";")
    if family.startswith("synchronized folder"):
        folder = "../Victim" if family == "synchronized folder out" else "Synced"
        identifier = "SYNCEDOUT00000000000000" if folder == "../Victim" else "SYNCEDLINK0000000000000"
        if folder == "Synced":
            write(os.path.join(project, "Synced", "Own.swift"), 'import SwiftUI\n\nlet own = Text("Own")\n')
            os.symlink(rng.choice((victim, "../../Victim")), os.path.join(project, "Synced", "Out"))
        text = replace_once(project_text, "/* Begin PBXGroup section */",
                            f"/* Begin PBXGroup section */\n\t\t{identifier} = {{isa = PBXFileSystemSynchronizedRootGroup; path = {folder}; sourceTree = \"<group>\"; }};")
        text = replace_once(text, "1391339F96730D7960127D14 /* BackyardBirds */,\n", f"1391339F96730D7960127D14 /* BackyardBirds */,\n\t\t\t\t{identifier},\n")
        if "fileSystemSynchronizedGroups = (" in text:
            return text.replace("fileSystemSynchronizedGroups = (", f"fileSystemSynchronizedGroups = ({identifier}, ", 1)
        return replace_once(text, "dependencies = (\n\t\t\t);", f"dependencies = (\n\t\t\t);\n\t\t\tfileSystemSynchronizedGroups = ({identifier}, );")
    if family.startswith("local package"):
        return add_local_package(family, rng, project_text, victim, project)
    raise ValueError(family)


def add_local_package(family, rng, project_text, victim, project):
    """A local package as Xcode adds one, either way: an XCLocalSwiftPackageReference with a
    relativePath, or a folder reference of type wrapper in the main group."""
    if family == "local package a link out":
        # The reference stays inside; the folder it names is a link to the victim's package.
        os.makedirs(os.path.join(project, "Packages"), exist_ok=True)
        os.symlink(rng.choice(("../../Victim/Pkg", os.path.join(victim, "Pkg"))), os.path.join(project, "Packages", "Pkg"))
        path = "Packages/Pkg"
    elif family == "local package reference climbs out":
        path = spell(rng, rng.choice(("../Victim/Pkg", "Packages/../../Victim/Pkg")))
    else:
        path = spell(rng, rng.choice(("../Victim/Pkg", os.path.join(victim, "Pkg"))))
    # One identifier per family: two bends in one project are two objects.
    identifier = {"local package a link out": "PACKAGELINK", "local package reference climbs out": "PACKAGECLIMB",
                  "local package folder reference out": "PACKAGEFOLDER"}[family].ljust(23, "0")
    if family != "local package folder reference out" and rng.random() < 0.5:
        text = replace_once(project_text, "/* End PBXProject section */",
                            "/* End PBXProject section */\n\n/* Begin XCLocalSwiftPackageReference section */\n"
                            f"\t\t{identifier} = {{isa = XCLocalSwiftPackageReference; relativePath = \"{path}\"; }};\n"
                            "/* End XCLocalSwiftPackageReference section */")
        if "packageReferences = (" in text:
            return text.replace("packageReferences = (", f"packageReferences = ({identifier}, ", 1)
        # Beside projectRoot: projectDirPath is another family's to bend.
        return replace_once(text, "projectRoot = \"\";", f"packageReferences = ({identifier}, );\n\t\t\tprojectRoot = \"\";")
    source_tree = "<absolute>" if path.startswith("/") else "<group>"
    text = replace_once(project_text, "/* Begin PBXFileReference section */",
                        "/* Begin PBXFileReference section */\n"
                        f"\t\t{identifier} = {{isa = PBXFileReference; lastKnownFileType = wrapper; name = Pkg; path = \"{path}\"; sourceTree = \"{source_tree}\"; }};")
    return replace_once(text, "1391339F96730D7960127D14 /* BackyardBirds */,\n", f"1391339F96730D7960127D14 /* BackyardBirds */,\n\t\t\t\t{identifier},\n")


def replace_with_link(path, target):
    if os.path.isdir(path) and not os.path.islink(path):
        shutil.rmtree(path)
    elif os.path.lexists(path):
        os.unlink(path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    os.symlink(target, path)


def bend_files(family, rng, project, victim):
    catalog = os.path.join(project, "BackyardBirds", "Localizable.xcstrings")
    if family == "catalog a link out":
        replace_with_link(catalog, rng.choice((os.path.join(victim, "Localizable.xcstrings"), "../../Victim/Localizable.xcstrings")))
    elif family == "catalog through a chain of links":
        # project → chain/a → chain/b → victim, relative and absolute mixed.
        chain = os.path.join(project, "Chain")
        os.makedirs(chain)
        os.symlink(rng.choice(("../../Victim/Localizable.xcstrings", os.path.join(victim, "Localizable.xcstrings"))), os.path.join(chain, "b"))
        os.symlink("b", os.path.join(chain, "a"))
        replace_with_link(catalog, rng.choice(("../Chain/a", os.path.join(chain, "a"))))
    elif family == "catalog a link to a missing victim file":
        replace_with_link(catalog, rng.choice((os.path.join(victim, "Missing.xcstrings"), "../../Victim/New/Missing.xcstrings")))
    elif family == "source folder a link out":
        replace_with_link(os.path.join(project, "BackyardBirds"), rng.choice((os.path.join(victim, "BackyardBirds"), "../Victim/BackyardBirds")))
    elif family == "folder link out in the tree":
        replace_with_link(os.path.join(project, "BackyardBirds", rng.choice(("More", "de.lproj"))), rng.choice((victim, "../../Victim")))
    elif family == "legacy .lproj a link out":
        replace_with_link(os.path.join(project, "BackyardBirds", "en.lproj"), os.path.join(victim, "Legacy", "en.lproj"))
        replace_with_link(os.path.join(project, "BackyardBirds", "de.lproj"), "../../Victim/Legacy/de.lproj")
    elif family == "project file a link out":
        replace_with_link(os.path.join(project, PBXPROJ), rng.choice((os.path.join(victim, "project.pbxproj"), "../../Victim/project.pbxproj")))
    else:
        raise ValueError(family)


def make_package(family, rng, project, victim):
    """The project as a Swift package: an own target, and one whose folder is the victim's."""
    shutil.rmtree(os.path.join(project, "BackyardBirds.xcodeproj"))
    own = os.path.join(project, "Sources", "Own")
    os.makedirs(os.path.dirname(own))
    os.rename(os.path.join(project, "BackyardBirds"), own)
    if family == "package target path climbs out":
        taken = rng.choice(("../Victim/BackyardBirds", "Sources/../../Victim/BackyardBirds", victim + "/BackyardBirds"))
    else:
        taken = "Sources/Taken"
        os.symlink(rng.choice(("../../Victim/BackyardBirds", os.path.join(victim, "BackyardBirds"))), os.path.join(project, "Sources", "Taken"))
    write(os.path.join(project, "Package.swift"), f"""// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Project",
    defaultLocalization: "en",
    targets: [
        .target(name: "Own", path: "Sources/Own"),
        .target(name: "Taken", path: "{taken}"),
    ]
)
""")


def make_bundle(folder, xcedit, timeout):
    """A `de` bundle of the unbent sample project with every unit translated."""
    project = os.path.join(folder, "Clean")
    shutil.copytree(SAMPLE, project)
    out = os.path.join(folder, "Bundles")
    status, output = run(xcedit, ["export", project, "--lang", "de", "--out", out], folder, timeout)
    if status != 0:
        raise RuntimeError("export of the sample project failed: " + output)
    xliff = os.path.join(out, "de.xcloc", "Localized Contents", "de.xliff")
    with open(xliff, encoding="utf-8") as f:
        text = f.read()
    text = re.sub(r"\n(\s*)<target[^>]*>.*?</target>", "", text, flags=re.S)
    text = re.sub(r"(\s*)<source>(.*?)</source>",
                  lambda m: f"{m.group(1)}<source>{m.group(2)}</source>{m.group(1)}<target state=\"translated\">Ü {m.group(2)}</target>",
                  text, flags=re.S)
    with open(xliff, "w", encoding="utf-8") as f:
        f.write(text)
    return os.path.join(out, "de.xcloc")


def copy_bundle(rng, bundle, scratch, victim):
    """The bundle, its `original`s sometimes naming the victim's catalog instead."""
    copy = os.path.join(scratch, "de.xcloc")
    shutil.copytree(bundle, copy)
    if rng.random() < 0.5:
        xliff = os.path.join(copy, "Localized Contents", "de.xliff")
        with open(xliff, encoding="utf-8") as f:
            text = f.read()
        named = rng.choice(("../Victim/Localizable.xcstrings", os.path.join(victim, "Localizable.xcstrings"),
                            "BackyardBirds/../../Victim/Localizable.xcstrings"))
        text = text.replace('original="BackyardBirds/Localizable.xcstrings"', f'original="{named}"')
        with open(xliff, "w", encoding="utf-8") as f:
            f.write(text)
    return copy


def arguments_for(command, project, scratch, bundle):
    if command.startswith("sync"):
        return command.split() + [project]
    if command == "export":
        return ["export", project, "--lang", "de", "--out", os.path.join(scratch, "Out")]
    if command == "import":
        return ["import", bundle, "--project", project]
    if command == "migrate project":
        return ["migrate", project]
    if command.startswith("migrate files"):
        found = sorted(glob.glob(os.path.join(project, "BackyardBirds", "*.lproj", "*.strings")))
        named = found or [os.path.join(project, "BackyardBirds", "en.lproj", "Own.strings")]
        return ["migrate", *named] + command.split()[2:]
    return ["migrate", os.path.join(project, "BackyardBirds")]


def scenario(rng, xcedit, timeout, bundle, counts, failures):
    if rng.random() < 0.15:
        families = [rng.choice(sorted(PACKAGE_FAMILIES))]
    else:
        families = rng.sample(sorted(PROJECT_FILE_FAMILIES) + sorted(FILE_FAMILIES), rng.randint(1, 3))
        # The project file bends are written into the file a link out would replace.
        if "project file a link out" in families:
            families = [f for f in families if f not in PROJECT_FILE_FAMILIES] or families
        # The source folder a link out takes the folder the other file bends work in.
        if "source folder a link out" in families:
            families = [f for f in families if f in PROJECT_FILE_FAMILIES or f == "source folder a link out"]
    command = rng.choice(COMMANDS)
    with tempfile.TemporaryDirectory(prefix="xcedit-confine-") as scratch:
        victim = os.path.join(scratch, "Victim")
        project = os.path.join(scratch, "Project")
        make_victim(victim)
        shutil.copytree(SAMPLE, project)
        for language, value in (("en", "Own"), ("de", "Eigen")):
            write(os.path.join(project, "BackyardBirds", f"{language}.lproj", "Own.strings"), f'"Own" = "{value}";\n')
        bundle_copy = copy_bundle(rng, bundle, scratch, victim) if command == "import" else None
        if families[0] in PACKAGE_FAMILIES:
            make_package(families[0], rng, project, victim)
        else:
            project_file = os.path.join(project, PBXPROJ)
            with open(project_file, encoding="utf-8") as f:
                text = f.read()
            for family in (f for f in families if f in PROJECT_FILE_FAMILIES):
                text = bend_project_file(family, rng, text, victim, project)
            with open(project_file, "w", encoding="utf-8") as f:
                f.write(text)
            for family in (f for f in families if f in FILE_FAMILIES):
                bend_files(family, rng, project, victim)
        # The arguments first: a glob through a link out lists the victim's folders.
        arguments = arguments_for(command, project, scratch, bundle_copy)
        before = victim_state(victim)
        watched = watch(victim)
        status, output = run(xcedit, arguments, scratch, timeout)
        counts["runs"] += 1
        for family in families:
            counts["families"][family] = counts["families"].get(family, 0) + 1
        key = f"{command} (exit {status})"
        counts["commands"][key] = counts["commands"].get(key, 0) + 1
        if status in (0, 1):
            counts[f"exit {status}"] += 1
        problem = None
        # Access times first: taking the state reads every file.
        read = read_paths(victim, watched)
        after = victim_state(victim)
        if status is None:
            problem = f"no answer within {timeout} s"
        elif status < 0:
            problem = f"killed by signal {-status}"
        elif status not in (0, 1):
            problem = f"exit status {status}"
        elif after != before:
            changed = sorted(p for p in set(before) | set(after) if before.get(p) != after.get(p))
            problem = "the victim changed: " + ", ".join(changed[:8])
        elif read:
            problem = "the victim was read: " + ", ".join(read[:8])
        elif (command.startswith("sync") or command == "export") and "outside" not in output \
                and any({**PROJECT_FILE_FAMILIES, **FILE_FAMILIES, **PACKAGE_FAMILIES}[f] for f in families):
            problem = "nothing said about what leads outside"
        if not watched:
            counts["read checks not made (noatime)"] += 1
        if problem:
            failures.append(f"{command} / {' + '.join(families)}: {problem}\n    {output.strip()[:500]}")


def main():
    parser = fuzzing.parser(__doc__)
    parser.add_argument("--scenarios", type=int, default=80)
    args = parser.parse_args()
    seed = fuzzing.seed(args)
    rng = random.Random(seed)
    counts = {"runs": 0, "exit 0": 0, "exit 1": 0, "read checks not made (noatime)": 0, "families": {}, "commands": {}}
    failures = []
    with tempfile.TemporaryDirectory(prefix="xcedit-confine-bundle-") as folder:
        bundle = make_bundle(folder, args.xcedit, args.timeout)
        for _ in range(args.scenarios):
            scenario(rng, args.xcedit, args.timeout, bundle, counts, failures)
    groups = {"families": counts.pop("families"), "commands": counts.pop("commands")}
    fuzzing.report("fuzz (hostile projects)", seed, args.scenarios, counts, groups, failures)


if __name__ == "__main__":
    main()
