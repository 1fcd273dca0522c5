/**
 * A shopper of a live server, each request as Caddy forwards it (public host, https, the shopper's address): signs
 * up, and places a delivery order (RajaOngkir's destination confirmed for the address, the quote from the hub) or a
 * store pickup order through the spec's API. Answers the order's trx_ref; the payment is the test's.
 */
import { randomUUID } from "node:crypto";
import { ask, LIVE_SITE_URL, type Answer } from "./live-server";

export interface Shopper {
  get: (url: string) => Promise<Answer>;
  post: (url: string, body: unknown) => Promise<Answer>;
  signUp: () => Promise<Shopper>;
  placeDelivery: (product: string, size: string, hub: string) => Promise<string>;
  placePickup: (product: string, size: string, showroom: string, extra: Record<string, string>) => Promise<string>;
}

const data = <T>(answer: Answer): T => {
  if (answer.status !== 200) throw new Error(`${answer.status}: ${answer.text.slice(0, 400)}`);
  return (JSON.parse(answer.text) as { data: T }).data;
};

export function shopperOf(serverUrl: string, token: string | null): Shopper {
  const headers = {
    "x-forwarded-proto": "https",
    "x-forwarded-for": "203.0.113.9",
    origin: LIVE_SITE_URL,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  const get = (url: string) => ask(`${serverUrl}${url}`, { headers });
  const post = (url: string, body: unknown) =>
    ask(`${serverUrl}${url}`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  /** A new device's cart holding one unit of the product's size; answers the device and the showroom's id. */
  async function cartWith(product: string, size: string, showroom: string) {
    const products = data<{ products: { id: number; product_name: string }[] }>(
      await get(`/api/v1/products?page=1&limit=20&search=${encodeURIComponent(product)}`),
    ).products;
    const listed = products.find((p) => p.product_name === product);
    if (!listed) throw new Error(`${product} is not listed: ${products.map((p) => p.product_name).join(", ")}`);
    const showrooms = data<{ showroom_list: { id: number; showroom_name: string }[] }>(
      await get("/api/v1/master/showroom"),
    ).showroom_list;
    const room = showrooms.find((s) => s.showroom_name === showroom);
    if (!room) throw new Error(`${showroom} is not listed: ${showrooms.map((s) => s.showroom_name).join(", ")}`);
    const device = randomUUID();
    data(await post("/api/v1/cart", { local_device_id: device, product_detail_id: listed.id, size, qty: 1 }));
    return { device, showroomId: room.id };
  }

  return {
    get,
    post,
    async signUp() {
      const email = `go-live-${randomUUID().slice(0, 8)}@example.com`;
      const password = "rahasia-kuat-123";
      const signedUp = data<{ access_token: string }>(
        await post("/api/v1/auth/sign-up", {
          name: "Sari Dewi",
          gender: "FEMALE",
          email,
          password,
          password_conf: password,
        }),
      );
      return shopperOf(serverUrl, signedUp.access_token);
    },
    async placeDelivery(product, size, hub) {
      const { device, showroomId } = await cartWith(product, size, hub);
      const found = data<{ destinations: { id: string; label: string }[] }>(
        await post("/api/v1/courier-destinations", { subdistrict_id: "32.73.07", address_zip: "40162" }),
      );
      const chosen = found.destinations.find((d) => d.label.startsWith("SUKAJADI, SUKAJADI, BANDUNG"));
      if (!chosen) throw new Error(`no Sukajadi destination: ${JSON.stringify(found)}`);
      data(
        await post("/api/v1/user/address", {
          address_label: "Rumah",
          recipient_name: "Sari Dewi",
          recipient_phone: "0812-3456-7890",
          recipient_zip: "40162",
          address_street: "Jl. Sukajadi No. 7",
          province_id: "32",
          city_id: "32.73",
          subdistrict_id: "32.73.07",
          address_notes: "",
          courier_destination_id: chosen.id,
        }),
      );
      const address = data<{ user_addresses: { id: number }[] }>(await get("/api/v1/user/address")).user_addresses[0]!;
      const option = data<{ shipping_options: { courier: string; service: string }[] }>(
        await post("/api/v1/checkout-shipping", {
          local_device_id: device,
          subdistrict_id: "32.73.07",
          showroom_id: showroomId,
          user_address_id: address.id,
        }),
      ).shipping_options[0]!;
      return data<{ trx_ref: string }>(
        await post("/api/v1/checkout-trx", {
          local_device_id: device,
          shipping_type: "ONLINE_DELIVERY",
          showroom_id: showroomId,
          user_address_id: address.id,
          shipping_courier: option.courier,
          shipping_service_name: option.service,
        }),
      ).trx_ref;
    },
    async placePickup(product, size, showroom, extra) {
      const { device, showroomId } = await cartWith(product, size, showroom);
      return data<{ trx_ref: string }>(
        await post("/api/v1/checkout-trx", {
          local_device_id: device,
          shipping_type: "PICKUP_ON_STORE",
          showroom_id: showroomId,
          ...extra,
        }),
      ).trx_ref;
    },
  };
}
