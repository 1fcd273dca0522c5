import "server-only";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { planMedia, type MediaJob } from "./plan";
import { renderMedia } from "./render";

/**
 * The demo shop's images, drawn when first asked for. `npm run dev` starts without drawing the 667 images up
 * front (about 30 s): a page's images are drawn as the browser asks for them, written to public/media/ and served
 * from there as static files from then on. `npm run build` still draws them all first (`npm run media`).
 */
let planned: Map<string, MediaJob> | null = null;
const drawing = new Map<string, Promise<Buffer>>();

function jobFor(url: string): MediaJob | undefined {
  planned ??= new Map(planMedia().map((job) => [job.url, job]));
  return planned.get(url);
}

async function draw(job: MediaJob): Promise<Buffer> {
  // Not traced: the images live in public/, which a deploy copies beside its server (Dockerfile). Traced, this one
  // line put the whole project (tests, docs, reports) into the standalone server's folder.
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), job.file);
  const existing = await readFile(file).catch(() => null);
  if (existing) return existing;
  const body = await renderMedia(job);
  // Kept for the next request; a read-only disk only means drawing it again.
  await mkdir(path.dirname(file), { recursive: true })
    .then(() => writeFile(file, body))
    .catch(() => undefined);
  return body;
}

export interface DemoImage {
  body: Buffer;
  contentType: string;
}

/** The planned image at `url` (`/media/…`), drawn once even when asked for many times at once; null if unplanned. */
export async function demoImage(url: string): Promise<DemoImage | null> {
  const job = jobFor(url);
  if (!job) return null;
  let pending = drawing.get(url);
  if (!pending) {
    pending = draw(job).finally(() => drawing.delete(url));
    drawing.set(url, pending);
  }
  return { body: await pending, contentType: job.format === "png" ? "image/png" : "image/webp" };
}
