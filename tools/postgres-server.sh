#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests (tools/test-postgres.sh) and the bench
# (tools/bench/postgresServer.ts): Debian's server, started in a temporary folder on a free local
# port, with durability off (it lives for one run), and removed when stopped.
#
#   bash tools/postgres-server.sh installed     exit 0 when Debian's PostgreSQL server is installed
#   bash tools/postgres-server.sh start         start one; prints "<folder> <url> <postmaster pid>"
#   bash tools/postgres-server.sh stop FOLDER   stop it and remove its folder
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
# PostgreSQL refuses to run as root: as root, it runs as the package's postgres user.
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
stop() {
  as_owner "$bin/pg_ctl" -D "$1/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$1"
}

case "${1:-}" in
  installed)
    [ -n "$bin" ] && [ -x "$bin/initdb" ]
    ;;
  start)
    if [ -z "$bin" ]; then
      echo "No PostgreSQL server: run apt-get install -y postgresql (as root)" >&2
      exit 1
    fi
    dir=$(mktemp -d -t quote-pg-XXXXXX)
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    port=$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
    trap 'stop "$dir"' ERR
    as_owner "$bin/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 >/dev/null
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null
    echo "$dir postgres://postgres@127.0.0.1:$port/postgres $(head -n 1 "$dir/data/postmaster.pid")"
    ;;
  stop)
    [ -n "${2:-}" ] && stop "$2"
    ;;
  *)
    echo "usage: bash tools/postgres-server.sh installed | start | stop FOLDER" >&2
    exit 2
    ;;
esac
