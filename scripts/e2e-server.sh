#!/usr/bin/env bash
# The Playwright web server: the production build on a fresh database (PGlite in DATA_DIR, or a fresh
# PostgreSQL database next to DATABASE_URL's). E2E_REUSE_BUILD=1 keeps an existing build.
set -eu
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
: "${DATA_DIR:=.data/e2e}"
rm -rf "$DATA_DIR"
if [ -n "${DATABASE_URL:-}" ]; then
  base_db="$(node -e 'console.log(new URL(process.argv[1]).pathname.slice(1) || "postgres")' "$DATABASE_URL")"
  e2e_db="${base_db}_sf_e2e"
  psql "$DATABASE_URL" -q -c "DROP DATABASE IF EXISTS \"$e2e_db\" WITH (FORCE)" -c "CREATE DATABASE \"$e2e_db\""
  DATABASE_URL="$(node -e 'const u=new URL(process.argv[1]); u.pathname="/"+process.argv[2]; console.log(u.toString())' "$DATABASE_URL" "$e2e_db")"
  export DATABASE_URL
fi
if [ "${E2E_REUSE_BUILD:-0}" != "1" ] || [ ! -f .next/BUILD_ID ]; then
  npm run build
fi
# Bound to loopback, as behind a reverse proxy on the same host (E2E_HOST=0.0.0.0 for every address): the language
# rewrites are internal to Next's router, so the pages work whatever the bound address (lib/server/http/page-routing.ts).
exec npx next start -H "${E2E_HOST:-127.0.0.1}" -p "${PORT:-3100}"
