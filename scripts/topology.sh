#!/usr/bin/env bash
# `npm run topology` (ADR 035): the production topology of deploy/compose.yaml, started from the local build on this
# machine — a throwaway PostgreSQL, two app instances, Debian's Caddy terminating TLS in front of them (installed
# when missing and run as root), a local SMTP server — then the mixed journey load of scripts/topology-load.mjs,
# which kills one instance halfway and checks that nothing is lost or done twice. Prints the report; exit code 1
# when a check fails.
#   USERS=12 DURATION=40 npm run topology
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
PG_PORT=${PG_PORT:-5499}
PROXY_PORT=${PROXY_PORT:-8443}
A=${INSTANCE_A_PORT:-3311}
B=${INSTANCE_B_PORT:-3312}
MAIL_PORT=${MAIL_PORT:-3313}
dir=$(mktemp -d /tmp/hauslotse-topology.XXXXXX)
# PostgreSQL runs as its own user (scripts/pg-throwaway.sh), which must reach its folder inside this one.
chmod 755 "$dir"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  scripts/pg-throwaway.sh stop "$dir/pg" 2>/dev/null || true
  rm -rf "$dir"
}
trap cleanup EXIT

if ! command -v caddy >/dev/null; then
  if [ "$(id -u)" = 0 ]; then
    echo "Caddy missing: installing Debian's caddy package" >&2
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy) >&2
  else
    echo "Caddy is needed as the reverse proxy: apt-get install caddy" >&2
    exit 1
  fi
fi

node scripts/start.mjs --build-if-needed
url=$(scripts/pg-throwaway.sh start "$dir/pg" "$PG_PORT")
export DATABASE_URL="$url" PUBLIC_BASE_URL="https://localhost:$PROXY_PORT" TRUST_PROXY=true NEXT_TELEMETRY_DISABLED=1 \
  SMTP_URL="smtp://127.0.0.1:$MAIL_PORT" MAIL_FROM="Hauslotse <hallo@hauslotse.de>" SEED_DEMO_DATA=true RATES_FETCH=off \
  CAPTCHA_HMAC_KEY="$(node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('base64url'))")" \
  STAFF_TOTP_KEY="$(node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('base64url'))")"
# Migrations, the sourced data and the demo advisors (labelled as demo), once for both instances.
tsx --tsconfig tsconfig.json scripts/db-setup.ts >/dev/null
node tests/support/smtp-sink.mjs "$MAIL_PORT" "$dir/mail" >/dev/null &
pids+=($!)
for port in "$A" "$B"; do
  NODE_ENV=production PORT="$port" HOSTNAME_BIND=127.0.0.1 node server.mjs >"$dir/app-$port.log" 2>&1 &
  pids+=($!)
done
instance_b=${pids[-1]}
for port in "$A" "$B"; do
  for _ in $(seq 1 120); do curl -s -o /dev/null "http://127.0.0.1:$port/api/health" && break; sleep 1; done
done

cat >"$dir/Caddyfile" <<CADDY
{
	admin off
	skip_install_trust
	auto_https disable_redirects
	storage file_system $dir/caddy
}
https://localhost:$PROXY_PORT {
	tls internal
	reverse_proxy 127.0.0.1:$A 127.0.0.1:$B {
		lb_policy round_robin
		lb_try_duration 5s
		fail_duration 30s
	}
}
CADDY
XDG_DATA_HOME="$dir/caddy" XDG_CONFIG_HOME="$dir/caddy" caddy run --config "$dir/Caddyfile" --adapter caddyfile >"$dir/caddy.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 60); do curl -sk -o /dev/null "https://localhost:$PROXY_PORT/de" && break; sleep 1; done

echo "Topology: Caddy https://localhost:$PROXY_PORT → instances :$A and :$B (pid $instance_b is killed halfway), PostgreSQL :$PG_PORT"
PROXY_URL="https://localhost:$PROXY_PORT" INSTANCE_URLS="http://127.0.0.1:$A http://127.0.0.1:$B" KILL_PID="$instance_b" MAIL_DIR="$dir/mail" \
  node scripts/topology-load.mjs
