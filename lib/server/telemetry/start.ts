import "server-only";
import { SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Link } from "@opentelemetry/api";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  ParentBasedSampler,
  AlwaysOnSampler,
  SamplingDecision,
  type ReadableSpan,
  type Sampler,
  type SpanExporter,
  type SpanProcessor,
} from "@opentelemetry/sdk-trace-node";
import { setQueryObserver } from "@/lib/db/observe";
import { scrub } from "@/lib/server/log";
import { metricsEnabled, recordRequest, shopMetrics } from "@/lib/server/observe/metrics";
import { markTracingOn } from "@/lib/server/observe/spans";

/**
 * Starts the instance's telemetry (instrumentation.ts loads this file only when metrics or traces are on). Next
 * already makes a span per request, named by its route pattern; a tracer provider makes those spans real:
 * - metrics on: each request's span gives shop_http_request_duration_seconds its route, status and duration;
 * - traces on (OTEL_EXPORTER_OTLP_ENDPOINT): every span, the database's queries (lib/db/observe.ts) and the shop's
 *   own (./spans.ts) included, is exported over OTLP/HTTP, its attributes cleaned of addresses and anything a client
 *   sent (`cleanSpan`).
 * With metrics on and traces off, only the requests' spans are recorded, and none leaves the process.
 */

const REQUEST_SPAN = "BaseServer.handleRequest";

function isRequestSpan(attributes: Attributes): boolean {
  return attributes["next.span_type"] === REQUEST_SPAN;
}

/** Traces off: records Next's request spans (for the metrics) and nothing else, never sampled for export. */
const requestsOnly: Sampler = {
  shouldSample: (_context: Context, _traceId: string, _name: string, _kind: SpanKind, attributes: Attributes) => ({
    decision: isRequestSpan(attributes) ? SamplingDecision.RECORD : SamplingDecision.NOT_RECORD,
  }),
  toString: () => "requestsOnly",
};

const seconds = (span: ReadableSpan) => span.duration[0] + span.duration[1] / 1e9;

/**
 * Counts each request once. When proxy.ts lets a request through, Next handles it in two passes, the render's span a
 * child of the first. The first pass's span says it passed the request on (`next.bubble`) and is not counted; else,
 * whichever of the two ends last is counted, with the route the render found.
 */
export function requestMetrics(): SpanProcessor {
  /** Request spans still open: the route their render pass found, and that pass's id. */
  const open = new Map<string, { route?: string; render?: string }>();
  /** Render passes still open, and the first pass each belongs to. */
  const renders = new Map<string, string>();
  return {
    onStart(span) {
      if (!isRequestSpan(span.attributes)) return;
      const id = span.spanContext().spanId;
      open.set(id, {});
      const parent = span.parentSpanContext?.spanId;
      const first = parent ? open.get(parent) : undefined;
      if (parent && first) {
        first.render = id;
        renders.set(id, parent);
      }
    },
    onEnd(span) {
      if (!isRequestSpan(span.attributes)) return;
      const id = span.spanContext().spanId;
      const state = open.get(id) ?? {};
      open.delete(id);
      const route = (span.attributes["http.route"] as string | undefined) ?? state.route;
      const first = renders.get(id);
      renders.delete(id);
      const firstState = first ? open.get(first) : undefined;
      if (firstState) {
        firstState.route = route;
        return;
      }
      if (span.attributes["next.bubble"] === true && !route) return;
      if (state.render && renders.has(state.render)) return;
      const status = Number(span.attributes["http.status_code"] ?? 0);
      recordRequest(route ?? "unmatched", String(span.attributes["http.method"] ?? "GET"), status, seconds(span));
    },
    forceFlush: () => Promise.resolve(),
    shutdown: () => Promise.resolve(),
  };
}

/** Attribute names that may carry a raw address, a query or a credential: never exported. */
const DROPPED =
  /(^|\.)(target|url|full|query|path|cookie|authorization|email|phone|address|token|signature|password)$/i;
const DROPPED_PREFIX = /^(url\.|http\.request\.header\.|http\.response\.header\.|user\.|enduser\.)/i;

/** A span's name without what follows a host or a path's first segment (Next's fetch and proxy spans name a URL). */
export function cleanName(name: string): string {
  return name.replace(/(https?:\/\/[^/\s?#]+)\S*/gi, "$1").replace(/^(middleware \S+) \/\S*/i, "$1");
}

export function cleanAttributes(attributes: Attributes): Attributes {
  const out: Attributes = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (DROPPED.test(key) || DROPPED_PREFIX.test(key)) continue;
    out[key] = typeof value === "string" ? cleanName(scrub(value)) : value;
  }
  return out;
}

/** The span as exported: its name and attributes cleaned, its events' and links' attributes too. */
export function cleanSpan(span: ReadableSpan): ReadableSpan {
  return {
    name: cleanName(span.name),
    kind: span.kind,
    spanContext: () => span.spanContext(),
    parentSpanContext: span.parentSpanContext,
    startTime: span.startTime,
    endTime: span.endTime,
    status: span.status.message
      ? { code: span.status.code, message: cleanName(scrub(span.status.message)) }
      : span.status,
    attributes: cleanAttributes(span.attributes),
    links: span.links.map((l: Link) => ({ ...l, attributes: l.attributes && cleanAttributes(l.attributes) })),
    events: span.events.map((e) => ({ ...e, attributes: e.attributes && cleanAttributes(e.attributes) })),
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  };
}

function cleaning(exporter: SpanExporter): SpanExporter {
  return {
    export: (spans, done) => exporter.export(spans.map(cleanSpan), done),
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}

const tracer = () => trace.getTracer("storefront.db");

/** A CLIENT span per database query: the system and the statement's first keyword, never its text or values. */
function traceQueries(): void {
  setQueryObserver((system, operation, run) =>
    tracer().startActiveSpan(
      `db ${operation}`,
      { kind: SpanKind.CLIENT, attributes: { "db.system.name": system, "db.operation.name": operation } },
      async (span) => {
        try {
          return await run();
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR });
          span.setAttribute("error.type", error instanceof Error ? error.name : typeof error);
          throw error;
        } finally {
          span.end();
        }
      },
    ),
  );
}

type Env = Readonly<Record<string, string | undefined>>;

const globalForTelemetry = globalThis as typeof globalThis & { __storefrontTelemetry?: NodeTracerProvider };

/**
 * Registers the tracer provider once per process; returns it, or null when all is off. The OTLP exporter is loaded
 * only when traces are on.
 */
export async function startTelemetry(env: Env = process.env): Promise<NodeTracerProvider | null> {
  if (globalForTelemetry.__storefrontTelemetry) return globalForTelemetry.__storefrontTelemetry;
  const exporting = Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT);
  const metrics = metricsEnabled(env);
  if (!exporting && !metrics) return null;
  const processors: SpanProcessor[] = [];
  if (metrics) {
    shopMetrics(); // made now, so the page cache's first lookups count too
    processors.push(requestMetrics());
  }
  if (exporting) {
    const { OTLPTraceExporter } = await import("@opentelemetry/exporter-trace-otlp-http");
    processors.push(new BatchSpanProcessor(cleaning(new OTLPTraceExporter())));
  }
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": env.OTEL_SERVICE_NAME || "storefront" }),
    sampler: exporting ? new ParentBasedSampler({ root: new AlwaysOnSampler() }) : requestsOnly,
    spanProcessors: processors,
  });
  provider.register();
  if (exporting) {
    markTracingOn();
    traceQueries();
  }
  globalForTelemetry.__storefrontTelemetry = provider;
  return provider;
}
