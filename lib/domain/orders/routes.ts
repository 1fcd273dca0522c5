import type { RouteContract } from "../api/route-contract";

/** The orders domain's operations of the retail API (see lib/domain/api/route-contract.ts). */
export const ordersRoutes: readonly RouteContract[] = [];
