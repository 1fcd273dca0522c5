import { createHash } from "node:crypto";
import { createSerwistRoute } from "@serwist/turbopack";
import { OFFLINE_SEGMENT } from "@/lib/domain/system/worker-registration";
import { LOCALES } from "@/lib/i18n/config";
import { localHref } from "@/lib/i18n/route";

/**
 * The service worker (app/serwist/sw.ts), bundled by esbuild when `next build` prerenders this route, at
 * /serwist/sw.js with `Service-Worker-Allowed: /` (docs/adr/0009-offline.md). Its precache, the application shell:
 * the build's style sheets and scripts (hashed names, so a release replaces them) and each language's offline page,
 * whose revision is a digest of those files (the page changes only with the code). Any other address under
 * /serwist/ is a 404 (tests/unit/offline/worker-route.test.ts).
 */
const route = createSerwistRoute({
  swSrc: "app/serwist/sw.ts",
  useNativeEsbuild: true,
  globDirectory: process.cwd(),
  globPatterns: [`${process.env.NEXT_DIST_DIR || ".next"}/static/**/*.{js,css}`],
  // The largest chunk is far below this; a file above it would be left to the runtime cache.
  maximumFileSizeToCacheInBytes: 1024 * 1024,
  manifestTransforms: [
    async (entries) => {
      const digest = createHash("sha256");
      for (const entry of entries) digest.update(`${entry.url} ${entry.revision ?? ""}\n`);
      const revision = digest.digest("hex").slice(0, 16);
      const offline = LOCALES.map((lang) => ({ url: localHref(lang, `/${OFFLINE_SEGMENT}`), revision, size: 0 }));
      return { manifest: [...entries, ...offline], warnings: [] };
    },
  ],
});

/** The files the build prerenders; every other address is a 404. */
const WORKER_FILES = ["sw.js", "sw.js.map"];

export async function generateStaticParams() {
  return (await route.generateStaticParams()).filter(({ path }) => WORKER_FILES.includes(path));
}

/**
 * Serwist's handler would bundle the worker with esbuild for any unknown address at request time (its
 * `dynamicParams = false` is one of the segment options Cache Components refuses), and answer 200 with no body: only
 * the two prerendered files reach it.
 */
export async function GET(request: Request, context: { params: Promise<{ path: string }> }) {
  const { path } = await context.params;
  if (!WORKER_FILES.includes(path))
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return route.GET(request, context);
}
