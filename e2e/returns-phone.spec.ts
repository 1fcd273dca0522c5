import { expect, test } from "@playwright/test";
import { placeGuestDelivery, runOps } from "./orders-support";
import { phoneContext } from "./phone-support";
import { jpeg, mailedOrderLink, MP4 } from "./returns-support";

// Issue #49, "Done when": on a 390 px phone in Indonesian, a delivered order is returned with two photos and a short
// video; the staff approve, receive and refund it with the ops tool; the shopper sees every step on the order's page
// and gets every mail. The files go to the store the server's settings choose (STORAGE_DRIVER: docs/returns.md).

test("a guest returns a delivered order on a phone in Indonesian; staff approve, receive and refund it", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const email = `retur-${Date.now()}@example.com`;
  const trxRef = await placeGuestDelivery(page, email);
  await page.goto(await mailedOrderLink(page, email, "ORDER_CONFIRMATION"));
  await page.getByRole("button", { name: "Bayar Sekarang" }).click();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Pembayaran Anda telah diterima.")).toBeVisible();
  runOps(baseURL!, "ship", trxRef, "JNE0049000001");
  runOps(baseURL!, "complete", trxRef);
  const link = await mailedOrderLink(page, email, "ORDER_SHIPPED");

  const phone = await phoneContext(browser, 390);
  const shopper = await phone.newPage();
  await shopper.goto(link);
  const returns = shopper.getByRole("region", { name: "Pengembalian" });
  await expect(returns.getByText(/Barang salah atau cacat dapat dikembalikan hingga/)).toBeVisible();
  await returns.getByRole("button", { name: "Ajukan pengembalian" }).click();
  const form = shopper.getByRole("form", { name: "Pengajuan pengembalian" });
  await form.getByRole("checkbox").first().check();
  await form.getByRole("radio", { name: "Barang salah" }).check();
  await form.getByLabel("Apa masalahnya?").fill("Saya pesan ukuran M, yang datang ukuran L.");
  await form.getByLabel(/^Foto/).setInputFiles([
    { name: "depan.jpg", mimeType: "image/jpeg", buffer: await jpeg("#c33") },
    { name: "label.jpg", mimeType: "image/jpeg", buffer: await jpeg("#36c") },
  ]);
  await form.getByLabel(/^Video/).setInputFiles({ name: "unboxing.mp4", mimeType: "video/mp4", buffer: MP4 });
  await form.getByRole("radio", { name: "Kirim paket" }).check();
  await form.getByLabel("Ongkos kirim dalam rupiah (opsional)").fill("15000");
  await form.getByLabel("Bank", { exact: true }).fill("BCA");
  await form.getByLabel("Nomor rekening").fill("1234567890");
  await form.getByLabel("Nama pemilik rekening").fill("Budi Santoso");
  await form.getByLabel(/Label harga dan hang tag masih terpasang/).check();
  // The form fits the phone: nothing wider than the screen.
  expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await form.getByRole("button", { name: "Kirim pengajuan" }).click();
  await expect(shopper.getByText("Pengajuan pengembalian Anda sudah dikirim.")).toBeVisible();
  await expect(returns.getByText("Diajukan")).toBeVisible();

  const listed = runOps(baseURL!, "returns", "list", "--status", "REQUESTED");
  const id = /^([0-9a-f]{8}) .*#([0-9A-F]{8})/m.exec(
    listed.split("\n").find((l) => l.includes(trxRef.slice(0, 8).toUpperCase())) ?? "",
  )?.[1];
  expect(id).toBeTruthy();
  const shown = runOps(baseURL!, "returns", "show", id!);
  // Two photos and the video, each with a signed link (the disk store's /api/files/…, or the bucket's presigned one).
  const links = shown.match(/^ {2}(photo|video) .*: https?:\/\/\S+$/gm) ?? [];
  expect(links).toHaveLength(3);
  // On PostgreSQL's pass the files are in the S3 bucket the run started (scripts/test-all.sh), elsewhere on the disk.
  const store = process.env.STORAGE_DRIVER === "s3" ? process.env.S3_ENDPOINT! : `${baseURL}/api/files/`;
  for (const link of links) expect(link).toContain(`: ${store}`);
  const most = Number(/refund at most IDR ([\d,]+)/.exec(shown)?.[1]?.replace(/,/g, ""));
  expect(runOps(baseURL!, "returns", "approve", id!)).toContain("APPROVED");
  expect(
    runOps(baseURL!, "returns", "receive", id!, "label", "lengkap,", "belum", "dipakai", "--restock", "8"),
  ).toContain("RECEIVED");
  expect(runOps(baseURL!, "returns", "refund", id!, String(most), "TRF-49")).toContain("REFUNDED");

  await shopper.reload();
  for (const step of ["Diajukan", "Disetujui", "Barang diterima", "Dana dikembalikan"])
    await expect(returns.getByText(step, { exact: true })).toBeVisible();
  await phone.close();

  await page.goto("/dev/outbox");
  const mails = page.getByRole("row", { name: email });
  for (const kind of ["RETURN_REQUESTED", "RETURN_APPROVED", "RETURN_RECEIVED", "RETURN_REFUNDED"])
    await expect(mails.filter({ hasText: kind })).toHaveCount(1);
});
