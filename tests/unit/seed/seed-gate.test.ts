/**
 * Which processes may load the demo shop into an empty database (lib/db's seedsDemo): only a server instance, never
 * live, the embedded database unless SEED_DEMO=0, PostgreSQL only with SEED_DEMO=1. The scripts of the go-live order
 * (`db:migrate`, `catalog`, `ops`) are not server instances, on either database (tests/integration/go-live-order.test.ts
 * runs them on PostgreSQL).
 */
import { seedsDemo } from "@/lib/db";

const PG = "postgres://shop@127.0.0.1:5432/shop";

describe("seedsDemo", () => {
  it("never seeds outside a server instance, on either database", () => {
    expect(seedsDemo({}, false)).toBe(false);
    expect(seedsDemo({ SEED_DEMO: "1" }, false)).toBe(false);
    expect(seedsDemo({ DATABASE_URL: PG, SEED_DEMO: "1" }, false)).toBe(false);
  });

  it("seeds the embedded database of a server unless SEED_DEMO=0", () => {
    expect(seedsDemo({}, true)).toBe(true);
    expect(seedsDemo({ SEED_DEMO: "1" }, true)).toBe(true);
    expect(seedsDemo({ SEED_DEMO: "0" }, true)).toBe(false);
  });

  it("seeds a PostgreSQL database only when asked", () => {
    expect(seedsDemo({ DATABASE_URL: PG }, true)).toBe(false);
    expect(seedsDemo({ DATABASE_URL: PG, SEED_DEMO: "0" }, true)).toBe(false);
    expect(seedsDemo({ DATABASE_URL: PG, SEED_DEMO: "1" }, true)).toBe(true);
  });

  it("never seeds in live mode", () => {
    expect(seedsDemo({ SHOP_MODE: "live" }, true)).toBe(false);
    expect(seedsDemo({ SHOP_MODE: "live", DATABASE_URL: PG, SEED_DEMO: "1" }, true)).toBe(false);
  });
});
