import { readFormFields } from "@/lib/server/http/form-post";
import { billPage, errorPage } from "@/lib/server/payment/providers/sandbox/page";
import { readBill, sandboxPaymentsEnabled } from "@/lib/server/payment/providers/sandbox/bill";

const notFound = () => new Response("Not Found", { status: 404 });

/** The in-app payment provider page: receives the shop's hidden form post and shows the bill. */
export async function POST(req: Request): Promise<Response> {
  if (!sandboxPaymentsEnabled()) return notFound();
  const posted = await readFormFields(req);
  if (!posted.ok) return errorPage("Post the bill as a form.", posted.error.status);
  const form = posted.data;
  const read = readBill(form);
  if (!read.ok) return errorPage(read.reason);
  const { channel: _channel, outcome: _outcome, ...signed } = form;
  return billPage(read.bill, signed);
}

export async function GET(): Promise<Response> {
  if (!sandboxPaymentsEnabled()) return notFound();
  return errorPage("No bill to pay: the shop posts the bill to this page.", 200);
}
