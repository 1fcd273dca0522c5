import "server-only";
import { fail, ok, type Result } from "../result";

const MAX_FORM_BYTES = 16 * 1024;

/**
 * An HTML form's body (application/x-www-form-urlencoded, what a <form method="post"> sends) as its first value
 * per field. Another content type or an oversized body is a 4xx, never a 500.
 */
export async function readFormFields(req: Request): Promise<Result<Record<string, string>>> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return fail(415, "Send the form as application/x-www-form-urlencoded.");
  const text = await req.text();
  if (text.length > MAX_FORM_BYTES) return fail(413, "The request body is too large.");
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) if (!(name in fields)) fields[name] = value;
  return ok(fields);
}

/** A 303 to a path of this site (the browser follows it with a GET), with optional Set-Cookie headers. */
export function seeOther(path: string, cookies: string[] = []): Response {
  const headers = new Headers({ Location: path, "Cache-Control": "no-store" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}
