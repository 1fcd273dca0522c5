/**
 * `npm run revalidate [tag ...]`: expires the catalogue cache of a running shop after its data changed.
 * Calls POST {REVALIDATE_URL or NEXT_PUBLIC_SITE_URL or http://localhost:$PORT}/api/v1/revalidate with REVALIDATE_SECRET.
 */
async function main() {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) throw new Error("Set REVALIDATE_SECRET (the same value the server runs with).");
  const base =
    process.env.REVALIDATE_URL ?? process.env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const tags = process.argv.slice(2);
  const res = await fetch(new URL("/api/v1/revalidate", base), {
    method: "POST",
    headers: { "content-type": "application/json", "x-revalidate-secret": secret },
    body: JSON.stringify(tags.length ? { tags } : {}),
  });
  const body = (await res.json()) as { data?: { revalidated: string[] }; error?: { message: string } };
  if (!res.ok || !body.data)
    throw new Error(`Revalidation refused (${res.status}): ${body.error?.message ?? res.statusText}`);
  console.log(`Revalidated: ${body.data.revalidated.join(", ")}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
