#!/usr/bin/env bash
# End to end: open the sample project in the real editor under tmux, move around, filter,
# jump to the next string to do, open, page, search and close help, Space on the last
# row, resize, quit.
name=editor-navigation
source "$(dirname "$0")/tmux-helpers.bash"
cp -R "$root/SampleProject" "$work/"
start 100 30 SampleProject

expect_screen "the sidebar lists languages" "Languages"
expect_screen "progress percentages are shown" "Ukrainian (uk)         79%"
expect_screen "Localizable.xcstrings opens first" "Localizable.xcstrings · Arabic (ar) · 36 of 36 shown"

# Switch to French: ] twice (Arabic → Chinese → French), from the table.
press "]" "] switches to the next language" "Chinese (Simplified)"
press "]" "French is selected" "French (fr) · 36 of 36 shown"

# Filter as you type: the count drops as the table narrows.
press "/" "/ starts the filter" "Filter:"
type_text "feeder" "the filter narrows the table" "of 36 shown · /feeder"
shown=$(screen | grep -o '[0-9]* of 36 shown' | head -1 | cut -d' ' -f1)
if [ -n "$shown" ] && [ "$shown" -lt 36 ] && [ "$shown" -gt 0 ]; then pass; else fail "the filter shows some but not all strings (got '$shown')"; fi
if screen | grep -F "│" | grep -v "Languages" | grep -qi "Add to Cart"; then fail "a string without 'feeder' is still listed"; else pass; fi
tmux_ send-keys -t main Enter
expect_gone "Enter keeps the filter and leaves the field" "Filter:"
press "/" "/ reopens the filter" "Filter: feeder"
press Escape "Esc clears the filter" "French (fr) · 36 of 36 shown"

# n jumps to the next string that needs work in French.
tmux_ send-keys -t main "n"
if wait_for "State      NEEDS REVIEW" || wait_for "State      NEW"; then pass; else fail "n selects a string to do"; fi

# Help overlay, generated from the key table.
press "?" "? opens the help" "next string to do (new or needs review)"
tmux_ send-keys -t main "?"
expect_gone "? closes the help" "next string to do (new or needs review)"

# Help pages by its view and finds: / and a word keep the lines that have it.
press "?" "? opens the help again" "Keys · 1–"
first=$(screen | grep -o 'Keys · 1–[0-9]*' | head -1 | sed 's/.*–//')
need "the help title says which rows are shown" "$first"
press PageDown "PgDn: the next page starts on the row after the last one shown" "Keys · $((first + 1))–$((2 * first)) of"
press "/" "/ in help starts a search" "Keys · /"
type_text "language" "typing keeps the lines with the word: L is on the first screen" "add a language"
expect_gone "sections without the word are left out" "Questions"
press Escape "Esc clears the search" "Keys · 1–"
expect_gone "the search is gone" "Keys · /language"
tmux_ send-keys -t main Escape
expect_gone "Esc again closes help" "Keys · 1–"

# Space marks and moves down; on the last row it stays and says so, and toggles.
tmux_ send-keys -t main G
press Space "Space on the last row marks it and stays" "Marked the last row (Space again unmarks it)"
press Space "Space again there unmarks it" "Unmarked the last row"

# Resize: the sidebar folds away at 60×16 and comes back.
tmux_ resize-window -t main -x 60 -y 16
expect_gone "the sidebar folds away at 60 columns" "Languages"
expect_screen "the table still shows at 60×16" "KEY"
tmux_ resize-window -t main -x 50 -y 12
expect_screen "too small below 60×16" "Terminal too small"
tmux_ resize-window -t main -x 100 -y 30
expect_screen "the sidebar is back at 100×30" "Languages"

# The catalog picker lists both catalogs.
press "o" "o opens the catalog picker" "InfoPlist.xcstrings"
tmux_ send-keys -t main Escape
expect_gone "Esc closes the picker" "Enter opens"

tmux_ send-keys -t main "q"
status=$(wait_exit)
if [ "$status" = "0" ]; then pass; else fail "q quits with status 0 (got $status)"; fi
if [ "$(tmux_ display -p -t main '#{alternate_on}')" = "0" ]; then pass; else fail "the terminal left the alternate screen"; fi

# SIGTERM restores the terminal too.
tmux_ kill-server
start 100 30 SampleProject
expect_screen "the editor starts again" "Languages"
pane=$(tmux_ display -p -t main '#{pane_pid}')
pkill -TERM -P "$pane" -x xcedit || true
status=$(wait_exit)
if [ "$status" = "143" ]; then pass; else fail "SIGTERM ends with status 143 (got $status)"; fi
if [ "$(tmux_ display -p -t main '#{alternate_on}')" = "0" ]; then pass; else fail "SIGTERM restores the terminal"; fi

# Two links to the project's own folder: the editor opens at once with each catalog once,
# q quits, and the links it skipped are said on the terminal's main screen.
tmux_ kill-server
ln -s . "$work/SampleProject/loop1"
ln -s . "$work/SampleProject/loop2"
start 100 30 SampleProject
expect_match "the editor opens on a folder with two links to itself" "Localizable.xcstrings · .* · 36 of 36 shown"
press "o" "o opens the catalog picker" "InfoPlist.xcstrings"
if screen | grep -q "loop"; then fail "the picker lists no catalog through a link"; else pass; fi
tmux_ send-keys -t main Escape
expect_gone "Esc closes the picker" "Enter opens"
tmux_ send-keys -t main "q"
status=$(wait_exit)
if [ "$status" = "0" ]; then pass; else fail "q quits the editor opened on the links (got $status)"; fi
expect_screen "the first link skipped is named" "SampleProject/loop1: warning: a link to a folder already searched; skipped"
expect_screen "the second link skipped is named" "SampleProject/loop2: warning: a link to a folder already searched; skipped"

# A path that is neither a catalog nor a folder: a clear error before any screen.
message=$("$xcedit" "$work/nowhere" 2>&1) && status=0 || status=$?
if [ "$status" = "1" ] && grep -q "no such file or folder" <<< "$message"; then pass; else fail "a bad path gives an error and status 1 ($status: $message)"; fi

finish
