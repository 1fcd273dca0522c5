import { decoyPasswordHash, hashPassword, verifyPassword } from "@/lib/server/auth/password";

describe("password hashing", () => {
  it("is scrypt with its parameters and a random salt in the stored string", async () => {
    const hash = await hashPassword("rahasia123");
    const [scheme, N, r, p, salt, key] = hash.split("$");
    expect([scheme, N, r, p]).toEqual(["scrypt", "32768", "8", "1"]);
    expect(Buffer.from(salt, "base64")).toHaveLength(16);
    expect(Buffer.from(key, "base64")).toHaveLength(64);
    expect(hash).not.toContain("rahasia123");
  });

  it("gives the same password a different hash each time", async () => {
    expect(await hashPassword("same-password")).not.toBe(await hashPassword("same-password"));
  });

  it("accepts the right password and refuses any other", async () => {
    const hash = await hashPassword("rahasia123");
    expect(await verifyPassword("rahasia123", hash)).toBe(true);
    expect(await verifyPassword("rahasia124", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("keeps spaces as part of the password", async () => {
    const hash = await hashPassword(" spaced pass ");
    expect(await verifyPassword("spaced pass", hash)).toBe(false);
  });

  it("never matches a malformed or tampered hash", async () => {
    const hash = await hashPassword("rahasia123");
    expect(await verifyPassword("rahasia123", "plain-text")).toBe(false);
    expect(await verifyPassword("rahasia123", hash.replace("$32768$", "$1073741824$"))).toBe(false);
    expect(await verifyPassword("rahasia123", `${hash.slice(0, -4)}AAA=`)).toBe(false);
  });

  it("has a decoy hash for unknown emails that no password matches", async () => {
    expect(await verifyPassword("rahasia123", await decoyPasswordHash())).toBe(false);
  });
});
