import { paymentReturnSchema } from "@/lib/domain/checkout/schemas";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";
import { readPaymentReturn } from "@/lib/server/payment/payment-return";

export const POST = handle(async (req) => {
  const input = await readJson(req, paymentReturnSchema);
  if (!input.ok) return input;
  return readPaymentReturn(input.data);
});
