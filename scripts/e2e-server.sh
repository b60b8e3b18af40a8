#!/usr/bin/env bash
# The server for the end-to-end tests: its own temporary PGlite database, demo data, production build.
# The server runs as a child, so that the temporary folder is removed when Playwright stops this script.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d /tmp/hauslotse-e2e.XXXXXX)
export PGLITE_DATA_DIR="$dir/pglite" SEED_DEMO_DATA=true NEXT_TELEMETRY_DISABLED=1 TZ=UTC
node scripts/start.mjs &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$dir"' EXIT
trap 'exit 143' TERM INT
wait "$server"
