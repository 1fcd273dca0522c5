import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { messagesFor } from "@/lib/i18n/catalogues";
import { resolveMessage } from "@/lib/domain/api/codes";
import { translateWith } from "@/lib/i18n/localize";
import { settingsSchema } from "@/lib/server/config/schema";

describe("the request limits' answers and settings", () => {
  it.each(["fr", "id"] as const)("are translated in %s", (lang) => {
    for (const text of Object.values(LIMIT_MSG)) {
      const translated = translateWith(messagesFor(lang).errors, text, lang, resolveMessage);
      expect(translated).not.toBe(text);
      expect(translated.length).toBeGreaterThan(10);
    }
  });

  it("take a limit as <points>/<seconds>", () => {
    expect(settingsSchema.safeParse({ RATE_LIMIT_SIGN_IN: "5/900" }).success).toBe(true);
    for (const bad of ["5", "5/", "five/900", "5/900/1", "-5/900"])
      expect(settingsSchema.safeParse({ RATE_LIMIT_SIGN_IN: bad }).success).toBe(false);
  });
});
