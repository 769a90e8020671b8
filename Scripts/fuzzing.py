"""What the fuzz scripts share: their common options and running xcedit under a time limit."""
import argparse
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def parser(doc):
    """An argument parser with the options every fuzz script takes: --seed (random when not
    given, printed so that a failure can be repeated), --xcedit and --timeout."""
    made = argparse.ArgumentParser(description=doc.split("\n")[0])
    made.add_argument("--seed", type=int, default=None)
    made.add_argument("--xcedit", default=os.path.join(ROOT, ".build", "debug", "xcedit"))
    made.add_argument("--timeout", type=float, default=30)
    return made


def seed(args):
    return args.seed if args.seed is not None else random.randrange(1 << 30)


def run(xcedit, arguments, cwd, timeout):
    """Exit status (None after `timeout` seconds, negative for a signal) and standard
    output then standard error, as text."""
    try:
        done = subprocess.run([xcedit, *arguments], capture_output=True, timeout=timeout, cwd=cwd)
    except subprocess.TimeoutExpired:
        return None, ""
    return done.returncode, done.stdout.decode("utf-8", "replace") + done.stderr.decode("utf-8", "replace")


def report(title, seed, scenarios, counts, groups, failures):
    """Prints the counts (`counts`: name -> number; `groups`: heading -> name -> number, one
    line each) and the first failures, then exits 1 when there are any."""
    print(f"{title}: seed {seed}, {scenarios} scenarios, "
          + ", ".join(f"{v} {k}" for k, v in counts.items()) + f", {len(failures)} failures")
    for heading, group in groups.items():
        print(f"  {heading}: " + ", ".join(f"{k} {v}" for k, v in sorted(group.items())))
    for failure in failures[:20]:
        print("FAILED: " + failure)
    sys.exit(1 if failures else 0)
