/**
 * Fills the `{name}` placeholders of a catalogue text. Catalogues hold plain strings (they cross the server/client
 * boundary as data), so every variable part is a placeholder; an unknown placeholder is left as written.
 */
export function fmt(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
}

/** Picks the singular or plural text by count: `one` when count is 1, else `other`. */
export function plural(count: number, one: string, other: string): string {
  return fmt(count === 1 ? one : other, { count });
}
