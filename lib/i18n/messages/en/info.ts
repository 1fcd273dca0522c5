export const info = {} as const;
