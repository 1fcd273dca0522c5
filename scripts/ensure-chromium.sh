#!/usr/bin/env bash
# Playwright drives Debian's Chromium (it cannot download its own browser here): the headless shell for the browser
# flows (playwright.config.ts) and the full browser for Lighthouse and the benchmark (CHROME_PATH).
set -u
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
SHELL_BIN=/usr/lib/chromium/chromium-headless-shell
missing=()
[ -x "$CHROME" ] || missing+=(chromium)
[ -x "$SHELL_BIN" ] || [ -n "${E2E_CHROME_PATH:-}" ] || missing+=(chromium-headless-shell)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "[ensure-chromium] installing Debian's ${missing[*]}"
  # Without the desktop's recommended packages (printing, sound servers, systemd, Perl's web libraries: about 250
  # packages and a minute of a fresh CI machine's time); the Liberation fonts it recommends are the ones the pages
  # were laid out and measured with, so they come along by name.
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-liberation) >/tmp/apt-chromium.log 2>&1 || {
    cat /tmp/apt-chromium.log
    exit 1
  }
  exit 0
fi
# Without root: the flows fall back to the full browser (playwright.config.ts) when only the shell is missing.
[ -x "$CHROME" ] && exit 0
echo "[ensure-chromium] $CHROME not found: install Chromium (apt-get install chromium chromium-headless-shell) or set CHROME_PATH" >&2
exit 1
