import { handle } from "@/lib/server/http/handler";
import { handleOrderReturns } from "@/lib/server/returns/http";

/** POST returns-of-order: an order's return eligibility, lines and requests, for its owner only. */
export const POST = handle(handleOrderReturns);
