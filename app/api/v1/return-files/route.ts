import { returnFileQuerySchema } from "@/lib/domain/returns/inputs";
import { handle } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/parse";
import { requestClient } from "@/lib/server/http/request-client";
import { dataResponse } from "@/lib/server/http/respond";
import { uploadReturnFile } from "@/lib/server/returns/files";

/** POST return-files: one photo or the video of a draft request, the body being the file (streamed, bounded). */
export const POST = handle(async (req) => {
  const query = readQuery(req, returnFileQuerySchema);
  if (!query.ok) {
    await req.body?.cancel().catch(() => undefined);
    return query;
  }
  const length = req.headers.get("content-length");
  const stored = await uploadReturnFile({
    requestId: query.data.request_id,
    kind: query.data.kind,
    name: query.data.name,
    token: req.headers.get("x-return-token"),
    body: req.body,
    declaredLength: length && /^\d+$/.test(length) ? Number(length) : null,
    client: requestClient(req.headers),
  });
  return stored.ok ? dataResponse(stored.data, { status: 201 }) : stored;
});
