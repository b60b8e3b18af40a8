#!/usr/bin/env bash
# The server for the end-to-end tests: its own temporary PGlite database, demo data, production build.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d /tmp/hauslotse-e2e.XXXXXX)
trap 'rm -rf "$dir"' EXIT
export PGLITE_DATA_DIR="$dir/pglite" SEED_DEMO_DATA=true NEXT_TELEMETRY_DISABLED=1 TZ=UTC
exec node scripts/start.mjs
