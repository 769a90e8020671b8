# Shared helpers for the tmux end-to-end scripts: a private tmux server, polling for screen
# text (never sleeping and hoping), and a pass/fail tally. Source it; set $name first.
# XCEDIT=path runs another binary than the debug build (e.g. one built with --scratch-path);
# E2E_TIMEOUT=seconds changes how long a wait lasts before it fails (default 30: CI is slow).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
xcedit=${XCEDIT:-"$root/.build/debug/xcedit"}
timeout=${E2E_TIMEOUT:-30}
if [ ! -x "$xcedit" ]; then echo "$name: no xcedit binary at $xcedit (swift build, or set XCEDIT)" >&2; exit 1; fi
work=$(mktemp -d)
# The editor remembers the language last used per catalog in its state folder: a private
# one per script, so that runs neither see nor touch the user's.
export XDG_STATE_HOME="$work/state"
# Each start gets a private tmux server on a socket of its own: `kill-server` returns before
# the old server is gone, and a new session on the same socket can then fail to start.
sessions=0
socket="xcedit-e2e-$$-0"
tmux_() { tmux -L "$socket" -f /dev/null "$@"; }
# tmux leaves its socket files behind when a server ends; remove them too.
cleanup() {
  local i
  for ((i = 0; i <= sessions; i++)); do
    tmux -L "xcedit-e2e-$$-$i" -f /dev/null kill-server 2>/dev/null || true
    rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/xcedit-e2e-$$-$i"
  done
  rm -rf "$work"
}
trap cleanup EXIT
passed=0 failed=0

pass() { passed=$((passed + 1)); }
fail() { echo "FAILED: $1"; echo "--- screen:"; screen; echo "---"; failed=$((failed + 1)); }
screen() { tmux_ capture-pane -p -t main 2>/dev/null || true; }

# poll_screen SHOWN GREP_FLAG TEXT [SECONDS]: polls the screen until `grep GREP_FLAG TEXT`
# finds it (SHOWN=yes) or no longer does (SHOWN=no); false when the time runs out.
poll_screen() {
  local shown=$1 flag=$2 text=$3 limit=${4:-$timeout} i
  for ((i = 0; i < limit * 20; i++)); do
    if screen | grep -q "$flag" -- "$text"; then [ "$shown" = yes ] && return 0; else [ "$shown" = no ] && return 0; fi
    sleep 0.05
  done
  return 1
}

# wait_for TEXT [SECONDS]: true once TEXT (a fixed string) is on the screen.
wait_for() { poll_screen yes -F "$@"; }
# wait_gone TEXT [SECONDS]: true once TEXT is no longer on the screen.
wait_gone() { poll_screen no -F "$@"; }
# wait_match REGEX [SECONDS]: true once an extended regular expression matches a screen
# line (for text whose spacing depends on the terminal's width).
wait_match() { poll_screen yes -E "$@"; }

expect_match() { # description, regex
  if wait_match "$2"; then pass; else fail "$1 (waited for /$2/)"; fi
}

expect_screen() { # description, text
  if wait_for "$2"; then pass; else fail "$1 (waited for '$2')"; fi
}

# start WIDTH HEIGHT ARGS...: runs xcedit in a pane; its exit status lands in $work/status.
start() {
  local width=$1 height=$2; shift 2
  sessions=$((sessions + 1))
  socket="xcedit-e2e-$$-$sessions"
  rm -f "$work/status"
  tmux_ new-session -d -s main -x "$width" -y "$height" \
    "cd '$work' && TERM=tmux-256color '$xcedit' $* ; echo \$? > '$work/status'; sleep 600"
}

# wait_exit: waits for xcedit to end and prints its exit status.
wait_exit() {
  local i
  for ((i = 0; i < timeout * 20; i++)); do
    [ -s "$work/status" ] && { cat "$work/status"; return 0; }
    sleep 0.05
  done
  echo "none"
}

finish() {
  echo "$name: $passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}

# select_language CODE [KEY]: presses KEY (default "]") until the table shows that language.
select_language() {
  local code=$1 key=${2:-"]"} i title
  for ((i = 0; i < 20; i++)); do
    screen | grep -qF "($code) · " && { pass; return 0; }
    title=$(screen | grep -o 'Localizable.xcstrings · [^·]*·' | head -1 || true)
    tmux_ send-keys -t main "$key"
    wait_gone "$title" || break
  done
  fail "$key reaches the language $code"
}

# filter_to TEXT: types TEXT into the filter (/) and keeps it (Enter), checking each step.
filter_to() {
  tmux_ send-keys -t main /
  expect_screen "/ starts the filter" "Filter:"
  tmux_ send-keys -t main -l "$1"
  expect_screen "the filter narrows the table" "shown · /$1"
  tmux_ send-keys -t main Enter
  if wait_gone "Filter:"; then pass; else fail "Enter keeps the filter"; fi
}

# quit_cleanly: q with nothing unsaved ends the editor at once, with status 0.
quit_cleanly() {
  tmux_ send-keys -t main q
  local status; status=$(wait_exit)
  if [ "$status" = "0" ]; then pass; else fail "q quits at once with status 0 (got $status)"; fi
  tmux_ kill-server 2>/dev/null || true
}

# check DESCRIPTION COMMAND...: a check on the files; on failure shows what the command said.
check() {
  local description=$1 output; shift
  if output=$("$@" 2>&1); then pass; else
    echo "FAILED: $description"; sed 's/^/  /' <<< "$output" | tail -8; failed=$((failed + 1))
  fi
}
