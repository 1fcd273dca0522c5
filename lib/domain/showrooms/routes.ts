import type { RouteContract } from "../api/route-contract";

/** The showrooms domain's operations of the retail API (see lib/domain/api/route-contract.ts). */
export const showroomsRoutes: readonly RouteContract[] = [];
