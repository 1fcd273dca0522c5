/**
 * What the settings must satisfy before the server starts. Demo mode (the default) runs the shop as a demo: the
 * embedded database, the sandbox payment and courier, the outbox page and the demo seed. Live mode
 * (SHOP_MODE=live) is where real money and real shoppers are: nothing simulated or unsafe may run there.
 */
import { courierSettingsProblems, findCourierPlugin } from "@/lib/server/courier/registry";
import { findMessagingPlugin, messagingSettingsProblems } from "@/lib/server/messaging/registry";
import {
  endpointProblems,
  ISSUED_CREDENTIAL,
  isReservedExampleHost,
  placeholderProblem,
  SHOP_SECRET,
  type SecretBar,
  siteUrlProblems,
  weakSecretProblem,
} from "@/lib/server/config/live-values";
import { settingsInput, settingsSchema, type Env, type Settings } from "@/lib/server/config/schema";
import {
  findPaymentProvider,
  PAYMENT_PROVIDER_NAMES,
  PAYMENT_SETTINGS_SHAPE,
} from "@/lib/server/payment/providers/registry";

/** The shop's own settings, then every payment provider's (each checked by its provider through the registry). */
export const SETTING_NAMES = [
  ...Object.keys(settingsSchema.shape),
  ...Object.keys(PAYMENT_SETTINGS_SHAPE),
] as (keyof Settings)[];

export type SettingsCheck = { ok: true; settings: Settings } | { ok: false; problems: string[] };

/** The shared secrets a caller proves itself with (revalidate, the ops API, the stock sync): guessable when weak. */
const SECRETS = ["REVALIDATE_SECRET", "OPS_TOKEN", "STOCK_SYNC_TOKEN", "METRICS_TOKEN", "RETURNS_DATA_KEY"] as const;

/** Values set to nothing but spaces (`FASPAY_MERCHANT_NAME=" "`): set, so no default applies, yet empty. */
function blankSettings(env: Env): string[] {
  return SETTING_NAMES.filter((name) => {
    const value = env[name];
    return typeof value === "string" && value !== "" && value.trim() === "";
  });
}

/** Everything that makes a live configuration unsafe, each named (empty when it is fine). */
export function liveProblems(s: Settings, env: Env = {}): string[] {
  const problems: string[] = [];
  const add = (problem: string | null) => {
    if (problem) problems.push(problem);
  };
  const valueOf = (name: string) => {
    const value = env[name];
    return typeof value === "string" ? value.trim() : "";
  };
  const checkSecrets = (names: readonly string[], bar: SecretBar) => {
    for (const name of names) if (valueOf(name)) add(weakSecretProblem(name, valueOf(name), bar));
  };
  for (const name of blankSettings(env)) problems.push(`${name} is blank (only spaces): set a value or leave it out`);
  // Any setting, the payment and courier plug-ins' too: .env.example's values are to be replaced, not run with.
  for (const name of SETTING_NAMES) add(placeholderProblem(name, valueOf(name)));
  checkSecrets(SECRETS, SHOP_SECRET);
  const payment = findPaymentProvider(s.PAYMENT_PROVIDER);
  if (!payment || payment.sandbox)
    problems.push(
      `PAYMENT_PROVIDER must be a real payment provider: ${s.PAYMENT_PROVIDER} is a sandbox and takes no real payment`,
    );
  else problems.push(...payment.liveProblems(env));
  // What each real plug-in declares: its credentials held to the bar, its base addresses neither sandbox nor http.
  const courier = findCourierPlugin(s.COURIER_PROVIDER);
  const messaging = findMessagingPlugin(settingsInput(env));
  for (const plugin of [
    payment?.sandbox ? null : payment,
    courier?.sandbox ? null : courier,
    messaging?.sandbox ? null : messaging,
  ]) {
    if (!plugin) continue;
    checkSecrets(plugin.secrets ?? [], ISSUED_CREDENTIAL);
    for (const name of plugin.endpoints ?? [])
      if (valueOf(name)) problems.push(...endpointProblems(name, valueOf(name), plugin.sandboxHosts ?? []));
  }
  if (!s.SITE_URL) problems.push("SITE_URL is missing (the shop's public https address)");
  else {
    problems.push(...siteUrlProblems(s.SITE_URL));
    if (isReservedExampleHost(new URL(s.SITE_URL).hostname))
      problems.push(`SITE_URL is on a reserved example name, not the shop's public address: ${s.SITE_URL}`);
  }
  if (s.SEED_DEMO === "1") problems.push("SEED_DEMO must be off: live mode never loads the demo shop");
  if (s.OUTBOX_PAGE === "1") problems.push("OUTBOX_PAGE must be off: the outbox page shows shoppers' mail");
  if (!s.TRUSTED_PROXY_HOPS)
    problems.push(
      "TRUSTED_PROXY_HOPS must be 1 or more: live mode runs behind the reverse proxy (compose.yaml: Caddy, deploy/Caddyfile), whose address the per-client limits would otherwise key every shopper on",
    );
  if (!s.SMTP_URL)
    problems.push(
      "SMTP_URL is missing: live mode sends its mail (order confirmations, password resets) through an SMTP server, else it would wait in the outbox table unsent",
    );
  if (!s.DATABASE_URL) problems.push("DATABASE_URL is missing: live mode needs PostgreSQL, not the embedded database");
  if (!s.RETURNS_DATA_KEY)
    problems.push(
      "RETURNS_DATA_KEY is missing: live mode encrypts the bank accounts shoppers give for refunds under the shop's own key, never the demo's (openssl rand -hex 32)",
    );
  return problems;
}

/** Parses the environment and, in live mode, checks it is safe: every problem at once. */
export function checkSettings(env: Env): SettingsCheck {
  const input = settingsInput(env);
  const parsed = settingsSchema.safeParse(input);
  // An unregistered PAYMENT_PROVIDER is a problem of the shape itself, reported with the schema's (in zod's words).
  const unknownProvider =
    input.PAYMENT_PROVIDER && !findPaymentProvider(input.PAYMENT_PROVIDER)
      ? [
          `PAYMENT_PROVIDER Invalid option: expected one of ${PAYMENT_PROVIDER_NAMES.map((name) => `"${name}"`).join("|")}`,
        ]
      : [];
  if (!parsed.success || unknownProvider.length) {
    const issues = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    return { ok: false, problems: [...issues, ...unknownProvider] };
  }
  const payment = findPaymentProvider(parsed.data.PAYMENT_PROVIDER);
  const live = parsed.data.SHOP_MODE === "live";
  const problems = [...(payment?.settingsProblems(env) ?? []), ...(live ? liveProblems(parsed.data, env) : [])];
  // The courier plug-in checks its own settings (lib/server/courier/registry.ts); live mode refuses a sandbox.
  problems.push(...courierSettingsProblems(settingsInput(env), live));
  // So does the messaging channel (lib/server/messaging/registry.ts): live mode refuses a sandbox or a half-configured one.
  problems.push(...messagingSettingsProblems(settingsInput(env), live));
  if (parsed.data.STOCK_SYNC_TOKEN && parsed.data.STOCK_SYNC_TOKEN === parsed.data.OPS_TOKEN) {
    problems.push("STOCK_SYNC_TOKEN must differ from OPS_TOKEN: the POS's secret must not open the staff tool");
  }
  return problems.length ? { ok: false, problems } : { ok: true, settings: parsed.data };
}
