/** Where to go after sign-in: the `next` path the guard sent along, if it is a path of this site; else home. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/";
  // Control characters could smuggle a scheme or host past the checks above.
  if (/[\u0000-\u001f\u007f]/.test(next)) return "/";
  return next;
}
