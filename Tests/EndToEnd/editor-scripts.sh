#!/usr/bin/env bash
# End to end: Indic scripts and emoji sequences reach the real terminal whole (every
# scalar of each grapheme cluster), in the table and the inspector, and the columns after
# them stay where the editor put them. Checked with tmux's own screen (capture-pane).
name=editor-scripts
source "$(dirname "$0")/tmux-helpers.bash"
cat > "$work/Scripts.xcstrings" <<'JSON'
{
  "sourceLanguage" : "en",
  "strings" : {
    "Family" : {
      "localizations" : {
        "hi" : { "stringUnit" : { "state" : "translated", "value" : "👨‍👩‍👧 परिवार" } },
        "ta" : { "stringUnit" : { "state" : "translated", "value" : "👨‍👩‍👧 குடும்பம்" } }
      }
    },
    "Hello, world" : {
      "localizations" : {
        "hi" : { "stringUnit" : { "state" : "translated", "value" : "नमस्ते दुनिया" } },
        "ta" : { "stringUnit" : { "state" : "translated", "value" : "வணக்கம் உலகம்" } }
      }
    },
    "India" : {
      "localizations" : {
        "hi" : { "stringUnit" : { "state" : "translated", "value" : "🇮🇳 भारत" } },
        "ta" : { "stringUnit" : { "state" : "translated", "value" : "🇮🇳 இந்தியா" } }
      }
    },
    "Tamil" : {
      "localizations" : {
        "hi" : { "stringUnit" : { "state" : "translated", "value" : "तमिल" } },
        "ta" : { "stringUnit" : { "state" : "translated", "value" : "தமிழ்" } }
      }
    },
    "Well done" : {
      "localizations" : {
        "hi" : { "stringUnit" : { "state" : "translated", "value" : "👍🏽 बहुत अच्छा" } },
        "ta" : { "stringUnit" : { "state" : "translated", "value" : "👍🏽 நன்று" } }
      }
    }
  },
  "version" : "1.0"
}
JSON
start 120 30 Scripts.xcstrings
# The editor opens on the first language after the source: Hindi.
expect_screen "the editor opens the catalog in Hindi" "Scripts.xcstrings · Hindi (hi) · 5 of 5 shown"
expect_screen "Devanagari keeps its conjuncts and vowel signs" "नमस्ते दुनिया"
expect_screen "a ZWJ family stays one glyph" "👨‍👩‍👧 परिवार"
expect_screen "a flag keeps both regional indicators" "🇮🇳 भारत"
# tmux 3.3a gives a skin tone two columns of its own (the terminal outside shows the toned
# hand): the editor asks the terminal at start and gives 👍🏽 those columns, tone included.
expect_screen "a skin tone stays with its hand" "👍🏽 बहुत अच्छा"
# The state column after each value is still there: every row ends in its badge and border.
rows=$(screen | grep -cE '(परिवार|भारत|दुनिया|अच्छा|तमिल) +✓ +│$' || true)
if [ "$rows" -eq 5 ]; then pass; else fail "rows with Indic text and emoji keep their columns ($rows of 5)"; fi

press "]" "Tamil is selected" "Tamil (ta) · 5 of 5 shown"
expect_screen "Tamil keeps its vowel signs and viramas" "தமிழ்"
expect_screen "Tamil text with a flag" "🇮🇳 இந்தியா"
rows=$(screen | grep -cE '(குடும்பம்|இந்தியா|உலகம்|நன்று|தமிழ்) +✓ +│$' || true)
if [ "$rows" -eq 5 ]; then pass; else fail "rows with Tamil text and emoji keep their columns ($rows of 5)"; fi

# The inspector of the selected string shows it whole too.
tmux_ send-keys -t main "g"
expect_match "the inspector shows the family whole" "Tamil .*👨‍👩‍👧 குடும்பம்"

# The text field: the Tamil row (the fourth by key), Enter, the value whole; Esc cancels.
tmux_ send-keys -t main "j" "j" "j"
expect_match "the Tamil row is selected" "^│ +│.*Key +Tamil"
press Enter "Enter opens the field" "Edit · Tamil (ta)"
expect_match "the field shows the value with its vowel sign and virama" "Tamil ▸ +தமிழ்"
tmux_ send-keys -t main Escape
expect_gone "Esc closes the field" "Edit · Tamil (ta)"

# The language picker shows native names whole.
press "L" "L opens the language picker" "Add a language"
type_text "Hindi" "the picker shows Hindi's native name whole" "Hindi · हिन्दी"
tmux_ send-keys -t main Escape
expect_gone "Esc closes the picker" "Add a language"

quit_cleanly

# Emoji sequences typed into a field, one scalar at a time as some keyboards send them (so
# that the field holds a ZWJ still waiting for its emoji): each drawn whole in the table
# and the field, the columns after them in place, and nothing left over in the next field
# after Enter (a dangling joiner once put a stray `‍👍` there), at 200×50 and 80×24.
cat > "$work/Emoji.xcstrings" <<'JSON'
{
  "sourceLanguage" : "en",
  "strings" : {
    "Cheers" : { },
    "Hello" : {
      "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } } }
    },
    "Thanks" : { }
  },
  "version" : "1.0"
}
JSON
typed='👍🏽x 👩🏽‍💻y 👨‍👩‍👧z'
for size in "200 50" "80 24"; do
  start $size Emoji.xcstrings --lang de
  expect_screen "the editor opens at ${size/ /×}" "Emoji.xcstrings · German (de)"
  press Enter "Enter opens the field at ${size/ /×}" "Edit · German (de)"
  while IFS= read -r scalar; do
    tmux_ send-keys -t main -l "$scalar"
  done < <(python3 -c 'import sys; print("\n".join(sys.argv[1]))' "$typed")
  expect_match "the field shows every sequence whole at ${size/ /×}" "German ▸ +👍🏽x 👩🏽‍💻y 👨‍👩‍👧z +│$"
  press Enter "Enter saves and opens the next string at ${size/ /×}" "Key        Thanks"
  expect_match "the table shows the sequences, the state column in place, at ${size/ /×}" "│Cheers +Cheers +👍🏽x 👩🏽‍💻y .* ✓ +│$"
  expect_match "the next field is empty: no glyph outlived its cell at ${size/ /×}" "German ▸ +│$"
  if [ "$(screen | grep -c $'\xe2\x80\x8d👍' || true)" -eq 0 ]; then pass; else fail "no stray joined thumb at ${size/ /×}"; fi
  tmux_ send-keys -t main Escape
  expect_gone "Esc closes the field at ${size/ /×}" "Edit · German (de)"
  tmux_ send-keys -t main u
  expect_gone "u undoes the translation at ${size/ /×}" "● Emoji.xcstrings"
  quit_cleanly
done

# Backspace after नमस्ते takes the vowel sign only, then the consonant of the conjunct; after
# a toned hand the whole sequence.
start 100 30 Emoji.xcstrings --lang de
press Enter "Enter opens the field" "Edit · German (de)"
type_text "नमस्ते" "the field shows the Hindi word" "नमस्ते"
tmux_ send-keys -t main BSpace
expect_match "Backspace removes the vowel sign only" "German ▸ +नमस्त +│$"
tmux_ send-keys -t main BSpace
expect_match "the next Backspace the consonant, leaving the virama" "German ▸ +नमस् +│$"
type_text " 👍🏽" "a toned hand typed after it" "नमस् 👍🏽"
tmux_ send-keys -t main BSpace
expect_match "Backspace removes the hand with its tone" "German ▸ +नमस् +│$"
tmux_ send-keys -t main Escape
expect_gone "Esc cancels the field" "Edit · German (de)"
quit_cleanly
finish
