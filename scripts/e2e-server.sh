#!/usr/bin/env bash
# The server for the end-to-end tests: its own temporary PGlite database, demo data, production build, and a
# real SMTP server (tests/support/smtp-sink.mjs) that keeps every e-mail in E2E_MAIL_DIR for the tests.
# The server runs as a child, so that the temporary folders are removed when Playwright stops this script.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d /tmp/hauslotse-e2e.XXXXXX)
mail_port=$((PORT + 1))
export PGLITE_DATA_DIR="$dir/pglite" SEED_DEMO_DATA=true NEXT_TELEMETRY_DISABLED=1 TZ=UTC
# A throwaway server: a random CAPTCHA key of its own (ADR 016).
export CAPTCHA_HMAC_KEY="$(node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('base64url'))")"
export SMTP_URL="smtp://127.0.0.1:$mail_port" MAIL_FROM="Hauslotse <hallo@hauslotse.de>"
rm -rf "$E2E_MAIL_DIR"
# A staff member, a one-time login link and a demo advisor's calendar subscription for tests/e2e/staff.spec.ts
# (before the server holds the database; the demo advisors are seeded first).
staff_link_file="/tmp/hauslotse-e2e-staff-link-$PORT"
calendar_link_file="/tmp/hauslotse-e2e-calendar-link-$PORT"
node_modules/.bin/tsx --tsconfig tsconfig.json scripts/db-setup.ts >/dev/null
# A copy of the database as set up, before any test: the staleness test's second server (tests/support/clock-server.ts)
# starts from it instead of creating and migrating one (PGlite's initdb alone takes most of a minute on a busy machine).
clock_db="/tmp/hauslotse-e2e-pglite-$PORT"
rm -rf "$clock_db"
cp -r "$PGLITE_DATA_DIR" "$clock_db"
node_modules/.bin/tsx --tsconfig tsconfig.json scripts/staff.ts add e2e-admin@hauslotse.de admin "Erika Admin" >/dev/null
# The links are made before the build and the whole suite runs before the staff tests use them: 3 hours.
node_modules/.bin/tsx --tsconfig tsconfig.json scripts/staff.ts link e2e-admin@hauslotse.de --minutes 180 >"$staff_link_file"
# A second one-time link for the draft preview of tests/e2e/content.spec.ts (issue 12).
preview_link_file="/tmp/hauslotse-e2e-preview-link-$PORT"
node_modules/.bin/tsx --tsconfig tsconfig.json scripts/staff.ts link e2e-admin@hauslotse.de --minutes 180 >"$preview_link_file"
node_modules/.bin/tsx --tsconfig tsconfig.json scripts/staff.ts calendar DEMO_ANNA_LEHMANN >"$calendar_link_file"
node tests/support/smtp-sink.mjs "$mail_port" "$E2E_MAIL_DIR" &
sink=$!
# The database was set up above (scripts/db-setup.ts): start.mjs does not migrate and seed it a second time.
SKIP_DB_SETUP=true node scripts/start.mjs &
server=$!
trap 'kill "$server" "$sink" 2>/dev/null; wait "$server" "$sink" 2>/dev/null; rm -rf "$dir" "$E2E_MAIL_DIR" "$clock_db" "$staff_link_file" "$preview_link_file" "$calendar_link_file"' EXIT
trap 'exit 143' TERM INT
wait "$server"
