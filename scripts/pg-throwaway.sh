#!/usr/bin/env bash
# Start or stop a throwaway PostgreSQL cluster for tests.
#   scripts/pg-throwaway.sh start DIR PORT   → prints the connection URL
#   scripts/pg-throwaway.sh stop DIR
# PostgreSQL refuses to run as root, so the cluster runs as the `postgres` system user. Binaries come from
# Debian's postgresql package (installed here when missing and we are root).
set -euo pipefail
cmd=${1:?start|stop}
dir=${2:?directory}

find_bin() {
  local d
  for d in /usr/lib/postgresql/*/bin; do
    [ -x "$d/pg_ctl" ] && { echo "$d"; return 0; }
  done
  return 1
}

PGBIN=$(find_bin || true)
if [ -z "$PGBIN" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "PostgreSQL binaries missing: installing Debian's postgresql package" >&2
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) >&2
    PGBIN=$(find_bin) || { echo "PostgreSQL could not be installed (apt-get install postgresql)" >&2; exit 1; }
  else
    echo "PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin; install the postgresql package" >&2
    exit 1
  fi
fi

as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$cmd" in
  start)
    port=${3:?port}
    if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
      useradd --system --home "$dir" --shell /usr/sbin/nologin postgres
    fi
    mkdir -p "$dir/data" "$dir/sock"
    [ "$(id -u)" = 0 ] && chown -R postgres: "$dir"
    as_pg "$PGBIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >"$dir/initdb.log" 2>&1
    as_pg "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" \
      -o "-p $port -k $dir/sock -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" -w start >&2
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_pg "$PGBIN/pg_ctl" -D "$dir/data" -m fast stop >&2 || true
    rm -rf "$dir"
    ;;
  *) echo "unknown command $cmd" >&2; exit 2 ;;
esac
