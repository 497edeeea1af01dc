#!/usr/bin/env bash
# Matches against outside engines: `bash crates/engine/match/run.sh <game> [versus.py flags]`.
# Creates crates/engine/match/.venv with python-chess and pyffish on first use and
# builds the UCI program. Needs Debian's engines: apt-get install stockfish fairy-stockfish.
#   standard:                      Stockfish, UCI_LimitStrength, UCI_Elo 2000
#   antichess, chess-attack, pawn-race: Fairy-Stockfish, Skill Level 8
# Example: bash crates/engine/match/run.sh standard --games 4 --movetime 100
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
venv="$here/.venv"
if ! "$venv/bin/python" -c 'import chess, pyffish' 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet chess pyffish==0.0.90
fi
cargo build --quiet --release --manifest-path "$root/Cargo.toml" -p sjakkboks-engine --bin sjakkboks-uci
game="${1:-standard}"
shift || true
target="${CARGO_TARGET_DIR:-$root/target}"
if [ "$game" = standard ]; then
  set -- --opponent /usr/games/stockfish --option UCI_LimitStrength=true --option UCI_Elo=2000 "$@"
else
  set -- --opponent "${FAIRY_STOCKFISH:-/usr/games/fairy-stockfish}" --option "Skill Level=8" "$@"
fi
exec "$venv/bin/python" "$here/versus.py" --game "$game" --ours "$target/release/sjakkboks-uci" "$@"
