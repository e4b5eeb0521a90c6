#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (never a downloaded browser). Install it when it is missing.
set -euo pipefail
if [[ -n "${CHROMIUM_PATH:-}" && -x "${CHROMIUM_PATH}" ]] || command -v chromium >/dev/null 2>&1; then exit 0; fi
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing; installing Debian's chromium package…" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium: run 'sudo apt-get install chromium', or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
