import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { checkKey, MAX_LINK_SECONDS, type FileStore, type StoredFile } from "./types";

/** Where the disk store keeps its files: DATA_DIR/uploads (default .data/uploads); in memory mode a temp folder. */
export function diskRoot(dataDir = process.env.DATA_DIR): string {
  if (!dataDir) return path.resolve(".data/uploads");
  if (dataDir.startsWith("memory://")) return path.join(tmpdir(), "storefront-uploads");
  return path.resolve(dataDir, "uploads");
}

/** The address of the route that serves a disk store's signed links (app/api/files/[...key]/route.ts). */
export const FILES_ROUTE = "/api/files";

/**
 * Files on the local disk under one folder. A file is written to a temporary name beside its place and renamed
 * when complete, so a failed or cut upload leaves nothing; its type sits in a small `.type` file next to it.
 * Signed links are HMACs of the key and expiry under a secret (STORAGE_SIGNING_SECRET, else one generated once and
 * kept in the folder), checked by the files route.
 */
export function diskStore(
  root: string,
  signingSecret?: string,
  /** The shop's own address, which signed links start with (the staff open them from the ops tool's output). */
  origin = "",
): FileStore & { verify(key: string, expires: number, sig: string, now?: number): Promise<boolean> } {
  const full = (key: string) => path.join(root, checkKey(key));
  let secret: Promise<Buffer> | null = signingSecret ? Promise.resolve(Buffer.from(signingSecret)) : null;

  function signingKey(): Promise<Buffer> {
    secret ??= (async () => {
      const file = path.join(root, ".signing-key");
      await mkdir(root, { recursive: true });
      try {
        return Buffer.from((await readFile(file, "utf8")).trim(), "hex");
      } catch {
        const made = randomBytes(32);
        // wx: a concurrent first use by another process keeps its own key; both then read the one on disk.
        await writeFile(file, made.toString("hex"), { flag: "wx", mode: 0o600 }).catch(() => undefined);
        return Buffer.from((await readFile(file, "utf8")).trim(), "hex");
      }
    })();
    return secret;
  }

  const sign = async (key: string, expires: number) =>
    createHmac("sha256", await signingKey())
      .update(`${key}\n${expires}`)
      .digest("base64url");

  return {
    kind: "disk",
    async put(key, body, meta) {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString("hex")}.part`;
      try {
        await pipeline(body, createWriteStream(temp, { flags: "wx" }));
        await writeFile(`${target}.type`, meta.contentType);
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key): Promise<StoredFile | null> {
      const target = full(key);
      try {
        const [info, contentType] = await Promise.all([stat(target), readFile(`${target}.type`, "utf8")]);
        return { body: createReadStream(target), contentType, size: info.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      const target = full(key);
      await rm(target, { force: true });
      await rm(`${target}.type`, { force: true });
    },
    async signedUrl(key, seconds) {
      checkKey(key);
      const expires = Math.floor(Date.now() / 1000) + Math.min(Math.max(seconds, 1), MAX_LINK_SECONDS);
      return `${origin}${FILES_ROUTE}/${key}?expires=${expires}&sig=${await sign(key, expires)}`;
    },
    async verify(key, expires, sig, now = Date.now()) {
      if (!Number.isInteger(expires) || expires * 1000 < now) return false;
      const want = Buffer.from(await sign(checkKey(key), expires));
      const got = Buffer.from(sig);
      return want.length === got.length && timingSafeEqual(want, got);
    },
  };
}
