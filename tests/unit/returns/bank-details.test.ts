import { decryptBankDetails, encryptBankDetails } from "@/lib/server/returns/bank-details";

const ACCOUNT = { bank_name: "BCA", account_number: "1234567890", account_holder: "Siti Rahma" };

/** Runs `check` with RETURNS_DATA_KEY set to `key` (unset when undefined). */
function withKey<T>(key: string | undefined, check: () => T): T {
  const before = process.env.RETURNS_DATA_KEY;
  if (key === undefined) delete process.env.RETURNS_DATA_KEY;
  else process.env.RETURNS_DATA_KEY = key;
  try {
    return check();
  } finally {
    if (before === undefined) delete process.env.RETURNS_DATA_KEY;
    else process.env.RETURNS_DATA_KEY = before;
  }
}

describe("a refund's bank account, sealed under RETURNS_DATA_KEY", () => {
  it.each([
    ["64 hex characters (openssl rand -hex 32)", "4b7e1c9d2a6f3e8b0c5d7a1f9e2b4c6d8a0f3e5b7c9d1a2e4f6b8c0d2e4f6a8b"],
    ["32 hex characters (openssl rand -hex 16)", "5f0c9a1e7b3d42c8a6e1f09b7d3c2a4e"],
    ["a passphrase", "correct horse battery staple, kept by the shop"],
    ["the demo's key (unset)", undefined],
  ])("opens again what it sealed, with %s", (_, key) => {
    withKey(key, () => {
      const sealed = encryptBankDetails(ACCOUNT);
      expect(sealed).not.toContain(ACCOUNT.account_number);
      expect(decryptBankDetails(sealed)).toEqual(ACCOUNT);
    });
  });

  it("cannot be opened under another key, nor once tampered with", () => {
    const sealed = withKey("5f0c9a1e7b3d42c8a6e1f09b7d3c2a4e", () => encryptBankDetails(ACCOUNT));
    expect(withKey("0d2e4f6a8b4b7e1c9d2a6f3e8b0c5d7a", () => decryptBankDetails(sealed))).toBeNull();
    expect(withKey(undefined, () => decryptBankDetails(sealed))).toBeNull();
    const [version, iv, tag, body] = sealed.split(".");
    const flipped = `${body![0] === "A" ? "B" : "A"}${body!.slice(1)}`;
    expect(
      withKey("5f0c9a1e7b3d42c8a6e1f09b7d3c2a4e", () => decryptBankDetails([version, iv, tag, flipped].join("."))),
    ).toBeNull();
  });
});
