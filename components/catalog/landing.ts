/** /shop/{category}: men or women; anything else behaves as women. */
export type LandingCategory = "men" | "women";

export function landingCategory(param: string): LandingCategory {
  return param.toLowerCase() === "men" ? "men" : "women";
}

/** Product group of a landing (1 Men, 2 Women). */
export const LANDING_GROUP: Record<LandingCategory, number> = { men: 1, women: 2 };
