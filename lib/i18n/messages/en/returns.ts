/** Receipt of an order, and returns (docs/returns.md). */
export const returns = {
  receivedAt: "Received",
} as const;
