import { and, eq, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { POST as setPrimary } from "@/app/api/v1/user/address-primary/route";
import { DELETE as del, GET as list, POST as create, PUT as update } from "@/app/api/v1/user/address/route";
import { getDb } from "@/lib/db";
import { cities, subdistricts } from "@/lib/db/schema";
import type { UserAddress } from "@/lib/domain/account/contract";
import { call } from "../support/http";
import { newShopper, type Shopper } from "./account-helpers";

interface Place {
  province: string;
  city: string;
  subdistrict: string;
  otherCity: string;
  otherSubdistrict: string;
}

let place: Place;

beforeAll(async () => {
  const db = await getDb();
  // A province with two cities, each with a subdistrict: enough to mix levels up on purpose.
  const c2 = alias(cities, "c2");
  const s2 = alias(subdistricts, "s2");
  const [r] = await db
    .select({
      province: cities.provinceId,
      city: cities.id,
      subdistrict: subdistricts.id,
      otherCity: c2.id,
      otherSubdistrict: s2.id,
    })
    .from(cities)
    .innerJoin(c2, and(eq(c2.provinceId, cities.provinceId), ne(c2.id, cities.id)))
    .innerJoin(subdistricts, eq(subdistricts.cityId, cities.id))
    .innerJoin(s2, eq(s2.cityId, c2.id))
    .orderBy(cities.id, c2.id, subdistricts.id, s2.id)
    .limit(1);
  place = r;
});

function body(label: string) {
  return {
    address_label: label,
    recipient_name: "Dewi Lestari",
    recipient_phone: "0812-3456-7890",
    recipient_zip: "40115",
    address_street: "Jl. Merdeka No. 10",
    province_id: place.province,
    city_id: place.city,
    subdistrict_id: place.subdistrict,
    address_notes: "Pagar hijau",
  };
}

const addressesOf = async (s: Shopper) =>
  (await call(list, "GET", "/api/v1/user/address", { token: s.token })).data.user_addresses as UserAddress[];
const add = (s: Shopper, label: string, change: Record<string, unknown> = {}) =>
  call(create, "POST", "/api/v1/user/address", { token: s.token, body: { ...body(label), ...change } });
const idOf = async (s: Shopper, label: string) => (await addressesOf(s)).find((a) => a.label === label)!.id;

describe("saved addresses", () => {
  it("the first address becomes primary and the list puts the primary first", async () => {
    const s = await newShopper("addr");
    const first = await add(s, "Rumah");
    expect(first.status).toBe(200);
    expect(first.data.message).toBe("Your address has been saved.");
    await add(s, "Kantor");
    const all = await addressesOf(s);
    expect(all.map((a) => [a.label, a.is_primary])).toEqual([
      ["Rumah", 1],
      ["Kantor", 0],
    ]);
    expect(all[0]).toMatchObject({
      recipient_name: "Dewi Lestari",
      recipient_zip: "40115",
      notes: "Pagar hijau",
      city_id: place.city,
    });
    expect(all[0].province_name).toEqual(expect.any(String));
  });

  it("stores an Indonesian phone as +62 and refuses a foreign one or a 4-digit postal code", async () => {
    const s = await newShopper("addr-phone");
    expect((await add(s, "Rumah", { recipient_phone: "62 812 3456 7890" })).status).toBe(200);
    expect((await addressesOf(s))[0].recipient_phone).toBe("+6281234567890");
    const foreign = await add(s, "Kantor", { recipient_phone: "+1 415 555 0100" });
    expect(foreign.status).toBe(400);
    expect(foreign.error?.message).toBe("Recipient phone is not valid.");
    const zip = await add(s, "Kantor", { recipient_zip: "4011" });
    expect(zip.status).toBe(400);
    expect(zip.error?.message).toBe("Recipient zipcode must have 5 digits.");
    expect(await addressesOf(s)).toHaveLength(1);
  });

  it("PUT changes an address", async () => {
    const s = await newShopper("addr-put");
    await add(s, "Rumah");
    const id = await idOf(s, "Rumah");
    const res = await call(update, "PUT", "/api/v1/user/address", {
      token: s.token,
      body: {
        ...body("Rumah Baru"),
        city_id: place.otherCity,
        subdistrict_id: place.otherSubdistrict,
        user_address_id: id,
      },
    });
    expect(res.status).toBe(200);
    expect((await addressesOf(s))[0]).toMatchObject({
      id,
      label: "Rumah Baru",
      city_id: place.otherCity,
      is_primary: 1,
    });
  });

  it("set primary moves the flag; the primary cannot be set primary again nor removed", async () => {
    const s = await newShopper("addr-primary");
    await add(s, "A");
    await add(s, "B");
    const [a, b] = [await idOf(s, "A"), await idOf(s, "B")];
    const again = await call(setPrimary, "POST", "/api/v1/user/address-primary", {
      token: s.token,
      body: { user_address_id: a },
    });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe("This address is already your primary address.");
    const res = await call(setPrimary, "POST", "/api/v1/user/address-primary", {
      token: s.token,
      body: { user_address_id: b },
    });
    expect(res.data.message).toBe("Your primary address has been changed.");
    expect((await addressesOf(s)).map((x) => [x.id, x.is_primary])).toEqual([
      [b, 1],
      [a, 0],
    ]);
    const removePrimary = await call(del, "DELETE", "/api/v1/user/address", {
      token: s.token,
      query: { user_address_id: b },
    });
    expect(removePrimary.status).toBe(409);
    expect(removePrimary.error?.message).toBe("The primary address cannot be removed.");
    const removeOther = await call(del, "DELETE", "/api/v1/user/address", {
      token: s.token,
      query: { user_address_id: a },
    });
    expect(removeOther.data.message).toBe("Your address has been removed.");
    expect((await addressesOf(s)).map((x) => x.id)).toEqual([b]);
  });

  it.each([
    ["address_label", "Address label is required."],
    ["recipient_name", "Recipient name is required."],
    ["recipient_phone", "Recipient phone is required."],
    ["recipient_zip", "Recipient Zipcode is required."],
    ["address_street", "Address street is required."],
    ["province_id", "Province must be chosen."],
    ["city_id", "City must be chosen"],
    ["subdistrict_id", "Subdistrict must be chosen."],
  ])("a new address without %s gets the spec's message", async (field, message) => {
    const s = await newShopper("addr-bad");
    const res = await add(s, "X", { [field]: "" });
    expect(res.status).toBe(400);
    expect(res.error?.fields?.[field]).toBe(message);
  });

  it("the edit form's zip message spells 'zipcode' in lower case", async () => {
    const s = await newShopper("addr-zip");
    await add(s, "Z");
    const res = await call(update, "PUT", "/api/v1/user/address", {
      token: s.token,
      body: { ...body("Z"), recipient_zip: "", user_address_id: await idOf(s, "Z") },
    });
    expect(res.error?.message).toBe("Recipient zipcode is required.");
  });

  it("refuses a city outside the province and a subdistrict outside the city", async () => {
    const s = await newShopper("addr-chain");
    const wrongCity = await add(s, "W", { province_id: place.province === "11" ? "12" : "11" });
    expect(wrongCity.error?.fields?.city_id).toBe("City must be chosen");
    const wrongSub = await add(s, "W", { subdistrict_id: place.otherSubdistrict });
    expect(wrongSub.error?.fields?.subdistrict_id).toBe("Subdistrict must be chosen.");
    const unknownProvince = await add(s, "W", { province_id: "99" });
    expect(unknownProvince.error?.fields?.province_id).toBe("Province must be chosen.");
    expect(await addressesOf(s)).toEqual([]);
  });

  it("every call needs a session", async () => {
    const expired = "Your session has been expired, please sign in again to shop.";
    expect((await call(list, "GET", "/api/v1/user/address", { token: "wrong" })).error?.message).toBe(expired);
    expect((await call(create, "POST", "/api/v1/user/address", { body: body("N") })).status).toBe(401);
    expect(
      (
        await call(update, "PUT", "/api/v1/user/address", {
          token: "wrong",
          body: { ...body("N"), user_address_id: 1 },
        })
      ).status,
    ).toBe(401);
    expect(
      (await call(del, "DELETE", "/api/v1/user/address", { token: "wrong", query: { user_address_id: 1 } })).status,
    ).toBe(401);
    expect(
      (await call(setPrimary, "POST", "/api/v1/user/address-primary", { token: "wrong", body: { user_address_id: 1 } }))
        .status,
    ).toBe(401);
  });
});

describe("one shopper and another's addresses", () => {
  it("can never read, change, delete or make primary another shopper's address", async () => {
    const owner = await newShopper("owner");
    const intruder = await newShopper("intruder");
    await add(owner, "Home");
    await add(owner, "Office");
    const [home, office] = [await idOf(owner, "Home"), await idOf(owner, "Office")];
    await add(intruder, "Mine");

    expect((await addressesOf(intruder)).map((a) => a.label)).toEqual(["Mine"]);
    for (const id of [home, office]) {
      const put = await call(update, "PUT", "/api/v1/user/address", {
        token: intruder.token,
        body: { ...body("Hacked"), user_address_id: id },
      });
      const remove = await call(del, "DELETE", "/api/v1/user/address", {
        token: intruder.token,
        query: { user_address_id: id },
      });
      const primary = await call(setPrimary, "POST", "/api/v1/user/address-primary", {
        token: intruder.token,
        body: { user_address_id: id },
      });
      for (const res of [put, remove, primary]) {
        expect(res.status).toBe(404);
        expect(res.error?.message).toBe("Address not found.");
      }
    }
    // An id that exists nowhere gets the very same answer.
    const none = await call(del, "DELETE", "/api/v1/user/address", {
      token: intruder.token,
      query: { user_address_id: 2_000_000_000 },
    });
    expect(none.status).toBe(404);
    expect(none.error?.message).toBe("Address not found.");

    expect((await addressesOf(owner)).map((a) => [a.label, a.is_primary])).toEqual([
      ["Home", 1],
      ["Office", 0],
    ]);
    expect((await addressesOf(intruder)).map((a) => [a.label, a.is_primary])).toEqual([["Mine", 1]]);
  });

  it("a malformed address id is a 400, never a 500", async () => {
    const s = await newShopper("malformed");
    expect(
      (await call(del, "DELETE", "/api/v1/user/address", { token: s.token, query: { user_address_id: "abc" } })).status,
    ).toBe(400);
    expect((await call(setPrimary, "POST", "/api/v1/user/address-primary", { token: s.token, body: {} })).status).toBe(
      400,
    );
  });
});
