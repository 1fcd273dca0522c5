/** Moved to lib/domain/catalog/suggest-query.ts (the catalogue's own folder). */
export { SUGGEST_MSG as SUGGEST_MESSAGES } from "../catalog/messages";
export { suggestQuerySchema, type SuggestQuery } from "../catalog/suggest-query";
