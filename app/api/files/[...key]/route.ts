import { connection } from "next/server";
import { serveSignedFile } from "@/lib/server/storage/serve";

/** A short-lived signed link to an uploaded file in the disk store (lib/server/storage/serve.ts); never public. */
export async function GET(request: Request, ctx: { params: Promise<{ key: string[] }> }): Promise<Response> {
  await connection();
  const { key } = await ctx.params;
  return serveSignedFile(key.join("/"), new URL(request.url).searchParams);
}
