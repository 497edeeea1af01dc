#!/usr/bin/env bash
# Runs every Sjakkboks test: formatting, lints, Rust tests, the release build
# of the app and its end-to-end tests in headless Chromium. Installs the tools
# it lacks first. Exits non-zero on the first failure.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/tools.sh"

ensure_app_tools
ensure_chromium
fetch_crates

say "cargo fmt --check"
cargo fmt --all --check

say "clippy (native, every target)"
cargo clippy --workspace --all-targets -- -D warnings

say "clippy (app for wasm32: the first module, and the full one)"
cargo clippy -p sjakkboks-app --target wasm32-unknown-unknown -- -D warnings
cargo clippy -p sjakkboks-app --features full --all-targets -- -D warnings
cargo clippy -p sjakkboks-app --features full --target wasm32-unknown-unknown -- -D warnings

say "import circles (none between the files of any crate)"
python3 scripts/import-cycles.py crates/*/

say "cargo test"
# The session crate and the app are tested on their own: in a workspace run
# cargo unifies the rules crate's features with the engine's (`narrow` on),
# while the page builds them without it.
cargo test --workspace --exclude sjakkboks-session --exclude sjakkboks-app
cargo test -p sjakkboks-session
cargo test -p sjakkboks-app
cargo test -p sjakkboks-app --features full

# RULES RELEASE TESTS: the deep perft lines, which run only in release.
say "cargo test --release (rules)"
cargo test --release -p sjakkboks-rules

# The app builds the rules crate without `narrow` (one set width for every board):
# its perft suite and properties must hold in that build too.
say "cargo test --release (rules as the app builds them: no 'narrow' feature)"
cargo clippy -p sjakkboks-rules --no-default-features --all-targets -- -D warnings
cargo test --release -p sjakkboks-rules --no-default-features --test perft --test properties

say "cargo test --release (engine: 2,000 random positions per game)"
cargo test --release -p sjakkboks-engine --test properties

say "Fairy-Stockfish oracle (random games of four games checked move by move)"
bash tests/oracle/run.sh

say "trunk build --release"
trunk build --release --offline

say "end-to-end tests (headless Chromium)"
node --test tests/e2e/

say "all tests passed"
