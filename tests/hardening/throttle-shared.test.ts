/**
 * Promise 5, throttling is shared: two production servers on one PostgreSQL database. Five wrong passwords split
 * between them (3 + 2, so neither saw five) lock the email on both. PostgreSQL only: PGlite has a single owner.
 */
import { randomUUID } from "node:crypto";
import { AUTH_MSG } from "@/lib/domain/auth/messages";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";

const shared = Boolean(process.env.TEST_DATABASE_URL);
if (!shared)
  console.log("[throttle-shared] skipped: needs TEST_DATABASE_URL (two servers cannot share one PGlite folder).");
const maybe = shared ? describe : describe.skip;

maybe("sign-in throttling across two server instances", () => {
  let one: ServerHandle | null = null;
  let two: ServerHandle | null = null;
  afterAll(async () => {
    await stopServer(one);
    await stopServer(two);
  });

  it("locks the email on both servers after 5 failures spread over them", async () => {
    ensureBuild();
    one = await startServer(hardeningPort(3301));
    two = await startServer(hardeningPort(3302));
    const json = { "content-type": "application/json" };
    const email = `throttle-${randomUUID()}@example.com`;
    const up = await fetch(`${one.url}/api/v1/auth/sign-up`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        name: "Throttle",
        gender: "MALE",
        email,
        password: "rahasia123",
        password_conf: "rahasia123",
      }),
    });
    expect(up.status).toBe(200);
    const signIn = (server: ServerHandle, password: string) =>
      fetch(`${server.url}/api/v1/auth/sign-in`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ email, password }),
      });
    for (const server of [one, two, one, two, one]) expect((await signIn(server, "salah-salah")).status).toBe(401);
    for (const server of [two, one]) {
      const res = await signIn(server, "rahasia123");
      expect(res.status).toBe(429);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(AUTH_MSG.throttled);
    }
  }, 240_000);
});
