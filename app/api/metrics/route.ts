import { metricsAccess } from "@/lib/server/http/metrics-access";
import { scrapeMetrics } from "@/lib/server/telemetry/scrape";

/**
 * This instance's metrics in Prometheus' text format (docs/observability.md). Off (404) while neither
 * METRICS_TOKEN nor METRICS_ALLOW is set; otherwise 403 to anyone without the token and outside the allow-list.
 * Per instance, per request (reading the request's headers keeps it from being prerendered): never cached.
 */
export async function GET(req: Request): Promise<Response> {
  const access = metricsAccess(req.headers);
  const noStore = { "cache-control": "no-store" };
  if (access === "off") return new Response("Not Found\n", { status: 404, headers: noStore });
  if (access === "refused") return new Response("Forbidden\n", { status: 403, headers: noStore });
  const scraped = await scrapeMetrics();
  if (!scraped) return new Response("Not Found\n", { status: 404, headers: noStore });
  return new Response(scraped.text, { headers: { ...noStore, "content-type": scraped.contentType } });
}
