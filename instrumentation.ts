/**
 * Runs once when a server instance starts: the settings are checked before the first request (lib/server/startup).
 * A bad or unsafe environment stops the process, naming every problem at once; a good one starts the job scheduler.
 * `next build` is not checked: a live build needs no secrets, the server that runs it does.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    // First: every request from now on carries its socket's address, which a client cannot forge (client-address.ts).
    const { installPeerAddress } = await import("./lib/server/http/peer-address");
    installPeerAddress();
    // Metrics and traces (docs/observability.md), before the first request: nothing is loaded while both are off.
    if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.METRICS_TOKEN || process.env.METRICS_ALLOW) {
      const { startTelemetry } = await import("./lib/server/telemetry/start");
      await startTelemetry();
    }
    // Then: a page's request body is bounded before Next reads it (page-body.ts).
    const { installPageBodyLimit } = await import("./lib/server/http/page-body");
    installPageBodyLimit();
    const { startInstance } = await import("./lib/server/startup/instance");
    startInstance();
  }
}
