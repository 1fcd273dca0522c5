import "server-only";

export { getPaymentProvider, paymentMethods, paymentRequires } from "./providers/load";
export type { PaymentProvider } from "./providers/types";
