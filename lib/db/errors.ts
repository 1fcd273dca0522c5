import "server-only";

/** True for PostgreSQL's unique_violation (23505), whether the driver error is thrown bare or wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    if ("code" in e && (e as { code?: unknown }).code === "23505") return true;
    e = "cause" in e ? (e as { cause?: unknown }).cause : undefined;
  }
  return false;
}
