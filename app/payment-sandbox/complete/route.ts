import { readFormFields } from "@/lib/server/http/form-post";
import { shopOrigin } from "@/lib/server/http/shop-origin";
import { errorPage } from "@/lib/server/payment/providers/sandbox/page";
import {
  buildNotification,
  buildReturnPath,
  channelName,
  notifyShop,
  readBill,
  sandboxNotifyUrl,
  sandboxPaymentsEnabled,
} from "@/lib/server/payment/providers/sandbox/bill";
import type { SandboxOutcome } from "@/lib/server/payment/providers/sandbox/channels";

const notFound = () => new Response("Not Found", { status: 404 });

const OUTCOMES: readonly string[] = ["pay", "later", "fail", "expire"];

/** Pay, Leave Unpaid (unpaid, status 1), Fail or Expire: notifies the shop server to server, then sends the browser back with signed parameters. */
export async function POST(req: Request): Promise<Response> {
  if (!sandboxPaymentsEnabled()) return notFound();
  const posted = await readFormFields(req);
  if (!posted.ok) return errorPage("Post the bill as a form.", posted.error.status);
  const form = posted.data;
  const read = readBill(form);
  if (!read.ok) return errorPage(read.reason);
  const outcome = form.outcome ?? "";
  if (!OUTCOMES.includes(outcome)) return errorPage("Choose Pay, Leave Unpaid, Fail or Expire.");
  const channel = form.channel ?? "702";
  if (!channelName(channel)) return errorPage("Choose a payment channel.");

  // The notification's target comes from the settings, never from the Host or X-Forwarded-Host headers: a forged
  // header must not make the server post a signed notification to a host and port of the sender's choosing (SSRF).
  const notification = buildNotification(read.bill, outcome as SandboxOutcome, channel);
  if (!(await notifyShop(sandboxNotifyUrl(), notification)))
    return errorPage("The shop did not accept the payment notification.", 502);
  // The browser goes back by a relative address: to the shop's return page on the address it is on.
  return new Response(null, {
    status: 303,
    headers: { Location: buildReturnPath(read.bill, notification, shopOrigin()), "Cache-Control": "no-store" },
  });
}

/** Nothing to show here: the bill page posts to this address. A 404 in every mode, as when the sandbox is off. */
export async function GET(): Promise<Response> {
  return notFound();
}
