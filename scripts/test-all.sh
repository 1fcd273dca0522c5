#!/usr/bin/env bash
# Every test: unit and integration (jest) and the browser flows (Playwright on one production build), on the
# embedded database; with TEST_POSTGRES_URL also on PostgreSQL, and with TEST_HARDENING=1 the hardening suite too
# (CI sets both). Two lanes run side by side: the production build and the browser flows (each Playwright worker with
# its own server and database), and jest. Each step's time goes to reports/ci-steps.tsv; the last line is "N passed, N failed".
# DATABASE_URL set (and no TEST_POSTGRES_URL): everything runs on that PostgreSQL server instead of PGlite.
set -u
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p reports/logs
# shellcheck source=scripts/ci-steps.sh
. scripts/ci-steps.sh
# The Node release the image runs (.node-version), from the npm registry when the machine's is older.
# shellcheck source=scripts/node-runtime.sh
. scripts/node-runtime.sh || exit 1
# Under .ci/run, CI_STARTED is its start and reports/ci-steps.tsv already holds its first steps.
[ -z "${CI_STARTED:-}" ] && rm -f reports/ci-steps.tsv
started="${CI_STARTED:-$(date +%s)}"

if [ -n "${DATABASE_URL:-}" ] && [ -z "${TEST_POSTGRES_URL:-}" ]; then
  pg_url="$DATABASE_URL"
  passes="postgres"
else
  pg_url="${TEST_POSTGRES_URL:-}"
  passes="pglite${pg_url:+ postgres}"
fi
reports=(reports/unit-jest.json)
for pass in $passes; do reports+=("reports/$pass-jest.json" "reports/$pass-playwright.json"); done
[ "${TEST_HARDENING:-0}" = "1" ] && for pass in $passes timed; do reports+=("reports/$pass-hardening.json"); done
rm -f "${reports[@]}"

# Scratch space in memory where the machine has it (/dev/shm): every jest file and every Playwright and hardening
# server copies the 61 MB seeded PGlite database and writes to it, and every browser writes a profile. On this
# machine's disk one copy took 3 s, opening it 3-5 s and removing it up to 8 s; in memory 0.1 s, 1 s and 0.05 s
# (docs/ci.md). TMPDIR is a fixed folder, so jest's transform cache (in TMPDIR) stays warm from run to run; what the
# run leaves there is removed at its end.
if [ -z "${TEST_DISK_TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ]; then
  export TMPDIR=/dev/shm/storefront-tests
  mkdir -p "$TMPDIR"
fi
run_scratch="$(mktemp -d)"
trap 'rm -rf "$run_scratch"' EXIT
export E2E_DATA_DIR="$run_scratch/e2e"

# Under .ci/run they were installed while npm installed (nothing to do here then).
step "chromium, java, caddy, docker-compose" bash scripts/ensure-system-tools.sh || exit 1

# One seeded template per database for the whole run (tests/support/template.ts): every jest run and every
# Playwright server copies it rather than seeding the demo shop again. The jest lane makes them while the browser
# lane builds; the browser flows wait for them, as the hardening suite waits for the build.
export TEST_TEMPLATE_ID="run$$" TEST_TEMPLATE_SHARED=1
template_state=reports/logs/template.state
templates() {
  local pids=() rc=0
  if [ "$passes" != postgres ]; then env -u DATABASE_URL -u TEST_DATABASE_URL npx tsx scripts/test-template.ts ${1:-} & pids+=($!); fi
  if [ -n "$pg_url" ]; then env -u DATABASE_URL TEST_DATABASE_URL="$pg_url" npx tsx scripts/test-template.ts ${1:-} & pids+=($!); fi
  for pid in "${pids[@]}"; do wait "$pid" || rc=1; done
  return $rc
}
make_templates() {
  local rc=0
  step "seeded templates" templates || rc=1
  echo "$rc" >"$template_state"
  return $rc
}
wait_for_templates() {
  while [ ! -s "$template_state" ]; do sleep 1; done
  [ "$(cat "$template_state")" = "0" ]
}

# The browser lane makes the production build first; the hardening suite, late in the jest lane, waits for it.
build_state=reports/logs/build.state
rm -f "$build_state" "$template_state"
build() {
  local rc=0
  if [ "${E2E_REUSE_BUILD:-0}" != "1" ] || [ ! -f .next/BUILD_ID ]; then
    step "production build" npm run build || rc=1
  fi
  echo "$rc" >"$build_state"
  return $rc
}
wait_for_build() {
  while [ ! -s "$build_state" ]; do sleep 2; done
  [ "$(cat "$build_state")" = "0" ]
}

# The unit tests (no database), once.
unit_pass() {
  env -u DATABASE_URL NODE_OPTIONS=--experimental-vm-modules npx jest --ci --selectProjects unit --json --outputFile=reports/unit-jest.json
}

# The integration tests on one database: "pglite" or "postgres", one file at a time.
jest_pass() {
  local pass=$1 db=()
  [ "$pass" = postgres ] && db=("TEST_DATABASE_URL=$pg_url")
  env -u DATABASE_URL "${db[@]}" NODE_OPTIONS=--experimental-vm-modules npx jest --ci --selectProjects integration \
    --json --outputFile="reports/$pass-jest.json"
}

# Runs the browser flows on one database. With both databases, the flows that write run on PostgreSQL and the others
# on PGlite (playwright.config.ts, DATABASE_FLOWS); with one, every flow runs on it. Each pass keeps
# its failures' files in its own folder: Playwright empties its output folder when it starts, and the summary prints
# each failed flow's page from them at the end (scripts/summarize-tests.mjs).
e2e_pass() {
  local pass=$1 only=0
  [ "$pass" = postgres ] && [ "$passes" != postgres ] && only=1
  if [ "$pass" = postgres ]; then
    # Uploads go to an S3-compatible bucket here, as on several instances (docs/returns.md); PGlite's pass keeps the
    # disk store under DATA_DIR.
    local s3_log="$run_scratch/s3.log" s3_pid s3_rc endpoint=""
    npx tsx scripts/e2e-s3.ts >"$s3_log" 2>&1 &
    s3_pid=$!
    for _ in $(seq 1 100); do
      endpoint=$(head -n 1 "$s3_log" 2>/dev/null)
      [[ "$endpoint" == http* ]] && break
      sleep 0.2
    done
    [[ "$endpoint" == http* ]] || { echo "the browser flows' S3 store did not start:"; cat "$s3_log"; kill "$s3_pid"; return 1; }
    DATABASE_URL="$pg_url" E2E_PORT=3200 E2E_DATABASE_FLOWS=$only E2E_REUSE_BUILD=1 PLAYWRIGHT_JSON_OUTPUT_NAME="reports/$pass-playwright.json" \
      STORAGE_DRIVER=s3 S3_ENDPOINT="$endpoint" S3_BUCKET=storefront-e2e S3_REGION=us-east-1 S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER \
      npx playwright test --reporter=list,json --output="test-results/$pass"
    s3_rc=$?
    kill "$s3_pid" 2>/dev/null
    return $s3_rc
  else
    local flows=""
    [ "$passes" = "pglite postgres" ] && flows=skip
    env -u DATABASE_URL E2E_DATABASE_FLOWS=$flows E2E_REUSE_BUILD=1 PLAYWRIGHT_JSON_OUTPUT_NAME="reports/$pass-playwright.json" \
      npx playwright test --reporter=list,json --output="test-results/$pass"
  fi
}

# The hardening suite proves the database live mode runs on: with both databases, every file runs on PostgreSQL but
# those that prove the production server's HTTP behaviour (headers, gates, body limits, client addresses, the local
# page cache), which run once, on PGlite, at the end of the jest lane, so the two lanes end close together
# (docs/ci.md). With one database, every file runs on it.
HARDENING_HTTP='tests/hardening/(bind-address|xss-render|body-limits|local-cache|http-security|request-trust|payment-sandbox-ssrf|files-route)\.test\.ts'
# The proofs that bound a shopper's latency while the server is under a burst (the search gate, the password hashing
# queue) run after both lanes, alone on the machine: beside the other lane's browsers and load test, a 2-core machine
# measured the burst's latency and not the gate's work (docs/ci.md). They run once, on the first database of the run.
HARDENING_TIMED='tests/hardening/(search-burst|search-fair-share|hash-burst)\.test\.ts'

# LOAD_SECONDS: the load test's 200 shoppers run 20 s here, against its 60 s default (docs/ci.md).
hardening_pass() {
  local pass=$1 db=() only=() skip="$HARDENING_TIMED"
  if [ "$pass" = timed ]; then
    only=(--testPathPatterns "$HARDENING_TIMED")
    skip='^$'
    [ "${passes%% *}" = postgres ] && db=("TEST_DATABASE_URL=$pg_url")
  fi
  [ "$pass" = postgres ] && db=("TEST_DATABASE_URL=$pg_url")
  if [ "$passes" = "pglite postgres" ]; then
    [ "$pass" = pglite ] && only=(--testPathPatterns "$HARDENING_HTTP")
    [ "$pass" = postgres ] && skip="$HARDENING_HTTP|$HARDENING_TIMED"
  fi
  env -u DATABASE_URL "${db[@]}" LOAD_SECONDS="${LOAD_SECONDS:-20}" NODE_OPTIONS=--experimental-vm-modules npx jest --ci --selectProjects hardening \
    --json --outputFile="reports/$pass-hardening.json" --testPathIgnorePatterns "$skip" "${only[@]}"
}

# Two lanes side by side. Each jest run has its own template database, and the hardening passes their own ports
# (HARDENING_PORT_OFFSET), so the lanes share nothing but the build and the templates (docs/ci.md).
hardening_on() {
  [ "${TEST_HARDENING:-0}" = "1" ]
}

# The build and the script budget, the browser flows on each database, then (both databases) PostgreSQL's hardening
# pass, or (one database) its hardening pass.
browser_lane() {
  local rc=0
  build || return 1
  # Each page's first-load script against its ceiling (scripts/script-ceilings.ts), from the build's manifests.
  step "script budget" npx tsx scripts/check-script-budget.ts || rc=1
  wait_for_templates || { echo "no seeded templates: the browser flows did not run"; return 1; }
  for pass in $passes; do step "playwright ($pass)" e2e_pass "$pass" || rc=1; done
  if hardening_on && [ "$passes" = "pglite postgres" ]; then
    HARDENING_PORT_OFFSET=100 step "hardening (postgres)" hardening_pass postgres || rc=1
  elif hardening_on; then
    step "hardening ($passes)" hardening_pass "$passes" || rc=1
  fi
  return $rc
}

# The templates, the unit tests, the integration tests on each database, then (both databases) PGlite's hardening pass.
jest_lane() {
  local rc=0
  make_templates || return 1
  step "jest (unit)" unit_pass || rc=1
  for pass in $passes; do step "jest ($pass: integration)" jest_pass "$pass" || rc=1; done
  if hardening_on && [ "$passes" = "pglite postgres" ]; then
    wait_for_build || { echo "no production build: the hardening suite did not run"; return 1; }
    step "hardening (pglite)" hardening_pass pglite || rc=1
  fi
  return $rc
}

lanes=(browser jest)
echo "== ${lanes[*]}, side by side ($passes): logs in reports/logs =="
pids=()
for lane in "${lanes[@]}"; do
  "${lane}_lane" >"reports/logs/$lane.log" 2>&1 &
  pids+=($!)
done
lanes_rc=0
for pid in "${pids[@]}"; do wait "$pid" || lanes_rc=1; done
for lane in "${lanes[@]}"; do
  echo "== $lane lane =="
  grep -v nodedir "reports/logs/$lane.log"
done
if hardening_on; then
  echo "== the timed hardening proofs, alone =="
  if wait_for_build; then
    step "hardening (timed, alone)" hardening_pass timed || lanes_rc=1
  else
    echo "no production build: the timed hardening proofs did not run"
    lanes_rc=1
  fi
fi

templates --drop >/dev/null 2>&1
node scripts/ci-timing.mjs "$started" "${reports[@]}"
node scripts/summarize-tests.mjs "${reports[@]}"
sum_rc=$?
[ $lanes_rc -eq 0 ] && [ $sum_rc -eq 0 ]
