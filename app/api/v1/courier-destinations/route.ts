import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { courierDestinationsSchema } from "@/lib/domain/checkout/schemas";
import { findCourierDestinations } from "@/lib/server/checkout/shipping";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";
import { requestClient } from "@/lib/server/http/request-client";
import { consume, tooMany } from "@/lib/server/limits";

export const POST = handle(async (req) => {
  // Each lookup may call the courier's (paid) API: a client address gets RATE_LIMIT_COURIER_DESTINATIONS of them.
  const allowed = await consume("courierDestinations", [requestClient(req.headers)]);
  if (!allowed.ok) return tooMany(allowed, LIMIT_MSG.tooMany);
  const input = await readJson(req, courierDestinationsSchema);
  return input.ok ? findCourierDestinations(input.data) : input;
});
