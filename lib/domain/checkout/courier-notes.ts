/**
 * The sandbox courier's notes, written in English by the server and named again in the shopper's language by the
 * checkout: one template per note, so the two cannot drift. A real courier's free text matches none and shows as is.
 */
export const COURIER_NOTES = {
  sameDay: {
    template: "Same day if paid before {time} WIB",
    pattern: /^Same day if paid before (\d{2}:\d{2}) WIB$/,
    param: "time",
  },
  minimumKg: { template: "Minimum {kg} kg", pattern: /^Minimum (\d+) kg$/, param: "kg" },
} as const;

export type CourierNoteKey = keyof typeof COURIER_NOTES;

/** The English note the sandbox sends. */
export function courierNote(key: CourierNoteKey, value: string | number): string {
  const note = COURIER_NOTES[key];
  return note.template.replace(`{${note.param}}`, String(value));
}

/** Which known note a text is, and its value; null for any other text. */
export function parseCourierNote(text: string): { key: CourierNoteKey; params: Record<string, string> } | null {
  for (const key of Object.keys(COURIER_NOTES) as CourierNoteKey[]) {
    const { pattern, param } = COURIER_NOTES[key];
    const match = pattern.exec(text.trim());
    if (match) return { key, params: { [param]: match[1] } };
  }
  return null;
}
