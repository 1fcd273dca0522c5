/**
 * Expires unpaid orders past their due date and gives their stock back. Safe to run from cron on any number of
 * machines at once (each order is ended by a conditional update). Usage: npm run ops:expire
 */
import { connect } from "../lib/db/connect";
// Run with --conditions=react-server so the server-only marker of lib/server resolves (see package.json).
import { expireOverdueOrders } from "../lib/server/orders/expire";

async function main() {
  const connection = await connect({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR ? `${process.env.DATA_DIR.replace(/\/$/, "")}/pglite` : ".data/pglite",
    poolSize: 2,
  });
  try {
    const expired = await expireOverdueOrders(connection.db);
    console.log(`[ops:expire] ${expired} order(s) expired`);
  } finally {
    await connection.close();
  }
}

main().catch((error) => {
  console.error("[ops:expire] failed:", error);
  process.exit(1);
});
