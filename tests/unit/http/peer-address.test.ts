import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { installPeerAddress, PEER_HEADER } from "@/lib/server/http/peer-address";

/** The socket's address is written on every request, over whatever the client sent (issue #34, point 2). */
describe("peer address", () => {
  let server: Server;
  let seen: (string | undefined)[] = [];

  beforeAll(async () => {
    installPeerAddress();
    installPeerAddress(); // once per process, however often called
    server = createServer((req, res) => {
      seen.push(req.headers[PEER_HEADER] as string | undefined);
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (headers: Record<string, string>) =>
    new Promise<void>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port: (server.address() as AddressInfo).port, headers }, (res) =>
        res.resume().on("end", resolve),
      );
      req.on("error", reject).end();
    });

  it("stamps the socket's address and overwrites a client's own", async () => {
    seen = [];
    await get({});
    await get({ [PEER_HEADER]: "6.6.6.6", "x-forwarded-for": "7.7.7.7" });
    expect(seen).toEqual(["127.0.0.1", "127.0.0.1"]);
  });
});
