import "server-only";
import type { ShippingOption } from "../../types";
import type { z } from "zod";
import type { costOptionSchema } from "./wire";

type CostOption = z.output<typeof costOptionSchema>;

/** '2-3 day', '1 HARI', '3 days' → '2-3', '1', '3' (the spec's etd is in days); anything else as given. */
export function etdDays(etd: string): string {
  const trimmed = etd.trim();
  const days = /^(\d+(?:\s*-\s*\d+)?)\s*(?:day|days|hari)?$/i.exec(trimmed);
  return days ? days[1]!.replace(/\s+/g, "") : trimmed;
}

/** domestic-cost options → the spec's shipping options (courier code in capitals, as the shop showed JNE). A free or negative cost is dropped. */
export function toShippingOptions(options: CostOption[]): ShippingOption[] {
  return options
    .filter((o) => o.cost > 0)
    .map((o) => ({
      courier: o.code.toUpperCase(),
      service: o.service,
      description: o.description,
      tariff: Math.round(o.cost),
      etd: etdDays(o.etd),
      notes: "",
    }));
}
