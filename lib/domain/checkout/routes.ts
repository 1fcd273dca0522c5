import type { RouteContract } from "../api/route-contract";

/** The checkout domain's operations of the retail API (see lib/domain/api/route-contract.ts). */
export const checkoutRoutes: readonly RouteContract[] = [];
