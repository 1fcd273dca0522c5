/**
 * Every environment variable the shop reads, in one zod schema (docs/configuration.md lists the same names; a
 * unit test compares the two). Checked once at start by instrumentation.ts; lib/server/config/index.ts reads it.
 * No "server-only" import: scripts and next.config.ts load it outside Next's server bundle too.
 */
import { z } from "zod";

const flag = z.enum(["0", "1"]);
const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) address" });
const text = z.string().min(1);
const count = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** A rate limit as `<points>/<seconds>`: that many per client (or key) within that many seconds. */
const rate = z.string().regex(/^\d{1,7}\/\d{1,7}$/, "must be <points>/<seconds>, e.g. 5/900");

/** Origins separated by commas: each one an http(s) origin. */
const origins = z.string().refine(
  (value) =>
    value
      .split(",")
      .map((o) => o.trim())
      .filter(Boolean)
      .every((o) => httpUrl.safeParse(o).success),
  "must be http(s) origins separated by commas",
);

/** 4 or 6 for an IPv4 or IPv6 address, else 0 (no node:net: proxy.ts loads this schema too). */
function ipFamily(value: string): 0 | 4 | 6 {
  if (/^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(value)) return 4;
  if (!value.includes(":") || !/^[0-9a-fA-F:.]+$/.test(value)) return 0;
  return URL.canParse(`http://[${value}]/`) ? 6 : 0;
}

/** Addresses or networks (CIDR) separated by commas: the metrics' allow-list. */
const addressList = z.string().refine(
  (value) =>
    value
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean)
      .every((a) => {
        const [address, bits, extra] = a.split("/");
        const family = ipFamily(address ?? "");
        if (!family || extra !== undefined) return false;
        if (bits === undefined) return true;
        const n = Number(bits);
        return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
      }),
  "must be IP addresses or networks (10.0.0.0/8, fd00::/8) separated by commas",
);

export const settingsSchema = z.object({
  SHOP_MODE: z.enum(["demo", "live"]).default("demo"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// address" }).optional(),
  DATA_DIR: text.optional(),
  PORT: count(1, 65535).optional(),
  NEXT_PUBLIC_API_URL: text.optional(),
  NEXT_PUBLIC_SITE_URL: httpUrl.optional(),
  SEED_DEMO: flag.optional(),
  DATABASE_POOL_SIZE: count(1, 200).optional(),
  CHROME_PATH: text.optional(),
  SITE_URL: httpUrl.optional(),
  ALLOWED_ORIGINS: origins.optional(),
  REVALIDATE_SECRET: text.optional(),
  REVALIDATE_URL: httpUrl.optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// address" }).optional(),
  MAIL_FROM: text.optional(),
  OUTBOX_PAGE: flag.optional(),
  /**
   * A registered payment provider: the start-up check (lib/server/startup/checks.ts) refuses any other name and has the
   * provider check its own settings (lib/server/payment/providers/registry.ts), as COURIER_PROVIDER does below.
   */
  PAYMENT_PROVIDER: text.default("sandbox"),
  OPS_TOKEN: text.optional(),
  /** The stock sync's secret (POST /api/ops/stock); unset, that endpoint is off. */
  STOCK_SYNC_TOKEN: z.string().min(32, "must be at least 32 characters (e.g. openssl rand -hex 32)").optional(),
  OPS_URL: httpUrl.optional(),
  TRACKING_CACHE_SECONDS: count(0, 86_400).optional(),
  JOBS_INTERVAL_SECONDS: count(0, 86_400).optional(),
  SHUTDOWN_DELAY_SECONDS: count(0, 600).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  /** A registered courier plug-in (lib/server/courier/registry.ts checks the name and the plug-in's own settings). */
  COURIER_PROVIDER: text.default("sandbox"),
  RAJAONGKIR_API_KEY: text.optional(),
  RAJAONGKIR_BASE_URL: httpUrl.optional(),
  RAJAONGKIR_COURIER: text.optional(),
  /**
   * The messaging channel of order updates: off, sandbox (demo) or whatsapp; unset, the sandbox in demo mode and off in
   * live mode. lib/server/messaging/registry.ts checks the name and the plug-in's own settings.
   */
  MESSAGING_PROVIDER: text.optional(),
  WHATSAPP_TOKEN: text.optional(),
  WHATSAPP_PHONE_NUMBER_ID: text.optional(),
  WHATSAPP_APP_SECRET: text.optional(),
  WHATSAPP_VERIFY_TOKEN: text.optional(),
  WHATSAPP_API_BASE_URL: httpUrl.optional(),
  /** The shop's WhatsApp number for the product page's chat link (E.164 or digits with the country code). */
  WHATSAPP_CHAT_NUMBER: z
    .string()
    .regex(/^\+?[1-9]\d{7,14}$/, "must be a phone number with its country code, e.g. +6281188009100")
    .optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// address" }).optional(),
  REDIS_KEY_PREFIX: text.optional(),
  BUILD_ID: text.optional(),
  TRUSTED_PROXY_HOPS: count(0, 10).optional(),
  // Also read by proxy.ts itself (lib/server/http/client-address.ts): checked here at start.
  IPV6_PREFIX_BITS: count(1, 128).optional(),
  PENDING_ORDERS_PER_SHOPPER: count(0, 1000).optional(),
  PENDING_ORDERS_PER_EMAIL: count(0, 1000).optional(),
  PENDING_ORDERS_PER_ADDRESS: count(0, 1_000_000).optional(),
  UNITS_PER_SIZE_PER_ORDER: count(0, 999).optional(),
  UNITS_PER_ORDER: count(0, 9999).optional(),
  STOCK_SHARE_PER_ORDER: count(0, 100).optional(),
  STOCK_SHARE_PER_ADDRESS: count(0, 100).optional(),
  RATE_LIMIT_AUTH: rate.optional(),
  RATE_LIMIT_SIGN_IN: rate.optional(),
  RATE_LIMIT_SIGN_IN_FAILURES: rate.optional(),
  RATE_LIMIT_SIGN_UP_TAKEN: rate.optional(),
  RATE_LIMIT_CHANGE_PASSWORD: rate.optional(),
  RATE_LIMIT_PROMO: rate.optional(),
  RATE_LIMIT_COURIER_DESTINATIONS: rate.optional(),
  // Read by proxy.ts itself (lib/server/http/search-gate.ts), which cannot load these settings: checked here at start.
  SEARCH_RATE_LIMIT: z
    .string()
    .regex(
      /^\s*(0|\d{1,6}\/\d{1,6}(\/\d{1,6})?)\s*$/,
      "must be <per second>/<per client in 10 s>[/<own share per client a minute>], e.g. 3/6/30, or 0 to turn the search gate off",
    )
    .optional(),
  RATE_LIMIT_CHECKOUT: rate.optional(),
  RATE_LIMIT_NEWSLETTER: rate.optional(),
  RATE_LIMIT_RETURNS: rate.optional(),
  RATE_LIMIT_RETURN_UPLOADS: rate.optional(),
  RATE_LIMIT_PAYMENT_INVALID: rate.optional(),
  PAYMENT_INVALID_RECORDS: rate.optional(),
  SIGN_IN_SLOWDOWN_AFTER: count(1, 1000).optional(),
  SIGN_IN_SLOWDOWN_MS: count(0, 30_000).optional(),
  HASH_CONCURRENCY: count(1, 16).optional(),
  HASH_QUEUE_LIMIT: count(0, 10_000).optional(),
  GUEST_ORDER_MAILS_PER_HOUR: count(0, 10_000).optional(),
  /** The metrics endpoint's bearer token (GET /api/metrics; docs/observability.md). */
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters (e.g. openssl rand -hex 32)").optional(),
  /** Addresses (or networks) that may read GET /api/metrics without the token: the connection's own address. */
  METRICS_ALLOW: addressList.optional(),
  /** Where traces go (OTLP over HTTP, e.g. http://collector:4318); unset, no trace is made. */
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
  OTEL_SERVICE_NAME: text.optional(),
  /** Where uploads are kept (lib/server/storage, docs/returns.md): the disk under DATA_DIR, or an S3 bucket. */
  STORAGE_DRIVER: z.enum(["disk", "s3"]).default("disk"),
  /** The disk store's key for its signed links; unset, one is generated once and kept beside the files. */
  STORAGE_SIGNING_SECRET: z.string().min(32, "must be at least 32 characters (e.g. openssl rand -hex 32)").optional(),
  S3_BUCKET: text.optional(),
  S3_REGION: text.optional(),
  S3_ENDPOINT: httpUrl.optional(),
  S3_ACCESS_KEY_ID: text.optional(),
  S3_SECRET_ACCESS_KEY: text.optional(),
  /** Returns (docs/returns.md): each photo's and the video's size limit, and the return shipping refunded at most. */
  RETURN_PHOTO_MAX_BYTES: count(100_000, 100_000_000).optional(),
  RETURN_VIDEO_MAX_BYTES: count(1_000_000, 1_000_000_000).optional(),
  RETURN_SHIPPING_REFUND_MAX: count(0, 10_000_000).optional(),
  /** The secret the bank details shoppers give for a refund are encrypted under (its SHA-256 is the AES key). */
  RETURNS_DATA_KEY: z.string().min(32, "must be at least 32 characters (e.g. openssl rand -hex 32)").optional(),
});

export type Settings = z.infer<typeof settingsSchema>;
/** An environment: process.env, or a test's own. */
export type Env = Readonly<Record<string, string | undefined>>;
/** The shop's own settings (the payment providers' are read by each provider; lib/server/startup lists them all). */
const SHOP_SETTING_NAMES = Object.keys(settingsSchema.shape) as (keyof Settings)[];

/** The environment as the schema sees it: empty values count as unset, as a shell's `VAR=` means. */
export function settingsInput(env: Env): Record<string, string> {
  const input: Record<string, string> = {};
  for (const name of SHOP_SETTING_NAMES) {
    const value = env[name];
    if (value !== undefined && value !== "") input[name] = value;
  }
  return input;
}
