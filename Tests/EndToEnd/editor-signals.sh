#!/usr/bin/env bash
# End to end, on a copy of the sample project: every signal that ends the editor leaves the
# terminal as it was and the unsaved work on disk.
#   (a) SIGINT and SIGQUIT with unsaved changes write the recovery copy and exit 130 and 131,
#       the catalog untouched, the terminal back (no alternate screen, cursor shown, mouse
#       reporting off), and the Swift runtime's backtracer never shows up;
#   (b) two SIGQUITs in a row still end it with the terminal restored;
#   (c) the editor runs with the backtracer non-interactive: a crash (SIGSEGV sent to it)
#       restores the terminal, reports on standard error and ends the process, asking nothing.
name=editor-signals
source "$(dirname "$0")/tmux-helpers.bash"

copy_sample_project
copy="$catalog.xcedit-recovery"

editor_pid() { pgrep -P "$(tmux_ display -p -t main '#{pane_pid}')" -f xcedit | head -1 || true; }
send_signal() { # signal
  local pid; pid=$(editor_pid)
  if [ -n "$pid" ]; then kill "-$1" "$pid" || true; fi
}
# terminal_state: alternate screen, cursor shown, mouse reporting, as tmux sees the pane.
terminal_state() { tmux_ display -p -t main '#{alternate_on} #{cursor_flag} #{mouse_any_flag}'; }
expect_restored() { # description
  local state; state=$(terminal_state)
  if [ "$state" = "0 1 0" ]; then pass; else fail "$1: the terminal is restored (alternate screen, cursor, mouse: got $state)"; fi
}
start_modified() {
  start 120 40 SampleProject
  expect_screen "editor started" "Localizable.xcstrings"
  select_language fr
  press R "modified" "● modified"
}

for signal in INT QUIT; do
  echo "== (a) SIG$signal with unsaved changes"
  rm -f "$copy"
  start_modified
  send_signal "$signal"
  status=$(wait_exit)
  expected=$((128 + $(kill -l "$signal")))
  if [ "$status" = "$expected" ]; then pass; else fail "SIG$signal exits $expected (got $status)"; fi
  if cmp -s "$catalog" "$work/original.xcstrings"; then pass; else fail "SIG$signal leaves the catalog untouched"; fi
  if [ -f "$copy" ] && python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$copy"; then pass; else fail "SIG$signal writes the recovery copy"; fi
  expect_restored "after SIG$signal"
  if screen_lacks -G "Press space to interact\|Program crashed"; then pass; else fail "SIG$signal brings up the backtracer"; fi
  expect_screen "the copy is named on standard error" "kept in"
  tmux_ kill-server 2>/dev/null || true
done

echo "== (b) two SIGQUITs in a row"
rm -f "$copy"
start_modified
pid=$(editor_pid)
kill -QUIT "$pid" || true; kill -QUIT "$pid" 2>/dev/null || true
status=$(wait_exit)
if [ "$status" = 131 ]; then pass; else fail "two SIGQUITs exit 131 (got $status)"; fi
expect_restored "after two SIGQUITs"
if screen_lacks -G "Press space to interact"; then pass; else fail "the backtracer shows up after two SIGQUITs"; fi
tmux_ kill-server 2>/dev/null || true

echo "== (c) a crash reports on standard error without taking over the terminal"
rm -f "$copy"
start 120 40 SampleProject
expect_screen "editor started" "Localizable.xcstrings"
pid=$(editor_pid)
if tr '\0' '\n' < "/proc/$pid/environ" 2>/dev/null | grep -q '^SWIFT_BACKTRACE=.*interactive=no$'; then pass; else fail "the editor runs with a non-interactive backtracer"; fi
kill -SEGV "$pid" || true
# Symbolicating a debug build takes a while: allow for it.
status=$(timeout=120 wait_exit)
if [ "$status" = 139 ]; then pass; else fail "the crashed editor ends by its signal, 139 (got $status)"; fi
expect_restored "after a crash"
if screen_lacks -G "Press space to interact"; then pass; else fail "the backtracer asks for a key"; fi
expect_screen "the backtracer reported the crash and ended" "Backtrace took"

finish
