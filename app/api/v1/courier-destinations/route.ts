import { courierDestinationsSchema } from "@/lib/domain/checkout/schemas";
import { findCourierDestinations } from "@/lib/server/checkout/shipping";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";

export const POST = handle(async (req) => {
  const input = await readJson(req, courierDestinationsSchema);
  return input.ok ? findCourierDestinations(input.data) : input;
});
