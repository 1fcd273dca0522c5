/**
 * Session setting of the trigram search (lib/server/catalog/search.ts). A query word matches a product when
 * `word <% search_text`, i.e. pg_trgm's word_similarity(word, search_text) reaches this threshold; the GIN trigram
 * index serves that operator only with the threshold as a session setting, so every connection sets it on opening.
 * pg_trgm's default (0.6) misses one-letter typos of short words ("kemja" 0.5, "jens" 0.4 against "kemeja", "jeans").
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

export const SEARCH_SESSION_SQL = `SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`;
