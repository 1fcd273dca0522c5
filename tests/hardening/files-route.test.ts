/**
 * Returns (issue 49): the private files route (app/api/files/[...key]/route.ts) over HTTP, on the production build
 * (`next start`, port 3350). A disk store's signed link gives the file's exact bytes with its type and private
 * headers; a link without a signature, an expired one and a tampered one (signature, key or expiry changed) are
 * answered 404 like a file that does not exist, as is a signed link to a deleted file and a key leading out of the
 * store's folder. With STORAGE_DRIVER=s3 the route serves nothing: an S3 store's links go to the bucket
 * (tests/integration/returns-files.test.ts).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { diskRoot, diskStore } from "@/lib/server/storage/disk";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";

const PORT = hardeningPort(3350);
const SECRET = "files-route-signing-secret-0123456789abcdef";
// On PGlite the server's DATA_DIR is the test file's database folder; on PostgreSQL a folder of the test's own.
const ownDir = process.env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), "files-route-"));
const DATA_DIR = process.env.DATA_DIR ?? ownDir!;
/** The same store the server opens: its folder under DATA_DIR, the same signing secret. */
const store = () => diskStore(diskRoot(DATA_DIR), SECRET);

const KEY = `returns/route-${randomBytes(4).toString("hex")}/photo-a.png`;
const OTHER = KEY.replace("photo-a", "photo-b");
const BYTES = randomBytes(50_000);
let server: ServerHandle | null = null;

const start = (env: Record<string, string> = {}) =>
  startServer(PORT, { DATA_DIR, STORAGE_SIGNING_SECRET: SECRET, ...env });

beforeAll(async () => {
  ensureBuild();
  server = await start();
  for (const key of [KEY, OTHER])
    await store().put(key, Readable.from([BYTES]), { contentType: "image/png", size: BYTES.length });
}, 120_000);
afterAll(async () => {
  await stopServer(server);
  await store().delete(KEY);
  await store().delete(OTHER);
  if (ownDir) rmSync(ownDir, { recursive: true, force: true });
});

/** GET a link (the store's links are paths: the ops tool prefixes the shop's address). */
const open = (link: string) => fetch(new URL(link, server!.url));

/** A link with one query parameter replaced. */
function withParam(link: string, name: string, value: string): string {
  const url = new URL(link, "http://shop.test");
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

async function expectRefused(link: string) {
  const res = await open(link);
  expect(res.status).toBe(404);
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(await res.text()).toBe("Not found");
}

describe("GET /api/files/<key> (the disk store's signed links)", () => {
  it("gives the exact bytes with the file's type for a signed link, never cached", async () => {
    const res = await open(await store().signedUrl(KEY, 60));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toBe("inline");
    // Next sends a route handler's stream chunked, without the length the route gives: the bytes are the proof.
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(BYTES.length);
    expect(body.equals(BYTES)).toBe(true);
  });

  it("refuses a link without its signature or its expiry", async () => {
    await expectRefused(`/api/files/${KEY}`);
    const signed = new URL(await store().signedUrl(KEY, 60), "http://shop.test");
    await expectRefused(`${signed.pathname}?expires=${signed.searchParams.get("expires")}`);
    await expectRefused(`${signed.pathname}?sig=${signed.searchParams.get("sig")}`);
  });

  it("refuses a link whose time has passed", async () => {
    const clock = jest.spyOn(Date, "now").mockReturnValue(Date.now() - 2 * 3600_000);
    let expired: string;
    try {
      expired = await store().signedUrl(KEY, 3600);
    } finally {
      clock.mockRestore();
    }
    await expectRefused(expired);
  });

  it("refuses a tampered link: another signature, another file's key, a later expiry", async () => {
    const signed = await store().signedUrl(KEY, 60);
    const query = new URL(signed, "http://shop.test").searchParams;
    const sig = query.get("sig")!;
    await expectRefused(withParam(signed, "sig", `${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`));
    await expectRefused(withParam(signed, "sig", sig.slice(0, -2)));
    await expectRefused(signed.replace(KEY, OTHER));
    await expectRefused(withParam(signed, "expires", String(Number(query.get("expires")) + 3600)));
    // Signed under another secret: the store's own key only.
    await expectRefused(await diskStore(diskRoot(DATA_DIR), `${SECRET}-other`).signedUrl(KEY, 60));
    // The untouched link still opens: the refusals above are the tampering's.
    expect((await open(signed)).status).toBe(200);
  });

  it("refuses a signed link once its file is deleted, and a key leading out of the store's folder", async () => {
    const gone = KEY.replace("photo-a", "photo-gone");
    await store().put(gone, Readable.from([BYTES]), { contentType: "image/png", size: BYTES.length });
    const link = await store().signedUrl(gone, 60);
    expect((await open(link)).status).toBe(200);
    await store().delete(gone);
    await expectRefused(link);
    const query = new URL(await store().signedUrl(KEY, 60), "http://shop.test").search;
    await expectRefused(`/api/files/returns/..%2f..%2f.signing-key${query}`);
  });

  it("serves nothing when the files are in S3, even for a valid disk signature", async () => {
    const link = await store().signedUrl(KEY, 60);
    await stopServer(server);
    server = await start({ STORAGE_DRIVER: "s3", S3_BUCKET: "storefront", S3_REGION: "us-east-1" });
    await expectRefused(link);
  }, 120_000);
});
