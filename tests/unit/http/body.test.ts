import { readBodyText } from "@/lib/server/http/body";

/** A POST whose body is `chunks` pieces of `size` bytes, made as they are read; counts the pieces made. */
function streamed(chunks: number, size: number, headers: Record<string, string> = {}) {
  const made = { count: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (made.count >= chunks) return controller.close();
      made.count += 1;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
  const req = new Request("http://shop.test/api", { method: "POST", body, headers, duplex: "half" } as RequestInit);
  return { req, made };
}

describe("readBodyText: the limit holds while reading (issue #34 point 4)", () => {
  it("reads a body within the limit", async () => {
    const { req } = streamed(4, 1024);
    expect(await readBodyText(req, 4096)).toEqual({ ok: true, data: "a".repeat(4096) });
  });

  it("stops at the limit: 413 after reading just past it, not the whole body", async () => {
    const { req, made } = streamed(6_400, 64 * 1024); // 400 MB if read whole
    const out = await readBodyText(req, 64 * 1024);
    expect(out).toMatchObject({ ok: false, error: { status: 413 } });
    expect(made.count).toBeLessThanOrEqual(3);
  });

  it("refuses a declared Content-Length over the limit before reading", async () => {
    const { req, made } = streamed(10, 1024, { "content-length": "10240" });
    expect(await readBodyText(req, 4096)).toMatchObject({ ok: false, error: { status: 413 } });
    expect(made.count).toBeLessThanOrEqual(1);
  });

  it("reads an empty body as empty text", async () => {
    expect(await readBodyText(new Request("http://shop.test/api", { method: "POST" }), 10)).toEqual({
      ok: true,
      data: "",
    });
  });
});
