import {
  addressee,
  canPayNow,
  canTrack,
  courierAndService,
  courierWordLabel,
  dateTimeOrDash,
  firstImage,
  fullAddress,
  linePrice,
  newestFirst,
  orderTitle,
  shippingRowLabel,
  shippingTypeLabel,
  statusLabel,
  trackingTitle,
} from "@/components/orders/order-view";
import type { OrderLine } from "@/lib/domain/orders/contract";
import { orders as en } from "@/lib/i18n/messages/en/orders";
import { orders as fr } from "@/lib/i18n/messages/fr/orders";
import { checkout as enCheckout } from "@/lib/i18n/messages/en/checkout";
import { checkout as idCheckout } from "@/lib/i18n/messages/id/checkout";

const line = (over: Partial<OrderLine> = {}): OrderLine => ({
  product_name: "Kemeja Linen",
  size_code: "M",
  qty: 2,
  retail_price: 399000,
  net_price: 399000,
  disc_percent: 30,
  disc_nominal: 0,
  subtotal: 558600,
  product_detail: { id: 18, product_images: [{ image_url: "/media/p/18-1.jpg" }, { image_url: "/media/p/18-2.jpg" }] },
  ...over,
});

const base = {
  trx_ref: "a1b2c3d4e5f60718293a4b5c6d7e8f90",
  shipping_type: "ONLINE_DELIVERY" as const,
  shipping_courier: "JNE",
  shipping_service_name: "REG",
  showroom: { showroom_name: "Pondok Indah Mall 2" },
  user: { name: "Sari Dewi" },
  no_resi: null,
};

describe("the order modals' helpers", () => {
  it("titles the modals with the order number", () => {
    expect(orderTitle(base, en)).toBe("ORDER #A1B2C3D4");
    expect(trackingTitle(base, en)).toBe("ORDER #A1B2C3D4 TRACKING");
  });

  it("addresses the shopper by name, or GUEST", () => {
    expect(addressee(base, en)).toBe("Kepada Yth: Bapak/Ibu Sari Dewi");
    expect(addressee({ user: null }, en)).toBe("Kepada Yth: GUEST");
  });

  it("speaks the shopper's language, English keeping the spec's texts and codes", () => {
    expect(orderTitle(base, fr)).toBe("COMMANDE n° A1B2C3D4");
    expect(trackingTitle(base, fr)).toBe("SUIVI DE LA COMMANDE n° A1B2C3D4");
    expect(statusLabel("PAID", en)).toBe("PAID");
    expect(statusLabel("PAID", fr)).toBe("Payée");
    expect(statusLabel("SOMETHING_NEW", fr)).toBe("SOMETHING_NEW");
    expect(shippingTypeLabel("PICKUP_ON_STORE", en)).toBe("PICKUP_ON_STORE");
    expect(shippingTypeLabel("PICKUP_ON_STORE", fr)).toBe("Retrait en boutique");
    expect(shippingRowLabel({ ...base, shipping_type: "PICKUP_ON_STORE" }, fr)).toBe("Retrait à Pondok Indah Mall 2");
  });

  it("offers tracking only for a delivery with a waybill", () => {
    expect(canTrack(base)).toBe(false);
    expect(canTrack({ ...base, no_resi: "JNE123" })).toBe(true);
    expect(canTrack({ ...base, no_resi: "  " })).toBe(false);
    expect(canTrack({ shipping_type: "PICKUP_ON_STORE", no_resi: "JNE123" })).toBe(false);
  });

  it("labels the shipping row with courier and service, or 'Self Pickup at {store}'", () => {
    expect(shippingRowLabel(base, en)).toBe("JNE REG");
    expect(shippingRowLabel({ ...base, shipping_type: "PICKUP_ON_STORE" }, en)).toBe(
      "Self Pickup at Pondok Indah Mall 2",
    );
    expect(shippingRowLabel({ ...base, shipping_type: "PICKUP_ON_STORE", showroom: null }, en)).toBe(
      "Self Pickup at -",
    );
    expect(courierAndService({ shipping_courier: null, shipping_service_name: "" })).toBe("-");
  });

  it("joins the address as street, subdistrict, city, province, skipping missing parts", () => {
    expect(
      fullAddress({
        address_street: "Jl. Sukajadi No. 1",
        address_subdistrict: "Sukajadi",
        address_city: "Kota Bandung",
        address_province: "Jawa Barat",
      }),
    ).toBe("Jl. Sukajadi No. 1, Sukajadi, Kota Bandung, Jawa Barat");
    expect(
      fullAddress({
        address_street: "Jl. A",
        address_subdistrict: null,
        address_city: "",
        address_province: "Jawa Barat",
      }),
    ).toBe("Jl. A, Jawa Barat");
    expect(
      fullAddress({ address_street: null, address_subdistrict: null, address_city: null, address_province: null }),
    ).toBe("-");
  });

  it("strikes the retail price through only when it differs from the computed line price", () => {
    expect(linePrice(line())).toEqual({ price: 279300, struck: 399000 });
    expect(linePrice(line({ disc_percent: 0 }))).toEqual({ price: 399000, struck: null });
    expect(linePrice(line({ retail_price: 259000, net_price: 209000, disc_percent: 0 }))).toEqual({
      price: 209000,
      struck: 259000,
    });
    expect(linePrice(line({ disc_percent: 0, disc_nominal: 25000 }))).toEqual({ price: 374000, struck: 399000 });
  });

  it("shows the first product image", () => {
    expect(firstImage(line())).toBe("/media/p/18-1.jpg");
    expect(firstImage(line({ product_detail: { id: 18, product_images: [] } }))).toBeNull();
  });

  it("orders the tracking history newest first", () => {
    const e = (date_time: string, status: string) => ({ date_time, status, city: null, receiver_name: null });
    expect(
      newestFirst([e("2026-01-01 08:00:00", "A"), e("2026-01-02 08:00:00", "C"), e("2026-01-01 09:00:00", "B")]).map(
        (x) => x.status,
      ),
    ).toEqual(["C", "B", "A"]);
  });
});

describe("'Pay Now' on an order card", () => {
  // 2026-11-24 10:00:00 WIB is 03:00 UTC.
  const due = { trx_status: "PENDING", payment_duedate: "2026-11-24 10:00:00" };
  const at = (utc: string) => Date.parse(utc);

  it("is offered on a pending order until its due date, read in WIB", () => {
    expect(canPayNow(due, at("2026-11-24T02:59:59Z"))).toBe(true);
    expect(canPayNow(due, at("2026-11-24T03:00:00Z"))).toBe(false);
  });

  it("is not offered on any other state, without a due date, or before the list was read", () => {
    expect(canPayNow({ ...due, trx_status: "PAID" }, at("2026-11-23T00:00:00Z"))).toBe(false);
    expect(canPayNow({ ...due, payment_duedate: null }, at("2026-11-23T00:00:00Z"))).toBe(false);
    expect(canPayNow(due, 0)).toBe(false);
  });
});

describe("dateTimeOrDash", () => {
  it("shows the API's wall-clock time with the language's month names", () => {
    expect(dateTimeOrDash("2026-11-05 14:07:09", "en")).toBe("5 Nov 2026 14:07");
    expect(dateTimeOrDash("2026-08-17 09:05:00", "id")).toBe("17 Agu 2026 09:05");
    expect(dateTimeOrDash("2026-08-17 09:05:00", "fr")).toBe("17 août 2026 09:05");
    expect(dateTimeOrDash(null, "id")).toBe("-");
  });
});

describe("the courier's status words", () => {
  it("read in the page's language, whatever their case; the English page keeps the courier's words", () => {
    expect(courierWordLabel("ON PROCESS", idCheckout.courierWords)).toBe("Dalam proses");
    expect(courierWordLabel("Delivered ", idCheckout.courierWords)).toBe("Terkirim");
    expect(courierWordLabel("ON PROCESS", enCheckout.courierWords)).toBe("ON PROCESS");
  });

  it("show a word the shop does not know as it came, and nothing as nothing", () => {
    expect(courierWordLabel("Paket dialihkan ke agen", idCheckout.courierWords)).toBe("Paket dialihkan ke agen");
    expect(courierWordLabel(null, idCheckout.courierWords)).toBeNull();
  });
});
