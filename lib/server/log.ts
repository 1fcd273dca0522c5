import "server-only";
import { trace, TraceFlags } from "@opentelemetry/api";
import pino, { type Logger } from "pino";

/**
 * The server's structured log: one JSON object a line on stdout (pino), for a log shipper to collect. Nothing a
 * shopper could be harmed by reaches it: passwords, tokens, cookies and authorization headers are dropped by key,
 * and any text (messages, error messages and stacks) has its email addresses masked and its tokens removed. While
 * traces are exported, a line written inside a traced request carries its `trace_id` and `span_id`.
 */
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;
const SECRET_PARAM = /\b(token|access_token|password|signature|secret)=[^&\s"']+/gi;
const LONG_HEX = /\b[a-f0-9]{32,}\b/gi;
const SECRET_KEYS =
  /^(password|password_conf|old_password|new_password|token|access_token|authorization|cookie|signature|secret)$/i;

export function scrub(text: string): string {
  return text.replace(EMAIL, "$1***@$2").replace(SECRET_PARAM, "$1=[redacted]").replace(LONG_HEX, "[redacted]");
}

/** The trace's own ids (the mixin's `trace_id`, `span_id`): hex, and no secret, so not masked like a long token. */
function isTraceId(key: string, value: unknown): boolean {
  return (
    (key === "trace_id" && typeof value === "string" && /^[0-9a-f]{32}$/.test(value)) ||
    (key === "span_id" && typeof value === "string" && /^[0-9a-f]{16}$/.test(value))
  );
}

function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrub(value);
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value))
    out[key] = SECRET_KEYS.test(key) ? "[redacted]" : depth === 0 && isTraceId(key, v) ? v : scrubValue(v, depth + 1);
  return out;
}

function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: scrub(error.message),
    code: typeof code === "string" ? code : undefined,
    stack: error.stack ? scrub(error.stack) : undefined,
  };
}

/** The active span's ids, so a log line can be found from its trace (only while traces are exported: sampled). */
function traceIds(): Record<string, string> {
  const context = trace.getActiveSpan()?.spanContext();
  if (!context || !(context.traceFlags & TraceFlags.SAMPLED)) return {};
  return { trace_id: context.traceId, span_id: context.spanId };
}

const globalForLog = globalThis as typeof globalThis & { __storefrontLog?: Logger };

function create(): Logger {
  return pino(
    {
      level: process.env.LOG_LEVEL || "info",
      base: { service: "storefront" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => scrubValue(object) as Record<string, unknown>,
      },
      serializers: { err: errorFields },
      mixin: traceIds,
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((a) => (typeof a === "string" ? scrub(a) : a)) as Parameters<typeof method>);
        },
      },
    },
    { write: (line: string) => void process.stdout.write(line) },
  );
}

export const log: Logger = (globalForLog.__storefrontLog ??= create());
