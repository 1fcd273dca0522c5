import type { Page } from "@playwright/test";
import sharp from "sharp";

/** A small JPEG photo of one colour, as a phone's camera roll gives one. */
export const jpeg = (color: string) =>
  sharp({ create: { width: 48, height: 48, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

/** A short MP4 video: its `ftyp` box, then bytes. */
export const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypmp42"),
  Buffer.alloc(4),
  Buffer.from("mp42isom"),
  Buffer.alloc(4000, 1),
]);

/** The order's own link (pay link or view token) in the guest's mail of that kind, read from the outbox page. */
export async function mailedOrderLink(page: Page, email: string, kind: string): Promise<string> {
  await page.goto("/dev/outbox");
  await page.getByRole("row", { name: email }).filter({ hasText: kind }).getByRole("link").click();
  const body = await page.getByTestId("mail-body").innerText();
  return /http\S+\/payment\/response\?trx_ref=\S+&pay_token=\S+/.exec(body)?.[0] ?? "";
}
