import { MAIL_LANGS } from "@/lib/db/schema/mail-lang";
import { LOCALES } from "@/lib/i18n/config";
import { escapeHtml, htmlLines } from "@/lib/server/mail/html";
import { mailTexts } from "@/lib/server/mail/texts";
import { wibMoment } from "@/lib/domain/wib";
import { requestLang } from "@/lib/server/http/request-lang";

describe("mail languages", () => {
  it("the database's mail languages are the interface languages", () => {
    expect([...MAIL_LANGS]).toEqual([...LOCALES]);
  });

  it("every language has every text, and the texts differ from English", () => {
    const en = mailTexts("en");
    for (const lang of LOCALES) {
      const t = mailTexts(lang);
      expect(Object.keys(t).sort()).toEqual(Object.keys(en).sort());
      if (lang !== "en") expect(t.confirmation.intro).not.toBe(en.confirmation.intro);
    }
  });
});

describe("the payment due time in WIB", () => {
  const due = new Date("2026-08-17T07:00:00Z"); // 14:00 in Jakarta

  it.each([
    ["id", "17 Agu 2026 14:00"],
    ["fr", "17 août 2026 14:00"],
    ["en", "2026-08-17 14:00:00"],
  ] as const)("%s: %s, whatever the server's time zone", (lang, expected) => {
    const zone = process.env.TZ;
    try {
      for (const tz of ["UTC", "America/New_York", "Asia/Jakarta", "Pacific/Kiritimati"]) {
        process.env.TZ = tz;
        expect(wibMoment(due, lang)).toBe(expected);
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("crosses midnight into Jakarta's next day", () => {
    expect(wibMoment(new Date("2026-12-31T18:30:00Z"), "id")).toBe("1 Jan 2027 01:30");
  });
});

describe("HTML escaping", () => {
  it("turns a shopper's markup into text", () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;",
    );
    expect(htmlLines(["<b>a</b>", "b & c"])).toBe('<p style="margin:0 0 12px">&lt;b&gt;a&lt;/b&gt;<br>b &amp; c</p>');
  });
});

describe("the request's language", () => {
  const of = (cookie?: string) => requestLang(new Headers(cookie ? { cookie } : {}));

  it("reads the lang cookie and refuses anything but en, fr and id", () => {
    expect(of("session=abc; lang=id")).toBe("id");
    expect(of("lang=fr")).toBe("fr");
    expect(of("lang=de")).toBeNull();
    expect(of("lang=ID")).toBeNull();
    expect(of("xlang=id")).toBeNull();
    expect(of("lang=%E0%A4%A")).toBeNull();
    expect(of()).toBeNull();
  });

  it("else the page's language a form posts, else the first of Accept-Language the shop speaks", () => {
    const headers = (init: Record<string, string>) => new Headers(init);
    expect(requestLang(headers({ "accept-language": "id-ID,id;q=0.9,en;q=0.8" }))).toBe("id");
    expect(requestLang(headers({ "accept-language": "de-DE,fr;q=0.7,en;q=0.8" }))).toBe("en");
    expect(requestLang(headers({ "accept-language": "de, fr;q=0.5" }))).toBe("fr");
    expect(requestLang(headers({ "accept-language": "id;q=0, en-GB;q=0.4" }))).toBe("en");
    expect(requestLang(headers({ "accept-language": "*" }))).toBeNull();
    expect(requestLang(headers({ "accept-language": "de" }))).toBeNull();
    // The cookie's choice first, then the posting page's language, then the header.
    expect(requestLang(headers({ cookie: "lang=fr", "accept-language": "id" }), "id")).toBe("fr");
    expect(requestLang(headers({ "accept-language": "en" }), "id")).toBe("id");
    expect(requestLang(headers({ "accept-language": "fr" }), "xx")).toBe("fr");
  });
});
