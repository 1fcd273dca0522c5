#!/usr/bin/env bash
# Every test: unit and integration (jest), then the browser flows (Playwright on a production build).
# With DATABASE_URL set, integration and e2e run against that PostgreSQL server (fresh databases per run).
set -u
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
prefix="${REPORT_PREFIX:-$([ -n "${DATABASE_URL:-}" ] && echo postgres || echo pglite)}"
mkdir -p reports
rm -f "reports/$prefix-jest.json" "reports/$prefix-playwright.json"

bash scripts/ensure-chromium.sh || exit 1
bash scripts/ensure-java.sh || exit 1

echo "== jest (unit + integration, $prefix) =="
# JEST_PROJECTS narrows the jest projects (CI's PostgreSQL pass runs only integration: unit tests touch no database).
# shellcheck disable=SC2086
TEST_DATABASE_URL="${DATABASE_URL:-}" NODE_OPTIONS=--experimental-vm-modules npx jest --ci --selectProjects ${JEST_PROJECTS:-unit integration} --json --outputFile="reports/$prefix-jest.json"
jest_rc=$?

echo "== playwright ($prefix) =="
PLAYWRIGHT_JSON_OUTPUT_NAME="reports/$prefix-playwright.json" npx playwright test --reporter=list,json
pw_rc=$?

node scripts/summarize-tests.mjs "reports/$prefix-jest.json" "reports/$prefix-playwright.json"
sum_rc=$?
[ $jest_rc -eq 0 ] && [ $pw_rc -eq 0 ] && [ $sum_rc -eq 0 ]
