import { revalidateTag } from "next/cache";
import { POST } from "@/app/api/v1/revalidate/route";
import { call } from "../support/http";
import { CACHE_TAGS } from "@/lib/domain/catalog/cache-tags";

jest.mock("next/cache", () => ({ ...jest.requireActual<object>("next/cache"), revalidateTag: jest.fn() }));
const expire = jest.mocked(revalidateTag);

const SECRET = "s3cret-for-tests";

describe("POST revalidate", () => {
  const saved = process.env.REVALIDATE_SECRET;
  beforeEach(() => {
    expire.mockClear();
    process.env.REVALIDATE_SECRET = SECRET;
  });
  afterAll(() => {
    process.env.REVALIDATE_SECRET = saved;
  });

  it("expires the whole catalogue with the right secret", async () => {
    const res = await call(POST, "POST", "/api/v1/revalidate", { headers: { "x-revalidate-secret": SECRET } });
    expect(res.status).toBe(200);
    expect(res.data.revalidated).toEqual(["catalog"]);
    expect(expire).toHaveBeenCalledWith("catalog", { expire: 0 });
  });

  it("expires only the tags asked for", async () => {
    const res = await call(POST, "POST", "/api/v1/revalidate", {
      headers: { "x-revalidate-secret": SECRET },
      body: { tags: ["product:18", "home", "home"] },
    });
    expect(res.status).toBe(200);
    expect(res.data.revalidated).toEqual(["product:18", "home"]);
    expect(expire).toHaveBeenCalledTimes(2);
  });

  it("accepts every tag of the registry, the showrooms' `stores` included", async () => {
    const tags = [...Object.values(CACHE_TAGS), "product:7"];
    const res = await call(POST, "POST", "/api/v1/revalidate", {
      headers: { "x-revalidate-secret": SECRET },
      body: { tags },
    });
    expect(res.status).toBe(200);
    expect(res.data.revalidated).toEqual(tags);
    expect(expire).toHaveBeenCalledWith("stores", { expire: 0 });
  });

  it("refuses a missing or wrong secret with 401", async () => {
    expect((await call(POST, "POST", "/api/v1/revalidate")).status).toBe(401);
    const wrong = await call(POST, "POST", "/api/v1/revalidate", { headers: { "x-revalidate-secret": "guess" } });
    expect(wrong.status).toBe(401);
    expect(wrong.error?.message).toBe("The revalidation secret is not valid.");
    expect(expire).not.toHaveBeenCalled();
  });

  it("refuses everything when the server has no secret configured", async () => {
    delete process.env.REVALIDATE_SECRET;
    const res = await call(POST, "POST", "/api/v1/revalidate", { headers: { "x-revalidate-secret": "" } });
    expect(res.status).toBe(403);
    expect(expire).not.toHaveBeenCalled();
  });

  it("rejects an unknown tag, a non-list and a broken body with 4xx", async () => {
    const headers = { "x-revalidate-secret": SECRET };
    const unknown = await call(POST, "POST", "/api/v1/revalidate", { headers, body: { tags: ["users"] } });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.message).toBe("Tag is not valid.");
    expect((await call(POST, "POST", "/api/v1/revalidate", { headers, body: { tags: "catalog" } })).status).toBe(400);
    expect((await call(POST, "POST", "/api/v1/revalidate", { headers, rawBody: "{oops" })).status).toBe(400);
    expect(
      (await call(POST, "POST", "/api/v1/revalidate", { headers, rawBody: "tags=catalog", contentType: "text/plain" }))
        .status,
    ).toBe(415);
    expect(expire).not.toHaveBeenCalled();
  });
});
