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
# The listings push (POST /api/listings/import) with a random secret of its own; the tests read it from a file.
export LISTINGS_IMPORT_TOKEN="$(node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('base64url'))")"
import_token_file="/tmp/hauslotse-e2e-import-token-$PORT"
printf '%s' "$LISTINGS_IMPORT_TOKEN" > "$import_token_file"
export SMTP_URL="smtp://127.0.0.1:$mail_port" MAIL_FROM="Hauslotse <hallo@hauslotse.de>"
rm -rf "$E2E_MAIL_DIR"
# The staff logins and a demo advisor's calendar subscription (tests/support/e2e-fixtures.ts), made below before
# the server holds the database (the demo advisors are seeded first).
fixtures_file="/tmp/hauslotse-e2e-fixtures-$PORT.json"
node_modules/.bin/tsx --tsconfig tsconfig.json scripts/db-setup.ts >/dev/null
# A copy of the database as set up, before any test: the staleness test's second server (tests/support/clock-server.ts)
# starts from it instead of creating and migrating one (PGlite's initdb alone takes most of a minute on a busy machine).
clock_db="/tmp/hauslotse-e2e-pglite-$PORT"
rm -rf "$clock_db"
cp -r "$PGLITE_DATA_DIR" "$clock_db"
# Staff admins with 3-hour login links and authenticator secrets, an advisor to enrol, and the calendar URL.
node_modules/.bin/tsx --tsconfig tsconfig.json tests/support/e2e-fixtures.ts "$fixtures_file" >/dev/null
node tests/support/smtp-sink.mjs "$mail_port" "$E2E_MAIL_DIR" &
sink=$!
# The database was set up above (scripts/db-setup.ts): start.mjs does not migrate and seed it a second time.
SKIP_DB_SETUP=true node scripts/start.mjs &
server=$!
trap 'kill "$server" "$sink" 2>/dev/null; wait "$server" "$sink" 2>/dev/null; rm -rf "$dir" "$E2E_MAIL_DIR" "$clock_db" "$import_token_file" "$fixtures_file"' EXIT
trap 'exit 143' TERM INT
wait "$server"
