import "server-only";
import type { Readable } from "node:stream";

/** What a stored file's reader gets back: its bytes as a stream, its type and its length. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where the shop keeps uploaded files (returns' photos and videos, later other uploads): the local disk under
 * DATA_DIR for the embedded demo, or S3-compatible object storage shared by several instances (docs/returns.md).
 * Keys are relative paths of letters, digits, dots, dashes and slashes (`returns/12/photo-1.jpg`); files are never
 * served publicly, only through a short-lived signed link.
 */
export interface FileStore {
  readonly kind: "disk" | "s3";
  /** Keeps the stream's bytes under the key (replacing any file there); nothing is kept if the stream fails. */
  put(key: string, body: Readable, meta: { contentType: string; size: number }): Promise<void>;
  /** The file's bytes as a stream, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing one is no error. */
  delete(key: string): Promise<void>;
  /** A link that gives the file for `seconds` (at most an hour), then nothing. */
  signedUrl(key: string, seconds: number): Promise<string>;
}

const KEY = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Refuses a key that could leave the store's folder or bucket prefix ('..', an absolute path, odd characters). */
export function checkKey(key: string): string {
  if (key.length > 300 || !KEY.test(key)) throw new Error(`Invalid storage key "${key}"`);
  return key;
}

/** The longest a signed link lives. */
export const MAX_LINK_SECONDS = 3600;
