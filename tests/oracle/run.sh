#!/usr/bin/env bash
# The Fairy-Stockfish oracle: `bash tests/oracle/run.sh [game ...]`.
# Creates tests/oracle/.venv with pyffish 0.0.90 on first use, builds the rules
# crate's `oracle_dump` example, and compares our legal moves and game-end verdicts
# with Fairy-Stockfish's in seeded random games of standard, antichess, chess-attack
# and pawn-race. ORACLE_POSITIONS (default 2000 per game) and ORACLE_SEED (default 1)
# tune the run. Exit code 0 only with zero mismatches.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
venv="$here/.venv"
if ! "$venv/bin/python" -c 'import pyffish' 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet pyffish==0.0.90
fi
cargo build --quiet --release --manifest-path "$root/Cargo.toml" -p sjakkboks-rules --example oracle_dump
target="${CARGO_TARGET_DIR:-$root/target}"
exec "$venv/bin/python" "$here/oracle.py" "$target/release/examples/oracle_dump" "$@"
