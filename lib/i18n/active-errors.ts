import type { Locale } from "./config";
import type { Catalogue } from "./types";

type Errors = Catalogue["errors"];

// The browser's current errors namespace, for the code outside React that raises toasts (lib/api). Set by the root
// I18nProvider after it mounts on a French or Indonesian page; never set on an English page (whose messages are the
// catalogue's own English texts, so localize() shows them as they came) nor on the server. Kept apart from
// ./localize.ts so the provider does not load the error catalogue with every page (issue #35).
let active: Errors | null = null;
let activeLang: Locale = "en";

export function setActiveErrors(errors: Errors, lang: Locale = "en"): void {
  active = errors;
  activeLang = lang;
}

/** The active errors namespace and its language, or null when none is set. */
export function activeCatalogue(): { errors: Errors; lang: Locale } | null {
  return active ? { errors: active, lang: activeLang } : null;
}
