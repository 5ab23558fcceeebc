#!/usr/bin/env bash
# The server tests again, on a real PostgreSQL (the scale path, DATABASE_URL): Debian's server is
# started in a temporary folder on a free local port, each test file gets its own database
# (tests/server/testServer.ts), and everything is removed afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
# Run alone (npm run test:postgres), it may still need the server installed.
[ -n "$(pg_bin)" ] || bash scripts/system-deps.sh
bin=$(pg_bin)

# PostgreSQL refuses to run as root: as root, it runs as the package's postgres user.
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
dir=$(mktemp -d -t quote-pg-XXXXXX)
[ "$(id -u)" = 0 ] && chown postgres "$dir"
port=$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
stop() {
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

as_owner "$bin/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 >/dev/null
# Durability settings off: a test database lives for one run.
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null

TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" npx vitest run "${@:-tests/server}"
