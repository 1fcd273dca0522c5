import "server-only";

export { getPaymentProvider, paymentRequires } from "./providers/load";
export type { PaymentProvider } from "./providers/types";
