import "server-only";

/** A form post's fields (the shop's hidden form or the sandbox's own), first value of each. */
export async function readForm(req: Request): Promise<Record<string, string> | null> {
  const type = req.headers.get("content-type") ?? "";
  if (!/application\/x-www-form-urlencoded|multipart\/form-data/i.test(type)) return null;
  try {
    const form = await req.formData();
    const out: Record<string, string> = {};
    for (const [k, v] of form) if (typeof v === "string" && !(k in out)) out[k] = v;
    return out;
  } catch {
    return null;
  }
}
