/**
 * Reading a tree of messages by code (the message's path: "cart.sizeRequired"), and resolving an English text back
 * to its code. Shared by the whole code tree (./codes.ts, the server's and the browser's on-demand resolver) and the
 * spec's texts alone (the browser's first load: lib/i18n/localize.ts), so both resolve a text the same way.
 */
export type MessageParams = Readonly<Record<string, string | number>>;

export interface ResolvedMessage {
  code: string;
  params?: MessageParams;
}

/** The code (and the values of its placeholders) of a known English message; undefined for free text. */
export type MessageResolver = (text: string) => ResolvedMessage | undefined;

export type MessageTree = { readonly [key: string]: unknown };

interface Entry {
  code: string;
  pattern: RegExp | null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function entriesOf(tree: MessageTree, prefix: string, into: Map<string, Entry>): Map<string, Entry> {
  for (const [key, value] of Object.entries(tree)) {
    const code = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object") entriesOf(value as MessageTree, code, into);
    if (typeof value !== "string" || into.has(value)) continue;
    const pattern = /\{\w+\}/.test(value)
      ? new RegExp(`^${escape(value).replace(/\\\{(\w+)\\\}/g, "(?<$1>.+?)")}$`)
      : null;
    into.set(value, { code, pattern });
  }
  return into;
}

/**
 * A resolver over `tree`: a text that is one of its messages gets that message's code (the first in the tree's order
 * where a text appears twice), a text a template matches gets the template's code and values. Built on first use.
 */
export function resolverOf(tree: MessageTree): MessageResolver {
  let entries: Map<string, Entry> | null = null;
  return (text) => {
    entries ??= entriesOf(tree, "", new Map());
    const exact = entries.get(text);
    if (exact && !exact.pattern) return { code: exact.code };
    for (const entry of entries.values()) {
      const match = entry.pattern?.exec(text);
      if (match) return { code: entry.code, params: { ...match.groups } };
    }
    return undefined;
  };
}

/** The text at `code` in `tree`, or undefined when the tree has none. */
export function messageAt(code: string, tree: MessageTree): string | undefined {
  let node: unknown = tree;
  for (const key of code.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as MessageTree)[key];
  }
  return typeof node === "string" ? node : undefined;
}
