import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pgOverlapLine } from "../tests/support/pg-overlap";

/**
 * Where scripts/e2e-server.sh keeps a copy of the stderr of the shop server on `port` (`E2E_SERVER_LOG`), emptied at
 * each start.
 */
export function serverLogPath(port: number): string {
  return path.resolve(`${process.env.E2E_DATA_DIR ?? ".data/e2e"}-server-${port}.log`);
}

/**
 * Fails when the server on `port` printed node-postgres's warning of two queries at once on one client
 * (tests/support/pg-overlap.ts), or kept no log.
 */
export function checkServerLog(port: number): void {
  const file = serverLogPath(port);
  if (!existsSync(file)) throw new Error(`the server on port ${port} kept no log in ${file}`);
  const overlap = pgOverlapLine(readFileSync(file, "utf8"));
  if (overlap)
    throw new Error(
      `the server on port ${port} ran two queries at once on one PostgreSQL client (${file}): ${overlap}`,
    );
}
