/**
 * A small OTLP/HTTP receiver (JSON, POST /v1/traces) for the tests and the bench: what a shop server started with
 * OTEL_EXPORTER_OTLP_ENDPOINT=<url> exports. It keeps each export's spans to read (tests/hardening/observe.test.ts),
 * or with `keep: false` only counts the exports and their bytes (the bench's observe part, scripts/bench/observe.ts).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
  arrayValue?: { values: OtlpValue[] };
}
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: OtlpValue }[];
}
export interface OtlpExport {
  resourceSpans: {
    resource?: { attributes?: { key: string; value: OtlpValue }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

export interface OtlpReceiver {
  /** The endpoint to give the server (OTEL_EXPORTER_OTLP_ENDPOINT). */
  url: string;
  /** The exports received, in order (empty with `keep: false`). */
  received: OtlpExport[];
  /** Every span of the exports kept. */
  spans(): OtlpSpan[];
  /** How many trace exports arrived, and their bytes. */
  counts(): { exports: number; bytes: number };
  close(): Promise<void>;
}

/** Listens on 127.0.0.1:`port` (0: a free port the system picks). */
export async function startOtlpReceiver(port: number, options: { keep?: boolean } = {}): Promise<OtlpReceiver> {
  const keep = options.keep ?? true;
  const received: OtlpExport[] = [];
  let exports = 0;
  let bytes = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.url === "/v1/traces") {
        const body = Buffer.concat(chunks);
        exports += 1;
        bytes += body.length;
        if (keep) received.push(JSON.parse(body.toString()) as OtlpExport);
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    spans: () => received.flatMap((r) => r.resourceSpans.flatMap((rs) => rs.scopeSpans.flatMap((s) => s.spans))),
    counts: () => ({ exports, bytes }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
