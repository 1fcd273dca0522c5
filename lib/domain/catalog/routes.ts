import type { RouteContract } from "../api/route-contract";

/** The catalog domain's operations of the retail API (see lib/domain/api/route-contract.ts). */
export const catalogRoutes: readonly RouteContract[] = [];
