# xcedit's completions, made from its command table; do not edit (see ShellCompletions.swift).
_xcedit() {
  local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
  local command="" options="" values="" paths=""
  if [ "$COMP_CWORD" -gt 1 ]; then command="${COMP_WORDS[1]}"; fi
  case "$command" in
    stats) options="--json --glossary" values="" paths="--glossary" ;;
    lint) options="--json --lang --glossary" values="--lang" paths="--glossary" ;;
    fmt) options="--check --force" values="" paths="" ;;
    export) options="--lang --out --allow-outside" values="--lang" paths="--out --allow-outside" ;;
    import) options="--project --dry-run --include-review --lang --force --allow-outside" values="--lang" paths="--project --allow-outside" ;;
    migrate) options="--delete-originals --dry-run --source-language --allow-outside" values="--source-language" paths="--allow-outside" ;;
    compile) options="--output-directory -o --format" values="--format" paths="--output-directory -o" ;;
    sync) options="--dry-run --check --target --configuration --force --allow-outside" values="--target --configuration" paths="--allow-outside" ;;
    merge) options="--output --name --force" values="" paths="--output --name" ;;
    diff) options="--textconv" values="" paths="" ;;
    git-setup) options="--global" values="" paths="" ;;
    translate) options="--lang --only-new --replace-unreviewed --dry-run --provider --timeout --machine-translated --from-memory --min-match --trust-exact" values="--lang --timeout --min-match" paths="--provider" ;;
    generate-symbols) options="--output-directory -o --access --check" values="--access" paths="--output-directory -o" ;;
    help) COMPREPLY=($(compgen -W "stats lint fmt export import migrate compile sync merge diff git-setup translate generate-symbols" -- "$cur")); return;;
    *) command=""; options="--lang --no-color" values="--lang" paths="" ;;
  esac
  case " $paths " in *" $prev "*) COMPREPLY=($(compgen -f -- "$cur")); return;; esac
  case " $values " in *" $prev "*) COMPREPLY=(); return;; esac
  if [[ "$cur" == -* ]]; then
    [ "$COMP_CWORD" -eq 1 ] && options="$options --help --version"
    COMPREPLY=($(compgen -W "$options --help" -- "$cur"))
  elif [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=($(compgen -W "help stats lint fmt export import migrate compile sync merge diff git-setup translate generate-symbols" -- "$cur") $(compgen -f -- "$cur"))
  else
    COMPREPLY=($(compgen -f -- "$cur"))
  fi
}
complete -o filenames -o bashdefault -F _xcedit xcedit
