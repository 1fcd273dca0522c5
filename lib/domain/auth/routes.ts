import type { RouteContract } from "../api/route-contract";

/** The auth domain's operations of the retail API (see lib/domain/api/route-contract.ts). */
export const authRoutes: readonly RouteContract[] = [];
