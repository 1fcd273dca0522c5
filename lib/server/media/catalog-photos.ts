import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { catalogPhotos } from "@/lib/db/schema";

/** A photo a catalogue import stored (`/media/catalog/…`), from the database that every instance shares; null if none. */
export async function catalogPhoto(url: string): Promise<{ body: Buffer; contentType: string } | null> {
  if (!url.startsWith("/media/catalog/")) return null;
  const db = await getDb();
  const [row] = await db
    .select({ bytes: catalogPhotos.bytes, contentType: catalogPhotos.contentType })
    .from(catalogPhotos)
    .where(eq(catalogPhotos.urlPath, url))
    .limit(1);
  return row ? { body: row.bytes, contentType: row.contentType } : null;
}
