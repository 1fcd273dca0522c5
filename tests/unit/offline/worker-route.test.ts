/**
 * The worker's route (app/serwist/[path]/route.ts) serves the two files `next build` prerenders, sw.js and its source
 * map, and answers 404 to any other address without asking Serwist's handler, which would bundle the worker with
 * esbuild at request time (its `dynamicParams = false` is dropped, since Cache Components refuses route segment
 * options). The library is replaced here by a handler that counts its calls.
 */
const mockLibraryGET = jest.fn(
  async () => new Response("// the worker", { headers: { "Content-Type": "application/javascript" } }),
);

jest.mock("@serwist/turbopack", () => ({
  createSerwistRoute: () => ({
    dynamic: "force-static",
    dynamicParams: false,
    revalidate: false,
    generateStaticParams: async () => [{ path: "sw.js" }, { path: "sw.js.map" }],
    // Read when called: the route module is imported (hoisted) before this file's constants exist.
    GET: () => mockLibraryGET(),
  }),
}));

import { GET, generateStaticParams } from "@/app/serwist/[path]/route";

const ask = (path: string) =>
  GET(new Request(`http://shop.test/serwist/${path}`), { params: Promise.resolve({ path }) });

describe("the service worker's route", () => {
  beforeEach(() => mockLibraryGET.mockClear());

  it.each(["sw.js", "sw.js.map"])("serves %s from Serwist's handler", async (path) => {
    const res = await ask(path);
    expect(res.status).toBe(200);
    expect(mockLibraryGET).toHaveBeenCalledTimes(1);
  });

  it.each(["other.js", "sw.ts", "swe-worker-abc.js", "..%2Fsw.js", "sw.js%00", ""])(
    "answers 404 to %j without bundling anything",
    async (path) => {
      const res = await ask(path);
      expect(res.status).toBe(404);
      expect(mockLibraryGET).not.toHaveBeenCalled();
    },
  );

  it("prerenders the worker and its map only", async () => {
    expect(await generateStaticParams()).toEqual([{ path: "sw.js" }, { path: "sw.js.map" }]);
  });
});
