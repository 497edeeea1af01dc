# Installs what Sjakkboks's two commands need and lacks, printing progress.
# Sourced by scripts/serve.sh and scripts/test.sh; `bash scripts/tools.sh`
# installs everything. Assumes a Debian machine with Rust via rustup; see
# ../shared/TOOLCHAIN.md for why each tool is installed the way it is.

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

TRUNK_VERSION='0.21.14'
TRUNK_PREFIX='trunk 0.21.14'
WASM_BINDGEN_VERSION='0.2.130'
NODE_MAJOR_MIN=20

export CARGO_TERM_PROGRESS_WHEN=never
export DEBIAN_FRONTEND=noninteractive
export PATH="$ROOT/node_modules/.bin:$HOME/.cargo/bin:$PATH"

# Prints a progress line.
say() {
  printf '\n==> %s\n' "$*"
}

# Notes a tool that is already there.
have() {
  printf '    ok: %s\n' "$*"
}

# Runs a command as root (directly, or through sudo when not root).
as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null; then
    sudo "$@"
  else
    echo "error: '$*' needs root and there is no sudo" >&2
    return 1
  fi
}

apt_updated=0
# Installs Debian packages, updating the package lists once.
apt_install() {
  if [ "$apt_updated" -eq 0 ]; then
    as_root apt-get update -q
    apt_updated=1
  fi
  as_root apt-get install -y -q "$@"
}

ensure_rust() {
  if ! command -v cargo >/dev/null || ! command -v rustup >/dev/null; then
    echo "error: cargo and rustup are needed: install Rust from rustup first" >&2
    exit 1
  fi
  local missing=()
  cargo fmt --version >/dev/null 2>&1 || missing+=(rustfmt)
  cargo clippy --version >/dev/null 2>&1 || missing+=(clippy)
  if [ "${#missing[@]}" -gt 0 ]; then
    say "installing Rust components: ${missing[*]}"
    rustup component add "${missing[@]}"
  fi
  have "$(cargo --version)"
}

ensure_wasm_target() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "installing the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
  have "wasm32-unknown-unknown target"
}

ensure_trunk() {
  if ! trunk --version 2>/dev/null | grep -qx "$TRUNK_PREFIX"; then
    say "installing Trunk $TRUNK_VERSION with cargo (about 11 minutes on 2 cores)"
    cargo install trunk --version "$TRUNK_VERSION" --locked
  fi
  have "$(trunk --version)"
}

ensure_wasm_bindgen() {
  if ! wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $WASM_BINDGEN_VERSION"; then
    say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION with cargo (about 3 minutes)"
    # Not --locked: its lock file names a webpki-roots the registry lacks.
    cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
  fi
  have "$(wasm-bindgen --version)"
}

ensure_node() {
  local major
  major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  if [ "$major" -lt "$NODE_MAJOR_MIN" ] || ! command -v npm >/dev/null; then
    say "installing Node.js and npm from Debian"
    apt_install nodejs npm
    major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
    if [ "$major" -lt "$NODE_MAJOR_MIN" ]; then
      echo "error: Node.js $NODE_MAJOR_MIN or newer is needed (found $(node --version 2>/dev/null || echo none))" >&2
      exit 1
    fi
  fi
  have "node $(node --version), npm $(npm --version 2>/dev/null)"
}

# npm packages (wasm-opt from binaryen, playwright-core) from package-lock.json.
ensure_npm_packages() {
  ensure_node
  local stamp="node_modules/.package-lock.json"
  if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ] || [ ! -x node_modules/.bin/wasm-opt ]; then
    say "installing npm packages (npm ci)"
    npm ci --no-audit --no-fund
  fi
  have "$(wasm-opt --version)"
}

ensure_chromium() {
  if [ ! -x "${CHROMIUM:-/usr/bin/chromium}" ]; then
    say "installing Chromium from Debian"
    apt_install chromium
  fi
  have "$("${CHROMIUM:-/usr/bin/chromium}" --version 2>/dev/null || echo chromium)"
}

# Downloads every crate now, as the builds after this run offline.
fetch_crates() {
  say "fetching crates"
  cargo fetch
}

# The tools the app build needs: Rust, the wasm target, Trunk, wasm-bindgen, wasm-opt.
ensure_app_tools() {
  say "checking tools"
  ensure_rust
  ensure_wasm_target
  ensure_trunk
  ensure_wasm_bindgen
  ensure_npm_packages
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  ensure_app_tools
  ensure_chromium
  fetch_crates
  say "all tools are in place"
fi
