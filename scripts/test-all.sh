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

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's chromium for the end-to-end tests…"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/dev/null
  else
    echo "Chromium is missing: install Debian's chromium package (apt-get install -y chromium)." >&2
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

echo "== Unit and database tests"
npx vitest run

echo "== Build"
node scripts/start.mjs --build-if-needed

echo "== End-to-end tests"
npx playwright test
