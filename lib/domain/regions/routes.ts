import type { RouteContract } from "../api/route-contract";

/** The regions domain's operations of the retail API (see lib/domain/api/route-contract.ts). */
export const regionsRoutes: readonly RouteContract[] = [];
