# Shared by scripts/start and scripts/test: a virtual environment in ./.venv with Soloist
# installed (editable), reinstalled only when pyproject.toml or the extras asked for change.
ensure_venv() {
  local extras="$1"
  local python="${PYTHON:-python3}"
  local stamp=".venv/.soloist-installed"
  local want
  want="$(sha256sum pyproject.toml | cut -d' ' -f1) ${extras}"
  if [ ! -x .venv/bin/python ]; then
    "$python" -m venv .venv
  fi
  # An install with the dev extras also serves a plain start.
  if [ ! -f "$stamp" ] || ! { grep -qxF -- "$want" "$stamp" || { [ -z "$extras" ] && grep -q "^${want% } " "$stamp"; }; }; then
    .venv/bin/python -m pip install --quiet --upgrade pip >&2
    .venv/bin/python -m pip install --quiet -e ".${extras}" >&2
    printf '%s\n' "$want" > "$stamp"
  fi
}
