import { connection } from "next/server";
import { servePublishedPhoto } from "@/lib/server/reviews/photos";

/** A published review's photo, streamed from the file store with cache headers (lib/server/reviews/photos.ts). */
export async function GET(_request: Request, ctx: { params: Promise<{ id: string }> }): Promise<Response> {
  await connection();
  const { id } = await ctx.params;
  return servePublishedPhoto(id);
}
