# Shared helpers for the tmux end-to-end scripts: a private tmux server, polling for screen
# text (never sleeping and hoping), and steps that press keys and check the screen; the tally
# and file checks come from e2e-helpers.bash. Source it; set $name first.
# E2E_TIMEOUT=seconds changes how long a wait lasts before it fails (default 30: CI is slow).
source "$(dirname "${BASH_SOURCE[0]}")/e2e-helpers.bash"
timeout=${E2E_TIMEOUT:-30}
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

# fail DESCRIPTION: counts a failure and shows the last screen and what became of the editor.
fail() {
  echo "FAILED: $1"; echo "--- screen:"
  screen || echo "(none: the tmux pane is gone)"
  echo "--- the editor: $(editor_state)"
  failed=$((failed + 1))
}
# screen: the pane's text; false when the pane is gone (that is no empty screen).
screen() { tmux_ capture-pane -p -t main 2>/dev/null; }

# editor_drawing: the editor holds the pane's alternate screen, as it does from its start to
# its end; an editor that ended or crashed has given the terminal back (the backtracer then
# writes on the normal screen while the process lives on), so its screen proves nothing.
editor_drawing() { [ "$(tmux_ display -p -t main '#{alternate_on}' 2>/dev/null)" = 1 ]; }

# editor_state: running, or how it ended (its exit status), for failure reports.
editor_state() {
  if ! tmux_ has-session -t main 2>/dev/null; then echo "its tmux pane is gone"
  elif [ -s "$work/status" ]; then echo "ended with exit status $(cat "$work/status")"
  elif editor_drawing; then echo "running"
  else echo "has left the alternate screen and not ended (crashing, or in another program)"
  fi
}

# poll_screen SHOWN GREP_FLAG TEXT [SECONDS]: polls the screen until `grep GREP_FLAG TEXT`
# finds it (SHOWN=yes) or no longer does (SHOWN=no); false when the time runs out or the pane
# is gone. Text counts as no longer shown only on a screen the editor still held after it was
# read: a crashed or ended editor's screen lacks every text, and is a failure at once.
poll_screen() {
  local shown=$1 flag=$2 text=$3 limit=${4:-$timeout} i content
  for ((i = 0; i < limit * 20; i++)); do
    content=$(screen) || return 1
    if grep -q "$flag" -- "$text" <<< "$content"; then
      [ "$shown" = yes ] && return 0
    elif [ "$shown" = no ]; then
      editor_drawing && return 0
      [ -s "$work/status" ] && return 1
    fi
    sleep 0.05
  done
  return 1
}

# screen_lacks GREP_FLAG TEXT: the pane is there and `grep GREP_FLAG TEXT` finds nothing on it.
screen_lacks() {
  local content
  content=$(screen) || return 1
  ! grep -q "$1" -- "$2" <<< "$content"
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

expect_gone() { # description, text
  if wait_gone "$2"; then pass; else fail "$1"; fi
}

# expect_absent DESCRIPTION TEXT [GREP_FLAG]: TEXT (a fixed string, or a pattern for -E) is
# not on the screen now, and the editor that drew that screen is still running.
expect_absent() {
  if screen_lacks "${3:--F}" "$2" && editor_drawing; then pass; else fail "$1 ('$2' is on the screen, or the editor is not running)"; fi
}

# press KEY DESCRIPTION TEXT: sends one key (j, Enter, C-s, M-r…) and expects TEXT on the screen.
press() { tmux_ send-keys -t main "$1"; expect_screen "$2" "$3"; }
# type_text TEXT DESCRIPTION SHOWN: types TEXT literally and expects SHOWN on the screen.
type_text() { tmux_ send-keys -t main -l "$1"; expect_screen "$2" "$3"; }

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
  press / "/ starts the filter" "Filter:"
  type_text "$1" "the filter narrows the table" "shown · /$1"
  tmux_ send-keys -t main Enter
  expect_gone "Enter keeps the filter" "Filter:"
}

# quit_cleanly: q with nothing unsaved ends the editor at once, with status 0.
quit_cleanly() {
  tmux_ send-keys -t main q
  local status; status=$(wait_exit)
  if [ "$status" = "0" ]; then pass; else fail "q quits at once with status 0 (got $status)"; fi
  tmux_ kill-server 2>/dev/null || true
}
