# Shared helpers for every end-to-end script: the binary under test, a private work folder,
# a pass/fail tally and checks on files. Source it; set $name first (tmux-helpers.bash
# sources it for the editor's scripts).
# XCEDIT=path runs another binary than the debug build (e.g. one built with --scratch-path).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
xcedit=${XCEDIT:-"$root/.build/debug/xcedit"}
if [ ! -x "$xcedit" ]; then echo "$name: no xcedit binary at $xcedit (swift build, or set XCEDIT)" >&2; exit 1; fi
# The editor's scripts start it from the work folder: a relative XCEDIT is taken from here.
case $xcedit in /*) ;; *) xcedit="$PWD/$xcedit" ;; esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0

pass() { passed=$((passed + 1)); }

# check DESCRIPTION COMMAND...: a check on the files; on failure shows what the command said.
check() { check_exit 0 "$@"; }

# check_exit STATUS DESCRIPTION COMMAND...: COMMAND ends with exactly STATUS; "exit 1" is
# not a crash (134, 139) nor a usage error (2). On failure shows the status and the output.
check_exit() {
  local expected=$1 description=$2 output status; shift 2
  output=$("$@" 2>&1) && status=0 || status=$?
  if [ "$status" -eq "$expected" ]; then pass; else
    if [ "$expected" -eq 0 ]; then echo "FAILED: $description"; else echo "FAILED: $description (exit status $status, expected $expected)"; fi
    sed 's/^/  /' <<< "$output" | tail -8; failed=$((failed + 1))
  fi
}

# check_output DESCRIPTION TEXT COMMAND...: COMMAND exits 0 and its standard output holds the
# fixed string TEXT (read in full: no pipe whose first command's failure goes unseen).
check_output() {
  local description=$1 text=$2 output status; shift 2
  output=$("$@") && status=0 || status=$?
  if [ "$status" -eq 0 ] && grep -qF -- "$text" <<< "$output"; then pass; else
    echo "FAILED: $description (exit status $status; expected '$text' in the output)"
    sed 's/^/  /' <<< "$output" | tail -8; failed=$((failed + 1))
  fi
}

# need WHAT VALUE...: stops the script when a value the next steps rely on is missing.
need() {
  local what=$1 value; shift
  for value in "$@"; do
    [ -n "$value" ] || { echo "FAILED: could not work out $what"; failed=$((failed + 1)); finish; exit 1; }
  done
}

# copy_sample_project: a copy of SampleProject in $work; $catalog is its
# Localizable.xcstrings, whose bytes are also kept in $work/original.xcstrings.
copy_sample_project() {
  cp -R "$root/SampleProject" "$work/SampleProject"
  catalog="$work/SampleProject/BackyardBirds/Localizable.xcstrings"
  cp "$catalog" "$work/original.xcstrings"
}

finish() {
  echo "$name: $passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
