#!/usr/bin/env bash
# Finds Chromium for the browser suite, installing Debian's package when we may (root with apt-get).
# Prints the executable's path on stdout; prints one line on stderr and exits 1 when it cannot.
set -euo pipefail

candidate="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$candidate" ]; then
  echo "$candidate"
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends chromium fonts-liberation >&2
  if [ -x /usr/bin/chromium ]; then
    echo /usr/bin/chromium
    exit 0
  fi
fi

echo "Chromium not found: install it (Debian: 'sudo apt-get install chromium') or set CHROMIUM_PATH to its executable." >&2
exit 1
