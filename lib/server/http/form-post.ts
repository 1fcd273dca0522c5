import "server-only";
import { fail, ok, type Result } from "../result";
import { BODY_TOO_LARGE, readBodyText } from "./body";

const MAX_FORM_BYTES = 16 * 1024;

/**
 * An HTML form's body (what a <form method="post"> sends: urlencoded, or multipart without files) as its first
 * value per field. Another content type, an oversized or a malformed body is a 4xx, never a 500.
 */
export async function readFormFields(req: Request): Promise<Result<Record<string, string>>> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type))
    return fail(415, "Send the form as application/x-www-form-urlencoded.");
  // Read with the limit first; the bounded bytes are then parsed as the form they claim to be.
  const read = await readBodyText(req, MAX_FORM_BYTES);
  if (!read.ok) return read;
  let form: FormData;
  try {
    form = await new Response(read.data, { headers: { "content-type": type } }).formData();
  } catch {
    return fail(400, "The form could not be read.");
  }
  const fields: Record<string, string> = {};
  let size = 0;
  for (const [name, value] of form) {
    if (typeof value !== "string" || name in fields) continue;
    size += name.length + value.length;
    fields[name] = value;
  }
  if (size > MAX_FORM_BYTES) return fail(413, BODY_TOO_LARGE);
  return ok(fields);
}

/** A 303 to a path of this site (the browser follows it with a GET), with optional Set-Cookie headers. */
export function seeOther(path: string, cookies: string[] = []): Response {
  const headers = new Headers({ Location: path, "Cache-Control": "no-store" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}
