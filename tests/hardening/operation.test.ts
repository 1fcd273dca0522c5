/**
 * Operating the production server: structured JSON logs with a request id on every API call, and never a password,
 * token, reset link or full email address in them; liveness without the database and readiness with it; and a
 * graceful stop on SIGTERM (readiness fails first, requests still finish, then the process exits).
 */
import { randomUUID } from "node:crypto";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";

const PORT = hardeningPort(Number(process.env.HARDENING_OPERATION_PORT ?? 3313));
const json = { "content-type": "application/json" };
let server: ServerHandle | null = null;

beforeAll(async () => {
  ensureBuild();
  server = await startServer(PORT, {
    OUTBOX_PAGE: "1",
    SHUTDOWN_DELAY_SECONDS: "3",
    JOBS_INTERVAL_SECONDS: "0",
    LOG_LEVEL: "info",
  });
}, 180_000);
afterAll(() => stopServer(server));

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server!.url}${path}`, { method: "POST", headers: { ...json, ...headers }, body: JSON.stringify(body) });

/** The JSON lines the server wrote (Next's own start-up lines are plain text). */
function logLines(): Record<string, unknown>[] {
  return server!
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("logs", () => {
  it("logs every API call as JSON with its request id, and no secret a shopper gave", async () => {
    const email = `logs-${randomUUID()}@example.com`;
    const password = `Rahasia-${randomUUID().slice(0, 8)}`;
    const newPassword = `Baru-${randomUUID().slice(0, 8)}`;
    const signUp = await post("/api/v1/auth/sign-up", {
      name: "Log Test",
      gender: "FEMALE",
      email,
      password,
      password_conf: password,
    });
    expect(signUp.status).toBe(200);
    const token = ((await signUp.json()) as { data: { access_token: string } }).data.access_token;
    expect((await post("/api/v1/auth/sign-in", { email, password: "wrong-password-1" })).status).toBe(401);
    const traced = await post("/api/v1/auth/sign-in", { email, password }, { "x-request-id": "lb-trace-0001" });
    expect(traced.headers.get("x-request-id")).toBe("lb-trace-0001");
    expect(
      (await fetch(`${server!.url}/api/v1/user/profile`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
    expect((await post("/api/v1/auth/forgot-password", { email })).status).toBe(200);

    // The reset link, from the development outbox page.
    const outbox = await (await fetch(`${server!.url}/dev/outbox`)).text();
    const mailId =
      new RegExp(`href="/dev/outbox/(\\d+)"[^>]*>[^<]*</a>[\\s\\S]{0,400}?${email.replace(/[.]/g, "\\.")}`).exec(
        outbox,
      )?.[1] ?? /href="\/dev\/outbox\/(\d+)"/.exec(outbox)?.[1];
    const mail = await (await fetch(`${server!.url}/dev/outbox/${mailId}`)).text();
    const resetToken = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail)?.[1];
    expect(resetToken).toBeTruthy();
    const reset = await post("/api/v1/auth/reset-password", {
      token: decodeURIComponent(resetToken!),
      password: newPassword,
      password_conf: newPassword,
    });
    expect(reset.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));

    const lines = logLines();
    const calls = lines.filter((l) => l.msg === "api call");
    expect(calls.length).toBeGreaterThanOrEqual(6);
    for (const call of calls) {
      expect(call).toEqual(
        expect.objectContaining({
          level: "info",
          reqId: expect.any(String),
          method: expect.any(String),
          path: expect.stringMatching(/^\/api\//),
          status: expect.any(Number),
        }),
      );
    }
    expect(calls.some((c) => c.reqId === "lb-trace-0001" && c.path === "/api/v1/auth/sign-in")).toBe(true);
    const text = server!.output();
    for (const secret of [
      password,
      newPassword,
      token,
      decodeURIComponent(resetToken!),
      resetToken!,
      email,
      "reset-password?token",
    ]) {
      expect([secret, text.includes(secret)]).toEqual([secret, false]);
    }
  });
});

describe("health and a graceful stop", () => {
  it("answers liveness and readiness, then on SIGTERM fails readiness first, finishes requests and exits", async () => {
    const live = await fetch(`${server!.url}/api/health`);
    expect(live.status).toBe(200);
    const ready = await fetch(`${server!.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { data: { checks: Record<string, string> } }).data.checks).toEqual({
      database: "ok",
      migrations: "ok",
    });

    const exited = new Promise<number | null>((resolve) => server!.child.once("exit", (code) => resolve(code)));
    const signalled = Date.now();
    server!.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 200));
    expect((await fetch(`${server!.url}/api/ready`)).status).toBe(503);
    expect((await fetch(`${server!.url}/api/health`)).status).toBe(200);
    // Requests that come in while the load balancer catches up are still served in full.
    const during = await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${server!.url}/api/v1/products?page=1&limit=8`)),
    );
    expect(during.map((r) => r.status)).toEqual(Array(10).fill(200));
    const code = await exited;
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(2_500);
    expect(code).toBe(143);
  }, 30_000);
});
