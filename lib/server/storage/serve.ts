import "server-only";
import { Readable } from "node:stream";
import { settings } from "../config";
import { diskRoot, diskStore } from "./disk";

/**
 * GET /api/files/<key>?expires=…&sig=…: a disk store's signed link (an S3 store's links go to the bucket itself).
 * Anything but a valid, unexpired signature for that key is 404, so the route says nothing about which files exist.
 */
export async function serveSignedFile(key: string, search: URLSearchParams): Promise<Response> {
  const notFound = () => new Response("Not found", { status: 404, headers: { "cache-control": "no-store" } });
  const s = settings();
  if (s.STORAGE_DRIVER !== "disk") return notFound();
  const store = diskStore(diskRoot(process.env.DATA_DIR), s.STORAGE_SIGNING_SECRET);
  let valid = false;
  try {
    valid = await store.verify(key, Number(search.get("expires")), search.get("sig") ?? "");
  } catch {
    valid = false;
  }
  if (!valid) return notFound();
  const file = await store.get(key);
  if (!file) return notFound();
  return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, {
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.size),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-disposition": "inline",
    },
  });
}
