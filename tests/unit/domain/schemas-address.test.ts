import { z } from "zod";
import {
  addressEditSchema,
  addressIdSchema,
  addressSchema,
  guestAddressSchema,
  guestEmailSchema,
} from "@/lib/domain/account/address-inputs";
import { fieldErrors } from "@/lib/domain/api/input-fields";

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const valid = {
  address_label: "Home",
  recipient_name: "Ayu Lestari",
  recipient_phone: "+62 812-3456-7890",
  recipient_zip: "40115",
  address_street: "Jl. Braga No. 10",
  province_id: "32",
  city_id: "32.73",
  subdistrict_id: "32.73.01",
};

describe("new address", () => {
  it("accepts a complete address, notes optional", () => {
    expect(addressSchema.parse(valid)).toEqual({
      ...valid,
      recipient_phone: "+6281234567890",
      address_notes: "",
      courier_destination_id: "",
    });
  });

  it.each([
    ["0812-3456-7890", "+6281234567890"],
    ["62 812 3456 7890", "+6281234567890"],
    ["+62 (21) 5140-2871", "+622151402871"],
  ])("stores the phone %p as %p", (typed, stored) => {
    expect(addressSchema.parse({ ...valid, recipient_phone: typed }).recipient_phone).toBe(stored);
  });

  it.each(["12345678", "+1 415 555 0100", "0812", "0012345678901"])("rejects %p: not an Indonesian number", (phone) => {
    expect(errorsOf(addressSchema, { ...valid, recipient_phone: phone })).toEqual({
      recipient_phone: "Recipient phone is not valid.",
    });
  });

  it.each(["4011", "401155", "ABCDE", "01234"])("rejects the postal code %p: five digits", (zip) => {
    expect(errorsOf(addressSchema, { ...valid, recipient_zip: zip })).toEqual({
      recipient_zip: "Recipient zipcode must have 5 digits.",
    });
  });

  it("requires every field with the spec messages", () => {
    expect(errorsOf(addressSchema, {})).toEqual({
      address_label: "Address label is required.",
      recipient_name: "Recipient name is required.",
      recipient_phone: "Recipient phone is required.",
      recipient_zip: "Recipient Zipcode is required.",
      address_street: "Address street is required.",
      province_id: "Province must be chosen.",
      city_id: "City must be chosen",
      subdistrict_id: "Subdistrict must be chosen.",
    });
  });

  it("reads region ids as official area codes at their own level", () => {
    expect(
      errorsOf(addressSchema, { ...valid, province_id: "32.73", city_id: "32", subdistrict_id: "32.73.01.1001" }),
    ).toEqual({
      province_id: "Province must be chosen.",
      city_id: "City must be chosen",
      subdistrict_id: "Subdistrict must be chosen.",
    });
    expect(addressSchema.parse({ ...valid, province_id: 32 }).province_id).toBe("32");
  });

  it("rejects a phone number with letters", () => {
    expect(errorsOf(addressSchema, { ...valid, recipient_phone: "call me" })).toEqual({
      recipient_phone: "Recipient phone is not valid.",
    });
  });

  it("caps the street length", () => {
    expect(errorsOf(addressSchema, { ...valid, address_street: "s".repeat(301) })).toEqual({
      address_street: "Address street must be at most 300 characters.",
    });
  });
});

describe("edited address", () => {
  it("spells 'zipcode' in lower case", () => {
    expect(errorsOf(addressEditSchema, { ...valid, recipient_zip: " ", user_address_id: 5 })).toEqual({
      recipient_zip: "Recipient zipcode is required.",
    });
  });

  it("takes the address id as a number or a string of digits", () => {
    expect(addressEditSchema.parse({ ...valid, user_address_id: "5" }).user_address_id).toBe(5);
    expect(addressIdSchema.parse({ user_address_id: 7 })).toEqual({ user_address_id: 7 });
  });

  it.each([[1.5], ["1.5"], [""], [0], [-1], ["abc"], [null], [true]])("rejects %p as an address id", (id) => {
    expect(errorsOf(addressIdSchema, { user_address_id: id })).toEqual({ user_address_id: "Address is not valid." });
  });
});

describe("guest delivery address", () => {
  const guest = {
    address_recipient_name: "Budi",
    address_recipient_phone: "08123456789",
    address_street: "Jl. Sudirman 1",
    province_id: "31",
    city_id: "31.71",
    subdistrict_id: "31.71.01",
  };

  it("does not require the zip, but a zip typed has five digits", () => {
    expect(guestAddressSchema.parse(guest)).toEqual({
      ...guest,
      address_recipient_phone: "+628123456789",
      address_zip: "",
      address_notes: "",
      courier_destination_id: "",
    });
    expect(guestAddressSchema.parse({ ...guest, address_zip: "10110" }).address_zip).toBe("10110");
    expect(errorsOf(guestAddressSchema, { ...guest, address_zip: "1011" })).toEqual({
      address_zip: "Recipient zipcode must have 5 digits.",
    });
  });

  it("requires name, phone, street, province, city and subdistrict with the same messages", () => {
    expect(errorsOf(guestAddressSchema, {})).toEqual({
      address_recipient_name: "Recipient name is required.",
      address_recipient_phone: "Recipient phone is required.",
      address_street: "Address street is required.",
      province_id: "Province must be chosen.",
      city_id: "City must be chosen",
      subdistrict_id: "Subdistrict must be chosen.",
    });
  });

  it("asks a guest without an email to input one", () => {
    expect(errorsOf(guestEmailSchema, { guest_email: "" })).toEqual({ guest_email: "Please input your email address" });
    expect(errorsOf(guestEmailSchema, { guest_email: "nope" })).toEqual({
      guest_email: "Please enter a valid email address",
    });
  });
});
