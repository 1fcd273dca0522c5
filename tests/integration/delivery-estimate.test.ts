import { eq } from "drizzle-orm";
import { GET as deliveryEstimate } from "@/app/api/v1/delivery-estimate/route";
import { getDb } from "@/lib/db";
import { productSizes, stock } from "@/lib/db/schema";
import { sandboxCourier } from "@/lib/server/courier/providers/sandbox";
import { clearQuoteCache } from "@/lib/server/courier/quote-cache";
import { call } from "../support/http";
import { saveAddress, setStock, shopper } from "../support/checkout-fixtures";

const PRODUCT = 18;
const KELAPA_GADING = 3; // hub, Jakarta Utara (31.72.06)
const PARIS_VAN_JAVA = 8; // hub, Bandung (32.73.07)
const PASKAL = 9; // showroom (no hub), Bandung
const SUKAJADI = "32.73.07";
const DENPASAR = "51.71.03";

/** The sandbox courier's own object: getCourier() hands it out, so its calls can be counted. */
const sandbox = sandboxCourier.create(process.env);

const estimate = (query: Record<string, string | number | undefined>, token?: string) =>
  call(deliveryEstimate, "GET", "/api/v1/delivery-estimate", { query, token });

let sizeInBandung = "";
let sizeInJakarta = "";

beforeAll(async () => {
  const db = await getDb();
  const sizes = await db.select().from(productSizes).where(eq(productSizes.productId, PRODUCT));
  expect(sizes.length).toBeGreaterThanOrEqual(2);
  [sizeInBandung, sizeInJakarta] = [sizes[0]!.sizeCode, sizes[1]!.sizeCode];
  // One size held by the Bandung hub (and a Bandung showroom), the other by the Jakarta hub only.
  await db.delete(stock).where(eq(stock.productId, PRODUCT));
  await setStock(PARIS_VAN_JAVA, PRODUCT, sizeInBandung, 5);
  await setStock(PASKAL, PRODUCT, sizeInBandung, 2);
  await setStock(KELAPA_GADING, PRODUCT, sizeInJakarta, 4);
});

afterEach(() => {
  jest.restoreAllMocks();
  clearQuoteCache();
});

describe("GET delivery-estimate", () => {
  it("estimates a signed-in shopper's primary address from the hub holding the chosen size", async () => {
    const owner = await shopper();
    await saveAddress(owner.userId, SUKAJADI);

    const bandung = await estimate({ product_id: PRODUCT, size: sizeInBandung }, owner.token);
    expect(bandung.status).toBe(200);
    expect(bandung.data).toEqual({
      size: sizeInBandung,
      origin: { showroom_id: PARIS_VAN_JAVA, showroom_name: "Paris Van Java Bandung" },
      destination: { source: "ADDRESS", subdistrict_id: SUKAJADI, label: "Sukajadi, Kota Bandung" },
      estimate: { courier: "JNE", service: "REG", etd: "1-2" },
      pickup: { showroom_id: PARIS_VAN_JAVA, showroom_name: "Paris Van Java Bandung", today: expect.any(Boolean) },
    });

    // The other size is held in Jakarta only: it ships from there, and no Bandung store has it for pickup.
    const jakarta = await estimate({ product_id: PRODUCT, size: sizeInJakarta }, owner.token);
    expect(jakarta.data.origin).toEqual({ showroom_id: KELAPA_GADING, showroom_name: "Mal Kelapa Gading" });
    expect(jakarta.data.estimate).toEqual({ courier: "JNE", service: "REG", etd: "1-2" });
    expect((jakarta.data.pickup as { showroom_id: number }).showroom_id).toBe(KELAPA_GADING);
  });

  it("asks the courier once for two requests to the same place and hub within ten minutes", async () => {
    const cost = jest.spyOn(sandbox, "cost");
    const first = await estimate({ product_id: PRODUCT, size: sizeInBandung, subdistrict_id: DENPASAR });
    const second = await estimate({ product_id: PRODUCT, size: sizeInBandung, subdistrict_id: DENPASAR });
    expect(second.data).toEqual(first.data);
    expect(first.data.estimate).toEqual({ courier: "JNE", service: "REG", etd: "1-2" });
    expect(cost).toHaveBeenCalledTimes(1);
    // Another hub (the other size) is another question.
    await estimate({ product_id: PRODUCT, size: sizeInJakarta, subdistrict_id: DENPASAR });
    expect(cost).toHaveBeenCalledTimes(2);
  });

  it("gives a guest the origin and pickup, and an estimate only for a subdistrict asked", async () => {
    const guest = await estimate({ product_id: PRODUCT });
    expect(guest.status).toBe(200);
    expect(guest.data.destination).toBeNull();
    expect(guest.data.estimate).toBeNull();
    expect(guest.data.size).toBeNull();
    expect(guest.data.origin).not.toBeNull();

    const asked = await estimate({ product_id: PRODUCT, size: sizeInBandung, subdistrict_id: SUKAJADI });
    expect(asked.data.destination).toEqual({
      source: "SUBDISTRICT",
      subdistrict_id: SUKAJADI,
      label: "Sukajadi, Kota Bandung",
    });
    expect(asked.data.estimate).not.toBeNull();
  });

  it("never uses another shopper's address", async () => {
    const owner = await shopper();
    await saveAddress(owner.userId, SUKAJADI);
    const other = await shopper();
    const theirs = await estimate({ product_id: PRODUCT, size: sizeInBandung }, other.token);
    expect(theirs.status).toBe(200);
    expect(theirs.data.destination).toBeNull();
    expect(theirs.data.estimate).toBeNull();
    // A guest is not given anyone's address either.
    expect((await estimate({ product_id: PRODUCT, size: sizeInBandung })).data.destination).toBeNull();
  });

  it("says when no hub holds the size", async () => {
    const db = await getDb();
    const [third] = await db.select().from(productSizes).where(eq(productSizes.productId, PRODUCT)).offset(2).limit(1);
    expect(third).toBeDefined();
    const none = await estimate({ product_id: PRODUCT, size: third!.sizeCode, subdistrict_id: SUKAJADI });
    expect(none.data).toMatchObject({ origin: null, estimate: null, pickup: null });
  });

  it("refuses bad input with 400 and an unknown product with 404", async () => {
    expect((await estimate({ product_id: "abc" })).status).toBe(400);
    expect((await estimate({})).status).toBe(400);
    const badPlace = await estimate({ product_id: PRODUCT, subdistrict_id: "Bandung" });
    expect(badPlace.status).toBe(400);
    expect(badPlace.error?.fields).toEqual({ subdistrict_id: "Subdistrict must be chosen." });
    expect((await estimate({ product_id: PRODUCT, subdistrict_id: "99.99.99" })).status).toBe(400);
    const badSize = await estimate({ product_id: PRODUCT, size: "NOPE" });
    expect(badSize.status).toBe(400);
    expect(badSize.error?.fields).toEqual({ size: "Please choose a size." });
    expect((await estimate({ product_id: PRODUCT, size: "<script>" })).status).toBe(400);
    expect((await estimate({ product_id: 999_999 })).status).toBe(404);
  });
});
