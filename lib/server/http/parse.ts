import "server-only";
import type { z } from "zod";
import { fail, ok, type Result } from "../result";
import { readBodyText } from "./body";

const MAX_BODY_BYTES = 64 * 1024;

/** The first message of a zod error, and one message per field, for the error envelope. */
export function zodFailure(error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fail(400, error.issues[0]?.message ?? "Invalid request.", fields);
}

function validate<S extends z.ZodType>(schema: S, input: unknown): Result<z.output<S>> {
  const parsed = schema.safeParse(input);
  return parsed.success ? ok(parsed.data) : zodFailure(parsed.error);
}

/** Query-string parameters (GET, and DELETE whose payload travels as query parameters). */
export function readQuery<S extends z.ZodType>(req: Request, schema: S): Result<z.output<S>> {
  const params = new URL(req.url).searchParams;
  const input: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in input)) input[key] = value;
  return validate(schema, input);
}

/**
 * A JSON object body. Malformed JSON, another content type or an oversized body is a 4xx, never a 500. `maxBytes`:
 * 64 KiB unless a route takes larger batches (the stock sync's 1,000 rows).
 */
export async function readJson<S extends z.ZodType>(
  req: Request,
  schema: S,
  maxBytes = MAX_BODY_BYTES,
): Promise<Result<z.output<S>>> {
  const type = req.headers.get("content-type") ?? "";
  const read = await readBodyText(req, maxBytes);
  if (!read.ok) return read;
  const text = read.data;
  let body: unknown = {};
  if (text.trim() !== "") {
    if (!/application\/json/i.test(type)) return fail(415, "Send the request body as application/json.");
    try {
      body = JSON.parse(text);
    } catch {
      return fail(400, "The request body is not valid JSON.");
    }
  }
  if (body === null || typeof body !== "object" || Array.isArray(body))
    return fail(400, "The request body must be a JSON object.");
  return validate(schema, body);
}
