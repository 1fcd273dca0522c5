import type { RouteContract } from "../api/route-contract";

/** The account domain's operations of the retail API (see lib/domain/api/route-contract.ts). */
export const accountRoutes: readonly RouteContract[] = [];
