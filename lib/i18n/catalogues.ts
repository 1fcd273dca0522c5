import type { Locale } from "./config";
import type { Catalogue, Namespace } from "./types";
import { en } from "./messages/en";
import { fr } from "./messages/fr";
import { id } from "./messages/id";

/** All three catalogues. Server code only: a client island gets the namespaces it needs through I18nProvider. */
const CATALOGUES: Record<Locale, Catalogue> = { en, fr, id };

export function messagesFor(lang: Locale): Catalogue {
  return CATALOGUES[lang];
}

/** The given namespaces of one catalogue, for a client provider. */
export function pickMessages(lang: Locale, namespaces: readonly Namespace[]): Partial<Catalogue> {
  const all = CATALOGUES[lang];
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns]])) as Partial<Catalogue>;
}
