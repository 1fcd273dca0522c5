#!/usr/bin/env bash
# Playwright drives the system Chromium (it cannot download its own browser here).
set -u
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$CHROME" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "[ensure-chromium] installing Debian's chromium"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/tmp/apt-chromium.log 2>&1 || { cat /tmp/apt-chromium.log; exit 1; }
  exit 0
fi
echo "[ensure-chromium] $CHROME not found: install Chromium (apt-get install chromium) or set CHROME_PATH" >&2
exit 1
