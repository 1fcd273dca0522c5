import type { RouteContract } from "../api/route-contract";

/** The cart domain's operations of the retail API (see lib/domain/api/route-contract.ts). */
export const cartRoutes: readonly RouteContract[] = [];
