import type { en } from "./messages/en";

type Widen<T> = T extends string ? string : { readonly [K in keyof T]: Widen<T[K]> };

/** The shape of every catalogue: the English one with its texts widened to string, so French and Indonesian must
 *  have exactly the same keys (a missing or extra key fails the type check). */
export type Catalogue = Widen<typeof en>;
export type Namespace = keyof Catalogue;
