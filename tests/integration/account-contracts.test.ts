/** The account, auth and regions answers are checked against their contracts: a renamed field fails. */
import { POST as signIn } from "@/app/api/v1/auth/sign-in/route";
import { GET as getCities } from "@/app/api/v1/master/city/route";
import { GET as getProvinces } from "@/app/api/v1/master/province/route";
import { GET as listAddresses, POST as createAddress } from "@/app/api/v1/user/address/route";
import { GET as getProfile } from "@/app/api/v1/user/profile/route";
import { assertMatchesContract } from "../support/contract";
import { call } from "../support/http";
import { PASSWORD, newShopper } from "./account-helpers";

const renamed = (value: Record<string, unknown>, from: string, to: string) => {
  const { [from]: moved, ...rest } = value;
  return { ...rest, [to]: moved };
};

describe("the account contracts", () => {
  it("fail a profile whose field was renamed", async () => {
    const shopper = await newShopper("contract-profile");
    const res = await call(getProfile, "GET", "/api/v1/user/profile", { token: shopper.token });
    expect(res.status).toBe(200);
    const body = { data: renamed(res.data, "newsletter_subscription", "newsletter") };
    expect(() => assertMatchesContract("GET", "/api/v1/user/profile", 200, body)).toThrow(/does not match/);
  });

  it("fail a saved address whose field was renamed, or whose is_primary is a boolean", async () => {
    const shopper = await newShopper("contract-address");
    const created = await call(createAddress, "POST", "/api/v1/user/address", {
      token: shopper.token,
      body: {
        address_label: "Rumah",
        recipient_name: "Rina",
        recipient_phone: "081234567890",
        recipient_zip: "40162",
        address_street: "Jl. Sukajadi No. 1",
        province_id: "32",
        city_id: "32.73",
        subdistrict_id: "32.73.07",
        address_notes: "",
      },
    });
    expect(created.status).toBe(200);
    const res = await call(listAddresses, "GET", "/api/v1/user/address", { token: shopper.token });
    const [address] = res.data.user_addresses as Record<string, unknown>[];
    expect(address.is_primary).toBe(1);
    const path = "/api/v1/user/address";
    expect(() =>
      assertMatchesContract("GET", path, 200, {
        data: { user_addresses: [renamed(address, "notes", "address_notes")] },
      }),
    ).toThrow(/does not match/);
    expect(() =>
      assertMatchesContract("GET", path, 200, { data: { user_addresses: [{ ...address, is_primary: true }] } }),
    ).toThrow(/does not match/);
  });
});

describe("the auth contracts", () => {
  it("fail a sign-in answer whose token field was renamed", async () => {
    const shopper = await newShopper("contract-auth");
    const res = await call(signIn, "POST", "/api/v1/auth/sign-in", {
      body: { email: shopper.email, password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(() =>
      assertMatchesContract("POST", "/api/v1/auth/sign-in", 200, { data: renamed(res.data, "access_token", "token") }),
    ).toThrow(/does not match/);
  });
});

describe("the regions contracts", () => {
  it("fail a province or city list whose field was renamed", async () => {
    const provinces = await call(getProvinces, "GET", "/api/v1/master/province");
    const [province] = provinces.data.province_list as Record<string, unknown>[];
    const bad = { data: { province_list: [renamed(province, "province_name", "name")] } };
    expect(() => assertMatchesContract("GET", "/api/v1/master/province", 200, bad)).toThrow(/does not match/);
    const cities = await call(getCities, "GET", "/api/v1/master/city", { query: { province_id: "32" } });
    expect(() =>
      assertMatchesContract("GET", "/api/v1/master/city", 200, { data: renamed(cities.data, "city_list", "cities") }),
    ).toThrow(/does not match/);
  });

  it("answer a malformed parent code with its code", async () => {
    const res = await call(getCities, "GET", "/api/v1/master/city", { query: { province_id: "x" } });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({
      code: "regions.provinceInvalid",
      message: "province_id must be a province code.",
    });
  });
});
