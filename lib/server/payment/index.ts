import "server-only";

export { getPaymentProvider } from "./providers/load";
export type { PaymentProvider } from "./providers/types";
