#!/usr/bin/env bash
# Builds xcedit for release and puts it on the PATH: `Scripts/install.sh [FOLDER]`, by
# default ~/.local/bin. The Swift runtime is linked in (--static-swift-stdlib), so the binary
# keeps working wherever it is copied, without the toolchain; it still needs the system's
# ncursesw (libncursesw6 on Debian and Ubuntu, there wherever libncurses-dev is).
set -euo pipefail
cd "$(dirname "$0")/.."
folder=${1:-"$HOME/.local/bin"}
swift build -c release --static-swift-stdlib --product xcedit
mkdir -p "$folder"
install -m 755 .build/release/xcedit "$folder/xcedit"
echo "Installed $folder/xcedit ($("$folder/xcedit" --version))"
case ":$PATH:" in
  *":$folder:"*) ;;
  *) echo "Note: $folder is not on the PATH; add it, e.g. in ~/.profile: export PATH=\"$folder:\$PATH\"" ;;
esac
