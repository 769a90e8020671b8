#!/usr/bin/env bash
# Times xcedit binaries on the hostile catalogs of Scripts/hostile-catalogs.py, side by side
# in one run: stats on 20,000 and 100,000 unknown members, lint on 100,000 placeholders, and
# the editor on a 50 MB value (launch to first frame, then one keystroke to the next frame,
# through a private tmux server polled every 20 ms).
#
# Usage: Scripts/safety-figures.sh BINARY... (e.g. /tmp/xcedit-before .build/release/xcedit)
# LIMIT=seconds caps each command (default 60); RUNS=n repeats each (default 3, median shown).
set -uo pipefail
limit=${LIMIT:-60}
runs=${RUNS:-3}
inputs=$(mktemp -d)
socket="xcedit-figures-$$"
tmux_() { tmux -L "$socket" -f /dev/null "$@"; }
trap 'tmux_ kill-server 2>/dev/null; rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$socket"; rm -rf "$inputs"' EXIT
python3 "$(dirname "$0")/hostile-catalogs.py" "$inputs" >/dev/null

now() { date +%s.%N; }
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# time_command BINARY ARGS...: seconds of the median run, or ">LIMIT" when cut off.
time_command() {
  local times=() i start status
  for ((i = 0; i < runs; i++)); do
    start=$(now)
    timeout "$limit" "$@" >/dev/null 2>&1
    status=$?
    [ "$status" -eq 124 ] && { echo ">${limit} s (killed)"; return; }
    times+=("$(echo "$(now) - $start" | bc)")
  done
  printf '%s\n' "${times[@]}" | median | awk '{ printf "%.3f s", $1 }'
}

# screen_shows TEXT: polls the pane until TEXT shows or the limit passes; prints seconds waited.
wait_screen() {
  local text=$1 start; start=$(now)
  while :; do
    tmux_ capture-pane -p -t fig 2>/dev/null | grep -qF -- "$text" && { echo "$(now) - $start" | bc; return 0; }
    (( $(echo "$(now) - $start > $limit" | bc) )) && { echo ">$limit"; return 1; }
    sleep 0.02
  done
}

# editor BINARY: launch to first frame, then `j` (down one string) to the next frame.
editor() {
  local binary=$1 first step
  tmux_ new-session -d -s fig -x 200 -y 50 "TERM=tmux-256color '$binary' '$inputs/long-value.xcstrings'"
  first=$(wait_screen "Languages")
  # The table starts on the first string, "Long"; j selects "Short 00" and the inspector
  # shows its comment (the table does not).
  tmux_ send-keys -t fig j
  step=$(wait_screen "Note on short string 00")
  tmux_ kill-server 2>/dev/null
  echo "first frame ${first} s, keystroke ${step} s"
}

for binary in "$@"; do
  echo "== $binary"
  echo "stats, 20,000 unknown members:   $(time_command "$binary" stats "$inputs/unknown-20000.xcstrings")"
  echo "stats, 100,000 unknown members:  $(time_command "$binary" stats "$inputs/unknown-100000.xcstrings")"
  echo "lint, 100,000 placeholders:      $(time_command "$binary" lint "$inputs/placeholders.xcstrings")"
  echo "stats, 50 MB value:              $(time_command "$binary" stats "$inputs/long-value.xcstrings")"
  echo "editor, 50 MB value:             $(editor "$binary")"
done
