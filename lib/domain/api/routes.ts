import { accountRoutes } from "../account/routes";
import { authRoutes } from "../auth/routes";
import { cartRoutes } from "../cart/routes";
import { catalogRoutes } from "../catalog/routes";
import { checkoutRoutes } from "../checkout/routes";
import { deliveryRoutes } from "../delivery/routes";
import { ordersRoutes } from "../orders/routes";
import { regionsRoutes } from "../regions/routes";
import { returnsRoutes } from "../returns/routes";
import { reviewsRoutes } from "../reviews/routes";
import { showroomsRoutes } from "../showrooms/routes";
import { systemRoutes } from "../system/routes";
import { wishlistRoutes } from "../wishlist/routes";
import type { RouteContract } from "./route-contract";

/** Every operation of `/api/v1`, domain by domain. */
export const API_ROUTES: readonly RouteContract[] = [
  ...catalogRoutes,
  ...showroomsRoutes,
  ...regionsRoutes,
  ...cartRoutes,
  ...wishlistRoutes,
  ...checkoutRoutes,
  ...deliveryRoutes,
  ...ordersRoutes,
  ...returnsRoutes,
  ...reviewsRoutes,
  ...accountRoutes,
  ...authRoutes,
  ...systemRoutes,
];
