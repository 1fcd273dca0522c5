// Integration tests talk to a real database: a copy of the seeded template, one per test file.
// PostgreSQL runs are selected by TEST_DATABASE_URL (scripts/test-all.sh sets it from DATABASE_URL).
process.env.NEXT_TELEMETRY_DISABLED = "1";
delete process.env.DATABASE_URL;
