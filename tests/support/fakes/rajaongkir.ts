/**
 * A local fake of RajaOngkir API V2 by Komerce, written from its public documentation (rajaongkir.com/docs, mirrored
 * at dev-collaborator.komerce.id/docs: "Search Domestic Destination", "Calculate Domestic Cost", "Tracking AWB").
 * It checks what the docs ask of a request (the `key` header, form encoding of the POSTs, the required fields, JNE's
 * last_phone_number) and answers in the documented `{ meta: { message, code, status }, data }` envelope.
 *
 *   const fake = await startFakeRajaOngkir({ key: "test-key" });
 *   // COURIER_PROVIDER=rajaongkir RAJAONGKIR_API_KEY=test-key RAJAONGKIR_BASE_URL=<fake.baseUrl> RAJAONGKIR_COURIER=jne:sicepat
 *   ...
 *   await fake.stop();
 *
 * `fake.requests` records every request; `fake.behave("down" | "malformed" | "slow" | "normal")` makes the next
 * answers fail the ways a real service does. Destinations: rajaongkir-data.ts (the demo hubs' districts included:
 * give the hubs their ids with a showrooms.csv `courier=rajaongkir` import, e.g. hub 8 Sukajadi → 4701).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { FAKE_DESTINATIONS, FAKE_SERVICES, FAKE_WAYBILLS, labelOf } from "./rajaongkir-data";

export type FakeBehaviour = "normal" | "down" | "malformed" | "slow";

export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  form: Record<string, string>;
}

export interface FakeRajaOngkir {
  /** The base to give RAJAONGKIR_BASE_URL: http://127.0.0.1:<port>/api/v1 */
  baseUrl: string;
  requests: FakeRequest[];
  behave(behaviour: FakeBehaviour): void;
  stop(): Promise<void>;
}

type Answer = { status: number; body: unknown };

const envelope = (code: number, message: string, data: unknown): Answer => ({
  status: code,
  body: { meta: { message, code, status: code < 300 ? "success" : "error" }, data },
});

function search(query: Record<string, string>): Answer {
  const term = (query.search ?? "").trim().toUpperCase();
  if (!term) return envelope(400, "search is required", null);
  const limit = Math.min(Number(query.limit) || 999, 999);
  const offset = Number(query.offset) || 0;
  const found = FAKE_DESTINATIONS.filter((d) => labelOf(d).includes(term)).slice(offset, offset + limit);
  if (found.length === 0) return envelope(404, "Data Not Found", null);
  return envelope(
    200,
    "Success Get Domestic Destinations",
    found.map((d) => ({ ...d, label: labelOf(d) })),
  );
}

function cost(form: Record<string, string>): Answer {
  for (const field of ["origin", "destination", "weight", "courier"]) {
    if (!form[field]) return envelope(422, `${field} is required`, null);
  }
  const origin = FAKE_DESTINATIONS.find((d) => String(d.id) === form.origin);
  const destination = FAKE_DESTINATIONS.find((d) => String(d.id) === form.destination);
  if (!origin || !destination) return envelope(400, "Invalid origin or destination", null);
  const weight = Number(form.weight);
  if (!Number.isInteger(weight) || weight <= 0) return envelope(422, "weight must be a positive number of grams", null);
  const zone =
    origin.city_name === destination.city_name ? 0 : origin.province_name === destination.province_name ? 1 : 2;
  const kg = Math.max(1, Math.ceil(weight / 1000));
  const data = form.courier.split(":").flatMap((code) => {
    const courier = FAKE_SERVICES[code];
    if (!courier) return [];
    return courier.services.map((s) => ({
      name: courier.name,
      code,
      service: s.service,
      description: s.description,
      cost: s.perKg[zone] * kg,
      etd: s.etd,
    }));
  });
  return envelope(200, "Success Calculate Domestic Shipping cost", data);
}

function track(fields: Record<string, string>): Answer {
  if (!fields.awb || !fields.courier) return envelope(422, "awb and courier are required", null);
  const waybill = FAKE_WAYBILLS[fields.awb];
  if (!waybill || waybill.courier !== fields.courier) return envelope(404, "Data Not Found", null);
  if (waybill.lastPhone && fields.last_phone_number !== waybill.lastPhone)
    return envelope(400, "last_phone_number is required and must match the recipient", null);
  const manifest = [
    {
      manifest_code: "1",
      manifest_description: "SHIPMENT RECEIVED BY JNE COUNTER OFFICER AT [BANDUNG]",
      manifest_date: "2026-11-20",
      manifest_time: "09:12",
      city_name: "BANDUNG",
    },
    {
      manifest_code: "2",
      manifest_description: "DEPARTED FROM TRANSIT [GATEWAY BANDUNG]",
      manifest_date: "2026-11-20",
      manifest_time: "21:40",
      city_name: "BANDUNG",
    },
    ...(waybill.delivered
      ? [
          {
            manifest_code: "3",
            manifest_description: `DELIVERED TO [${waybill.receiver}]`,
            manifest_date: "2026-11-22",
            manifest_time: "11:05",
            city_name: "JAKARTA",
          },
        ]
      : []),
  ];
  return envelope(200, "Success Get Waybill", {
    delivered: waybill.delivered,
    summary: {
      courier_code: waybill.courier.toUpperCase(),
      courier_name: FAKE_SERVICES[waybill.courier]?.name ?? "",
      waybill_number: fields.awb,
      service_code: "REG",
      waybill_date: "2026-11-20",
      shipper_name: "TOKO",
      receiver_name: waybill.receiver,
      origin: "BANDUNG",
      destination: "JAKARTA",
      status: waybill.delivered ? "DELIVERED" : "ON PROCESS",
    },
    details: {
      waybill_number: fields.awb,
      waybill_date: "2026-11-20",
      waybill_time: "09:12",
      weight: "1",
      origin: "BANDUNG",
      destination: "JAKARTA",
      shipper_name: "TOKO",
      receiver_name: waybill.receiver,
    },
    delivery_status: {
      status: waybill.delivered ? "DELIVERED" : "ON PROCESS",
      pod_receiver: waybill.delivered ? waybill.receiver : "",
      pod_date: waybill.delivered ? "2026-11-22" : "",
      pod_time: waybill.delivered ? "11:05" : "",
    },
    manifest,
  });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function route(req: FakeRequest, key: string, contentType: string): Answer {
  if (req.headers.key !== key) return envelope(401, "Invalid Api key, key not found", null);
  const isForm = contentType.startsWith("application/x-www-form-urlencoded");
  if (req.method === "GET" && req.path === "/api/v1/destination/domestic-destination") return search(req.query);
  if (req.method === "POST" && req.path === "/api/v1/calculate/domestic-cost") {
    return isForm ? cost(req.form) : envelope(415, "the body must be application/x-www-form-urlencoded", null);
  }
  if (req.method === "POST" && req.path === "/api/v1/track/waybill") return track({ ...req.query, ...req.form });
  return envelope(404, "Route not found", null);
}

/** Starts the fake on 127.0.0.1 (a free port unless given); `key` is the API key it accepts. */
export async function startFakeRajaOngkir({
  key = "fake-rajaongkir-key",
  port = 0,
}: { key?: string; port?: number } = {}): Promise<FakeRajaOngkir> {
  const requests: FakeRequest[] = [];
  let behaviour: FakeBehaviour = "normal";
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const contentType = String(req.headers["content-type"] ?? "");
      const body = await readBody(req);
      const form = contentType.startsWith("application/x-www-form-urlencoded")
        ? Object.fromEntries(new URLSearchParams(body))
        : {};
      const recorded: FakeRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        form,
      };
      requests.push(recorded);
      if (behaviour === "slow") await new Promise((r) => setTimeout(r, 12_000));
      if (behaviour === "down") return send(res, envelope(503, "Service Unavailable", null));
      if (behaviour === "malformed") {
        res.writeHead(200, { "content-type": "text/html" });
        return res.end("<html>maintenance</html>");
      }
      send(res, route(recorded, key, contentType));
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${bound}/api/v1`,
    requests,
    behave: (b) => {
      behaviour = b;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function send(res: ServerResponse, answer: Answer) {
  res.writeHead(answer.status, { "content-type": "application/json" });
  res.end(JSON.stringify(answer.body));
}
