import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { GET } from "@/app/media/[...path]/route";
import { planMedia } from "@/lib/server/media/plan";

const ask = (url: string) =>
  GET(new Request(`http://localhost${url}`), { params: Promise.resolve({ path: url.split("/").slice(2) }) });

describe("demo images drawn on request (npm run dev draws none up front)", () => {
  const job = planMedia().find((j) => j.format === "webp")!;
  const file = path.join(process.cwd(), job.file);
  const kept = existsSync(file) ? readFileSync(file) : null;
  afterAll(() => {
    if (kept) writeFileSync(file, kept);
  });

  it("draws a planned image that is missing (three requests at once get the same image) and keeps it in public/media", async () => {
    rmSync(file, { force: true });
    const answers = await Promise.all([ask(job.url), ask(job.url), ask(job.url)]);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
    }
    const bodies = await Promise.all(answers.map(async (res) => Buffer.from(await res.arrayBuffer())));
    expect(bodies[0].subarray(8, 12).toString("ascii")).toBe("WEBP");
    expect(bodies.every((b) => b.equals(bodies[0]))).toBe(true);
    expect(readFileSync(file).equals(bodies[0])).toBe(true);
  });

  it("answers 404 for anything not in the demo plan", async () => {
    for (const url of ["/media/products/no-such-image.webp", "/media/../package.json", "/media/products/x.svg"]) {
      expect((await ask(url)).status).toBe(404);
    }
  });

  it("serves no demo image in live mode", async () => {
    const before = process.env.SHOP_MODE;
    process.env.SHOP_MODE = "live";
    try {
      expect((await ask(job.url)).status).toBe(404);
    } finally {
      if (before === undefined) delete process.env.SHOP_MODE;
      else process.env.SHOP_MODE = before;
    }
  });
});
