import { isLive } from "@/lib/server/config";
import { demoImage } from "@/lib/server/media/on-demand";

/**
 * A demo image that is not yet in public/media/ (the dev server starts without drawing them): drawn on request
 * (lib/server/media/on-demand.ts). Public files win over this route, so once drawn it is never called again for
 * that image. Live mode has no demo images.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  const image = isLive() ? null : await demoImage(`/media/${path.join("/")}`);
  if (!image) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
  return new Response(new Uint8Array(image.body), {
    headers: { "content-type": image.contentType, "cache-control": "public, max-age=3600", "x-content-type-options": "nosniff" },
  });
}
