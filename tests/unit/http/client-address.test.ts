import { clientAddress, normalizeAddress, UNKNOWN_CLIENT } from "@/lib/server/http/client-address";

const headers = (xff?: string) => new Headers(xff === undefined ? {} : { "x-forwarded-for": xff });

describe("clientAddress", () => {
  it("with no trusted proxy takes the address Next recorded from the socket", () => {
    expect(clientAddress(headers("127.0.0.1"), 0)).toBe("127.0.0.1");
    expect(clientAddress(headers("::ffff:10.0.0.7"), 0)).toBe("10.0.0.7");
  });

  it("behind one trusted proxy ignores what the client wrote to the left", () => {
    expect(clientAddress(headers("6.6.6.6, 203.0.113.9"), 1)).toBe("203.0.113.9");
    expect(clientAddress(headers("1.1.1.1, 2.2.2.2, 203.0.113.9"), 1)).toBe("203.0.113.9");
  });

  it("behind two trusted proxies takes the second entry from the right", () => {
    expect(clientAddress(headers("6.6.6.6, 203.0.113.9, 10.0.0.2"), 2)).toBe("203.0.113.9");
  });

  it("answers unknown when there is no header", () => {
    expect(clientAddress(headers(), 1)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(headers(" , "), 0)).toBe(UNKNOWN_CLIENT);
  });

  it("normalises ports, brackets and case, and bounds the length", () => {
    expect(normalizeAddress("203.0.113.9:5123")).toBe("203.0.113.9");
    expect(normalizeAddress("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(normalizeAddress("x".repeat(200))).toHaveLength(64);
  });
});
