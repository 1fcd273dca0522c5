import "server-only";
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { once } from "node:events";
import { cleanPhoto } from "./photo";
import { CONTENT_TYPES, EXTENSIONS, isPhoto, isVideo, sniff, SNIFF_BYTES, type SniffedType } from "./sniff";
import type { FileStore } from "./types";

/** What an upload reader takes: photos (JPEG, PNG, WebP; HEIC converted where readable) or videos (MP4, MOV, WebM). */
export type UploadKind = "photo" | "video";

export interface StoredUpload {
  key: string;
  type: SniffedType;
  contentType: string;
  size: number;
}

/** Why a file was refused; each names the file as the shopper sent it. */
export type UploadRefusal =
  | { reason: "too_large"; status: 413; fileName: string; limitMb: number }
  | { reason: "wrong_type"; status: 415; fileName: string; kind: UploadKind }
  | { reason: "heic"; status: 415; fileName: string }
  | { reason: "unreadable"; status: 415; fileName: string }
  | { reason: "empty"; status: 400; fileName: string };

export type UploadOutcome = { ok: true; file: StoredUpload } | { ok: false; refusal: UploadRefusal };

export interface UploadOptions {
  kind: UploadKind;
  /** The name the shopper's file had: shown in messages, never used for a path or a type. */
  fileName: string;
  maxBytes: number;
  /** The request's Content-Length, when it gave one: over the limit, nothing is read at all. */
  declaredLength?: number | null;
  /** The key the file is kept under, given its type's extension ("returns/12/photo-ab12.jpg"). */
  keyFor: (extension: string) => string;
}

const megabytes = (bytes: number) => Math.round((bytes / 1_000_000) * 10) / 10;

/**
 * Streams an upload's body to a store without holding it whole in memory: the bytes go to a private temporary file
 * while they are counted; past `maxBytes` reading stops at once (the stream is cancelled, the temporary file
 * removed) and the answer is 413. The type comes from the first bytes (sniff.ts), never the name; a photo is then
 * rewritten without its metadata (no EXIF GPS: photo.ts) before it is kept. Whatever the outcome, nothing is left
 * behind but the stored file.
 */
export async function storeUpload(
  body: ReadableStream<Uint8Array> | null,
  store: FileStore,
  opts: UploadOptions,
): Promise<UploadOutcome> {
  const refuse = (refusal: UploadRefusal): UploadOutcome => ({ ok: false, refusal });
  const tooLarge = () =>
    refuse({ reason: "too_large", status: 413, fileName: opts.fileName, limitMb: megabytes(opts.maxBytes) });
  if (opts.declaredLength != null && opts.declaredLength > opts.maxBytes) {
    await body?.cancel().catch(() => undefined);
    return tooLarge();
  }
  if (!body) return refuse({ reason: "empty", status: 400, fileName: opts.fileName });

  const dir = await mkdtemp(path.join(tmpdir(), "upload-"));
  try {
    const raw = path.join(dir, "raw");
    const read = await spool(body, raw, opts.maxBytes);
    if (read.over) return tooLarge();
    if (read.size === 0) return refuse({ reason: "empty", status: 400, fileName: opts.fileName });
    const type = sniff(read.head);
    const fits = type && (opts.kind === "photo" ? isPhoto(type) : isVideo(type));
    if (!type || !fits) return refuse({ reason: "wrong_type", status: 415, fileName: opts.fileName, kind: opts.kind });

    let file = raw;
    let kept: SniffedType = type;
    if (opts.kind === "photo") {
      file = path.join(dir, "clean");
      const cleaned = await cleanPhoto(raw, file, type);
      if (!cleaned.ok) return refuse({ reason: cleaned.reason, status: 415, fileName: opts.fileName });
      kept = cleaned.type;
    }
    const size = (await stat(file)).size;
    const key = opts.keyFor(EXTENSIONS[kept]);
    await store.put(key, createReadStream(file), { contentType: CONTENT_TYPES[kept], size });
    return { ok: true, file: { key, type: kept, contentType: CONTENT_TYPES[kept], size } };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Writes the stream to a file, keeping its first bytes; stops reading and cancels the stream past `max` bytes. */
async function spool(
  body: ReadableStream<Uint8Array>,
  file: string,
  max: number,
): Promise<{ over: boolean; size: number; head: Uint8Array }> {
  const out = createWriteStream(file, { flags: "wx" });
  const reader = body.getReader();
  const head = new Uint8Array(SNIFF_BYTES);
  let headLength = 0;
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel("over the size limit").catch(() => undefined);
        return { over: true, size, head };
      }
      if (headLength < SNIFF_BYTES) {
        const take = value.subarray(0, SNIFF_BYTES - headLength);
        head.set(take, headLength);
        headLength += take.byteLength;
      }
      // Backpressure: wait for the disk when its buffer is full, so memory holds a chunk or two at most.
      if (!out.write(value)) await once(out, "drain");
    }
    return { over: false, size, head: head.subarray(0, headLength) };
  } finally {
    reader.releaseLock();
    out.end();
    await once(out, "close").catch(() => undefined);
  }
}

/** A random name part for uploaded files' keys: keys are never guessable, even from another request's. */
export const randomName = () => randomBytes(9).toString("base64url");
