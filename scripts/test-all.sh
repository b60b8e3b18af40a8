#!/usr/bin/env bash
# `npm test`: every test of the project on a fresh machine of this kind.
#   1. unit and database tests (Vitest; database tests against PGlite and a throwaway PostgreSQL server)
#   2. production build
#   3. end-to-end tests in Debian's Chromium (Playwright)
set -euo pipefail
cd "$(dirname "$0")/.."
export TZ=UTC NEXT_TELEMETRY_DISABLED=1

node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt 24 ]; then
  echo "Node $(node --version) is too old: run through npm (npm test), which uses the project's Node 24 from node_modules/.bin." >&2
  exit 1
fi

# Debian's Chromium headless shell drives the end-to-end tests (ADR 026).
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's chromium-headless-shell for the end-to-end tests…"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell) >/dev/null
  else
    echo "Chromium's headless shell is missing: install Debian's package (apt-get install -y chromium-headless-shell)." >&2
    exit 1
  fi
fi

# pdftotext reads the generated PDFs back in the tests.
if ! command -v pdftotext >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's poppler-utils (pdftotext) for the PDF tests…"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils) >/dev/null
  else
    echo "pdftotext is missing: install Debian's poppler-utils (apt-get install -y poppler-utils)." >&2
    exit 1
  fi
fi

# Seconds since the start, for the step lines (where the time goes).
start=$SECONDS
step() { echo "== $1 (at $((SECONDS - start)) s)"; }
# The machine's busy CPU ticks (all processes, from /proc/stat), to report the run's CPU-seconds at the end (ADR 026).
busy_ticks() { awk '/^cpu /{ print $2 + $3 + $4 + $7 + $8 + $9 }' /proc/stat 2>/dev/null || echo 0; }
busy_start=$(busy_ticks)
report_cpu() {
  local hz busy own
  hz=$(getconf CLK_TCK 2>/dev/null || echo 100)
  busy=$(( ($(busy_ticks) - busy_start) / hz ))
  # `times`' second line: user and system time of this script's children (every step, the servers they started).
  local times_file
  times_file=$(mktemp)
  times >"$times_file" # a builtin in this shell (a pipe would run it in a subshell, which has no children)
  own=$(tail -n 1 "$times_file" | awk '{ split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%.0f", u[1] * 60 + u[2] + s[1] * 60 + s[2] }')
  rm -f "$times_file"
  echo "== CPU: ${own} CPU-seconds in the processes the test command waited for (its steps and the servers they ran), ${busy} busy CPU-seconds on the machine in $((SECONDS - start)) s wall time ($(nproc) cores)"
}
trap report_cpu EXIT

step "Lint and typecheck"
# Both at once: ESLint and tsc are mostly single-threaded, the machine has two cores.
npm run --silent lint &
lint=$!
npx tsc --noEmit -p .
wait "$lint"

step "Unit and database tests, and the production build beside them"
# The build (Next's type check is the step above's, ADR 023) runs while Vitest's database tests wait on their
# servers and queues; its log is shown when it fails.
build_log=$(mktemp)
node scripts/start.mjs --build-if-needed >"$build_log" 2>&1 &
build=$!
if ! npx vitest run; then
  kill "$build" 2>/dev/null || true
  exit 1
fi
if ! wait "$build"; then
  cat "$build_log"
  echo "The production build failed (log above)." >&2
  exit 1
fi
tail -n 3 "$build_log"
rm -f "$build_log"

step "End-to-end tests"
npx playwright test
step "Done"
