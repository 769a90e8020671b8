#!/usr/bin/env bash
# End to end: a translator's bundle with screenshots, in the real binary under tmux at
# 120×40. The sample project's Ukrainian bundle gets a folder of screenshots as Xcode lays
# them out (PNGs written here, their localizedStringData.plist naming the string and its
# frame) and a note; the editor lists the selected string's screenshots in the inspector,
# and `i` opens each through a fake viewer ($XCEDIT_VIEWER) that logs the path and the
# frame ($XCEDIT_FRAME) it was given, while the editor keeps taking keys. Then, with
# XCEDIT_GRAPHICS=kitty (tmux itself draws no images and drops the kitty sequences), `i`
# draws the screenshot's pane with the string's frame outlined, and a key takes it away.
name=editor-screenshots
source "$(dirname "$0")/tmux-helpers.bash"

"$xcedit" export "$root/SampleProject" --lang uk --out "$work" > /dev/null
shots="$work/uk.xcloc/Notes/Screenshots/uk/Feeder"
mkdir -p "$shots"
python3 - "$shots" <<'PY'
import struct, sys, zlib
def png(width, height):
    rows = b"".join(b"\x00" + b"\x80" * width for _ in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")
for name in ("1.png", "2.png"):
    open(f"{sys.argv[1]}/{name}", "wb").write(png(320, 640))
PY
cat > "$shots/localizedStringData.plist" <<'PLIST'
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<array>
  <dict>
    <key>stringKey</key><string>feederStatus.lowOnSeed</string>
    <key>tableName</key><string>Localizable</string>
    <key>screenshots</key>
    <array>
      <dict><key>name</key><string>1.png</string><key>frame</key><string>{{10, 20}, {120, 30}}</string></dict>
      <dict><key>name</key><string>2.png</string><key>frame</key><string>{{0, 400}, {320, 44}}</string></dict>
    </array>
  </dict>
</array>
</plist>
PLIST
echo "The feeder screen: the seed level is the bar at the top." > "$work/uk.xcloc/Notes/Guide.txt"

# The fake viewer: logs the path it got, after a pause the editor must not wait for.
cat > "$work/viewer.sh" <<'SH'
#!/bin/sh
sleep 5
printf '%s %s\n' "$1" "${XCEDIT_FRAME:--}" >> "$(dirname "$0")/viewer.log"
SH
chmod +x "$work/viewer.sh"
export XCEDIT_VIEWER="'$work/viewer.sh'"

# go_to_low_on_seed: selects the string the screenshots show, with `:`.
go_to_low_on_seed() {
  tmux_ send-keys -t main ":"
  expect_screen ": asks for a key" "Go to key:"
  tmux_ send-keys -t main -l "feederStatus.l"
  tmux_ send-keys -t main Enter
  expect_gone "Enter stays on the key found" "Go to key:"
}

start 120 40 uk.xcloc
expect_screen "uk.xcloc opens" "uk.xcloc: "
go_to_low_on_seed
expect_screen "the inspector lists the string's first screenshot and its frame" "Screenshots/uk/Feeder/1.png  at 10,20 120×30"
expect_screen "and its second" "Screenshots/uk/Feeder/2.png  at 0,400 320×44"
expect_screen "and the bundle's other note" "Guide.txt"
press i "i opens the first screenshot in the viewer" "Opening Screenshots/uk/Feeder/1.png (1 of 3) in the viewer"
expect_screen "marked in the inspector" "▸ Screenshots/uk/Feeder/1.png"
press i "the next i: the second screenshot, at once (the first viewer is still running)" "Opening Screenshots/uk/Feeder/2.png (2 of 3) in the viewer"
press i "then the note" "Opening Guide.txt (3 of 3) in the viewer"
check "no viewer has finished yet: the editor waited for none" test ! -e "$work/viewer.log"
quit_cleanly

# The viewers finish on their own.
for ((i = 0; i < timeout * 20; i++)); do
  [ -f "$work/viewer.log" ] && [ "$(wc -l < "$work/viewer.log")" -ge 3 ] && break
  sleep 0.05
done
check "the viewer got each file's path, and a screenshot's frame in \$XCEDIT_FRAME" diff <(sort "$work/viewer.log") <(printf '%s\n' \
  "$work/uk.xcloc/Notes/Guide.txt -" "$work/uk.xcloc/Notes/Screenshots/uk/Feeder/1.png 10,20,120,30" \
  "$work/uk.xcloc/Notes/Screenshots/uk/Feeder/2.png 0,400,320,44" | sort)
check "the images the viewer got are PNGs" grep -q PNG "$work/uk.xcloc/Notes/Screenshots/uk/Feeder/1.png"

# Drawn in the terminal, as kitty would: the pane and the outline are ncurses' cells.
export XCEDIT_GRAPHICS=kitty
start 120 40 uk.xcloc
expect_screen "uk.xcloc opens again" "uk.xcloc: "
go_to_low_on_seed
press i "i draws the screenshot over the table and the inspector" "Screenshot 1 of 3 · Screenshots/uk/Feeder/1.png"
expect_screen "the status line names the string outlined" "Screenshot 1 of 3: “feederStatus.lowOnSeed” outlined"
expect_match "the string's frame is outlined with box-drawing characters inside the pane" "││ +┌─+┐ +│"
expect_absent "no escape sequence shows as text" "a=T,f=100"
tmux_ send-keys -t main x
expect_gone "any key takes the image away" "Screenshot 1 of 3 ·"
expect_screen "and the table is back" "feederStatus.lowOnSeed"
expect_screen "with the inspector's list of screenshots" "Screenshots/uk/Feeder/2.png  at 0,400 320×44"
quit_cleanly

finish
