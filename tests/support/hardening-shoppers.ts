/** A shopper with something to steal (profile, two addresses, a wishlist item, a cart line), made through the real API. */
import { randomUUID } from "node:crypto";
import { POST as signUp } from "@/app/api/v1/auth/sign-up/route";
import { GET as listAddresses, POST as createAddress } from "@/app/api/v1/user/address/route";
import { POST as addWish } from "@/app/api/v1/user/wishlist/route";
import { POST as addToCart } from "@/app/api/v1/cart/route";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { call } from "./http";

export const VICTIM_PASSWORD = "rahasia123";

export interface Victim {
  userId: number;
  email: string;
  token: string;
  device: string;
  street: string;
  addressId: number;
  secondAddressId: number;
  /** Strings that only this shopper's data contains: none may appear in an answer to anybody else. */
  secrets: string[];
  addressBody: (label: string) => Record<string, string>;
}

export async function signUpVictim({ product, size }: { product: number; size: string }): Promise<Victim> {
  const tag = randomUUID().slice(0, 8);
  const email = `victim-${tag}@example.com`;
  const name = `Victim ${tag}`;
  const res = await call(signUp, "POST", "/api/v1/auth/sign-up", {
    body: { name, gender: "FEMALE", email, password: VICTIM_PASSWORD, password_conf: VICTIM_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.error?.message}`);
  const token = res.data.access_token as string;
  const street = `Jl. Rahasia ${tag} No. 7`;
  const addressBody = (label: string) => ({
    address_label: label,
    recipient_name: `Penerima ${tag}`,
    recipient_phone: "0812-3456-7890",
    recipient_zip: "40162",
    address_street: street,
    province_id: "32",
    city_id: "32.73",
    subdistrict_id: "32.73.07",
    address_notes: `Catatan ${tag}`,
  });
  for (const label of ["Rumah", "Kantor"]) {
    const made = await call(createAddress, "POST", "/api/v1/user/address", { token, body: addressBody(label) });
    if (made.status !== 200) throw new Error(`address failed: ${made.status} ${made.error?.message}`);
  }
  const listed = (await call(listAddresses, "GET", "/api/v1/user/address", { token })).data.user_addresses as {
    id: number;
    is_primary?: boolean;
  }[];
  const device = randomUUID();
  const wish = await call(addWish, "POST", "/api/v1/user/wishlist", { token, body: { product_detail_id: product } });
  if (wish.status !== 200) throw new Error(`wishlist failed: ${wish.status} ${wish.error?.message}`);
  const cart = await call(addToCart, "POST", "/api/v1/cart", {
    token,
    body: { local_device_id: device, product_detail_id: product, size, qty: 2 },
  });
  if (cart.status !== 200) throw new Error(`cart failed: ${cart.status} ${cart.error?.message}`);
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return {
    userId: user!.id,
    email,
    token,
    device,
    street,
    addressId: listed[0]!.id,
    secondAddressId: listed[1]!.id,
    secrets: [email, name, street, `Penerima ${tag}`, `Catatan ${tag}`],
    addressBody,
  };
}
