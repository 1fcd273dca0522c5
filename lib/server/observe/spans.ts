import "server-only";
import { SpanKind, SpanStatusCode, trace, type Attributes, type Span } from "@opentelemetry/api";
import { observeProviderCall, shopMetrics, type ProviderKind } from "./metrics";

/**
 * The shop's own spans (jobs, the import, the stock sync, provider calls) beside Next's (requests, rendering) and the
 * database's (lib/db/observe.ts). While no trace is exported (OTEL_EXPORTER_OTLP_ENDPOINT unset) `inSpan` only runs
 * its function. Attributes hold bounded names and counts only: never an address, a name, a token or a value a
 * shopper typed (tests/hardening/observe.test.ts reads every attribute of a checkout's trace).
 */

const globalForTracing = globalThis as typeof globalThis & { __storefrontTracing?: boolean };

/** Whether spans are recorded and exported (set once by lib/server/telemetry/start.ts). */
export function tracingOn(): boolean {
  return globalForTracing.__storefrontTracing === true;
}

export function markTracingOn(): void {
  globalForTracing.__storefrontTracing = true;
}

const tracer = () => trace.getTracer("storefront");

function failed(span: Span, error: unknown): void {
  span.setStatus({ code: SpanStatusCode.ERROR });
  span.setAttribute("error.type", error instanceof Error ? error.name : typeof error);
}

/** Runs `fn` in a span named `name` (a fixed name: "job expire_orders", "stock_sync"). */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  fn: (span: Span | null) => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  if (!tracingOn()) return fn(null);
  return tracer().startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** What a provider's answer says, for the `outcome` label: ok unless the answer says refused or invalid. */
function outcomeOf(value: unknown): string {
  if (value && typeof value === "object") {
    if ("ok" in value && value.ok === false) return "refused";
    if ("valid" in value && value.valid === false) return "invalid";
  }
  return "ok";
}

/**
 * `target` (a loaded payment provider, a courier, a mail transport, a messaging channel) with each method that answers
 * a promise timed: a CLIENT span `<kind> <method>` and shop_provider_call_duration_seconds{kind, operation, outcome}.
 * `outcome` reads a kind's own answers into a bounded label (ok by default, see outcomeOf). Other methods pass
 * through. With metrics and tracing off, `target` itself.
 */
export function watchProvider<T extends object>(
  kind: ProviderKind,
  target: T,
  outcome: (answer: unknown) => string = outcomeOf,
): T {
  if (!tracingOn() && !shopMetrics()) return target;
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof value !== "function" || typeof property !== "string") return value;
      const method = value as (...args: unknown[]) => unknown;
      return (...args: unknown[]) => {
        const started = performance.now();
        let span: Span | null = null;
        const run = () => method.apply(object, args);
        const answer = tracingOn()
          ? tracer().startActiveSpan(
              `${kind} ${property}`,
              {
                kind: SpanKind.CLIENT,
                attributes: { "shop.provider.kind": kind, "shop.provider.operation": property },
              },
              (s) => {
                span = s;
                return run();
              },
            )
          : run();
        if (!(answer instanceof Promise)) {
          (span as Span | null)?.end();
          return answer;
        }
        return answer.then(
          (result: unknown) => {
            const label = outcome(result);
            observeProviderCall(kind, property, label, (performance.now() - started) / 1000);
            (span as Span | null)?.setAttribute("shop.provider.outcome", label);
            (span as Span | null)?.end();
            return result;
          },
          (error: unknown) => {
            observeProviderCall(kind, property, "error", (performance.now() - started) / 1000);
            if (span) {
              failed(span, error);
              (span as Span).end();
            }
            throw error;
          },
        );
      };
    },
  });
}
