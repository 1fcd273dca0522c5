/**
 * deploy/prometheus and deploy/grafana, checked by Prometheus' own tool (Debian's promtool): the alert rules and the
 * scrape configuration load, the main alerts fire when they should (fixtures/alerts-test.yml), the metrics the shop writes pass `promtool check metrics`, and every metric the rules and
 * the dashboard read is one the shop writes (a renamed metric would leave an alert that never fires).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { itWithTool, ROOT } from "../../support/deploy-files";

const PROMETHEUS = path.join(ROOT, "deploy/prometheus");
const DASHBOARD = path.join(ROOT, "deploy/grafana/dashboards/storefront.json");

const promtool = (args: string[], input?: string) =>
  spawnSync("promtool", args, { encoding: "utf8", input, cwd: ROOT });

/** The metrics the shop writes: the counters' module, made and filled, then the gauges read at scrape. */
async function shopMetricsText(): Promise<string> {
  process.env.METRICS_TOKEN = "x".repeat(32);
  const m = await import("@/lib/server/observe/metrics");
  m.resetMetrics();
  m.recordRequest("/api/v1/checkout-trx", "POST", 200, 0.12);
  m.countCheckout("refused", "checkout.soldOut");
  m.countNotification("accepted", "paid");
  m.observeProviderCall("payment", "startPayment", "ok", 0.3);
  m.countJob("expire_orders", "ok");
  m.countPageCache("hit");
  m.countStockSync("ok");
  m.countImport("ok");
  m.countLimitRefusal("checkout");
  m.countMessage("mail", "sent");
  const text = await m.shopMetrics()!.registry.metrics();
  m.resetMetrics();
  delete process.env.METRICS_TOKEN;
  return text;
}

/** Metric names in the scrape-time gauges' source (they need a database to be filled). */
function scrapedNames(): string[] {
  const source = readFileSync(path.join(ROOT, "lib/server/telemetry/scrape.ts"), "utf8");
  return [...source.matchAll(/name: "(shop_[a-z_]+)"/g)].map((m) => m[1]!);
}

/** Every metric name an expression reads (without the histogram's _bucket/_count/_sum). */
function namesIn(expr: string): string[] {
  return [...expr.matchAll(/\b(shop_[a-z_]+)/g)].map((m) => m[1]!.replace(/_(bucket|count|sum)$/, ""));
}

describe("Prometheus rules, scrape configuration and dashboard", () => {
  itWithTool("promtool")("loads the alert rules and the scrape configuration", () => {
    const rules = promtool(["check", "rules", path.join(PROMETHEUS, "alerts.yml")]);
    expect([rules.status, rules.stderr]).toEqual([0, ""]);
    const config = promtool(["check", "config", path.join(PROMETHEUS, "prometheus.yml")]);
    expect([config.status, config.stderr]).toEqual([0, ""]);
  });

  itWithTool("promtool")("fires each alert on the series that should fire it, not before (promtool test rules)", () => {
    const tested = promtool(["test", "rules", path.join(ROOT, "tests/unit/deploy/fixtures/alerts-test.yml")]);
    expect([tested.status, tested.stderr]).toEqual([0, ""]);
  });

  itWithTool("promtool")("writes metrics promtool accepts", async () => {
    const checked = promtool(["check", "metrics"], await shopMetricsText());
    expect([checked.status, checked.stdout + checked.stderr]).toEqual([0, ""]);
  });

  it("reads in its rules and dashboard only metrics the shop writes", async () => {
    const text = await shopMetricsText();
    const written = new Set([...[...text.matchAll(/^# TYPE (shop_[a-z_]+) /gm)].map((m) => m[1]!), ...scrapedNames()]);
    const rules = readFileSync(path.join(PROMETHEUS, "alerts.yml"), "utf8");
    const dashboard = JSON.parse(readFileSync(DASHBOARD, "utf8")) as { panels: { targets: { expr: string }[] }[] };
    const read = [...namesIn(rules), ...dashboard.panels.flatMap((p) => p.targets.flatMap((t) => namesIn(t.expr)))];
    expect(read.length).toBeGreaterThan(10);
    expect([...new Set(read)].filter((name) => !written.has(name))).toEqual([]);
  });
});
