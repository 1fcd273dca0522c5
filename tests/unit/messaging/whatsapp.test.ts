import { readFileSync } from "node:fs";
import path from "node:path";
import { createHmac } from "node:crypto";
import { chatDigits, waMeHref } from "@/lib/domain/messaging/chat-link";
import { chatRedirect } from "@/lib/server/messaging/chat-redirect";
import { checkSettings } from "@/lib/server/startup/checks";
import { messagingSettingsProblems } from "@/lib/server/messaging/registry";
import { renderTemplate, TEMPLATES } from "@/lib/server/messaging/templates";
import { templateBody } from "@/lib/server/messaging/providers/whatsapp/client";
import { classifyError } from "@/lib/server/messaging/providers/whatsapp/errors";
import { handshake, readWebhook } from "@/lib/server/messaging/providers/whatsapp/webhook";
import { readWhatsAppSettings } from "@/lib/server/messaging/providers/whatsapp/settings";
import { isStopReply } from "@/lib/server/messaging/webhook-events";
import { messagesFor } from "@/lib/i18n/catalogues";
import { LOCALES } from "@/lib/i18n/config";

/** A complete, safe live configuration without the channel (tests/unit/config/settings.test.ts's). */
const LIVE = {
  SHOP_MODE: "live",
  DATABASE_URL: "postgres://shop@db.internal:5432/shop",
  SITE_URL: "https://shop.example.co.id",
  PAYMENT_PROVIDER: "faspay",
  FASPAY_MERCHANT_ID: "31234",
  FASPAY_MERCHANT_NAME: "Toko Contoh",
  FASPAY_PASSWORD: "p@ssw0rd-from-faspay",
  FASPAY_ENV: "production",
  COURIER_PROVIDER: "rajaongkir",
  RAJAONGKIR_API_KEY: "key-from-rajaongkir",
  TRUSTED_PROXY_HOPS: "1",
  SMTP_URL: "smtps://shop:secret@smtp.example.co.id:465",
  RETURNS_DATA_KEY: "9c2e5a7f1b3d8e0a4c6f2b9d7e1a3c5f8b0d2e4a6c8f1b3d5e7a9c0f2b4d6e8a",
};

const WA = {
  MESSAGING_PROVIDER: "whatsapp",
  WHATSAPP_TOKEN: "EAAG7mQ2r9XkZt4pLw8vBn3sYc6dHf1jUe5oIa0",
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_APP_SECRET: "b3c1e9f07a4d2c8e6f5a1b0d9c7e3f24",
  WHATSAPP_VERIFY_TOKEN: "Xq7-verify-9Lm2-token-Rt5w",
};

describe("WhatsApp settings", () => {
  it("live mode accepts the channel off (unset or 'off') and fully configured, and refuses it half configured or the sandbox", () => {
    expect(messagingSettingsProblems({ SHOP_MODE: "live" }, true)).toEqual([]);
    expect(messagingSettingsProblems({ MESSAGING_PROVIDER: "off" }, true)).toEqual([]);
    expect(messagingSettingsProblems(WA, true)).toEqual([]);
    const half = { ...WA, WHATSAPP_APP_SECRET: "" };
    expect(messagingSettingsProblems(half, true).join()).toMatch(/^WHATSAPP_APP_SECRET is missing/);
    expect(
      messagingSettingsProblems({ WHATSAPP_TOKEN: WA.WHATSAPP_TOKEN, MESSAGING_PROVIDER: "off" }, true).join(),
    ).toMatch(/off but WHATSAPP_TOKEN is set/);
    expect(messagingSettingsProblems({ MESSAGING_PROVIDER: "sandbox" }, true).join()).toMatch(/whatsapp or off/);
    expect(messagingSettingsProblems({ MESSAGING_PROVIDER: "telegram" }, false).join()).toMatch(/must be one of off/);
    expect(readWhatsAppSettings({ ...WA, WHATSAPP_PHONE_NUMBER_ID: "+6281188009100" }).ok).toBe(false);
  });

  it("the start-up check joins them: a live start with a half-configured channel is refused, with it off it starts", () => {
    const live = LIVE;
    expect(checkSettings(live).ok).toBe(true);
    const refused = checkSettings({ ...live, MESSAGING_PROVIDER: "whatsapp", WHATSAPP_TOKEN: WA.WHATSAPP_TOKEN });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problems.join("\n")).toMatch(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(checkSettings({ ...live, ...WA }).ok).toBe(true);
    expect(checkSettings({ ...live, WHATSAPP_CHAT_NUMBER: "not a number" }).ok).toBe(false);
  });
});

describe("the Cloud API's wire", () => {
  it("sends a template by name and language with its body parameters, to the number without its plus", () => {
    expect(
      templateBody({ to: "+6281234567890", template: "order_paid", lang: "id", params: ["AB12CD34", "Rp 1"] }),
    ).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "6281234567890",
      type: "template",
      template: {
        name: "order_paid",
        language: { policy: "deterministic", code: "id" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "AB12CD34" },
              { type: "text", text: "Rp 1" },
            ],
          },
        ],
      },
    });
  });

  it("reads errors by code: rate limits and outages retried, an undeliverable or invalid number not", () => {
    expect(classifyError(130429, 429, "").kind).toBe("retry");
    expect(classifyError(2, 503, "").kind).toBe("retry");
    expect(classifyError(null, 502, "").kind).toBe("retry");
    expect(classifyError(131026, 400, "").kind).toBe("undeliverable");
    expect(classifyError(131047, 400, "").kind).toBe("undeliverable");
    expect(classifyError(100, 400, "to").kind).toBe("undeliverable");
    expect(classifyError(132000, 400, "").kind).toBe("refused");
    expect(classifyError(132001, 404, "").kind).toBe("refused");
  });

  it("checks X-Hub-Signature-256 and the handshake's verify token", () => {
    const settings = readWhatsAppSettings(WA);
    if (!settings.ok) throw new Error("settings");
    const body = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "1",
          changes: [
            {
              field: "messages",
              value: {
                metadata: { phone_number_id: WA.WHATSAPP_PHONE_NUMBER_ID },
                statuses: [{ id: "wamid.A", status: "failed", timestamp: "1750857384", errors: [{ code: 131026 }] }],
              },
            },
          ],
        },
      ],
    });
    const sign = (secret: string) =>
      new Headers({ "x-hub-signature-256": `sha256=${createHmac("sha256", secret).update(body).digest("hex")}` });
    expect(readWebhook(settings.settings, body, sign(WA.WHATSAPP_APP_SECRET))).toEqual([
      {
        kind: "status",
        messageId: "wamid.A",
        status: "failed",
        errorCode: 131026,
        undeliverable: true,
        at: new Date(1750857384000),
      },
    ]);
    expect(readWebhook(settings.settings, body, sign("forged"))).toBeNull();
    expect(readWebhook(settings.settings, `${body} `, sign(WA.WHATSAPP_APP_SECRET))).toBeNull();
    const q = (token: string) =>
      new URLSearchParams({ "hub.mode": "subscribe", "hub.verify_token": token, "hub.challenge": "42" });
    expect(handshake(settings.settings, q(WA.WHATSAPP_VERIFY_TOKEN))).toEqual({ ok: true, challenge: "42" });
    expect(handshake(settings.settings, q("nope"))).toEqual({ ok: false });
  });

  it("knows STOP in the shop's languages", () => {
    for (const reply of ["STOP", " stop ", "Berhenti", "arrêt"]) expect(isStopReply(reply)).toBe(true);
    expect(isStopReply("stop sending the blue one")).toBe(false);
  });
});

describe("templates and the chat link", () => {
  it("every template's body in id, en and fr has exactly its parameters' placeholders", () => {
    for (const lang of LOCALES)
      for (const [name, params] of Object.entries(TEMPLATES)) {
        const body = messagesFor(lang).messaging.templates[name as keyof typeof TEMPLATES];
        const used = [...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])).sort();
        expect(used).toEqual(params.map((_, i) => i + 1));
      }
    expect(renderTemplate("order_paid", "id", ["AB12CD34", "Rp 250.000"])).toContain("AB12CD34");
  });

  it("docs/messaging.md lists every template with its body in each language, as a retailer submits them to Meta", () => {
    const doc = readFileSync(path.join(process.cwd(), "docs/messaging.md"), "utf8");
    for (const name of Object.keys(TEMPLATES)) {
      const section = doc.split(`### \`${name}\``)[1]?.split("\n### ")[0]?.split("\n## ")[0] ?? "";
      for (const lang of LOCALES) {
        const body = messagesFor(lang).messaging.templates[name as keyof typeof TEMPLATES];
        expect(section).toContain(`| \`${lang}\` | ${body} |`);
      }
    }
  });

  it("opens the shop's number on wa.me with the text prefilled", () => {
    expect(chatDigits("+62 811-8800-9100")).toBe("6281188009100");
    expect(chatDigits("https://wa.me/6281188009100")).toBe("6281188009100");
    expect(chatDigits("hello")).toBeNull();
    expect(waMeHref("6281188009100", "Halo, ukuran M: https://x.test/id/product/19")).toBe(
      "https://wa.me/6281188009100?text=Halo%2C%20ukuran%20M%3A%20https%3A%2F%2Fx.test%2Fid%2Fproduct%2F19",
    );
  });

  it("the quick view's link leads to wa.me with the chosen size in the page's language, else to the product page", async () => {
    const product = async (id: number) => (id === 19 ? { name: "Kemeja Batik Parang", code: "KB-019" } : null);
    const query = (q: Record<string, string>) => new URLSearchParams(q);
    const to = await chatRedirect(
      query({ product_id: "19", size: "M", lang: "id" }),
      product,
      "https://wa.me/6281188009100",
    );
    expect(to).toMatch(/^https:\/\/wa\.me\/6281188009100\?text=/);
    const text = decodeURIComponent(new URL(to!).searchParams.get("text")!);
    expect(text).toMatch(
      /^Halo, saya ingin bertanya tentang Kemeja Batik Parang \(kode KB-019\), ukuran M: http\S+\/id\/product\/19$/,
    );
    expect(await chatRedirect(query({ product_id: "19", lang: "id" }), product, null)).toMatch(/\/id\/product\/19$/);
    expect(await chatRedirect(query({ product_id: "x" }), product, null)).toBeNull();
  });
});
