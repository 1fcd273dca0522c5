import { test } from "@playwright/test";
import { expectSkipLinkToMain } from "./skip-link-support";

// Every page puts its content in the one shared <main> (PageMain). The phone-layout walks (e2e/phone-layout.spec.ts)
// follow the skip link on every other page of the route table in each language, as they load them; the home page is
// walked here, with its offer popup held back.

const LANGUAGES = [
  { lang: "en", path: "/", skip: "Skip to content" },
  { lang: "fr", path: "/fr", skip: "Aller au contenu" },
  { lang: "id", path: "/id", skip: "Langsung ke konten" },
] as const;

for (const { lang, path, skip } of LANGUAGES) {
  test(`"${skip}" moves the keyboard focus into the home page's main content (${lang})`, async ({ page }) => {
    // The offer popup would take the focus 2 s after load: the page's clock stands still.
    await page.clock.install({ time: new Date("2026-11-24T08:00:00Z") });
    await page.clock.pauseAt(new Date("2026-11-24T08:00:01Z"));
    await page.goto(path);
    await expectSkipLinkToMain(page, path, skip);
  });
}
