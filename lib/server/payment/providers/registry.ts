/**
 * The payment providers the shop can run, one line each; PAYMENT_PROVIDER picks one (the first is the default).
 * Adding a provider: its folder (./<name>/index.ts default-exports definePaymentProvider, see ./types.ts) and its line
 * here. Its settings join the shop's settings check, its CSP hosts the Content-Security-Policy, and live mode accepts
 * it unless it is a sandbox, all through this list. No "server-only" code: next.config.ts and the settings check read it.
 */
import type { z } from "zod";
import faspay from "./faspay";
import midtrans from "./midtrans";
import sandbox from "./sandbox";
import { ANY_SOURCE, NO_SOURCE, sourceCheck, type SourceCheck } from "./notify-sources";
import type {
  PaymentCspHosts,
  PaymentCustomerField,
  PaymentMethodDeclaration,
  PaymentProvider,
  PaymentProviderDefinition,
  ProviderEnv,
} from "./types";

export const PAYMENT_PROVIDERS = [
  sandbox,
  faspay,
  midtrans,
] as const satisfies readonly PaymentProviderDefinition<z.ZodRawShape>[];

export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number]["name"];
export const PAYMENT_PROVIDER_NAMES = PAYMENT_PROVIDERS.map((p) => p.name) as [string, ...string[]];

/** Every provider's settings, for the shop's settings schema (each provider reads its own). */
export const PAYMENT_SETTINGS_SHAPE: z.ZodRawShape = Object.assign(
  {},
  ...PAYMENT_PROVIDERS.map((p) => p.settings.shape),
);

/** A provider with its settings read from the environment; erases the settings type behind env-taking methods. */
export interface RegisteredPaymentProvider {
  name: string;
  sandbox: boolean;
  csp: PaymentCspHosts;
  /** What it needs from the shopper to bill an order (checkout asks for it). */
  requires: readonly PaymentCustomerField[];
  /** How the shopper can pay on its page, by group (the order summary shows it). */
  methods: readonly PaymentMethodDeclaration[];
  /** The settings live mode checks as issued credentials, as base addresses, and the sandbox hosts it refuses. */
  secrets: readonly string[];
  endpoints: readonly string[];
  sandboxHosts: readonly string[];
  /** Its own settings' problems (invalid values), then, for live mode, its live problems. */
  settingsProblems(env: ProviderEnv): string[];
  liveProblems(env: ProviderEnv): string[];
  /** Whether a notification from an address is accepted: its notifySources setting, any when it has none; none while its settings cannot be read. */
  notificationSources(env: ProviderEnv): SourceCheck;
  load(env: ProviderEnv): Promise<PaymentProvider>;
}

function inputOf(shape: z.ZodRawShape, env: ProviderEnv): Record<string, string> {
  const input: Record<string, string> = {};
  for (const name of Object.keys(shape)) {
    const value = env[name];
    if (value !== undefined && value !== "") input[name] = value;
  }
  return input;
}

function registered(def: PaymentProviderDefinition<z.ZodRawShape>): RegisteredPaymentProvider {
  const parse = (env: ProviderEnv) => def.settings.safeParse(inputOf(def.settings.shape, env));
  return {
    name: def.name,
    sandbox: def.sandbox,
    csp: def.csp,
    requires: def.requires ?? [],
    methods: def.methods,
    secrets: def.secrets ?? [],
    endpoints: def.endpoints ?? [],
    sandboxHosts: def.sandboxHosts ?? [],
    settingsProblems: (env) => {
      const parsed = parse(env);
      return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    },
    liveProblems: (env) => {
      const parsed = parse(env);
      return parsed.success ? def.liveProblems(parsed.data) : [];
    },
    notificationSources: (env) => {
      if (!def.notifySources) return ANY_SOURCE;
      const parsed = parse(env);
      return parsed.success ? sourceCheck(def.notifySources(parsed.data)) : NO_SOURCE;
    },
    load: async (env) => def.load(def.settings.parse(inputOf(def.settings.shape, env)), env),
  };
}

/** The provider of that name; undefined for a name not registered. */
export function findPaymentProvider(name: string): RegisteredPaymentProvider | undefined {
  const def = PAYMENT_PROVIDERS.find((p) => p.name === name);
  return def ? registered(def) : undefined;
}

/** The hosts every registered provider needs in the CSP (a build serves any of them: PAYMENT_PROVIDER is read at start). */
export function paymentCspHosts(): PaymentCspHosts {
  const unique = (hosts: string[]) => [...new Set(hosts)];
  return {
    formAction: unique(PAYMENT_PROVIDERS.flatMap((p) => [...p.csp.formAction])),
    connect: unique(PAYMENT_PROVIDERS.flatMap((p) => [...p.csp.connect])),
  };
}
