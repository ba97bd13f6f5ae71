#!/usr/bin/env bash
# Runs every test: Rust unit tests and the lit-style regression tests under
# tests/ (which need the release plugin library, so it is built first).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --workspace
cargo test --release --workspace "$@"
