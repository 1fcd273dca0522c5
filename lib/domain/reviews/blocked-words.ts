/**
 * Words that hold a review for the staff (docs/reviews.md): insults and spam in Indonesian and English, matched as
 * whole words, case and accents ignored. Keep them lower case; the staff grow the list as they meet new ones.
 */
export const BLOCKED_WORDS: readonly string[] = [
  "anjing",
  "bangsat",
  "bajingan",
  "goblok",
  "kontol",
  "memek",
  "ngentot",
  "tolol",
  "babi",
  "fuck",
  "shit",
  "bitch",
  "judi",
  "slot gacor",
  "togel",
  "casino",
  "viagra",
];
