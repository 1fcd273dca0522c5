import { isLive } from "@/lib/server/config";
import { catalogPhoto } from "@/lib/server/media/catalog-photos";
import { demoImage } from "@/lib/server/media/on-demand";

/**
 * An image that is not a file in public/media/: a photo a catalogue import stored in the database
 * (`/media/catalog/…`, lib/server/media/catalog-photos.ts), served alike by every instance; or a demo image not yet
 * drawn (the dev server starts without drawing them, lib/server/media/on-demand.ts). Public files win over this
 * route, so once drawn a demo image is never asked for here again. Live mode has no demo images.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  const url = `/media/${path.join("/")}`;
  const stored = url.startsWith("/media/catalog/");
  const image = stored ? await catalogPhoto(url) : isLive() ? null : await demoImage(url);
  if (!image) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
  return new Response(new Uint8Array(image.body), {
    headers: {
      "content-type": image.contentType,
      // A stored photo's address is its content's hash: it never changes.
      "cache-control": stored ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      "x-content-type-options": "nosniff",
    },
  });
}
