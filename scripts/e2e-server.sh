#!/usr/bin/env bash
# One Playwright web server: the production build on a fresh database (PGlite in DATA_DIR, or a fresh PostgreSQL
# database next to DATABASE_URL's, named with E2E_DATABASE_SUFFIX): seeded at its start (SEED_DEMO=1 asks for it on
# PostgreSQL), or under scripts/test-all.sh a copy of the run's seeded template. Playwright starts one per worker at once; the
# first to take the lock builds (unless E2E_REUSE_BUILD=1 and a build exists), the others reuse that build.
set -eu
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
: "${DATA_DIR:=.data/e2e}"
rm -rf "$DATA_DIR"
if [ -n "${DATABASE_URL:-}" ]; then
  base_db="$(node -e 'console.log(new URL(process.argv[1]).pathname.slice(1) || "postgres")' "$DATABASE_URL")"
  e2e_db="${base_db}${E2E_DATABASE_SUFFIX:-_sf_e2e}"
  # Under scripts/test-all.sh, a copy of the run's seeded template (tests/support/template.ts); else seeded at start.
  from=""
  [ "${TEST_TEMPLATE_SHARED:-0}" = "1" ] && from=" TEMPLATE \"${base_db}_sf_template_${TEST_TEMPLATE_ID}\""
  psql "$DATABASE_URL" -q -c "DROP DATABASE IF EXISTS \"$e2e_db\" WITH (FORCE)" -c "CREATE DATABASE \"$e2e_db\"$from"
  DATABASE_URL="$(node -e 'const u=new URL(process.argv[1]); u.pathname="/"+process.argv[2]; console.log(u.toString())' "$DATABASE_URL" "$e2e_db")"
  export DATABASE_URL
  # An empty PostgreSQL database gets the demo shop only when asked (lib/db, seedsDemo).
  export SEED_DEMO=1
else
  if [ "${TEST_TEMPLATE_SHARED:-0}" = "1" ]; then
    mkdir -p "$DATA_DIR"
    cp -r ".data/test-template-${TEST_TEMPLATE_ID}/pglite" "$DATA_DIR/pglite"
  fi
  # PGlite's WASM on V8's baseline compiler only: a test server never pays back the optimising compiler's work on it
  # (tests/support/wasm-liftoff.cjs).
  export NODE_OPTIONS="${NODE_OPTIONS:-} --import=$PWD/tests/support/wasm-liftoff.cjs"
fi
mkdir -p .data
(
  flock 9
  # Built during this Playwright run already (by another worker's server): newer than the run's start.
  fresh=0
  if [ -f .next/BUILD_ID ] && [ -n "${E2E_RUN_STARTED:-}" ] && [ "$(stat -c %Y .next/BUILD_ID)" -ge "$E2E_RUN_STARTED" ]; then fresh=1; fi
  if [ ! -f .next/BUILD_ID ] || { [ "${E2E_REUSE_BUILD:-0}" != "1" ] && [ "$fresh" = "0" ]; }; then
    npm run build >&2
  fi
) 9>.data/e2e-build.lock
# With E2E_SERVER_LOG, the server's stderr is also copied there, for the run to check that node-postgres never warned
# (e2e/server-log.ts).
if [ -n "${E2E_SERVER_LOG:-}" ]; then
  mkdir -p "$(dirname "$E2E_SERVER_LOG")"
  : >"$E2E_SERVER_LOG"
  exec 2> >(tee -a "$E2E_SERVER_LOG" >&2)
fi
# Bound to loopback, as behind a reverse proxy on the same host (E2E_HOST=0.0.0.0 for every address): the language
# rewrites are internal to Next's router, so the pages work whatever the bound address (lib/server/http/page-routing.ts).
# Idle connections are kept for a minute, not Node's 5 s: a test's API request after seconds of browser work would
# otherwise reuse a connection the server was closing at that moment (ECONNRESET).
exec npx next start -H "${E2E_HOST:-127.0.0.1}" -p "${PORT:-3100}" --keepAliveTimeout 60000
