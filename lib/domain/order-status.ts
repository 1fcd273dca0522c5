/**
 * Order states and the moves allowed between them. Shoppers cannot change or cancel an order once placed
 * (spec, FAQ); payment notifications and the shop's staff (npm run ops) move it along.
 */
export const ORDER_STATUS = {
  pending: "PENDING",
  paid: "PAID",
  processing: "PROCESSING",
  shipped: "SHIPPED",
  readyForPickup: "READY_FOR_PICKUP",
  completed: "COMPLETED",
  expired: "EXPIRED",
  failed: "FAILED",
  cancelled: "CANCELLED",
  refunded: "REFUNDED",
} as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
type ShippingType = "ONLINE_DELIVERY" | "PICKUP_ON_STORE";

const S = ORDER_STATUS;

const MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING: [S.paid, S.expired, S.failed, S.cancelled],
  // REFUNDED: the provider reversed, refunded or charged back the payment before the goods left the shop.
  PAID: [S.processing, S.shipped, S.readyForPickup, S.refunded],
  PROCESSING: [S.shipped, S.readyForPickup, S.refunded],
  SHIPPED: [S.completed],
  READY_FOR_PICKUP: [S.completed, S.refunded],
  COMPLETED: [],
  EXPIRED: [],
  FAILED: [],
  CANCELLED: [],
  REFUNDED: [],
};

export function isOrderStatus(value: string): value is OrderStatus {
  return value in MOVES;
}

/** Whether an order of this shipping type may move from one state to another. */
export function canMove(from: string, to: OrderStatus, shippingType: ShippingType): boolean {
  if (!isOrderStatus(from) || !MOVES[from].includes(to)) return false;
  if (to === S.shipped) return shippingType === "ONLINE_DELIVERY";
  if (to === S.readyForPickup) return shippingType === "PICKUP_ON_STORE";
  return true;
}

/** States in which the order still holds reserved stock that must be given back if it ends unpaid. */
export const HOLDS_RESERVATION: readonly OrderStatus[] = [S.pending];

/** States that end an order without a sale: reserved stock returns to the showroom. */
export const RELEASES_STOCK: readonly OrderStatus[] = [S.expired, S.failed, S.cancelled, S.refunded];

/**
 * Return requests (docs/returns.md): their states and moves, defined here beside the order's. A shopper makes a
 * DRAFT (the request with its lines), uploads its files to it, and submits it: REQUESTED. The staff (npm run ops --
 * returns) approve or reject it, record the item's arrival (RECEIVED) and refund it. Each move is conditional on the
 * state it read (lib/server/returns/moves.ts), as orders' are.
 */
export const RETURN_STATUS = {
  draft: "DRAFT",
  requested: "REQUESTED",
  approved: "APPROVED",
  rejected: "REJECTED",
  received: "RECEIVED",
  refunded: "REFUNDED",
} as const;

export type ReturnStatus = (typeof RETURN_STATUS)[keyof typeof RETURN_STATUS];

const R = RETURN_STATUS;

const RETURN_MOVES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  DRAFT: [R.requested],
  REQUESTED: [R.approved, R.rejected],
  APPROVED: [R.received],
  RECEIVED: [R.refunded],
  REJECTED: [],
  REFUNDED: [],
};

export function isReturnStatus(value: string): value is ReturnStatus {
  return value in RETURN_MOVES;
}

/** Whether a return request may move from one state to another. */
export function canMoveReturn(from: string, to: ReturnStatus): boolean {
  return isReturnStatus(from) && RETURN_MOVES[from].includes(to);
}

/** States whose request still holds its order lines: no second request for them meanwhile. */
export const RETURN_OPEN: readonly ReturnStatus[] = [R.draft, R.requested, R.approved, R.received];
