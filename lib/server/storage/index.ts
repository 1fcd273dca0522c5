import "server-only";
import { settings, type Env } from "../config";
import { diskRoot, diskStore } from "./disk";
import { s3Store } from "./s3";
import type { FileStore } from "./types";

export type { FileStore, StoredFile } from "./types";
export {
  storeUpload,
  randomName,
  type UploadKind,
  type UploadOutcome,
  type UploadRefusal,
  type StoredUpload,
} from "./upload";

/** The store the settings choose: STORAGE_DRIVER=s3 with the S3_* settings, else the disk under DATA_DIR. */
export function storeFromSettings(env: Env = process.env): FileStore {
  const s = settings(env);
  if (s.STORAGE_DRIVER === "s3") {
    return s3Store({
      bucket: s.S3_BUCKET ?? "storefront",
      region: s.S3_REGION ?? "us-east-1",
      endpoint: s.S3_ENDPOINT,
      accessKeyId: s.S3_ACCESS_KEY_ID,
      secretAccessKey: s.S3_SECRET_ACCESS_KEY,
    });
  }
  // The shop's own address from its settings only (as lib/server/http/shop-origin.ts), never from a request.
  const origin = new URL(s.SITE_URL ?? s.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${s.PORT ?? 3000}`).origin;
  return diskStore(diskRoot(env.DATA_DIR), s.STORAGE_SIGNING_SECRET, origin);
}

const globalStore = globalThis as typeof globalThis & { __storefrontFileStore?: FileStore };

/** The process's store (one S3 client, one disk signing key). */
export function fileStore(): FileStore {
  globalStore.__storefrontFileStore ??= storeFromSettings();
  return globalStore.__storefrontFileStore;
}

/** Tests: forget the process's store, so the next fileStore() reads the settings again. */
export function resetFileStore(): void {
  globalStore.__storefrontFileStore = undefined;
}
