import type { RouteContract } from "../api/route-contract";

/** The wishlist domain's operations of the retail API (see lib/domain/api/route-contract.ts). */
export const wishlistRoutes: readonly RouteContract[] = [];
