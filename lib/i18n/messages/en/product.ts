export const product = {} as const;
