import { POST as handOver } from "@/app/api/v1/auth/session/route";
import { call } from "../support/http";
import { newShopper } from "./account-helpers";

const SESSION_EXPIRED = "Your session has been expired, please sign in again to shop.";

function post(cookie: string | null, headers: Record<string, string> = {}) {
  return handOver(
    new Request("http://localhost/api/v1/auth/session", {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}), ...headers },
      body: "{}",
    }),
  );
}

describe("POST auth/session (a sign-in made without script, picked up by the page's script)", () => {
  it("answers the cookie session's token and ends the hand-over marker", async () => {
    const shopper = await newShopper("handoff");
    const res = await post(`session_handoff=1; access_token=${shopper.token}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { access_token: shopper.token } });
    expect(res.headers.get("set-cookie")).toMatch(/^session_handoff=; Path=\/; SameSite=Lax; Max-Age=0/);
  });

  it("answers 401 without a valid session cookie, and still ends the marker", async () => {
    for (const cookie of [null, "session_handoff=1", "session_handoff=1; access_token=forged"]) {
      const res = await post(cookie);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(SESSION_EXPIRED);
      expect(res.headers.get("set-cookie")).toContain("session_handoff=;");
    }
  });

  it("refuses another site", async () => {
    const shopper = await newShopper("handoff-csrf");
    const res = await post(`access_token=${shopper.token}`, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await call(handOver, "POST", "/api/v1/auth/session", {
      rawBody: "local_device_id=x",
      contentType: "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(415);
  });
});
