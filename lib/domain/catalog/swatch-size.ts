/**
 * The chosen size a product page's colour swatch carries to another colour (issue #51 point 2): `?size=M` on the
 * swatch's link, read back by the other colour's purchase form as it hydrates.
 */

/** The query parameter that carries the chosen size to another colour's page. */
export const SIZE_PARAM = "size";

/** A colour's page (`path`), with the size chosen on this page when that colour is made in it. */
export function swatchHref(path: string, sizeCodes: readonly string[], size: string | null): string {
  if (!size || !sizeCodes.includes(size)) return path;
  return `${path}?${new URLSearchParams({ [SIZE_PARAM]: size })}`;
}

/** The size a page's address asks for (`?size=M`), if it is one of `sizes`. */
export function sizeFromSearch(search: string, sizes: readonly string[]): string | null {
  const wanted = new URLSearchParams(search).get(SIZE_PARAM);
  return wanted !== null && sizes.includes(wanted) ? wanted : null;
}
