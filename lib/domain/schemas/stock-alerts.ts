/** 'Notify me when back in stock' requests: moved to lib/domain/wishlist (kept for the importers of this path). */
export { stockAlertSchema, type StockAlertInput } from "../wishlist/inputs";
export { STOCK_ALERT_MSG } from "../wishlist/messages";
