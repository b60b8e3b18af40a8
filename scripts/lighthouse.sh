#!/usr/bin/env bash
# Performance budget (not a timed test): Lighthouse 12, mobile, on the calculator and on a city rates page.
# Budget: performance >= 95 and accessibility 100. Starts its own production server with a temporary database.
#   npm run bench:lighthouse
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${LIGHTHOUSE_PORT:-3250}
CHROME_PATH=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$CHROME_PATH" ] || { echo "Chromium missing: apt-get install -y chromium" >&2; exit 1; }
dir=$(mktemp -d /tmp/hauslotse-lh.XXXXXX)
export PGLITE_DATA_DIR="$dir/pglite" PUBLIC_BASE_URL="http://localhost:$PORT" PORT NEXT_TELEMETRY_DISABLED=1
node scripts/start.mjs >"$dir/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$dir"' EXIT
for _ in $(seq 1 240); do curl -sf "http://localhost:$PORT/en" >/dev/null && break; sleep 1; done

status=0
for path in /de/baufinanzierungsrechner /en/german-mortgage-calculator /de/baufinanzierung/bayern/muenchen /en/mortgage-rates-germany/bavaria/munich; do
  out="$dir/report.json"
  CHROME_PATH="$CHROME_PATH" npx --yes lighthouse@12.2.3 "http://localhost:$PORT$path" --quiet \
    --only-categories=performance,accessibility --form-factor=mobile --output=json --output-path="$out" \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking" >/dev/null 2>&1 || true
  read -r perf a11y < <(node -e 'const r=require(process.argv[1]);console.log(Math.round(r.categories.performance.score*100), Math.round(r.categories.accessibility.score*100))' "$out")
  verdict=ok; { [ "$perf" -ge 95 ] && [ "$a11y" -eq 100 ]; } || { verdict="BELOW BUDGET"; status=1; }
  printf '%-45s performance %3s  accessibility %3s  %s\n' "$path" "$perf" "$a11y" "$verdict"
done
exit $status
