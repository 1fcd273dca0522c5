/**
 * /shop/{category}: men or women; anything else behaves as women (the spec). No imports: next.config.ts reads this
 * (through lib/server/http/page-routing.ts, which serves every other name from the women's page).
 */
export const LANDING_CATEGORIES = ["men", "women"] as const;
export type LandingCategory = (typeof LANDING_CATEGORIES)[number];

/** The landing every other name shows. */
export const DEFAULT_LANDING: LandingCategory = "women";

export function landingCategory(param: string): LandingCategory {
  return param.toLowerCase() === "men" ? "men" : DEFAULT_LANDING;
}

/** Product group of a landing (1 Men, 2 Women). */
export const LANDING_GROUP: Record<LandingCategory, number> = { men: 1, women: 2 };
