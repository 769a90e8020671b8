# A scratch git repository for the scripts on catalogs in git: $repo in $work, with a
# private git configuration (no user or system configuration reaches the test, nor the
# editor's git), on branch main; $catalog is App/Localizable.xcstrings in it, not yet
# written. Source it after e2e-helpers.bash (or tmux-helpers.bash).
command -v git >/dev/null || { echo "$name: git is needed"; exit 1; }
repo="$work/repo"
mkdir -p "$repo/App"
export GIT_CONFIG_GLOBAL="$work/gitconfig" GIT_CONFIG_NOSYSTEM=1 XDG_CONFIG_HOME="$work/xdg"
git -C "$repo" init -q -b main
git -C "$repo" config user.name "xcedit test"
git -C "$repo" config user.email "test@example.invalid"
catalog="$repo/App/Localizable.xcstrings"
