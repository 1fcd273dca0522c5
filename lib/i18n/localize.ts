import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { MSG } from "@/lib/domain/messages";
import type { Catalogue } from "./types";

type Errors = Catalogue["errors"];
type Tree = { readonly [key: string]: string | Tree };

/** Every English spec message to its path in the errors namespace ("cart.sizeRequired"). */
function indexMessages(tree: Tree, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") {
      if (!into.has(value)) into.set(value, path);
    } else {
      indexMessages(value, path, into);
    }
  }
  return into;
}

const PATHS = indexMessages({ ...MSG, limits: LIMIT_MSG }, "", new Map());

function at(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const key of path.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[key];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * A message in the shopper's language. The API and the shared form schemas speak the spec's English messages;
 * a known one is swapped for its translation, anything else (a server's free text) is shown as it came.
 */
export function localizeWith(errors: Errors, text: string): string {
  const path = PATHS.get(text);
  if (!path) return text;
  return at(errors as unknown as Tree, path) ?? text;
}

// The browser's current errors namespace, for the code outside React that raises toasts (lib/api). Set by the root
// I18nProvider after it mounts; never set on the server, where localize() leaves the English text.
let active: Errors | null = null;

export function setActiveErrors(errors: Errors): void {
  active = errors;
}

export function localize(text: string): string {
  return active ? localizeWith(active, text) : text;
}

/** The active errors namespace, when lib/api needs a template (the 'Error {status}' toast). */
export function activeErrors(): Errors | null {
  return active;
}
