import { LIVE_SITE_URL } from "./live-server";

/**
 * The settings a live server starts with in the hardening tests (README, "Deploy"): Faspay in production, RajaOngkir,
 * one proxy hop. A test adds its own DATABASE_URL, and the secrets or providers' addresses it needs.
 */
export const LIVE_ENV = {
  SHOP_MODE: "live",
  SITE_URL: LIVE_SITE_URL,
  PAYMENT_PROVIDER: "faspay",
  FASPAY_MERCHANT_ID: "31234",
  FASPAY_MERCHANT_NAME: "Toko Contoh",
  FASPAY_PASSWORD: "secret-from-faspay",
  FASPAY_ENV: "production",
  COURIER_PROVIDER: "rajaongkir",
  RAJAONGKIR_API_KEY: "key-from-rajaongkir",
  TRUSTED_PROXY_HOPS: "1",
  // Required in live mode; nothing listens there, so the mail waits in the outbox.
  SMTP_URL: "smtp://127.0.0.1:2",
  // The refunds' bank accounts are sealed under the shop's own key.
  RETURNS_DATA_KEY: "3d5e7a9c0f2b4d6e8a9c2e5a7f1b3d8e0a4c6f2b9d7e1a3c5f8b0d2e4a6c8f1b",
  OUTBOX_PAGE: "",
  SEED_DEMO: "",
};
