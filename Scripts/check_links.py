#!/usr/bin/env python3
"""Checks the links between the project's Markdown pages.

Every relative link in README.md, ARCHITECTURE.md, CONTRIBUTING.md and docs/*.md must lead
to a file or folder of the repository, and a `#anchor` to a heading of the page it names
(anchors made as GitHub makes them). A section named in quotes (`see "Safety"`) instead of
linked is reported too: the guide is several pages, so a reference is a link or it breaks
when a section moves. Web addresses are not checked. Exit status 1 when something is wrong,
each problem as `file:line: error: ...`.

Usage: python3 Scripts/check_links.py [ROOT]   (default: the repository holding this script)
"""
import bisect
import os
import re
import sys

PAGES = ["README.md", "ARCHITECTURE.md", "CONTRIBUTING.md"]
LINK = re.compile(r"\[(?:[^\]\\]|\\.)*\]\(([^)\s]+)\)")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
QUOTED_SECTION = re.compile(r"\bsee \"[^\"]+\"", re.IGNORECASE)


def pages(root):
    found = [p for p in PAGES if os.path.exists(os.path.join(root, p))]
    docs = os.path.join(root, "docs")
    if os.path.isdir(docs):
        found += sorted("docs/" + n for n in os.listdir(docs) if n.endswith(".md"))
    return found


def prose_lines(path):
    """(line number, text) of each line outside fenced code, code spans blanked."""
    fenced = False
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            if line.lstrip().startswith("```"):
                fenced = not fenced
                continue
            if not fenced:
                yield number, CODE_SPAN.sub(lambda m: m.group(1) + "x" * len(m.group(2)) + m.group(1), line)


def slug(heading):
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link in a heading: its text
    text = text.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path):
    seen = {}
    result = set()
    fenced = False
    with open(path, encoding="utf-8") as file:
        for line in file:
            if line.lstrip().startswith("```"):
                fenced = not fenced
                continue
            match = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
            if fenced or not match:
                continue
            base = slug(match.group(1))
            count = seen.get(base, 0)
            seen[base] = count + 1
            result.add(base if count == 0 else f"{base}-{count}")
    return result


def check(root):
    problems = []
    cache = {}
    for page in pages(root):
        path = os.path.join(root, page)
        lines = list(prose_lines(path))
        # A quoted name may run over a line break: look for it in the page's prose as a whole.
        text = "".join(line for _, line in lines)
        starts = [0]
        for _, line in lines:
            starts.append(starts[-1] + len(line))
        for quoted in QUOTED_SECTION.finditer(text):
            number = lines[bisect.bisect_right(starts, quoted.start()) - 1][0]
            named = " ".join(quoted.group(0).split())
            problems.append(f"{page}:{number}: error: a section named without a link: {named}")
        for number, line in lines:
            where = f"{page}:{number}"
            for match in LINK.finditer(line):
                target = match.group(1)
                if re.match(r"[a-z][a-z0-9+.-]*:", target):  # https:, mailto:
                    continue
                file_part, _, anchor = target.partition("#")
                resolved = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) if file_part else path
                if not os.path.exists(resolved):
                    problems.append(f"{where}: error: {target}: no such file")
                    continue
                if not os.path.realpath(resolved).startswith(os.path.realpath(root) + os.sep):
                    problems.append(f"{where}: error: {target}: outside the repository")
                    continue
                if anchor:
                    if not resolved.endswith(".md"):
                        problems.append(f"{where}: error: {target}: an anchor into a file that is not Markdown")
                        continue
                    if resolved not in cache:
                        cache[resolved] = anchors(resolved)
                    if anchor not in cache[resolved]:
                        problems.append(f"{where}: error: {target}: no heading with that anchor")
    return problems


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    problems = check(root)
    for problem in problems:
        print(problem)
    checked = len(pages(root))
    print(f"check_links: {checked} pages, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
