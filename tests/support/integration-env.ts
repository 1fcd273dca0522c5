// Integration tests talk to a real database: a copy of the seeded template, one per test file.
// PostgreSQL runs are selected by TEST_DATABASE_URL (scripts/test-all.sh sets it from DATABASE_URL).
// PGlite's WASM on V8's baseline compiler only: a test process never pays back the optimising compiler's work on it.
import "./wasm-liftoff.cjs";
process.env.NEXT_TELEMETRY_DISABLED = "1";
// The route handlers log every call (lib/server/log.ts); tests keep the warnings and errors only.
process.env.LOG_LEVEL ??= "warn";
delete process.env.DATABASE_URL;
// The shop's own address (lib/server/http/shop-origin.ts): payment return addresses and mailed links start with it.
process.env.SITE_URL ??= "http://localhost";
// Route handlers called in the test's own process have no socket, so no client address of their own
// (lib/server/http/client-address.ts): the tests play the one trusted proxy in front, each simulated client giving
// its address as X-Forwarded-For's last entry. A server a test starts gets 0 unless the test says otherwise
// (tests/support/hardening-server.ts).
process.env.TRUSTED_PROXY_HOPS ??= "1";
