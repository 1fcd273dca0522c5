/**
 * The reference regions come with the migrations (lib/db/connect.ts → lib/db/reference/regions.ts): an empty
 * database gets them and their version recorded; a newer idn-area-data updates them in place (renamed, added,
 * retired-but-kept); a second run writes nothing. On PostgreSQL with TEST_DATABASE_URL, else on PGlite.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { connect, type Connection } from "@/lib/db/connect";
import { readRegionSource, regionsHash, type RegionSource } from "@/lib/db/reference/region-rows";
import { ensureRegions } from "@/lib/db/reference/regions";
import { categories, cities, provinces, referenceData, subdistricts, userAddresses, users } from "@/lib/db/schema";
import { listCities, listProvinces, listSubdistricts } from "@/lib/server/regions/regions";
import { databaseName, pgAdmin, withDatabase } from "../support/pg-admin";

const base = process.env.TEST_DATABASE_URL;
const dbName = base ? `${databaseName(base)}_sf_regions_${process.pid}` : "";
let conn: Connection;
let firstMs = 0;
let source: RegionSource;

beforeAll(async () => {
  if (base) await pgAdmin(base, [`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`, `CREATE DATABASE "${dbName}"`]);
  const started = Date.now();
  // What `npm run db:migrate` does: connect() migrates and loads the regions, nothing else (no demo seed).
  conn = await connect(base ? { databaseUrl: withDatabase(base, dbName), poolSize: 2 } : { dataDir: "memory://" });
  firstMs = Date.now() - started;
  source = readRegionSource();
}, 120_000);

afterAll(async () => {
  await conn?.close();
  if (base) await pgAdmin(base, [`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`]);
});

const count = async (table: typeof provinces | typeof cities | typeof subdistricts) =>
  Number((await conn.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0);

describe("regions loaded with the migrations", () => {
  it("fills an empty database and records the version and hash", async () => {
    console.log(`[regions] ${conn.kind}: migrate + first load ${firstMs} ms (load alone ${conn.regions.ms} ms)`);
    expect(conn.regions.status).toBe("loaded");
    expect(await count(provinces)).toBe(source.rows.provinces.length);
    expect(await count(cities)).toBe(source.rows.cities.length);
    expect(await count(subdistricts)).toBe(source.rows.subdistricts.length);
    expect(source.rows.provinces.length).toBeGreaterThanOrEqual(38);
    const [recorded] = await conn.db.select().from(referenceData).where(eq(referenceData.name, "idn-area-data"));
    expect(recorded?.version).toMatch(/^4\.\d+\.\d+$/);
    expect(recorded?.hash).toBe(regionsHash(source.rows));
    // Live mode has no demo seed: nothing but the regions is there.
    const [cats] = await conn.db.select({ n: sql<number>`count(*)::int` }).from(categories);
    expect(Number(cats?.n)).toBe(0);
  });

  it("a second run with the same package writes nothing, quickly", async () => {
    const again = await ensureRegions(conn.db);
    console.log(`[regions] ${conn.kind}: unchanged check ${again.ms} ms`);
    expect(again).toMatchObject({ status: "current", added: 0, renamed: 0, retired: 0 });
    expect(again.ms).toBeLessThan(5_000);
  });

  it("a newer version renames, adds and retires in place; saved addresses keep their code", async () => {
    const [province] = source.rows.provinces;
    const city = source.rows.cities.find((c) => c.provinceId === province.id)!;
    const [gone, renamed] = source.rows.subdistricts.filter((s) => s.cityId === city.id);
    const [user] = await conn.db
      .insert(users)
      .values({ name: "A", email: "a@example.com", gender: "F", passwordHash: "x" })
      .returning({ id: users.id });
    await conn.db.insert(userAddresses).values({
      userId: user.id,
      label: "Home",
      recipientName: "A",
      recipientPhone: "0812",
      addressStreet: "Jl. 1",
      provinceId: province.id,
      cityId: city.id,
      subdistrictId: gone.id,
    });
    const added = { id: `${city.id}.99`, cityId: city.id, subdistrictName: "Kecamatan Baru" };
    const newer: RegionSource = {
      version: "4.1.0-test",
      rows: {
        ...source.rows,
        subdistricts: [
          ...source.rows.subdistricts
            .filter((s) => s.id !== gone.id)
            .map((s) => (s.id === renamed.id ? { ...s, subdistrictName: `${s.subdistrictName} Baru` } : s)),
          added,
        ],
      },
    };
    const upgrade = await ensureRegions(conn.db, newer);
    expect(upgrade).toMatchObject({ status: "updated", version: "4.1.0-test", added: 1, renamed: 1, retired: 1 });

    const [kept] = await conn.db.select().from(subdistricts).where(eq(subdistricts.id, gone.id));
    expect(kept?.retiredAt).toBeInstanceOf(Date);
    const [address] = await conn.db.select().from(userAddresses).where(eq(userAddresses.userId, user.id));
    expect(address?.subdistrictId).toBe(gone.id);
    const [renamedRow] = await conn.db.select().from(subdistricts).where(eq(subdistricts.id, renamed.id));
    expect(renamedRow?.subdistrictName).toBe(`${renamed.subdistrictName} Baru`);
    expect(renamedRow?.retiredAt).toBeNull();

    const rows = await conn.db
      .select({ id: subdistricts.id })
      .from(subdistricts)
      .where(eq(subdistricts.cityId, city.id))
      .orderBy(asc(subdistricts.id));
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([gone.id, added.id]));

    const [recorded] = await conn.db.select().from(referenceData).where(eq(referenceData.name, "idn-area-data"));
    expect(recorded).toMatchObject({ version: "4.1.0-test", hash: regionsHash(newer.rows) });

    const again = await ensureRegions(conn.db, newer);
    expect(again).toMatchObject({ status: "current", added: 0, renamed: 0, retired: 0 });

    // Going back to the installed package brings the code back and the name with it.
    const back = await ensureRegions(conn.db);
    expect(back).toMatchObject({ status: "updated", added: 0, renamed: 2, retired: 1 });
    const [restored] = await conn.db.select().from(subdistricts).where(eq(subdistricts.id, gone.id));
    expect(restored?.retiredAt).toBeNull();
  });
});

describe("an unreadable or bad package", () => {
  it("keeps the regions a database has, and names the file, line and field of a bad row", async () => {
    const missing = () => readRegionSource(path.join(os.tmpdir(), "no-such-idn-area-data"));
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await ensureRegions(conn.db, missing)).toMatchObject({ status: "kept", added: 0, renamed: 0, retired: 0 });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not be read .*keeping version 4\./));
    warn.mockRestore();
    const dir = mkdtempSync(path.join(os.tmpdir(), "idn-area-data-"));
    mkdirSync(path.join(dir, "data"));
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ version: "9.9.9" }));
    writeFileSync(path.join(dir, "data", "provinces.csv"), "code,name\n11,Aceh\n");
    writeFileSync(
      path.join(dir, "data", "regencies.csv"),
      "code,province_code,name\n11.01,11,Kabupaten Aceh Selatan\n",
    );
    writeFileSync(
      path.join(dir, "data", "districts.csv"),
      "code,regency_code,name\n11.01.01,11.01,Bakongan\n11.01.02,11.01,\n",
    );
    expect(() => readRegionSource(dir)).toThrow("idn-area-data/data/districts.csv line 3, name: empty name");
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("a saved address whose district was retired", () => {
  it("still checks out by courier, and the order keeps the code", async () => {
    const { getDb } = await import("@/lib/db");
    const { newShopper, placeDelivery } = await import("./orders-fixtures");
    const db = await getDb();
    const me = await newShopper();
    // placeDelivery saves the shopper's address in 32.73.07 (Bandung) and checks out to it.
    await db.update(subdistricts).set({ retiredAt: new Date() }).where(eq(subdistricts.id, "32.73.07"));
    const order = await placeDelivery(me);
    expect(order.addressSubdistrictId).toBe("32.73.07");
    expect((await listSubdistricts("32.73")).map((d) => d.id)).not.toContain("32.73.07");
    await db.update(subdistricts).set({ retiredAt: null }).where(eq(subdistricts.id, "32.73.07"));
  });
});

describe("a retired district in a new address", () => {
  it("is refused for a saved or a guest's address, while an address that already names it can still be edited", async () => {
    const { getDb } = await import("@/lib/db");
    const { POST: create, PUT: update } = await import("@/app/api/v1/user/address/route");
    const { POST: checkoutTrx } = await import("@/app/api/v1/checkout-trx/route");
    const { call } = await import("../support/http");
    const { guestAddressFields, saveAddress } = await import("../support/checkout-fixtures");
    const { newShopper } = await import("./orders-fixtures");
    const { MSG } = await import("@/lib/domain/messages");
    const db = await getDb();
    const me = await newShopper();
    const addressId = await saveAddress(me.userId); // in 32.73.07, before it is retired
    await db.update(subdistricts).set({ retiredAt: new Date() }).where(eq(subdistricts.id, "32.73.07"));
    try {
      const place = { province_id: "32", city_id: "32.73", subdistrict_id: "32.73.07" };
      const fields = {
        address_label: "Kantor",
        recipient_name: "Sari Dewi",
        recipient_phone: "081234567890",
        recipient_zip: "40162",
        address_street: "Jl. Sukajadi No. 2",
        address_notes: "",
        ...place,
      };
      const created = await call(create, "POST", "/api/v1/user/address", { token: me.token, body: fields });
      expect(created).toMatchObject({ status: 400, error: { message: MSG.address.subdistrictRequired } });
      const edited = await call(update, "PUT", "/api/v1/user/address", {
        token: me.token,
        body: { ...fields, user_address_id: addressId, address_street: "Jl. Sukajadi No. 3" },
      });
      expect(edited.status).toBe(200);
      const guest = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
        body: {
          local_device_id: crypto.randomUUID(),
          shipping_type: "ONLINE_DELIVERY",
          showroom_id: 8,
          guest_email: "budi@example.com",
          ...guestAddressFields("32.73.07"),
          shipping_courier: "JNE",
          shipping_service_name: "REG",
        },
      });
      expect(guest).toMatchObject({ status: 400, error: { message: MSG.address.subdistrictRequired } });
    } finally {
      await db.update(subdistricts).set({ retiredAt: null }).where(eq(subdistricts.id, "32.73.07"));
    }
  });
});

describe("the pickers", () => {
  it("list current codes only", async () => {
    // The app's database (a copy of the seeded template): retire one district and one city there.
    const { getDb } = await import("@/lib/db");
    const db = await getDb();
    const [province] = await listProvinces();
    const [city] = await listCities(province.id);
    const [district] = await listSubdistricts(city.id);
    await db.update(subdistricts).set({ retiredAt: new Date() }).where(eq(subdistricts.id, district.id));
    expect((await listSubdistricts(city.id)).map((d) => d.id)).not.toContain(district.id);
    await db.update(cities).set({ retiredAt: new Date() }).where(eq(cities.id, city.id));
    expect((await listCities(province.id)).map((c) => c.id)).not.toContain(city.id);
    await db.update(provinces).set({ retiredAt: new Date() }).where(eq(provinces.id, province.id));
    expect((await listProvinces()).map((p) => p.id)).not.toContain(province.id);
  });
});

describe("instances starting together", () => {
  const name = base ? `${databaseName(base)}_sf_regions2_${process.pid}` : "";
  afterAll(async () => {
    if (base) await pgAdmin(base, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]);
  });

  (base ? it : it.skip)(
    "load the regions once on an empty PostgreSQL database (the migration lock)",
    async () => {
      await pgAdmin(base!, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, `CREATE DATABASE "${name}"`]);
      const three = await Promise.all(
        [1, 2, 3].map(() => connect({ databaseUrl: withDatabase(base!, name), poolSize: 2 })),
      );
      try {
        expect(three.map((c) => c.regions.status).sort()).toEqual(["current", "current", "loaded"]);
        const [n] = await three[0]!.db.select({ n: sql<number>`count(*)::int` }).from(subdistricts);
        expect(Number(n?.n)).toBe(source.rows.subdistricts.length);
      } finally {
        await Promise.all(three.map((c) => c.close()));
      }
    },
    120_000,
  );
});
