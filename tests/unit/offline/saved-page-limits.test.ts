import { SAVED_IMAGES_LIMITS, SAVED_PAGES_LIMITS, fitsInBytes } from "@/lib/domain/system/saved-pages";

const KIB = 1024;
const MIB = 1024 * KIB;

/** A body of `bytes` bytes, sent in chunks of 64 KiB, that counts how much of it was read. */
function countedBody(bytes: number) {
  const read = { bytes: 0 };
  let left = bytes;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (left <= 0) return controller.close();
      const chunk = new Uint8Array(Math.min(64 * KIB, left));
      left -= chunk.byteLength;
      read.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, read };
}

/** A body that fails the test if anyone reads it: a declared length must be enough. */
function unreadableBody() {
  return new ReadableStream<Uint8Array>({
    pull() {
      throw new Error("the body was read although its length was declared");
    },
  });
}

describe("the bounds of the worker's caches (app/serwist/sw.ts)", () => {
  it("keep at most 40 pages of at most 512 KiB (20 MiB) for 7 days", () => {
    expect(SAVED_PAGES_LIMITS).toEqual({ maxEntries: 40, maxEntryBytes: 512 * KIB, maxAgeSeconds: 7 * 24 * 3600 });
    expect(SAVED_PAGES_LIMITS.maxEntries * SAVED_PAGES_LIMITS.maxEntryBytes).toBe(20 * MIB);
  });

  it("keep at most 120 images of at most 300 KiB (about 35 MiB) for 30 days", () => {
    expect(SAVED_IMAGES_LIMITS).toEqual({ maxEntries: 120, maxEntryBytes: 300 * KIB, maxAgeSeconds: 30 * 24 * 3600 });
    expect(SAVED_IMAGES_LIMITS.maxEntries * SAVED_IMAGES_LIMITS.maxEntryBytes).toBe(36_000 * KIB);
  });
});

describe("whether a response fits an entry's bytes", () => {
  const max = SAVED_PAGES_LIMITS.maxEntryBytes;

  it("refuses a large page without a declared length, reading only a little past the bound", async () => {
    const { stream, read } = countedBody(2 * MIB);
    const response = new Response(stream, { headers: { "Content-Type": "text/html" } });
    expect(await fitsInBytes(response, max)).toBe(false);
    // The stream reads ahead a few chunks; reading the whole 2 MiB is what this forbids.
    expect(read.bytes).toBeLessThanOrEqual(max + 256 * KIB);
  });

  it("keeps a page of exactly the bound, and the response stays readable in full", async () => {
    const response = new Response(new Uint8Array(max), { headers: { "Content-Type": "text/html" } });
    expect(await fitsInBytes(response, max)).toBe(true);
    expect((await response.arrayBuffer()).byteLength).toBe(max);
  });

  it("refuses one byte more", async () => {
    expect(await fitsInBytes(new Response(new Uint8Array(max + 1)), max)).toBe(false);
  });

  it("trusts a declared Content-Length without reading the body", async () => {
    const big = new Response(unreadableBody(), { headers: { "Content-Length": String(max + 1) } });
    expect(await fitsInBytes(big, max)).toBe(false);
    const small = new Response(unreadableBody(), { headers: { "Content-Length": "2048" } });
    expect(await fitsInBytes(small, max)).toBe(true);
  });

  it("measures the body when the length is the compressed one or not a number", async () => {
    // Content-Length of a compressed answer counts its compressed bytes; the cache keeps the decoded body.
    const gzipped = new Response(new Uint8Array(max + 1), {
      headers: { "Content-Encoding": "gzip", "Content-Length": "9000" },
    });
    expect(await fitsInBytes(gzipped, max)).toBe(false);
    const blank = new Response(new Uint8Array(max + 1), { headers: { "Content-Length": "" } });
    expect(await fitsInBytes(blank, max)).toBe(false);
  });

  it("keeps an answer without a body", async () => {
    expect(await fitsInBytes(new Response(null, { status: 200 }), max)).toBe(true);
  });
});
