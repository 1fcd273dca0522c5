/**
 * Uploaded files (issue 49, point 3): the upload reader streams a body to a store, refuses by the bytes (a text file
 * named .jpg), stops reading past the size limit with memory flat, strips a photo's GPS location; the disk store's
 * files and signed links survive a restart; two S3 store instances (a local s3rver) see the same files.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { diskStore } from "@/lib/server/storage/disk";
import { s3Store } from "@/lib/server/storage/s3";
import type { FileStore } from "@/lib/server/storage/types";
import { storeUpload } from "@/lib/server/storage/upload";
import { startLocalS3, type LocalS3 } from "../support/fakes/s3-server";

const bodyOf = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(bytes);
      c.close();
    },
  });

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Every file under a folder, the store's own signing key aside. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && e.name !== ".signing-key").map((e) => e.name);
}

async function gpsJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } })
    .jpeg()
    .withExif({ IFD0: { Make: "TestPhone" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "6/1 12/1 0/1" } })
    .toBuffer();
}

const MP4_HEAD = Buffer.from([0, 0, 0, 0x18, ...Buffer.from("ftypmp42"), 0, 0, 0, 0, ...Buffer.from("mp42isom")]);

let root: string;
let store: ReturnType<typeof diskStore>;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "store-test-"));
  store = diskStore(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

const keyFor = (name: string) => (ext: string) => `returns/t/${name}.${ext}`;

describe("the upload reader", () => {
  it("refuses a text file named .jpg, naming it, and keeps nothing", async () => {
    const out = await storeUpload(bodyOf(Buffer.from("just some notes, not a photo\n")), store, {
      kind: "photo",
      fileName: "holiday.jpg",
      maxBytes: 10_000_000,
      keyFor: keyFor("p1"),
    });
    expect(out).toEqual({
      ok: false,
      refusal: { reason: "wrong_type", status: 415, fileName: "holiday.jpg", kind: "photo" },
    });
    expect(await filesUnder(root)).toEqual([]);
  });

  it("refuses a photo sent as the video, and a video sent as a photo", async () => {
    const photo = await storeUpload(bodyOf(await gpsJpeg()), store, {
      kind: "video",
      fileName: "a.mp4",
      maxBytes: 10_000_000,
      keyFor: keyFor("v0"),
    });
    expect(photo.ok ? null : photo.refusal.reason).toBe("wrong_type");
    const video = await storeUpload(bodyOf(MP4_HEAD), store, {
      kind: "photo",
      fileName: "b.jpg",
      maxBytes: 1e6,
      keyFor: keyFor("p0"),
    });
    expect(video.ok ? null : video.refusal.reason).toBe("wrong_type");
  });

  it("stops reading a video over the limit while it is read, with memory not rising, and keeps nothing", async () => {
    const limit = 5_000_000;
    const chunk = new Uint8Array(64 * 1024);
    let pulled = 0;
    // A 300 MB video made as it is read: only what the reader pulls ever exists.
    const huge = new ReadableStream<Uint8Array>({
      pull(c) {
        if (pulled >= 300_000_000) return c.close();
        const next = pulled === 0 ? Uint8Array.from([...MP4_HEAD, ...chunk.subarray(MP4_HEAD.length)]) : chunk;
        pulled += next.byteLength;
        c.enqueue(next);
      },
    });
    const before = process.memoryUsage();
    const out = await storeUpload(huge, store, {
      kind: "video",
      fileName: "unboxing.mov",
      maxBytes: limit,
      keyFor: keyFor("v1"),
    });
    const after = process.memoryUsage();
    expect(out).toEqual({
      ok: false,
      refusal: { reason: "too_large", status: 413, fileName: "unboxing.mov", limitMb: 5 },
    });
    // Stopped near the limit (a chunk or two of read-ahead), not after the 300 MB.
    expect(pulled).toBeLessThanOrEqual(limit + 4 * chunk.byteLength);
    expect(after.heapUsed + after.arrayBuffers - (before.heapUsed + before.arrayBuffers)).toBeLessThan(32_000_000);
    expect(await filesUnder(root)).toEqual([]);
  });

  it("answers 413 from the declared length without reading a byte", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        pulled++;
        c.enqueue(new Uint8Array(1024));
      },
    });
    const out = await storeUpload(body, store, {
      kind: "video",
      fileName: "big.mp4",
      maxBytes: 1_000_000,
      declaredLength: 2_000_000,
      keyFor: keyFor("v2"),
    });
    expect(out.ok ? null : out.refusal.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("keeps a photo without its GPS location, and a video as sent", async () => {
    const jpeg = await gpsJpeg();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    expect(jpeg.includes(Buffer.from("TestPhone"))).toBe(true);
    const out = await storeUpload(bodyOf(jpeg), store, {
      kind: "photo",
      fileName: "IMG_0001.JPG",
      maxBytes: 1e7,
      keyFor: keyFor("p2"),
    });
    if (!out.ok) throw new Error(out.refusal.reason);
    expect(out.file).toMatchObject({ key: "returns/t/p2.jpg", contentType: "image/jpeg", type: "jpeg" });
    const kept = await readAll((await store.get(out.file.key))!.body);
    const meta = await sharp(kept).metadata();
    expect(meta.exif).toBeUndefined();
    expect(kept.includes(Buffer.from("TestPhone"))).toBe(false);
    expect(meta.width).toBe(64);

    const video = Buffer.concat([MP4_HEAD, Buffer.alloc(10_000, 7)]);
    const v = await storeUpload(bodyOf(video), store, {
      kind: "video",
      fileName: "v.mov",
      maxBytes: 1e7,
      keyFor: keyFor("v3"),
    });
    if (!v.ok) throw new Error(v.refusal.reason);
    expect(v.file).toMatchObject({ key: "returns/t/v3.mp4", contentType: "video/mp4", size: video.length });
    expect((await readAll((await store.get(v.file.key))!.body)).equals(video)).toBe(true);
  });

  it("refuses an unreadable HEIC with the way to send a JPEG", async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic"), Buffer.alloc(64, 1)]);
    const out = await storeUpload(bodyOf(heic), store, {
      kind: "photo",
      fileName: "IMG_2.HEIC",
      maxBytes: 1e7,
      keyFor: keyFor("p3"),
    });
    expect(out).toEqual({ ok: false, refusal: { reason: "heic", status: 415, fileName: "IMG_2.HEIC" } });
  });
});

describe("the disk store", () => {
  it("keeps files and signed links across a restart; a link expires; a deleted file is gone", async () => {
    await store.put("returns/9/a.jpg", Readable.from([Buffer.from("abc")]), { contentType: "image/jpeg", size: 3 });
    const link = new URL(await store.signedUrl("returns/9/a.jpg", 60), "http://shop.test");
    const restarted = diskStore(root);
    const got = (await restarted.get("returns/9/a.jpg"))!;
    expect(got.contentType).toBe("image/jpeg");
    expect((await readAll(got.body)).toString()).toBe("abc");
    const expires = Number(link.searchParams.get("expires"));
    const sig = link.searchParams.get("sig")!;
    expect(await restarted.verify("returns/9/a.jpg", expires, sig)).toBe(true);
    expect(await restarted.verify("returns/9/b.jpg", expires, sig)).toBe(false);
    expect(await restarted.verify("returns/9/a.jpg", expires, sig, (expires + 1) * 1000)).toBe(false);
    await restarted.delete("returns/9/a.jpg");
    expect(await store.get("returns/9/a.jpg")).toBeNull();
  });

  it("refuses keys that leave its folder", async () => {
    await expect(store.get("../etc/passwd")).rejects.toThrow("Invalid storage key");
    await expect(store.put("/abs", Readable.from([]), { contentType: "x", size: 0 })).rejects.toThrow(
      "Invalid storage key",
    );
  });
});

describe("the S3 store (s3rver)", () => {
  let s3: LocalS3;
  const instance = (): FileStore =>
    s3Store({
      bucket: s3.bucket,
      region: "us-east-1",
      endpoint: s3.endpoint,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    });
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3.stop());

  it("two instances see the same files; a signed link gives the bytes; a deleted file is gone for both", async () => {
    const one = instance();
    const two = instance();
    const out = await storeUpload(bodyOf(await gpsJpeg()), one, {
      kind: "photo",
      fileName: "x.jpg",
      maxBytes: 1e7,
      keyFor: keyFor("s1"),
    });
    if (!out.ok) throw new Error(out.refusal.reason);
    const seen = (await two.get(out.file.key))!;
    expect(seen.contentType).toBe("image/jpeg");
    const bytes = await readAll(seen.body);
    expect(bytes.length).toBe(out.file.size);
    const res = await fetch(await two.signedUrl(out.file.key, 60));
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    await one.delete(out.file.key);
    expect(await two.get(out.file.key)).toBeNull();
  });
});
