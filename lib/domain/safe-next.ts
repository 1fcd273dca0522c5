/**
 * The one check of every `next`-style parameter (the language switch's, sign-in's, the guard's): a path of this shop,
 * or nothing. A path is kept only if no reading of it leaves the shop: not as it is, not once a server or a browser
 * has decoded it (percent-encoding, nested up to MAX_DECODES times), not once a language prefix is taken off it
 * ("/fr//evil.example" is "//evil.example" in English), and not the `next` it carries itself (a sign-in link to the
 * language switch). Plain code, no zod: the sign-in page's script carries it (components/auth/finish-sign-in.ts).
 */
const MAX_LENGTH = 2048;
const MAX_DECODES = 3;
const MAX_NESTING = 3;
// Resolves the path against an origin of its own: any other origin means the path named another site.
const PROBE_ORIGIN = "http://shop.invalid";
// C0 controls and DEL: browsers drop tabs and line breaks inside an address, so "/\t/evil.example" is "//evil.example".
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The path's percent-decodings, the path itself first; null when one does not decode or it keeps decoding. */
function decodings(pathname: string): string[] | null {
  const seen = [pathname];
  for (let i = 0; i < MAX_DECODES; i++) {
    let next: string;
    try {
      next = decodeURIComponent(seen.at(-1)!);
    } catch {
      return null;
    }
    if (next === seen.at(-1)) return seen;
    seen.push(next);
  }
  return null;
}

/** Whether `next` is a path of this shop (see above). */
export function isShopPath(next: string, depth = 0): boolean {
  if (next.length > MAX_LENGTH || !next.startsWith("/") || CONTROL.test(next)) return false;
  const pathname = next.replace(/[?#][\s\S]*$/, "");
  const forms = decodings(pathname);
  // No backslash (browsers read it as "/") and no empty segment ("//"): a shop's own paths have neither, and with
  // neither, no prefix taken off the front can leave "//host" behind.
  if (!forms || forms.some((p) => CONTROL.test(p) || p.includes("\\") || p.includes("//"))) return false;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return false;
  }
  if (url.origin !== PROBE_ORIGIN) return false;
  const inner = url.searchParams.getAll("next");
  return inner.length === 0 || (depth < MAX_NESTING && inner.every((n) => isShopPath(n, depth + 1)));
}

/** Where to go after sign-in or a language switch: the `next` path if it is a path of this shop; else home. */
export function safeNext(next: unknown): string {
  return typeof next === "string" && isShopPath(next) ? next : "/";
}
