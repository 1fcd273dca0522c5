// Each courier destination lookup may call the courier's paid API: a client gets RATE_LIMIT_COURIER_DESTINATIONS.
process.env.RATE_LIMIT_COURIER_DESTINATIONS = "2/60";

import { POST as courierDestinations } from "@/app/api/v1/courier-destinations/route";
import { call } from "../support/http";

it("refuses a client's lookups past the limit, with Retry-After", async () => {
  const lookup = () =>
    call(courierDestinations, "POST", "/api/v1/courier-destinations", {
      body: { subdistrict_id: "32.73.07", address_zip: "" },
    });
  expect((await lookup()).status).toBe(200);
  expect((await lookup()).status).toBe(200);
  const refused = await lookup();
  expect(refused.status).toBe(429);
  expect(refused.error?.code).toBe("limits.tooMany");
});
