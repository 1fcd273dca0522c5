import { BLOCKED_WORDS } from "./blocked-words";

/** Why a review is held for the staff instead of published at once. */
export type ReviewFlag = "link" | "phone" | "word";

const LINK = /(https?:\/\/|www\.|\b[a-z0-9-]{2,}\.(com|id|net|org|co|io|me|ly|xyz|shop|store|site|link|info|biz)\b)/i;
// Seven or more digits, spaces, dots or dashes allowed between them (0812-3456-7890, +62 812 3456 7890).
const PHONE = /(\+?\d[\d\s.-]{6,}\d)/;

function normalize(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

function digitsIn(text: string): number {
  return (text.match(/\d/g) ?? []).length;
}

/**
 * The text check of a review's title and text: a link, a phone number or a word of the list flags it, and a flagged
 * review waits for the staff. The flags found, in that order; none means it is published at once.
 */
export function checkReviewText(...parts: string[]): ReviewFlag[] {
  const text = normalize(parts.join("\n"));
  const flags: ReviewFlag[] = [];
  if (LINK.test(text)) flags.push("link");
  const phone = text.match(PHONE);
  if (phone && digitsIn(phone[0]) >= 8) flags.push("phone");
  const words = ` ${text.replace(/[^a-z0-9]+/g, " ")} `;
  if (BLOCKED_WORDS.some((w) => words.includes(` ${normalize(w)} `))) flags.push("word");
  return flags;
}
