import "server-only";
import { fail, ok, type Result } from "../result";
import { BODY_TOO_LARGE } from "./body-limit";

export { BODY_TOO_LARGE };

/**
 * A request's body as text, read with a limit that holds while reading: a declared Content-Length over `maxBytes` is
 * refused before a byte is read, and a chunked (or understated) body is read piece by piece and abandoned (the stream
 * cancelled) as soon as it passes `maxBytes`, so a 400 MB body costs no more memory than the limit and is refused at
 * once. Every route handler reads its body through this (readJson, readFormFields, the ops catalogue, the payment
 * notification); nothing calls req.text(), req.json() or req.formData() on a body it has not bounded.
 */
export async function readBodyText(req: Request, maxBytes: number): Promise<Result<string>> {
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) {
    await req.body?.cancel().catch(() => undefined);
    return fail(413, BODY_TOO_LARGE);
  }
  if (!req.body) return ok("");
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return fail(413, BODY_TOO_LARGE);
      }
      chunks.push(value);
    }
  } catch {
    return fail(400, "The request body could not be read.");
  } finally {
    reader.releaseLock();
  }
  return ok(Buffer.concat(chunks, size).toString("utf8"));
}
