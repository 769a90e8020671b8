"""What the fuzz scripts share: their common options and running xcedit under a time limit."""
import argparse
import os
import random
import subprocess

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
