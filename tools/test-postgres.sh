#!/usr/bin/env bash
# The server tests again, or the three servers' browser test, on a real PostgreSQL (the scale path,
# DATABASE_URL): a throwaway server (tools/postgres-server.sh) in a temporary folder on a free
# local port, each test file gets its own database (tests/server/testServer.ts), and everything is
# removed afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

# Run alone (npm run test:postgres), it may still need the server installed.
bash tools/postgres-server.sh installed || bash tools/system-deps.sh
started=$(bash tools/postgres-server.sh start)
read -r dir url _ <<<"$started"
trap 'bash tools/postgres-server.sh stop "$dir"' EXIT

export TEST_DATABASE_URL="$url"
# --three-servers: the browser test of three servers on this one database (npm run test:servers).
if [ "${1:-}" = "--three-servers" ]; then
  npx playwright test -c playwright.servers.config.ts
elif [ $# -gt 0 ]; then
  npx vitest run "$@"
else
  # The server tests that open no PostgreSQL connection, whatever TEST_DATABASE_URL says, ran in
  # npm run test:unit already and would only run again: PGlite's own (its data folder lock, its
  # thread, its migrations on a data folder) and the bundle and payment settings checked at start.
  excluded=()
  for name in dataFolderLock pgliteThread migrations bundledServer productionPayments; do
    excluded+=("--exclude=tests/server/$name.test.ts")
  done
  npx vitest run tests/server "${excluded[@]}"
fi
