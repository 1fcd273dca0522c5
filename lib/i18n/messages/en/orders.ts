export const orders = {} as const;
