import {
  clientAddress,
  clientKey,
  DEFAULT_IPV6_PREFIX_BITS,
  ipv6PrefixBits,
  normalizeAddress,
  resolveClientAddress,
  UNKNOWN_CLIENT,
} from "@/lib/server/http/client-address";
import { PEER_HEADER } from "@/lib/server/http/peer-header";

const headers = (xff?: string, peer?: string) => {
  const h = new Headers(xff === undefined ? {} : { "x-forwarded-for": xff });
  if (peer !== undefined) h.set(PEER_HEADER, peer);
  return h;
};

describe("clientAddress", () => {
  // Issue #34, point 2: with no proxy in front, X-Forwarded-For is the client's own text.
  it("with no trusted proxy ignores X-Forwarded-For and takes the socket's address", () => {
    expect(clientAddress(headers(undefined, "127.0.0.1"), 0)).toBe("127.0.0.1");
    expect(clientAddress(headers(undefined, "::ffff:10.0.0.7"), 0)).toBe("10.0.0.7");
    expect(clientAddress(headers("6.6.6.6", "10.0.0.7"), 0)).toBe("10.0.0.7");
    expect(clientAddress(headers("6.6.6.6, 7.7.7.7", "10.0.0.7"), 0)).toBe("10.0.0.7");
    // Without a socket address (a route handler called directly), never what the client wrote.
    expect(clientAddress(headers("6.6.6.6"), 0)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(headers("6.6.6.6", "garbage"), 0)).toBe(UNKNOWN_CLIENT);
  });

  it("behind one trusted proxy ignores what the client wrote to the left", () => {
    expect(clientAddress(headers("6.6.6.6, 203.0.113.9", "10.0.0.2"), 1)).toBe("203.0.113.9");
    expect(clientAddress(headers("1.1.1.1, 2.2.2.2, 203.0.113.9"), 1)).toBe("203.0.113.9");
    // nginx's $proxy_add_x_forwarded_for after a client's "6.6.6.6,": the empty entry is the client's, on the left.
    expect(clientAddress(headers("6.6.6.6,, 203.0.113.9"), 1)).toBe("203.0.113.9");
  });

  it("behind two trusted proxies takes the second entry from the right", () => {
    expect(clientAddress(headers("6.6.6.6, 203.0.113.9, 10.0.0.2"), 2)).toBe("203.0.113.9");
    expect(clientAddress(headers("203.0.113.9, 10.0.0.2"), 2)).toBe("203.0.113.9");
  });

  it("reads repeated X-Forwarded-For headers as one list, in order", () => {
    const h = new Headers();
    h.append("x-forwarded-for", "6.6.6.6");
    h.append("x-forwarded-for", "203.0.113.9, 10.0.0.2");
    expect(clientAddress(h, 2)).toBe("203.0.113.9");
  });

  it("falls back to the socket's address when there is no header", () => {
    expect(clientAddress(headers(undefined, "198.51.100.4"), 1)).toBe("198.51.100.4");
    expect(clientAddress(headers(" , ", "198.51.100.4"), 1)).toBe("198.51.100.4");
    expect(clientAddress(headers(), 1)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(headers(" , "), 0)).toBe(UNKNOWN_CLIENT);
  });

  it("falls back to the socket's address for a chain shorter than the trusted hops", () => {
    expect(clientAddress(headers("10.0.0.2", "10.0.0.3"), 2)).toBe("10.0.0.3");
    expect(clientAddress(headers("203.0.113.9, 10.0.0.2", "10.0.0.3"), 3)).toBe("10.0.0.3");
    expect(clientAddress(headers("10.0.0.2"), 2)).toBe(UNKNOWN_CLIENT);
  });

  it("answers unknown when the entry the trusted proxies vouch for is not an address", () => {
    expect(clientAddress(headers("unknown", "10.0.0.3"), 1)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(headers("203.0.113.9, <script>"), 1)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(headers("203.0.113.9, , 10.0.0.2"), 2)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(headers("_hidden, 10.0.0.2"), 2)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(headers(undefined, "999.1.1.1"), 0)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(headers(undefined, "x".repeat(5000)), 0)).toBe(UNKNOWN_CLIENT);
    // Garbage the client wrote further left does not matter.
    expect(clientAddress(headers("<script>, not-an-ip, 203.0.113.9"), 1)).toBe("203.0.113.9");
  });

  it("says why the chain could not be read behind trusted proxies (logged once per instance), and nothing otherwise", () => {
    expect(resolveClientAddress(headers("10.0.0.2"), 2).problem).toMatch(
      /^X-Forwarded-For has 1 entries, fewer than TRUSTED_PROXY_HOPS \(2\): a proxy in front replaces the header/,
    );
    expect(resolveClientAddress(headers("203.0.113.9, unknown"), 1).problem).toMatch(
      /^the X-Forwarded-For entry TRUSTED_PROXY_HOPS \(1\) points at is not an IP address/,
    );
    expect(resolveClientAddress(headers("203.0.113.9"), 1)).toEqual({
      address: "203.0.113.9",
      key: "203.0.113.9",
      problem: null,
    });
    // No header (a probe, a test) is no misconfiguration; nor is a client's garbage without a trusted proxy.
    expect(resolveClientAddress(headers(), 1).problem).toBeNull();
    expect(resolveClientAddress(headers("garbage", "10.0.0.3"), 0)).toEqual({
      address: "10.0.0.3",
      key: "10.0.0.3",
      problem: null,
    });
  });

  it("takes IPv6 entries, with or without brackets and a port", () => {
    expect(clientAddress(headers("2001:db8::1"), 1)).toBe("2001:db8::1");
    expect(clientAddress(headers("[2001:DB8::1]:443, 10.0.0.2"), 2)).toBe("2001:db8::1");
    expect(clientAddress(headers("203.0.113.9:5123"), 1)).toBe("203.0.113.9");
  });

  it("normalises ports, brackets and case, and bounds the length", () => {
    expect(normalizeAddress("203.0.113.9:5123")).toBe("203.0.113.9");
    expect(normalizeAddress("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(normalizeAddress("x".repeat(200))).toHaveLength(64);
  });
});

// Issue #47, point 5: an IPv6 subscriber picks any address of its /64, so per address it had a budget per address.
describe("clientKey: an IPv6 client by its network", () => {
  it("keys every address of one /64 the same, however it is written", () => {
    const key = "2001:db8:1:2::/64";
    for (const written of [
      "2001:db8:1:2::1",
      "2001:0db8:0001:0002:0000:0000:0000:0001",
      "2001:DB8:1:2:FFFF:FFFF:FFFF:FFFF",
      "2001:db8:1:2:a:b:c:d",
      "2001:db8:1:2::",
      "2001:db8:1:2:0:0:10.0.0.1",
    ])
      expect(clientKey(normalizeAddress(written))).toBe(key);
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientKey("::1")).toBe("::/64");
    expect(clientKey("fe80::1:2:3:4")).toBe("fe80::/64");
    expect(clientKey("2001:db8:0:0:1::1")).toBe("2001:db8::/64");
    // RFC 5952: the longest run of zeros is the one written "::", the first of two equal ones, never a single zero.
    expect(clientKey("2001:0:0:1:0:0:0:1", 128)).toBe("2001:0:0:1::1");
    expect(clientKey("2001:0:0:1:0:0:1:1", 128)).toBe("2001::1:0:0:1:1");
    expect(clientKey("2001:db8:0:1:1:1:1:1", 128)).toBe("2001:db8:0:1:1:1:1:1");
  });

  it("keeps IPv4 whole, an IPv4-mapped address included, and the unknown client as it is", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey(normalizeAddress("::ffff:203.0.113.9"))).toBe("203.0.113.9");
    expect(clientKey(normalizeAddress("[::FFFF:203.0.113.9]:443"))).toBe("203.0.113.9");
    expect(clientKey("::ffff:cb00:7109")).toBe("203.0.113.9");
    expect(clientKey("0:0:0:0:0:ffff:cb00:7109")).toBe("203.0.113.9");
    expect(clientKey(UNKNOWN_CLIENT)).toBe(UNKNOWN_CLIENT);
  });

  it("drops an IPv6 zone id, and keys a NAT64 address (an IPv4 tail) by its prefix", () => {
    expect(normalizeAddress("fe80::1%eth0")).toBe("fe80::1");
    expect(normalizeAddress("[fe80::1%25eth0]:80")).toBe("fe80::1");
    expect(clientAddress(headers(undefined, "fe80::1%eth0"), 0)).toBe("fe80::1");
    expect(clientKey("64:ff9b::192.0.2.1", 128)).toBe("64:ff9b::c000:201");
    expect(clientKey("64:ff9b::192.0.2.1")).toBe("64:ff9b::/64");
  });

  it("takes other prefix lengths: /48, /56, /128 (each address on its own), bits inside a group", () => {
    expect(clientKey("2001:db8:1:2::1", 48)).toBe("2001:db8:1::/48");
    expect(clientKey("2001:db8:1:2ff::1", 56)).toBe("2001:db8:1:200::/56");
    expect(clientKey("2001:db8:1:2::1", 128)).toBe("2001:db8:1:2::1");
    expect(clientKey("2001:db8:1:2::1", 1)).toBe("::/1");
    expect(clientKey("ffff::1", 1)).toBe("8000::/1");
  });

  it("is the key resolveClientAddress gives, at IPV6_PREFIX_BITS", () => {
    expect(resolveClientAddress(headers("2001:db8:1:2::99, 10.0.0.2"), 2)).toEqual({
      address: "2001:db8:1:2::99",
      key: "2001:db8:1:2::/64",
      problem: null,
    });
    expect(resolveClientAddress(headers(undefined, "2001:db8:1:2::99"), 0, 56).key).toBe("2001:db8:1::/56");
    expect(resolveClientAddress(headers("garbage"), 1).key).toBe(UNKNOWN_CLIENT);
    expect(ipv6PrefixBits(undefined)).toBe(DEFAULT_IPV6_PREFIX_BITS);
    expect(ipv6PrefixBits("")).toBe(64);
    expect(ipv6PrefixBits("56")).toBe(56);
    expect(ipv6PrefixBits("129")).toBe(64);
    expect(ipv6PrefixBits("x")).toBe(64);
  });
});
