import { checkGuestAddress, checkGuestEmail } from "@/lib/domain/checkout/guest-contact";
import { emptyGuestAddress, patchGuestAddress } from "@/lib/domain/checkout/guest-address";
import type { UserAddress } from "@/lib/domain/account/contract";
import { addedAddress, preselectAddress } from "@/lib/domain/checkout/saved-addresses";
import { MSG } from "@/lib/domain/messages";

const address = {
  ...emptyGuestAddress,
  address_recipient_name: "Budi Santoso",
  address_recipient_phone: "081298765432",
  address_street: "Jl. Cihampelas No. 10",
  province_id: "32",
  city_id: "32.73",
  subdistrict_id: "32.73.07",
  courier_destination_id: "sbx-32.73.07",
  courier_destination_label: "SUKAJADI, KOTA BANDUNG, JAWA BARAT",
};

describe("guest contact details at checkout", () => {
  it("checks the address without the email: the email never blocks a step", () => {
    expect(checkGuestAddress(address)).toEqual({ fields: {}, message: null });
  });

  it("lets a valid address continue without a courier destination: the spec's steps ask for none", () => {
    expect(checkGuestAddress({ ...address, courier_destination_id: "", courier_destination_label: "" })).toEqual({
      fields: {},
      message: null,
    });
  });

  it("drops the confirmed destination when the district or zip changes, not when the street does", () => {
    expect(patchGuestAddress(address, { address_street: "Jl. Setiabudi 2" }).courier_destination_id).toBe(
      "sbx-32.73.07",
    );
    expect(patchGuestAddress(address, { subdistrict_id: "32.73.05" })).toMatchObject({
      subdistrict_id: "32.73.05",
      courier_destination_id: "",
      courier_destination_label: "",
    });
    expect(patchGuestAddress(address, { address_zip: "40162" }).courier_destination_id).toBe("");
    expect(patchGuestAddress(address, { subdistrict_id: "32.73.07" }).courier_destination_id).toBe("sbx-32.73.07");
  });

  it("reports the address messages, the first one for the toast", () => {
    const check = checkGuestAddress(emptyGuestAddress);
    expect(check.message).toBe(MSG.address.recipientNameRequired);
    expect(check.fields.subdistrict_id).toBeDefined();
    expect(check.fields.guest_email).toBeUndefined();
  });

  it("asks for the email at payment, and refuses an email that is not one", () => {
    expect(checkGuestEmail("  ")).toEqual({
      fields: { guest_email: MSG.checkout.guestEmailRequired },
      message: "Please input your email address",
    });
    expect(checkGuestEmail("budi@").message).toBe(MSG.extra.emailInvalid);
    expect(checkGuestEmail("budi@example.com").message).toBeNull();
  });
});

describe("choosing a saved address at checkout", () => {
  const list: Pick<UserAddress, "id" | "is_primary">[] = [
    { id: 4, is_primary: 1 },
    { id: 2, is_primary: 0 },
  ];

  it("pre-selects the primary address, keeping a choice that still exists", () => {
    expect(preselectAddress(list, null)?.id).toBe(4);
    expect(preselectAddress(list, 2)?.id).toBe(2);
    expect(preselectAddress(list, 99)?.id).toBe(4);
    expect(preselectAddress([], null)).toBeNull();
  });

  it("chooses the address a save added", () => {
    expect(addedAddress(list, [...list, { id: 9, is_primary: 0 }])?.id).toBe(9);
    expect(addedAddress([], [{ id: 5, is_primary: 1 }])?.id).toBe(5);
    expect(addedAddress(list, list)).toBeNull();
  });
});
