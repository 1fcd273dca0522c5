import "server-only";

/** Faspay's XML notification is small and flat: anything bigger is refused before it is looked at. */
export const MAX_XML_CHARS = 32 * 1024;

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeText(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,4});/gi, (whole, ref: string) => {
    if (ref[0] !== "#") return NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Text content with CDATA sections kept as they are and entities decoded elsewhere; a stray "&" stays literal. */
function decode(content: string): string {
  return content
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) => (part.startsWith("<![CDATA[") ? part.slice(9, -3) : decodeText(part)))
    .join("")
    .trim();
}

const NAME = "[A-Za-z_][\\w.-]*";
const ROOT = new RegExp(`^<(${NAME})\\s*>([\\s\\S]*)</\\1\\s*>$`);
const CHILD = new RegExp(`^\\s*<(${NAME})\\s*(?:/>|>((?:<!\\[CDATA\\[[\\s\\S]*?\\]\\]>|[^<])*)</\\1\\s*>)`);

/**
 * Reads `<root><name>value</name>…</root>` into { root, fields }; null for anything else. A document type or entity
 * declaration is refused outright (no external entities, no entity expansion: no XXE, no "billion laughs"), as are
 * attributes, nested elements and bodies over MAX_XML_CHARS. Only the five predefined entities and character
 * references are decoded.
 */
export function parseFlatXml(text: string): { root: string; fields: Record<string, string> } | null {
  if (text.length > MAX_XML_CHARS) return null;
  let body = text.replace(/^\uFEFF/, "").trim();
  if (/<!DOCTYPE|<!ENTITY|<!ELEMENT|<!ATTLIST/i.test(body)) return null;
  body = body
    .replace(/^<\?xml[^>]*\?>/, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .trim();
  const root = ROOT.exec(body);
  if (!root) return null;
  const fields: Record<string, string> = {};
  let rest = root[2]!;
  while (rest.trim()) {
    const child = CHILD.exec(rest);
    if (!child) return null;
    fields[child[1]!] = decode(child[2] ?? "");
    rest = rest.slice(child[0].length);
  }
  return { root: root[1]!, fields };
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** `<root><k>v</k>…</root>` with every value escaped. */
export function flatXml(root: string, fields: Readonly<Record<string, string>>): string {
  const children = Object.entries(fields).map(([k, v]) => `<${k}>${v.replace(/[&<>"']/g, (c) => ESCAPES[c]!)}</${k}>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root}>${children.join("")}</${root}>`;
}
