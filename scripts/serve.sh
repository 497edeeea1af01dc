#!/usr/bin/env bash
# Builds Sjakkboks and serves it at http://127.0.0.1:8080 (rebuilding on changes).
# Installs the tools it lacks first. Extra arguments go to `trunk serve`.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/tools.sh"

ensure_app_tools
fetch_crates
say "building and serving the app at http://127.0.0.1:8080 (Ctrl-C stops)"
exec trunk serve --release --offline "$@"
