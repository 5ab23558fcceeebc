#!/usr/bin/env bash
# What npm test needs from the operating system: Debian's Chromium (browser tests; these machines
# cannot download a browser of Playwright's own) and PostgreSQL's server (the server tests run a
# second time on it). As root with apt-get, missing ones are installed; otherwise one line says
# what to install and the tests stop before they start.
set -euo pipefail

missing=()
chromium_found() {
  for p in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
    [ -n "$p" ] && [ -x "$p" ] && return 0
  done
  return 1
}
chromium_found || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "npm test: installing ${missing[*]} from Debian (apt-get)" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "npm test needs ${missing[*]}: run apt-get install -y ${missing[*]} (as root), or set CHROMIUM_PATH" >&2
  exit 1
fi
