import { matchDestinations, placeName, type NamedDestination } from "@/lib/server/courier/match";
import { callRajaOngkir } from "@/lib/server/courier/providers/rajaongkir/client";
import { etdDays, toShippingOptions } from "@/lib/server/courier/providers/rajaongkir/cost";
import {
  RAJAONGKIR_BASE_URL,
  readRajaOngkirSettings,
  type RajaOngkirSettings,
} from "@/lib/server/courier/providers/rajaongkir/settings";
import {
  costListSchema,
  destinationSearchRequest,
  domesticCostRequest,
  lastPhoneDigits,
  waybillRequest,
} from "@/lib/server/courier/providers/rajaongkir/wire";

const settings: RajaOngkirSettings = {
  RAJAONGKIR_API_KEY: "k3y",
  RAJAONGKIR_BASE_URL: "https://rajaongkir.komerce.id/api/v1/",
  RAJAONGKIR_COURIER: "jne:sicepat",
};

describe("RajaOngkir V2 requests, as the docs give them", () => {
  it("searches domestic destinations with GET, the key header and search, limit and offset", () => {
    const req = destinationSearchRequest(settings, "kebayoran baru", 20, 0);
    expect(req.method).toBe("GET");
    expect(req.url).toBe(
      "https://rajaongkir.komerce.id/api/v1/destination/domestic-destination?search=kebayoran+baru&limit=20&offset=0",
    );
    expect(req.headers.key).toBe("k3y");
  });

  it("posts the domestic cost form-encoded: origin, destination, grams and the couriers joined by ':'", () => {
    const req = domesticCostRequest(settings, { origin: "4701", destination: "17503", weightGrams: 1499.6 });
    expect(req.url).toBe("https://rajaongkir.komerce.id/api/v1/calculate/domestic-cost");
    expect(req.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(req.body))).toEqual({
      origin: "4701",
      destination: "17503",
      weight: "1500",
      courier: "jne:sicepat",
    });
  });

  it("tracks a waybill with awb and courier, and the phone's last 5 digits when given", () => {
    const req = waybillRequest(settings, { awb: "JNE0012345678", courier: "jne", lastPhoneNumber: "67890" });
    expect(req.method).toBe("POST");
    expect(req.url).toBe(
      "https://rajaongkir.komerce.id/api/v1/track/waybill?awb=JNE0012345678&courier=jne&last_phone_number=67890",
    );
    expect(req.body).toBe("awb=JNE0012345678&courier=jne&last_phone_number=67890");
    expect(lastPhoneDigits("+62 812-3456-7890")).toBe("67890");
    expect(lastPhoneDigits("1234")).toBeUndefined();
  });

  it("reads its settings: the key is required, the base is Komerce's by default, courier codes joined by ':'", () => {
    expect(readRajaOngkirSettings({ RAJAONGKIR_API_KEY: "k" })).toEqual({
      ok: true,
      settings: { RAJAONGKIR_API_KEY: "k", RAJAONGKIR_BASE_URL: RAJAONGKIR_BASE_URL, RAJAONGKIR_COURIER: "jne" },
    });
    expect(RAJAONGKIR_BASE_URL).toBe("https://rajaongkir.komerce.id/api/v1");
    const bad = readRajaOngkirSettings({ RAJAONGKIR_COURIER: "jne, sicepat" });
    expect(bad.ok ? [] : bad.problems).toEqual([
      expect.stringMatching(/^RAJAONGKIR_API_KEY is missing/),
      expect.stringMatching(/^RAJAONGKIR_COURIER must be courier codes/),
    ]);
  });
});

describe("RajaOngkir V2 answers → the spec's shipping options", () => {
  it("maps each option (name, code, service, description, cost, etd); a free one is dropped", () => {
    const data = costListSchema.parse([
      {
        name: "Jalur Nugraha Ekakurir (JNE)",
        code: "jne",
        service: "REG",
        description: "Layanan Reguler",
        cost: 18000,
        etd: "1-2 day",
      },
      {
        name: "SiCepat Express",
        code: "sicepat",
        service: "BEST",
        description: "Besok Sampai Tujuan",
        cost: 28000.4,
        etd: "1 day",
      },
      { name: "X", code: "x", service: "FREE", description: null, cost: 0, etd: null },
    ]);
    expect(toShippingOptions(data)).toEqual([
      { courier: "JNE", service: "REG", description: "Layanan Reguler", tariff: 18000, etd: "1-2", notes: "" },
      { courier: "SICEPAT", service: "BEST", description: "Besok Sampai Tujuan", tariff: 28000, etd: "1", notes: "" },
    ]);
    expect(["2-3 day", "1 HARI", "3 days", "2 - 3", "", "next week"].map(etdDays)).toEqual([
      "2-3",
      "1",
      "3",
      "2-3",
      "",
      "next week",
    ]);
  });

  it("never turns an error, a foreign page or a malformed answer into an empty success", async () => {
    const answer = (status: number, body: unknown) => async () =>
      new Response(typeof body === "string" ? body : JSON.stringify(body), { status });
    const req = domesticCostRequest(settings, { origin: "1", destination: "2", weightGrams: 250 });
    const call = (fetchImpl: () => Promise<Response>) =>
      callRajaOngkir(req, costListSchema, "domestic cost", fetchImpl as typeof fetch);
    expect(
      await call(
        answer(401, { meta: { message: "Invalid Api key, key not found", code: 401, status: "error" }, data: null }),
      ),
    ).toEqual({ kind: "failed", reason: "HTTP 401, meta.code 401: Invalid Api key, key not found" });
    expect((await call(answer(200, "<html>maintenance</html>"))).kind).toBe("failed");
    expect(
      (await call(answer(200, { meta: { message: "ok", code: 200, status: "success" }, data: [{ code: "jne" }] })))
        .kind,
    ).toBe("failed");
    expect(
      (await call(answer(404, { meta: { message: "Data Not Found", code: 404, status: "error" }, data: null }))).kind,
    ).toBe("not-found");
    const down = async () => {
      throw new TypeError("fetch failed");
    };
    expect(await call(down)).toEqual({ kind: "failed", reason: "unreachable" });
  });
});

describe("matching the courier's destinations to an address (district, city, zip)", () => {
  const d = (id: string, district: string, city: string, zip: string): NamedDestination => ({
    id,
    label: `${id}, ${district}, ${city}, ${zip}`,
    district,
    city,
    zip,
  });
  const found = [
    d("4701", "SUKAJADI", "BANDUNG", "40162"),
    d("4702", "SUKAJADI", "BANDUNG", "40161"),
    d("4703", "SUKAJADI", "BANDUNG", "40162"),
    d("9901", "SUKAJADI", "PEKANBARU", "28122"),
    d("4601", "ANDIR", "BANDUNG", "40181"),
  ];
  const query = {
    districtCode: "32.73.07",
    district: "Sukajadi",
    city: "Kota Bandung",
    province: "Jawa Barat",
    zip: "",
  };

  it("keeps the address's district in its city, never a namesake elsewhere", () => {
    expect(matchDestinations(found, query).map((x) => x.id)).toEqual(["4701", "4702", "4703"]);
  });

  it("narrows to the typed postal code when some carry it, and falls back to the district when none do", () => {
    expect(matchDestinations(found, { ...query, zip: "40162" }).map((x) => x.id)).toEqual(["4701", "4703"]);
    expect(matchDestinations(found, { ...query, zip: "40999" }).map((x) => x.id)).toEqual(["4701", "4702", "4703"]);
  });

  it("reads official city names as the courier writes them", () => {
    expect(placeName("Kota Administrasi Jakarta Selatan")).toBe("JAKARTA SELATAN");
    expect(placeName("Kabupaten Bandung Barat")).toBe("BANDUNG BARAT");
    expect(placeName("Dr. Soetomo")).toBe("DR SOETOMO");
    expect(
      matchDestinations([d("1", "KEBAYORAN BARU", "JAKARTA SELATAN", "12130")], {
        districtCode: "31.74.07",
        district: "Kebayoran Baru",
        city: "Kota Administrasi Jakarta Selatan",
        province: "DKI Jakarta",
        zip: "12130",
      }),
    ).toHaveLength(1);
  });
});
