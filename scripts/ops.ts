/**
 * The shop staff's tool: npm run ops -- list | process | ship | ready | complete | cancel | expire | price (see docs/orders.md).
 * With OPS_URL (and OPS_TOKEN) it asks a running shop over HTTP, which is how to reach an embedded PGlite database that the
 * server holds open; otherwise it opens the database itself (DATABASE_URL, or PGlite in DATA_DIR).
 * Run with --conditions=react-server so the server-only marker of lib/server resolves (see package.json).
 */
interface OpsOutput {
  code: number;
  lines: string[];
}

async function overHttp(baseUrl: string, token: string, args: string[]): Promise<OpsOutput> {
  const res = await fetch(`${baseUrl.replace(/\/+$/, "")}/api/ops`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ args }),
  });
  const body = (await res.json().catch(() => ({}))) as { data?: OpsOutput; error?: { message?: string } };
  if (!res.ok || !body.data)
    return { code: 1, lines: [`ops endpoint answered ${res.status}: ${body.error?.message ?? res.statusText}`] };
  return body.data;
}

async function direct(args: string[]): Promise<OpsOutput> {
  const { runStaffCommand } = await import("../lib/server/returns/ops-commands");
  const { closeDb } = await import("../lib/db");
  const { backgroundSettled } = await import("../lib/server/mail/deliver-soon");
  try {
    const output = await runStaffCommand(args);
    // A running shop keeps its cached pages: over OPS_URL the ops API refreshes them; here they wait for a revalidate.
    if (output.changedProductId !== undefined)
      output.lines.push(
        `The shop's cached pages show it after \`npm run revalidate -- product:${output.changedProductId} products\` (or use OPS_URL).`,
      );
    return output;
  } finally {
    // The mail and WhatsApp messages the command queued go now, before the database closes.
    await backgroundSettled();
    await closeDb();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const url = process.env.OPS_URL;
  if (url && !process.env.OPS_TOKEN) throw new Error("OPS_URL needs OPS_TOKEN, the secret the shop was started with.");
  const output = url ? await overHttp(url, process.env.OPS_TOKEN!, args) : await direct(args);
  for (const line of output.lines) (output.code === 0 ? console.log : console.error)(line);
  process.exitCode = output.code;
}

main().catch((error) => {
  console.error("[ops] failed:", error);
  process.exitCode = 1;
});
export {};
