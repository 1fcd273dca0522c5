/** Largest value of a Postgres integer id; a bigger number can never name a row. */
export const MAX_INT_ID = 2_147_483_647;

/** Longest accepted text per field (zod-free: the browser's catalogues and messages use these without loading zod). */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  zip: 10,
  street: 300,
  notes: 500,
  label: 50,
  size: 20,
  promoCode: 50,
  search: 100,
} as const;
