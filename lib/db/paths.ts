/** PGlite lives in DATA_DIR/pglite (default .data/pglite); DATA_DIR=memory:// keeps it in memory. */
export function pgliteDir(dataDir = process.env.DATA_DIR): string {
  if (!dataDir) return ".data/pglite";
  if (dataDir.startsWith("memory://")) return dataDir;
  return `${dataDir.replace(/\/$/, "")}/pglite`;
}
