#!/usr/bin/env bash
# Builds xcedit for release and puts it on the PATH: `Scripts/install.sh [FOLDER]`, by
# default ~/.local/bin; the man page and the bash, zsh and fish completions go under the
# share folder beside it (FOLDER/../share when FOLDER is a bin folder, else ~/.local/share). The Swift runtime is linked in (--static-swift-stdlib), so the binary
# keeps working wherever it is copied, without the toolchain; it still needs the system's
# ncursesw (libncursesw6 on Debian and Ubuntu, there wherever libncurses-dev is).
set -euo pipefail
cd "$(dirname "$0")/.."
folder=${1:-"$HOME/.local/bin"}
swift build -c release --static-swift-stdlib --product xcedit
mkdir -p "$folder"
install -m 755 .build/release/xcedit "$folder/xcedit"
echo "Installed $folder/xcedit ($("$folder/xcedit" --version))"
if [ "$(basename "$folder")" = bin ]; then share="$(cd "$folder/.." && pwd)/share"; else share="$HOME/.local/share"; fi
install -D -m 644 docs/xcedit.1 "$share/man/man1/xcedit.1"
install -D -m 644 completions/xcedit.bash "$share/bash-completion/completions/xcedit"
install -D -m 644 completions/_xcedit "$share/zsh/site-functions/_xcedit"
install -D -m 644 completions/xcedit.fish "$share/fish/vendor_completions.d/xcedit.fish"
echo "Installed the man page ($share/man/man1/xcedit.1) and completions for bash, zsh and fish under $share"
echo "  (zsh: add $share/zsh/site-functions to fpath if it is not there)"
case ":$PATH:" in
  *":$folder:"*) ;;
  *) echo "Note: $folder is not on the PATH; add it, e.g. in ~/.profile: export PATH=\"$folder:\$PATH\"" ;;
esac
