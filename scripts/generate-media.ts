/**
 * Draws every image the demo seed references into public/media/ (git-ignored) with sharp, from SVG composed in
 * lib/server/media/ (the same drawing serves a missing image on request: app/media/[...path]/route.ts). Skips all work when public/media/.stamp holds the hash of the current plan and renderer.
 * Usage: `npm run media` (runs before dev and build); `npm run media -- --force` to redraw everything.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { planHash, planMedia, type MediaJob } from "../lib/server/media/plan";
import { renderMedia } from "../lib/server/media/render";

const ROOT = process.cwd();
const STAMP = path.join(ROOT, "public", "media", ".stamp");
const CONCURRENCY = 4;

function rendererSource(): string {
  const dir = path.join(ROOT, "lib", "server", "media");
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".ts"))
    .sort();
  return [path.join(ROOT, "scripts", "generate-media.ts"), ...files.map((f) => path.join(dir, f))]
    .map((f) => readFileSync(f, "utf8"))
    .join("\0");
}

async function render(job: MediaJob): Promise<void> {
  const target = path.join(ROOT, job.file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, await renderMedia(job));
}

async function runPool(jobs: MediaJob[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next];
      next += 1;
      await render(job);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
}

async function main(): Promise<void> {
  const started = Date.now();
  const jobs = planMedia();
  const hash = planHash(jobs, rendererSource());
  const force = process.argv.includes("--force");
  const upToDate =
    existsSync(STAMP) &&
    readFileSync(STAMP, "utf8").trim() === hash &&
    jobs.every((j) => existsSync(path.join(ROOT, j.file)));
  if (upToDate && !force) {
    console.log(`media: ${jobs.length} images up to date (${Date.now() - started} ms)`);
    return;
  }
  await runPool(jobs, CONCURRENCY);
  writeFileSync(STAMP, `${hash}\n`);
  console.log(`media: generated ${jobs.length} images in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
